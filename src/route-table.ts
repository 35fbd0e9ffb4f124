/**
 * The one route table: every screen of the site with its English and German path, in the
 * matching order of docs/requirements.md §2. `src/routes.ts` and every internal link are generated from it.
 * A route without a `de` path uses the English path in both languages; its German URL
 * carries `?language=de`.
 */
import type { Lang } from "./i18n/languages.ts";

export interface RouteEntry {
  /** Stable id; the generated React Router ids are `${id}` (English path) and `${id}.de`. */
  readonly id: string;
  /** Route module, relative to `src/`. */
  readonly file: string;
  readonly en: string;
  readonly de?: string;
  /** Listed in the sitemap (only for paths without parameters). */
  readonly sitemap?: boolean;
  /**
   * The staff area: its pages share the staff chrome and are never cached or indexed
   * (`routes/staff-area.tsx`); `signedIn` pages also need a session (`routes/staff-session.tsx`).
   */
  readonly area?: "staff" | "signedIn";
  /**
   * Dictionary parts the page shows besides the public pages' (`i18n/messages/index.ts`): the
   * browser loads them, in the page's language only, before it renders the page.
   */
  readonly texts?: readonly TextPart[];
  /** A lead form or its API: the kind of lead it takes (its refusals before the service are counted under it). */
  readonly lead?: "quote" | "contact";
  /**
   * The page changes once its code runs (the quote page's form becomes three steps), so its scripts
   * start right after its first paint instead of at the visitor's first interaction (decision 035).
   */
  readonly scriptsAtOnce?: true;
  /**
   * The form whose kept draft (`features/drafts.ts`) the page restores as it loads: with one kept
   * in the tab, its scripts start after its first paint (decision 035).
   */
  readonly restoresDraft?: string;
}

/** Dictionary parts a public page may need besides the public pages' own. */
export type TextPart = "planner" | "request" | "company" | "imageDirectory";

