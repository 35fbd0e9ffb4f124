/**
 * What of the content each kind of page sends: cards for list pages (never article bodies). One
 * place, so a field added to a card is added once. The content API's shapes are src/lib/api/content.ts.
 */
import type { DestinationCard } from "../lib/destination-card.ts";
import type { BlogPost, ContentSummary, Destination } from "../lib/schemas/content.ts";

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
