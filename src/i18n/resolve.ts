import { matchPath } from "react-router";
import { countrySegment } from "./countries.ts";
import { readCookie } from "../lib/cookies.ts";
import { cacheRules } from "../lib/cache-rules.ts";
import { isLang, type Lang } from "./languages.ts";
import { hasTranslatedPath, hrefOf, routeTable, type Params, type RouteId } from "../route-table.ts";

export type LangSource = "path" | "query" | "cookie" | "header" | "default";

export interface RouteMatchInfo {
  id: RouteId;
  params: Params;
}

type RouteMatch = RouteMatchInfo & { pathLang?: Lang };

/** Every pattern of the table, in the order they are tried (English before German per entry). */
const patterns = routeTable.flatMap((entry) =>
  (["en", "de"] as const).flatMap((lang) => {
    const path = lang === "de" ? ("de" in entry ? entry.de : undefined) : entry.en;
    return path ? [{ entry, lang, path }] : [];
  }),
);

/** Matches already made, bounded: pathnames come from requests, and a full memo starts over. */
const matched = new Map<string, RouteMatch | undefined>();
const MATCH_MEMO_SIZE = 2_000;

/** Finds the route-table entry a pathname belongs to, with the language its path implies. */
export function matchRoute(pathname: string): RouteMatch | undefined {
  if (matched.has(pathname)) return matched.get(pathname);
  const result = findRoute(pathname);
  if (matched.size >= MATCH_MEMO_SIZE) matched.clear();
  matched.set(pathname, result);
  return result;
}

function findRoute(pathname: string): RouteMatch | undefined {
  for (const { entry, lang, path } of patterns) {
    const match = matchPath({ path, end: true }, pathname);
    if (match) {
      const params = Object.fromEntries(
        Object.entries(match.params).filter((pair): pair is [string, string] => typeof pair[1] === "string"),
      );
      return Object.freeze({ id: entry.id, params: Object.freeze(params), pathLang: hasTranslatedPath(entry) ? lang : undefined });
    }
  }
  return undefined;
}

/** The parts of a request the language is resolved from. */
export type LanguageRequest = Pick<Request, "url"> & { headers: Pick<Headers, "get"> };

/** Language resolution (docs/decisions/003): path → ?language= → cookie → Accept-Language → en (the last three are the cache rules', src/lib/cache-rules.ts). */
export function resolveLanguage(request: LanguageRequest): { lang: Lang; source: LangSource } {
  const url = new URL(request.url);
  const pathLang = matchRoute(url.pathname)?.pathLang;
  if (pathLang) return { lang: pathLang, source: "path" };
  const query = url.searchParams.get("language");
  if (isLang(query)) return { lang: query, source: "query" };
  const cookie = readCookie(request.headers.get("cookie"), "lang");
  if (isLang(cookie)) return { lang: cookie, source: "cookie" };
  const accept = request.headers.get("accept-language");
  const { fromHeader, fallback } = cacheRules.language;
  if (accept && accept.trim().toLowerCase().startsWith(fromHeader.prefix)) return { lang: fromHeader.lang, source: "header" };
  return { lang: fallback, source: "default" };
}

/** Route parameters that name something language-specific (the destination country segment). */
export function localizeParams(id: RouteId, params: Params, lang: Lang): Params {
  if ((id === "destination" || id === "destinationFlat" || id === "destinationCalendar") && params.country) {
    return { ...params, country: countrySegment(params.country, lang) };
  }
  return params;
}

/**
 * The URL of the page at `pathname` in `lang`, for canonical and hreflang links. With
 * `explicit`, shared paths always carry `?language=` (the toggle needs it so that a stored
 * German choice does not override a click on EN).
 */
export function localizedUrl(pathname: string, lang: Lang, explicit = false): string {
  const match = matchRoute(pathname);
  // An unknown path is echoed back: with one leading slash, so `//evil.example/x` stays on this site.
  if (!match || match.id === "notFound") return `/${pathname.replace(/^[/\\]+/, "")}?language=${lang}`;
  const href = hrefOf(match.id, lang, localizeParams(match.id, match.params, lang));
  return explicit && match.pathLang === undefined && !href.includes("?") ? `${href}?language=${lang}` : href;
}
