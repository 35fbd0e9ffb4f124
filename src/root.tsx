import { createStore, Provider } from "jotai";
import { useLayoutEffect, useState, type ReactNode } from "react";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import { SiteLayout } from "./views/SiteLayout.tsx";
import { loadDictionary, translator } from "./i18n/messages/index.ts";
import { matchRoute, resolveLanguage } from "./i18n/resolve.ts";
import { storedConsent } from "./lib/cookies.ts";
import { CONSENT_STATE_SCRIPT } from "./lib/consent-state.ts";
import { consentAtom, langAtom } from "./lib/atoms.ts";
import type { RootData } from "./lib/meta.ts";
import { useNonce } from "./lib/nonce.tsx";
import { langContext } from "./lib/request-context.ts";
import { getConfig } from "./server/config.server.ts";
import { hrefOf, scriptStartOf } from "./route-table.ts";
import { contentQueries } from "./server/content.server.ts";
import { GeneralErrorBoundary } from "./views/GeneralErrorBoundary.tsx";
import { webFontsCss } from "./lib/web-fonts.ts";
import "./styles/font-fallbacks.css.ts";
import "./styles/global.css.ts";
import { officeYear } from "./lib/office-day.ts";
import { companyFacts } from "./lib/company.ts";
import { setOfficeTimeZone } from "./lib/office-time-zone.ts";
import favicon from "../public/favicon.svg?raw";

/**
 * Resolves the language once per request (the order of docs/decisions/003) and marks responses
 * that depended on cookie or header. It stores nothing: only the toggle (`routes/language.ts`)
 * and the cookie banner write the language cookie, so a plain page view sets no cookie.
 */
export const middleware: Route.MiddlewareFunction[] = [
  async ({ request, context }, next) => {
    const { lang, source } = resolveLanguage(request);
    context.set(langContext, lang);
    const response = await next();
    // The answer to a form post is for its sender only.
    if (request.method !== "GET" && request.method !== "HEAD" && !response.headers.has("Cache-Control")) response.headers.set("Cache-Control", "private, no-store");
    if (source === "cookie" || source === "header" || source === "default") {
      response.headers.append("Vary", "Cookie, Accept-Language");
    }
    return response;
  },
];

export async function loader({ context }: Route.LoaderArgs): Promise<RootData & { services: { slug: string; title: string }[] }> {
  const lang = context.get(langContext);
  const services = await contentQueries.services(lang);
  const config = getConfig();
  return {
    lang,
    siteUrl: config.SITE_URL,
    // The browser runs the bot check only when the server verifies its tokens.
    recaptcha:
      config.RECAPTCHA_SITE_KEY && config.RECAPTCHA_SECRET_KEY && config.PRODUCTION_HOST ? { siteKey: config.RECAPTCHA_SITE_KEY, productionHost: config.PRODUCTION_HOST } : null,
    whatsapp: config.WHATSAPP_NUMBER?.replace(/^\+/, "") ?? null,
    officeTimeZone: config.OFFICE_TIME_ZONE,
    company: companyFacts(),
    siteName: translator(lang)("site.name"),
    year: officeYear(),
    services: services.map((service) => ({ slug: service.slug, title: service.translation.title })),
  };
}

/**
 * On client-side navigations the root data may switch language (a stored choice, a shared path):
 * the browser then loads that language's dictionary before rendering. The first render uses the
 * dictionary entry.client.tsx loaded before hydration.
 */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  let data: RootLoaderData;
  try {
    data = await serverLoader();
  } catch (error) {
    // The data of a navigation could not be loaded (connection lost, server restarting): the page
    // keeps its language, consent and footer, and the route's own error boundary says what failed.
    if (shownRoot) return shownRoot;
    throw error;
  }
  await loadDictionary(data.lang);
  return data;
}

/**
 * The site's icon travels inside every document, so no browser asks for it while a page loads: on a
 * slow phone connection that request would open a connection of its own and share the bandwidth with
 * the page's stylesheet and picture. `/favicon.svg` stays for what links to it (structured data, mails).
 */
const iconLinks = [{ rel: "icon", href: `data:image/svg+xml,${encodeURIComponent(favicon.trim())}`, type: "image/svg+xml" }];
export const links: Route.LinksFunction = () => iconLinks;

type RootLoaderData = Awaited<ReturnType<typeof loader>>;

/** In the browser, the root data the page shows now (never kept on the server, where requests share modules). */
let shownRoot: RootLoaderData | undefined;

/**
 * One Jotai store per page load, kept in step with the server's language. The consent choice is the
 * browser's own (decision 032): the page is rendered without one, as for every visitor, and the
 * stored choice is read once the page is hydrated (the head's script hid the banner before paint).
 */
function StateProvider({ data, children }: { data: RootLoaderData | undefined; children: ReactNode }) {
  const [store] = useState(() => {
    const created = createStore();
    if (data) created.set(langAtom, data.lang);
    return created;
  });
  useIsomorphicLayoutEffect(() => {
    store.set(consentAtom, storedConsent(document.cookie));
  }, [store]);
  useIsomorphicLayoutEffect(() => {
    if (data) shownRoot = data;
    if (data && store.get(langAtom) !== data.lang) store.set(langAtom, data.lang);
    if (typeof document !== "undefined" && data) document.documentElement.lang = data.lang;
  }, [data, store]);
  return <Provider store={store}>{children}</Provider>;
}

const useIsomorphicLayoutEffect = typeof document === "undefined" ? () => {} : useLayoutEffect;

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<RootLoaderData>("root");
  const nonce = useNonce();
  const lang = data?.lang ?? "en";
  const { pathname } = useLocation();
  // Before anything below renders: the browser's dates follow the office's time zone as the server's do.
  if (data?.officeTimeZone) setOfficeTimeZone(data.officeTimeZone);
  return (
    // The head's script marks the document with the stored consent choice before it is painted.
    <html lang={lang} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b2545" />
        <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: CONSENT_STATE_SCRIPT }} />
        {/* Without JavaScript the same is a stylesheet that depends on the consent cookie (decision 032), and
            the web fonts are a stylesheet instead of being added after hydration (decision 034). As markup, so
            that no client renderer ever creates these elements where scripts run. */}
        <noscript dangerouslySetInnerHTML={{ __html: `<link rel="stylesheet" href="${hrefOf("consentStyle", lang)}"><style>${webFontsCss}</style>` }} />
        <Meta />
        <Links />
      </head>
      {/* Read by the starter of the page's scripts (entry.server.tsx, decision 035). */}
      <body {...scriptStartOf(matchRoute(pathname)?.id)}>
        <StateProvider data={data}>
          <SiteLayout footer={{ services: data?.services ?? [], year: data?.year ?? officeYear() }}>
            {children}
          </SiteLayout>
        </StateProvider>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
