import { useT } from "../../i18n/use-t.ts";
import { LogoMark } from "../ui/Logo.tsx";
import { CookieSettings } from "./CookieBanner.tsx";
import { RouteLink } from "../ui/RouteLink.tsx";
import { SocialIcon } from "../ui/SocialIcons.tsx";
import { container } from "../ui/ui.css.ts";
import * as styles from "./layout.css.ts";
import { quickLinks, type NavLink } from "./navigation.ts";
import { telHref } from "../../lib/phone-link.ts";
import { useCompany } from "../../lib/company.ts";
import { OfficeAddress } from "../ui/OfficeAddress.tsx";

const legalLinks: readonly NavLink[] = [
  { route: "privacy", label: "footer.privacy" },
  { route: "terms", label: "footer.terms" },
  { route: "imprint", label: "footer.imprint" },
  { route: "sitemap", label: "footer.sitemap" },
];

export interface FooterProps {
  /** Service links (slug and title in the page language), from the content files. */
  services: ReadonlyArray<{ slug: string; title: string }>;
  year: number;
}

export function Footer({ services, year }: FooterProps) {
  const t = useT();
  const company = useCompany();
  return (
    <footer className={`${styles.footer} ${styles.endsAboveMobileActions}`} data-testid="site-footer">
      <div className={container}>
        <div className={styles.footerGrid}>
          <div>
            <RouteLink route="home" className={styles.footerBrand}>
              <LogoMark />
              <span>{t("site.name")}</span>
            </RouteLink>
            <p>{t("footer.about")}</p>
            <p>
              {t("footer.hours")}
              {/* Round-the-clock help is a promise only with a number to call. */}
              {company.phone ? (
                <>
                  <br />
                  {t("footer.emergency")}
                </>
              ) : null}
            </p>
            {company.social_profiles.length > 0 ? (
              <ul className={styles.socialList} aria-label={t("footer.social")}>
                {company.social_profiles.map((profile) => (
                  <li key={profile.network}>
                    <a href={profile.url} rel="me noopener" aria-label={t(`social.${profile.network}`)} title={t(`social.${profile.network}`)}>
                      <SocialIcon network={profile.network} />
                    </a>
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
          <nav aria-labelledby="footer-quick">
            <h2 id="footer-quick" className={styles.footerHeading}>{t("footer.quickLinks")}</h2>
            <ul className={styles.footerList}>
              {quickLinks.map((link) => (
                <li key={link.route}>
                  <RouteLink route={link.route} className={styles.footerLink}>{t(link.label)}</RouteLink>
                </li>
              ))}
            </ul>
          </nav>
          <nav aria-labelledby="footer-services">
            <h2 id="footer-services" className={styles.footerHeading}>{t("footer.services")}</h2>
            <ul className={styles.footerList}>
              {services.map((service) => (
                <li key={service.slug}>
                  <RouteLink route="service" params={{ slug: service.slug }} className={styles.footerLink}>{service.title}</RouteLink>
                </li>
              ))}
            </ul>
          </nav>
          <nav aria-labelledby="footer-legal">
            <h2 id="footer-legal" className={styles.footerHeading}>{t("footer.legal")}</h2>
            <ul className={styles.footerList}>
              {legalLinks.map((link) => (
                <li key={link.route}>
                  <RouteLink route={link.route} className={styles.footerLink}>{t(link.label)}</RouteLink>
                </li>
              ))}
              <li>
                <CookieSettings className={styles.footerButton} />
              </li>
            </ul>
          </nav>
          <div>
            <h2 className={styles.footerHeading}>{t("footer.contact")}</h2>
            <ul className={styles.footerList}>
              <li><RouteLink route="contact" className={styles.footerLink}>{t("footer.writeToUs")}</RouteLink></li>
              {company.email ? <li><a className={styles.footerLink} href={`mailto:${company.email}`}>{company.email}</a></li> : null}
              {company.phone ? <li><a className={styles.footerLink} href={telHref(company.phone)}>{company.phone}</a></li> : null}
              {company.offices.length > 0 ? <li><OfficeAddress facts={company} className={styles.footerAddress} /></li> : null}
            </ul>
          </div>
        </div>
        <div className={styles.footerBottom}>
          <p data-testid="copyright">{t("footer.copyright", { year })}</p>
          <p>{t("site.tagline")}</p>
        </div>
      </div>
    </footer>
  );
}