export const routeTable = [
  { id: "home", file: "routes/home.tsx", en: "/", sitemap: true },
  { id: "about", file: "routes/page.tsx", en: "/about", de: "/uber-uns", sitemap: true, texts: ["company"] },
  { id: "services", file: "routes/services.tsx", en: "/services", de: "/leistungen", sitemap: true },
  { id: "service", file: "routes/service.tsx", en: "/services/:slug" },
  { id: "petShipping", file: "routes/pet-shipping.tsx", en: "/pet-shipping", de: "/haustiertransport", sitemap: true },
  { id: "destinations", file: "routes/destinations.tsx", en: "/destinations", de: "/destinationen", sitemap: true },
  { id: "destination", file: "routes/destination.tsx", en: "/destinations/:country/:slug", de: "/destinationen/:country/:slug", texts: ["planner"] },
  // The travel planner's checklist as an iCalendar file (same query as the destination page's planner).
  { id: "destinationCalendar", file: "routes/destination-calendar.ts", en: "/destinations/:country/:slug/calendar", de: "/destinationen/:country/:slug/kalender" },
  { id: "destinationFlat", file: "routes/destination.tsx", en: "/destinations/:slug", de: "/destinationen/:slug" },
  { id: "topic", file: "routes/topic.tsx", en: "/topics/:slug" },
  { id: "blog", file: "routes/blog.tsx", en: "/blog", sitemap: true },
  { id: "blogPost", file: "routes/blog-post.tsx", en: "/blog/:slug" },
  { id: "faq", file: "routes/faq.tsx", en: "/faq", sitemap: true },
  // How to check a pet shipper before paying, and how to check us.
  { id: "checkShipper", file: "routes/page.tsx", en: "/how-to-check-a-pet-shipper", de: "/tierspediteur-pruefen", sitemap: true, texts: ["company"] },
  { id: "contact", file: "routes/contact.tsx", en: "/contact", de: "/kontakt", sitemap: true, lead: "contact", restoresDraft: "contact" },
  // The page behind every Get a Quote button when JavaScript is off (with it, a dialog opens).
  { id: "quote", file: "routes/quote.tsx", en: "/quote", de: "/angebot", sitemap: true, lead: "quote", scriptsAtOnce: true },
  { id: "privacy", file: "routes/page.tsx", en: "/privacy-policy", sitemap: true },
  { id: "terms", file: "routes/page.tsx", en: "/terms-of-service", sitemap: true },
  { id: "imprint", file: "routes/page.tsx", en: "/imprint", sitemap: true, texts: ["company"] },
  { id: "sitemap", file: "routes/sitemap.tsx", en: "/sitemap", sitemap: true },
  // Debug page: every country and continent image with its loading state (not in the sitemap, not indexed).
  { id: "imageDirectory", file: "routes/image-directory.tsx", en: "/image-directory", texts: ["imageDirectory"] },
  { id: "sitemapXml", file: "routes/sitemap-xml.ts", en: "/sitemap.xml" },
  { id: "consent", file: "routes/consent.ts", en: "/consent" },
  // Hides the cookie banner without JavaScript once a choice is stored (decision 032).
  { id: "consentStyle", file: "routes/consent-style.ts", en: "/consent.css" },
  // The language toggle: stores the choice, then leads to the page in that language.
  { id: "language", file: "routes/language.ts", en: "/language" },
  { id: "apiSubmitInquiry", file: "routes/api.submit-inquiry.ts", en: "/api/submit-inquiry", lead: "quote" },
  { id: "apiSubmitContact", file: "routes/api.submit-contact.ts", en: "/api/submit-contact", lead: "contact" },
  { id: "apiNewsletter", file: "routes/api.newsletter.ts", en: "/api/newsletter" },
  // Read-only content API (docs/requirements.md §7); JSON, cached per deploy.
  { id: "apiDestinations", file: "routes/api.content.ts", en: "/api/content/destination" },
  { id: "apiDestination", file: "routes/api.content.ts", en: "/api/content/destination/:country/:slug" },
  { id: "apiServices", file: "routes/api.content.ts", en: "/api/content/service" },
  { id: "apiService", file: "routes/api.content.ts", en: "/api/content/service/:slug" },
  { id: "apiTopic", file: "routes/api.content.ts", en: "/api/content/topic/:slug" },
  { id: "apiBlog", file: "routes/api.content.ts", en: "/api/content/blog" },
  { id: "apiBlogPost", file: "routes/api.content.ts", en: "/api/content/blog/:slug" },
  { id: "apiFaqs", file: "routes/api.content.ts", en: "/api/faqs" },
  // Entry requirements as a dated checklist (the travel planner's JSON): by country or rule key, or by destination slug.
  { id: "apiRequirements", file: "routes/api.requirements.ts", en: "/api/requirements/:country" },
  { id: "apiRequirementsByDestination", file: "routes/api.requirements.ts", en: "/api/requirements" },
  { id: "apiEstimate", file: "routes/api.estimate.ts", en: "/api/estimate" },
  // A quote request's private page (the confirmation after sending, then the team's updates): only its link opens it.
  { id: "request", file: "routes/request.tsx", en: "/requests/:token", de: "/anfragen/:token", texts: ["planner", "request"] },
  { id: "requestPhoto", file: "routes/request-photo.ts", en: "/requests/:token/photos/:photo" },
  // The papers uploaded for its steps: `<id>` the file (a download), `<id>-preview` its picture.
  { id: "requestDocument", file: "routes/request-document.ts", en: "/requests/:token/documents/:file" },
  // Its open deadlines as a calendar file, dated from the steps recorded done.
  { id: "requestCalendar", file: "routes/request-calendar.ts", en: "/requests/:token/calendar", de: "/anfragen/:token/kalender" },
  // The company's photo library (team, client stories, pictures of pages): files named by their content.
  { id: "media", file: "routes/media.ts", en: "/media/:file" },
  { id: "newsletterConfirm", file: "routes/newsletter-token.tsx", en: "/newsletter/confirm", de: "/newsletter/bestaetigen" },
  { id: "newsletterUnsubscribe", file: "routes/newsletter-token.tsx", en: "/newsletter/unsubscribe", de: "/newsletter/abmelden" },
  // Staff area: every route below /admin but the sign-in requires a session (checked by a test walking this table).
  { id: "staffLogin", file: "routes/staff-login.tsx", en: "/admin/login", area: "staff" },
  { id: "staffLogout", file: "routes/staff-logout.ts", en: "/admin/logout", area: "signedIn" },
  { id: "staffInbox", file: "routes/staff-inbox.tsx", en: "/admin", area: "signedIn" },
  { id: "staffExport", file: "routes/staff-export.ts", en: "/admin/export.csv", area: "signedIn" },
  { id: "staffErase", file: "routes/staff-erase.tsx", en: "/admin/erase", area: "signedIn" },
  { id: "staffRates", file: "routes/staff-rates.tsx", en: "/admin/rates", area: "signedIn" },
  // The company's facts (contact, legal identity, memberships, review and social profiles, team, client stories, photos of
  // pages) and its photo library: versions published without a rebuild.
  { id: "staffCompany", file: "routes/staff-company.tsx", en: "/admin/company", area: "signedIn" },
  { id: "staffLead", file: "routes/staff-lead.tsx", en: "/admin/leads/:kind/:id", area: "signedIn", texts: ["planner", "request"] },
  { id: "staffPhoto", file: "routes/staff-photo.ts", en: "/admin/leads/quote/:id/photo", area: "signedIn" },
  { id: "staffUpdatePhoto", file: "routes/staff-update-photo.ts", en: "/admin/leads/quote/:id/updates/:photo", area: "signedIn" },
  { id: "staffDocument", file: "routes/staff-document.ts", en: "/admin/leads/quote/:id/documents/:file", area: "signedIn" },
  { id: "robots", file: "routes/robots-txt.ts", en: "/robots.txt" },
  { id: "notFound", file: "routes/not-found.tsx", en: "*" },
] as const satisfies readonly RouteEntry[];

