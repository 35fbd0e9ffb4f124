/**
 * What of the content each kind of answer sends: cards for list pages (never article bodies), and
 * the content API's shapes. One place, so a field added to a card is added once.
 */
import { countryImage, placeImage } from "../lib/images.ts";
import type { DestinationCard } from "../lib/destination-card.ts";
import type { BlogPostResponse, DestinationListItem, DestinationResponse } from "../lib/schemas/content-api.ts";
import type { BlogPost, ContentSummary, Destination, Service, Topic } from "../lib/schemas/content.ts";

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

/** Content API: a destination in the list. */
export const destinationListItem = (destination: Destination): DestinationListItem => ({
  id: destination.id,
  slug: destination.slug,
  type: "destination",
  country: destination.country,
  city: destination.city,
  continent: destination.continent,
  airport_code: destination.airport_code,
  image: destination.image ?? placeImage(destination.slug) ?? countryImage(destination.country),
  translation: { title: destination.translation.title, excerpt: destination.translation.excerpt },
});

/** Content API: one destination with all its texts. */
export const destinationResponse = (destination: Destination): DestinationResponse => ({
  ...destinationListItem(destination),
  published: destination.published,
  translation: destination.translation,
});

/** Content API: a service, guide or post with its texts. */
export const articleResponse = <T extends Service | Topic | BlogPost>(item: T): Pick<T, "id" | "slug" | "type" | "image" | "translation"> => ({
  id: item.id,
  slug: item.slug,
  type: item.type,
  image: item.image,
  translation: item.translation,
});

/** Content API: a blog post with its dates. */
export const postResponse = (post: BlogPost): BlogPostResponse => ({ ...articleResponse(post), created_at: post.created_at, updated_at: post.updated_at });
