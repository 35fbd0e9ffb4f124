/**
 * What of the content each kind of page sends: cards for list pages (never article bodies). One
 * place, so a field added to a card is added once. The content API's shapes are src/lib/api/content.ts.
 */
import type { DestinationCard } from "../lib/destination-card.ts";
import type { BlogPost, ContentSummary, Destination } from "../lib/schemas/content.ts";
import type { Lang } from "../i18n/languages.ts";
import { getContent } from "./content.server.ts";

/** A service, guide or post as a card: title, excerpt and image. */
export function summary(item: { slug: string; image?: string; translation: { title: string; excerpt: string } }): ContentSummary {
  return { slug: item.slug, image: item.image, translation: { title: item.translation.title, excerpt: item.translation.excerpt } };
}

/** A blog post as a card, with its date. */
export function postSummary(post: BlogPost): ContentSummary & { created_at: string } {
  return { ...summary(post), created_at: post.created_at };
}

/** A destination as a card (what list pages send to the browser). */
export function destinationCard(destination: Destination): DestinationCard {
  const { slug, country, city, airport_code, continent, translation } = destination;
  return { slug, country, city, airport_code, continent, title: translation.title, excerpt: translation.excerpt, ...(translation.city && translation.city !== city ? { localName: true } : {}) };
}

/** The pages whose drawn picture a photo may replace, for the staff form's choice: `destination:…` and `service:…`, with their titles. */
export async function pageChoices(lang: Lang): Promise<{ value: string; label: string }[]> {
  const content = await getContent();
  return [
    ...content.services[lang].map((service) => ({ value: `service:${service.slug}`, label: service.translation.title })),
    ...content.destinations[lang].map((destination) => ({ value: `destination:${destination.slug}`, label: `${destination.translation.city ?? destination.city} (${destination.airport_code})` })),
  ];
}
