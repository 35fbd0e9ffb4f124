import type { Decorator, Preview } from "@storybook/react-vite";
import { createStore, Provider } from "jotai";
import { createContext, useContext, useLayoutEffect, useState, type ReactNode } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { mswLoader } from "msw-storybook-addon/csf3";
import { configure } from "storybook/test";
import { MINIMAL_VIEWPORTS } from "storybook/viewport";
import { AXE_TAGS } from "../e2e/support/axe.ts";
import { handlers } from "../mocks/handlers.ts";
import { addTexts } from "../src/i18n/messages/index.ts";
import { isLang, type Lang } from "../src/i18n/languages.ts";
import { setCookie } from "../src/lib/cookies.ts";
import { draftStorageKey } from "../src/lib/saved-draft.ts";
import { anyToastShown } from "../src/lib/toast.ts";
import { contentApi } from "../src/lib/content-client.ts";
import { consentAtom, langAtom, type Consent } from "../src/lib/atoms.ts";
import type { RouteHandle } from "../src/lib/route-handle.ts";
import type { CompanyFacts } from "../src/lib/schemas/company.ts";
import "../src/styles/global.css.ts";
import { PHONE_VIEWPORT } from "./phone.ts";

/**
 * Every dictionary part of both languages (`src/i18n/messages/{en,de}*.ts`: the public pages', the
 * staff area's, the mails', the planner's…), added before any story module runs, so every
 * component shows its texts in either language, even texts a story computes when its module loads.
 * The site loads parts on demand; Storybook shows every screen, so it holds them all, as the server does.
 */
const dictionaries = import.meta.glob<Record<string, unknown>>(["../src/i18n/messages/{en,de}*.ts", "!**/*.test.ts"], { eager: true });
for (const [path, exports] of Object.entries(dictionaries)) {
  const lang = /\/(en|de)[-.][^/]*$/.exec(path)?.[1];
  if (!isLang(lang)) continue;
  for (const value of Object.values(exports)) if (value && typeof value === "object") addTexts(lang, value as Record<string, string>);
}

/**
 * How long a play function's `findBy…` and `waitFor` wait for what they look for: five seconds, not
 * Testing Library's one. The story check shows four or eight stories at a time on two cores, where
 * a mocked answer and the toast it brings once took longer than a second (QuoteForm › Failure German).
 */
configure({ asyncUtilTimeout: 5000 });

/**
 * What the site keeps in the browser between pages — form drafts in sessionStorage, the language
 * and consent cookies — the toast queue and the scroll position are reset before each story, so a story never shows
 * what the story before it left behind (the story check renders stories one after another to prove it).
 */
async function resetSiteState() {
  for (const key of Object.keys(sessionStorage)) if (key.startsWith(draftStorageKey(""))) sessionStorage.removeItem(key);
  for (const cookie of ["lang", "consent"] as const) document.cookie = setCookie(cookie, undefined);
  // The mark the site's head script would set from the consent cookie (lib/consent-state.ts).
  delete document.documentElement.dataset.consent;
  window.scrollTo({ top: 0, left: 0, behavior: "instant" });
  // The destination list is kept for five minutes once fetched; a loading or failure story must not find it.
  contentApi.forget();
  // A toast stays in the site's queue for 5 s, also after the story that showed it (QuoteForm ›
  // Failure); the queue's code is loaded only once a toast was shown, and the empty region shows nothing.
  if (anyToastShown()) (await import("../src/components/layout/toast-queue.ts")).toastQueue.clear();
}

/**
 * Story parameters read by the decorator below:
 * - `route`: the memory router's initial path (default `/`), e.g. `/uber-uns` for the German About page;
 * - `consent`: the stored consent choice seeded into the Jotai store (default `null`, banner shown);
 * - `staff`: a staff page: the signed-in staff member (the staff-session layout's data), the staff
 *   area's chrome and texts;
 * - `routeError`: the error the story's route failed with (a status such as 404 or 503, or an
 *   unexpected error), for error boundaries: the router starts with it, as after a failed load.
 */
