/** The public URLs the site lists in /sitemap.xml, as paths with their query (`/faq?language=de`). */
import type { APIRequestContext } from "@playwright/test";
import { matchRoute } from "../../src/i18n/resolve.ts";

/** Undoes the entities the sitemap and the pages' attributes use. */
export const decodeEntities = (value: string) => value.replace(/&amp;/g, "&").replace(/&quot;/g, '"').replace(/&#x27;/g, "'");

/** The paths (with their query) of a sitemap's URLs. */
export const pathsOfSitemap = (xml: string): string[] =>
  [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => {
    const url = new URL(decodeEntities(match[1]!));
    return url.pathname + url.search;
  });

export async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  return pathsOfSitemap(await (await request.get("/sitemap.xml")).text());
}

/** The language a sitemap URL is in: a German path of the route table, or a shared path marked ?language=de. */
export function languageOf(path: string): "en" | "de" {
  const url = new URL(path, "http://site");
  return url.searchParams.get("language") === "de" || matchRoute(url.pathname)?.pathLang === "de" ? "de" : "en";
}

/**
 * One page template per route of the route table and language: the same route module renders every
 * URL of a route (`src/route-table.ts`), so the first `perTemplate` URLs of each stand for the others.
 */
export function templateSample(paths: readonly string[], perTemplate = 2): string[] {
  const groups = new Map<string, string[]>();
  for (const path of paths) {
    const key = `${matchRoute(new URL(path, "http://site").pathname)?.id ?? "unmatched"} ${languageOf(path)}`;
    groups.set(key, [...(groups.get(key) ?? []), path]);
  }
  return [...groups.values()].flatMap((group) => group.slice(0, perTemplate));
}
