import { useEffect, type ReactNode } from "react";
import { useT } from "../i18n/use-t.ts";
import { useChrome } from "../lib/route-handle.ts";
import { skipLink } from "../components/ui/ui.css.ts";
import { BackToTop } from "../components/layout/BackToTop.tsx";
import { CookieBanner } from "../components/layout/CookieBanner.tsx";
import { Footer, type FooterProps } from "../components/layout/Footer.tsx";
import { Header } from "../components/layout/Header.tsx";
import { MobileActions } from "../components/layout/MobileActions.tsx";
import { NavigationProgress } from "../components/layout/NavigationProgress.tsx";
import { usePendingView, type PendingView } from "../components/layout/pending-page.ts";
import { ToastHost } from "../components/layout/ToastHost.tsx";
import { QuoteDialogHost } from "../features/quote/QuoteDialogHost.tsx";
import { BlogPostLoading, DestinationSkeleton } from "./PageLoading.tsx";
import * as styles from "../components/layout/layout.css.ts";

/**
 * Every click on a link to a page (not an in-page anchor) scrolls to the top (docs/requirements.md §2), also when
 * the link points at the current page, where no navigation would reset the scroll position.
 */
function useScrollTopOnLinkClick() {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>("a[href]") : null;
      if (!link || link.target === "_blank" || event.metaKey || event.ctrlKey || event.shiftKey) return;
      const url = new URL(link.href, window.location.href);
      if (url.origin !== window.location.origin) return;
      if (url.hash && url.pathname === window.location.pathname) return;
      window.scrollTo({ top: 0 });
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, []);
}

const pendingViews: Record<PendingView, () => ReactNode> = { destination: DestinationSkeleton, blogPost: BlogPostLoading };

/**
 * The chrome around every page: progress bar, header, main landmark, footer, the phones' contact
 * bar, consent banner, back-to-top, toasts. While a destination or blog post takes longer than a moment to load, its
 * loading view takes the place of the page being left.
 */
export function SiteLayout({ children, footer }: { children: ReactNode; footer: FooterProps }) {
  const t = useT();
  const chrome = useChrome();
  const pending = usePendingView();
  useScrollTopOnLinkClick();
  if (chrome === "staff") {
    // The staff inbox is a work tool: no marketing header, footer, consent banner or quote dialog.
    return (
      <>
        <a href="#main" className={skipLink}>{t("a11y.skipToContent")}</a>
        <NavigationProgress />
        <main id="main" tabIndex={-1}>{children}</main>
        <ToastHost />
      </>
    );
  }
  const Pending = pending ? pendingViews[pending] : null;
  return (
    <>
      <a href="#main" className={skipLink}>{t("a11y.skipToContent")}</a>
      {/* First in the tab order after the skip link (it is drawn at the bottom), so the keyboard reaches it before the page. */}
      <CookieBanner />
      <NavigationProgress />
      <Header />
      <main id="main" className={styles.main} tabIndex={-1}>
        {Pending ? <Pending /> : children}
      </main>
      <Footer {...footer} />
      <MobileActions />
      <BackToTop />
      <ToastHost />
      <QuoteDialogHost />
    </>
  );
}
