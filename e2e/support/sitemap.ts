/** The public URLs the site lists in /sitemap.xml, as paths with their query (`/faq?language=de`). */
import type { APIRequestContext } from "@playwright/test";

/** Undoes the entities the sitemap and the pages' attributes use. */
export const decodeEntities = (value: string) => value.replace(/&amp;/g, "&").replace(/&quot;/g, '"').replace(/&#x27;/g, "'");

export async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const xml = await (await request.get("/sitemap.xml")).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => {
    const url = new URL(decodeEntities(match[1]!));
    return url.pathname + url.search;
  });
}
