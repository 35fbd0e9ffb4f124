import type { ReactNode } from "react";
import { useT } from "../../i18n/use-t.ts";
import { skipLink } from "../ui/ui.css.ts";
import { BackToTop } from "./BackToTop.tsx";
import { CookieBanner } from "./CookieBanner.tsx";
import { Footer, type FooterProps } from "./Footer.tsx";
import { Header } from "./Header.tsx";
import { Toaster } from "./Toaster.tsx";
import * as styles from "./layout.css.ts";

/** The chrome around every page: header, main landmark, footer, consent banner, back-to-top, toasts. */
export function SiteLayout({ children, footer }: { children: ReactNode; footer: FooterProps }) {
  const t = useT();
  return (
    <>
      <a href="#main" className={skipLink}>{t("a11y.skipToContent")}</a>
      <Header />
      <main id="main" className={styles.main} tabIndex={-1}>
        {children}
      </main>
      <Footer {...footer} />
      <CookieBanner />
      <BackToTop />
      <Toaster />
    </>
  );
}
