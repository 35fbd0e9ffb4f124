/** View props for stories, in the story's language, from the content fixtures. */
import type { Lang } from "../src/i18n/languages.ts";
import type { DestinationCard } from "../src/lib/destination-card.ts";
import { countryOptions, filterDestinations } from "../src/lib/destination-filter.ts";
import type { ContentSummary, Faq } from "../src/lib/schemas/content.ts";
import type { PlannerData } from "../src/features/planner/TravelPlanner.tsx";
import { planFor, ruleKeyFor } from "../src/lib/planner/plan.ts";
import { plannerSearch, type PlannerQuery } from "../src/lib/schemas/planner.ts";
import { lastTravelDate } from "../src/lib/travel-window.ts";
import { doneOnFields } from "../src/lib/planner/owner-dates.ts";
import * as fixtures from "./fixtures.ts";
import { translator } from "../src/i18n/messages/index.ts";
import { staticPageTitles } from "../src/lib/page-titles.ts";
import { routeTable } from "../src/route-table.ts";
import { destinationParams } from "../src/lib/destination-params.ts";
import type { SitemapLink } from "../src/views/SitemapView.tsx";

/** Fixtures as the content loader gives them to the views (with `published`). */
export const published = <T extends object>(item: T) => ({ ...item, published: true });
export const summary = (item: ContentSummary): ContentSummary => ({ slug: item.slug, image: item.image, translation: { title: item.translation.title, excerpt: item.translation.excerpt } });
export const postSummaries = (lang: Lang) => fixtures.posts(lang).map((post) => ({ ...summary(post), created_at: post.created_at }));
export const faqs = (lang: Lang): Faq[] => fixtures.faqs(lang).map((faq) => published(faq));
export const destinationCards = (lang: Lang): DestinationCard[] =>
  fixtures.destinations(lang).map(({ slug, country, city, airport_code, continent, translation }) => ({ slug, country, city, airport_code, continent, title: translation.title, excerpt: translation.excerpt }));
/** The home page's props as its loader gives them. */
export const homeProps = (lang: Lang) => ({ services: fixtures.services(lang).map(summary), destinations: destinationCards(lang).slice(0, 6), faqs: faqs(lang).slice(0, 4), posts: postSummaries(lang).slice(0, 3) });
export const destination = (lang: Lang, slug: string) => fixtures.destinations(lang).find((item) => item.slug === slug)!;

export function destinationList(lang: Lang, filter: { q?: string; country?: string; region?: string } = {}) {
  const cards = destinationCards(lang);
  const full = { q: filter.q ?? "", country: filter.country ?? "all", region: filter.region ?? "all" };
  return { filter: full, countries: countryOptions(cards, lang), result: filterDestinations(cards, full, lang) };
}

/** The planner of a destination page as its loader gives it, computed by the same pure planner. */
export function plannerData(lang: Lang, slug: string, query: PlannerQuery & { today: string }): PlannerData {
  const input = { ...query, rule: ruleKeyFor(slug) };
  // The fields show the answers as the page's form would after they were sent.
  const answers = Object.fromEntries(doneOnFields.flatMap((field) => (query[field] ? [[field, query[field]]] : [])));
  const flags = { ...(query.microchipped ? { microchipped: "1" } : {}), ...(query.vaccinated ? { vaccinated: "1" } : {}) };
  if (query.travelDate) return { plan: planFor({ ...input, travelDate: query.travelDate }, lang), fromToday: false, values: { travelDate: query.travelDate, ...flags, ...answers }, errors: {}, search: plannerSearch(query), maxDate: lastTravelDate(query.today) };
  const earliest = planFor({ ...input, travelDate: query.today }, lang).earliestTravelDate;
  return { plan: planFor({ ...input, travelDate: earliest }, lang), fromToday: true, values: {}, errors: {}, search: "", maxDate: lastTravelDate(query.today) };
}

/** The sitemap page's links as its loader gives them: the pages without parameters, then the content of the fixtures. */
export function sitemapLinks(lang: Lang): SitemapLink[] {
  const t = translator(lang);
  const pages = routeTable.filter((entry) => "sitemap" in entry && entry.sitemap).map((entry) => ({ route: entry.id, params: {}, title: t(staticPageTitles[entry.id] ?? "site.name") }));
  const articles = (route: "service" | "topic" | "blogPost", items: Array<{ slug: string; translation: { title: string } }>) => items.map((item) => ({ route, params: { slug: item.slug }, title: item.translation.title }));
  return [
    ...pages,
    ...articles("service", fixtures.services(lang)),
    ...fixtures.destinations(lang).map((item) => ({ route: "destination" as const, params: destinationParams(item, lang), title: item.translation.title })),
    ...articles("topic", fixtures.topics(lang)),
    ...articles("blogPost", fixtures.posts(lang)),
  ];
}

/**
 * Photos of the company's library in stories and the test facts (`src/test/company-filled.json`): addresses as the
 * server names them, answered by the MSW handlers (`mediaHandlers`) with the site's drawn pet pictures of the same
 * size and format. A real installation has only the photos staff upload.
 */
export const storyPhotos = {
  team: `/media/${"a1".repeat(16)}.jpg`,
  story: `/media/${"b2".repeat(16)}.jpg`,
  place: `/media/${"c3".repeat(16)}.jpg`,
} as const;
/** The drawn picture each story photo is answered with. */
export const storyPhotoPictures: Record<string, string> = {
  ["a1".repeat(16)]: "/assets/pets/dog-2",
  ["b2".repeat(16)]: "/assets/pets/cat-3",
  ["c3".repeat(16)]: "/assets/pets/dog-4",
};