export interface AppParameters {
  route?: string;
  consent?: Consent | null;
  staff?: { username: string };
  routeError?: number | "unexpected";
  /** The company's facts as the root loader gives them (published by staff); the shipped ones without. */
  company?: CompanyFacts;
}

/** The router's error of a story's route: an error response with its status, or an error thrown by code. */
function routeErrorOf(routeError: AppParameters["routeError"]) {
  if (routeError === undefined) return undefined;
  if (routeError === "unexpected") return new Error("The page's data could not be read.");
  return { status: routeError, statusText: "", internal: false, data: null };
}

/** The story, handed to the router's catch-all route without recreating the router on every render. */
const CurrentStory = createContext<ReactNode>(null);

function StorySlot() {
  return <>{useContext(CurrentStory)}</>;
}

/** Above the story, as in the app: the staff area's layouts (its chrome, the session's data) for a staff page. */
function routesAround(staff: AppParameters["staff"], failed: boolean, company: AppParameters["company"]) {
  // A route that failed shows its error boundary, which is the story then.
  const story = { id: "story", path: "*", Component: StorySlot, ...(failed ? { ErrorBoundary: StorySlot } : {}) };
  const handle: RouteHandle = { chrome: "staff" };
  const routes = staff ? [{ id: "staffSession", path: "/", handle, loader: () => staff, children: [story] }] : [story];
  // The root route's data, where a story gives published company facts (`useCompany`): a layout without a path of its
  // own, so the story's catch-all route still matches "/".
  return company ? [{ id: "root", loader: () => ({ company }), children: routes }] : routes;
}

function AppProviders({ lang, consent, route, staff, routeError, company, children }: { lang: Lang; consent: Consent | null; route: string; children: ReactNode } & Pick<AppParameters, "staff" | "routeError" | "company">) {
  // One fresh store and one memory router per story (and per language/route change, see `key` below).
  const [store] = useState(() => {
    const created = createStore();
    created.set(langAtom, lang);
    created.set(consentAtom, consent);
    return created;
  });
  const [router] = useState(() =>
    createMemoryRouter(
      [
        // The consent banner posts here with useFetcher; the real route sets a cookie and redirects.
        { path: "/consent", action: () => null },
        ...routesAround(staff, routeError !== undefined, company),
      ],
      { initialEntries: [route], hydrationData: { loaderData: { ...(staff ? { staffSession: staff } : {}), ...(company ? { root: { company } } : {}) }, errors: routeError === undefined ? null : { story: routeErrorOf(routeError) } } },
    ),
  );
  useLayoutEffect(() => {
    document.documentElement.lang = lang;
  }, [lang]);
  return (
    <Provider store={store}>
      <CurrentStory.Provider value={children}>
        <RouterProvider router={router} />
      </CurrentStory.Provider>
    </Provider>
  );
}

const withAppProviders: Decorator = (Story, context) => {
  const lang: Lang = isLang(context.globals.language) ? context.globals.language : "en";
  const { route = "/", consent = null, staff, routeError, company } = context.parameters as AppParameters;
  return (
    <AppProviders key={`${context.id}|${lang}|${route}|${consent}`} lang={lang} consent={consent} route={route} staff={staff} routeError={routeError} company={company}>
      <Story />
    </AppProviders>
  );
};

const preview: Preview = {
  decorators: [withAppProviders],
  beforeEach: resetSiteState,
  // The content API answers from the MSW handlers (stories may replace them: `parameters.msw`).
  loaders: [mswLoader()],
  globalTypes: {
    language: {
      description: "Site language",
      toolbar: {
        title: "Language",
        icon: "globe",
        items: [
          { value: "en", title: "English" },
          { value: "de", title: "Deutsch" },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { language: "en" },
  parameters: {
    layout: "fullscreen",
    viewport: { options: { phone: PHONE_VIEWPORT, ...MINIMAL_VIEWPORTS } },
    msw: handlers,
    // The Accessibility panel checks the rules the story check and the browser tests enforce
    // (WCAG 2.2 A/AA) on the whole preview, portals (dialogs, toasts, popovers) included; a
    // violation marks the story failed.
    a11y: { context: "body", options: { runOnly: { type: "tag", values: AXE_TAGS } }, test: "error" },
  },
};

export default preview;
