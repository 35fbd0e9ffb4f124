import type { Lang } from "../i18n/languages.ts";
import { hrefOf, routeTable, type Params, type RouteId } from "../route-table.ts";
import { translator } from "../i18n/messages/index.ts";
import { staticPageTitles } from "../lib/page-titles.ts";
import { destinationParams } from "../lib/destination-params.ts";
import { contentQueries } from "./content.server.ts";

export interface SitemapEntry {
  route: RouteId;
  params: Record<Lang, Params>;
  title: Record<Lang, string>;
}

/** Every indexable page with its parameters and title in both languages (for /sitemap and /sitemap.xml). */
export async function sitemapEntries(): Promise<SitemapEntry[]> {
  const en = translator("en");
  const de = translator("de");
  const entries: SitemapEntry[] = routeTable
    .filter((entry) => "sitemap" in entry && entry.sitemap)
    .map((entry) => {
      const key = staticPageTitles[entry.id] ?? "site.name";
      return { route: entry.id, params: { en: {}, de: {} }, title: { en: en(key), de: de(key) } };
    });
  const pairs = async <T extends { slug: string; translation: { title: string } }>(list: (lang: Lang) => Promise<T[]>) => {
    const [enList, deList] = await Promise.all([list("en"), list("de")]);
    return enList.map((item, index) => ({ item, de: deList[index] ?? item }));
  };
  for (const { item, de: other } of await pairs(contentQueries.services)) {
    entries.push({ route: "service", params: { en: { slug: item.slug }, de: { slug: item.slug } }, title: { en: item.translation.title, de: other.translation.title } });
  }
  for (const { item, de: other } of await pairs(contentQueries.destinations)) {
    entries.push({
      route: "destination",
      params: { en: destinationParams(item, "en"), de: destinationParams(item, "de") },
      title: { en: item.translation.title, de: other.translation.title },
    });
  }
  for (const { item, de: other } of await pairs(contentQueries.topics)) {
    entries.push({ route: "topic", params: { en: { slug: item.slug }, de: { slug: item.slug } }, title: { en: item.translation.title, de: other.translation.title } });
  }
  for (const { item, de: other } of await pairs(contentQueries.posts)) {
    entries.push({ route: "blogPost", params: { en: { slug: item.slug }, de: { slug: item.slug } }, title: { en: item.translation.title, de: other.translation.title } });
  }
  return entries;
}

export function entryHref(entry: SitemapEntry, lang: Lang): string {
  return hrefOf(entry.route, lang, entry.params[lang]);
}
