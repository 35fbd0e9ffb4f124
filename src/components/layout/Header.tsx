import { Menu } from "../ui/icons.tsx";
import { GetQuoteLink } from "../ui/GetQuoteLink.tsx";
import { useEffect, useRef, useState, type MouseEvent } from "react";
import { useLocation } from "react-router";
import { pathOf, type RouteId } from "../../route-table.ts";
import { languages } from "../../i18n/languages.ts";
import { useT } from "../../i18n/use-t.ts";
import { LogoMark } from "../ui/Logo.tsx";
import { RouteLink } from "../ui/RouteLink.tsx";
import { button, container } from "../ui/ui.css.ts";
import { LanguageToggle } from "./LanguageToggle.tsx";
import * as styles from "./layout.css.ts";
import { headerLinks } from "./navigation.ts";

export const SCROLL_SHADOW_THRESHOLD = 10;

/**
 * Active link: exact match on home, prefix match elsewhere (docs/requirements.md §2), on the paths
 * of both languages: German service pages live under the shared `/services/…`, the German list at `/leistungen`.
 */
export function isActive(route: RouteId, pathname: string): boolean {
  return languages.some((lang) => {
    const linkPath = pathOf(route, lang);
    if (linkPath === "/") return pathname === "/";
    return pathname === linkPath || pathname.startsWith(`${linkPath}/`);
  });
}

export function Header() {
  const t = useT();
  const { pathname } = useLocation();
  const [scrolled, setScrolled] = useState(false);
  const menuRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const update = () => setScrolled(window.scrollY > SCROLL_SHADOW_THRESHOLD);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, []);

  // A link click closes the mobile panel (the browser closes it on outside clicks by itself).
  const onMenuClick = (event: MouseEvent<HTMLElement>) => {
    if (!(event.target instanceof Element) || !event.target.closest("a")) return;
    const panel = menuRef.current;
    if (panel?.matches(":popover-open")) panel.hidePopover();
  };

  return (
    <header className={styles.header} data-scrolled={scrolled} data-testid="site-header">
      <div className={`${container} ${styles.headerInner}`}>
        <RouteLink route="home" className={styles.brand} aria-label={t("nav.homeLink")}>
          <LogoMark />
          <span>{t("site.name")}</span>
        </RouteLink>
        <button type="button" className={styles.menuButton} popoverTarget="site-menu" aria-label={t("nav.openMenu")} data-testid="menu-button">
          <Menu aria-hidden="true" size={22} />
        </button>
        <div id="site-menu" ref={menuRef} popover="auto" className={styles.menu} onClick={onMenuClick} data-testid="site-menu">
          <nav aria-label={t("nav.label")}>
            <ul className={styles.navList}>
              {headerLinks.map((link) => (
                <li key={link.route}>
                  <RouteLink
                    route={link.route}
                    className={styles.navLink}
                    aria-current={isActive(link.route, pathname) ? "page" : undefined}
                  >
                    {t(link.label)}
                  </RouteLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className={styles.menuActions}>
            <LanguageToggle />
            <GetQuoteLink className={button.primary}>{t("nav.getQuote")}</GetQuoteLink>
          </div>
        </div>
      </div>
    </header>
  );
}