export type RouteId = (typeof routeTable)[number]["id"];

/**
 * Paths people type or find in old links that are no page of their own: each leads for good (301) to a page in
 * a language. German visitors look for the imprint at `/impressum` and for the German site at `/de`.
 */
export const routeAliases: readonly { path: string; route: RouteId; lang: Lang }[] = [
  { path: "/de", route: "home", lang: "de" },
  { path: "/en", route: "home", lang: "en" },
  { path: "/impressum", route: "imprint", lang: "de" },
  { path: "/datenschutz", route: "privacy", lang: "de" },
  { path: "/agb", route: "terms", lang: "de" },
];

/** Where an alias path leads (its page's explicit URL in the alias's language), with the request's own query kept. */
export function aliasTarget(path: string, query?: string): string | undefined {
  const alias = routeAliases.find((candidate) => candidate.path === path);
  if (!alias) return undefined;
  const target = alias.lang === "en" && alias.route === "home" ? "/?language=en" : hrefOf(alias.route, alias.lang);
  return query ? `${target}${target.includes("?") ? "&" : "?"}${query}` : target;
}

/** The dictionary parts a route's page needs (none for most). */
export const textPartsOf = (id: RouteId | undefined): readonly TextPart[] => (id ? (routeEntry(id).texts ?? []) : []);

/** `<body data-scripts>` of a page that starts its scripts after its first paint (see `scriptsAtOnce`). */
export const SCRIPTS_AT_ONCE = "at-once";

/** What a route's `<body>` tells the starter of its scripts (`data-scripts`, `data-draft`; decision 035). */
export function scriptStartOf(id: RouteId | undefined): { "data-scripts"?: string; "data-draft"?: string } {
  const entry = id ? routeEntry(id) : undefined;
  return { "data-scripts": entry?.scriptsAtOnce ? SCRIPTS_AT_ONCE : undefined, "data-draft": entry?.restoresDraft };
}

const byId = new Map<string, RouteEntry>(routeTable.map((entry) => [entry.id, entry]));

export function routeEntry(id: RouteId): RouteEntry {
  const entry = byId.get(id);
  if (!entry) throw new Error(`Unknown route id ${id}`);
  return entry;
}

const byPattern = new Map<string, RouteId>(routeTable.flatMap((entry) => [[entry.en, entry.id] as const, ...("de" in entry ? [[entry.de, entry.id] as const] : [])]));

/**
 * The route a loader runs for, from the pattern React Router matched (`args.pattern`): modules that
 * serve several URLs (the content pages, the newsletter links, the content API) tell them apart so.
 */
export function routeIdOf(pattern: string): RouteId | undefined {
  return byPattern.get(pattern);
}

/** Whether the route has its own German path (language then follows from the path). */
export function hasTranslatedPath(entry: RouteEntry): boolean {
  return entry.de !== undefined && entry.de !== entry.en;
}

export type Params = Record<string, string>;

function fill(pattern: string, params: Params): string {
  return pattern.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing route parameter ${name} for ${pattern}`);
    return encodeURIComponent(value);
  });
}

/**
 * The path of a route in a language (no query). Parameters are inserted as given; use
 * `localizeParams` first when a parameter itself is language-specific.
 */
export function pathOf(id: RouteId, lang: Lang, params: Params = {}): string {
  const entry = routeEntry(id);
  return fill(lang === "de" && entry.de ? entry.de : entry.en, params);
}

/** A staff page's path (the staff area has English paths only), with an optional query ("kind=quote"). */
export function staffHref(id: RouteId, params: Params = {}, query?: string): string {
  const path = pathOf(id, "en", params);
  return query ? `${path}?${query}` : path;
}

/**
 * The explicit URL of a route in a language: the translated path, or the shared path with
 * `?language=de` for German when the route has no German path. Used for links that must
 * carry the language, canonical and hreflang links, and the language toggle.
 */
export function hrefOf(id: RouteId, lang: Lang, params: Params = {}): string {
  const entry = routeEntry(id);
  const path = pathOf(id, lang, params);
  return lang === "de" && !hasTranslatedPath(entry) ? `${path}?language=de` : path;
}
