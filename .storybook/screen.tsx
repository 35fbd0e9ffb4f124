/**
 * Screens in Storybook look as they do on the site: inside the site's chrome (header, footer, the
 * phones' contact bar, back-to-top, toasts, the quote dialog), or the staff area's for staff pages
 * (`parameters.staff`). A consent choice is stored, so the cookie banner stays out of the picture
 * (its own stories show it).
 */
import type { Decorator } from "@storybook/react-vite";
import de from "../content/de/services.json" with { type: "json" };
import en from "../content/en/services.json" with { type: "json" };
import { SiteLayout } from "../src/views/SiteLayout.tsx";
import type { FooterProps } from "../src/components/layout/Footer.tsx";
import type { Lang } from "../src/i18n/languages.ts";
import { useLang } from "../src/i18n/use-t.ts";

const servicesByLang = { en, de };

/** The footer's props as the root loader gives them: the services of the content files, in the page's language. */
export const footerOf = (lang: Lang): FooterProps => ({ services: Object.entries(servicesByLang[lang]).map(([slug, { title }]) => ({ slug, title })), year: 2026 });

function InChrome({ children }: { children: React.ReactNode }) {
  return <SiteLayout footer={footerOf(useLang())}>{children}</SiteLayout>;
}

/** The decorator of every page-level story: the page inside the site's chrome. */
export const inSiteChrome: Decorator = (Story) => (
  <InChrome>
    <Story />
  </InChrome>
);

/** The parameters every page-level story shares: a stored consent choice, so no banner covers the page. */
export const screenParameters = { consent: "essential" } as const;
