/**
 * A destination as its card shows it, the country name a card prints and the regions the list
 * offers. Apart from the destination list's search (destination-filter.ts), which the list loads on
 * first use of its filters, so that no page carries the search and its airport names at first load.
 */
import { findCountry, type Continent } from "../i18n/countries.ts";
import type { Lang } from "../i18n/languages.ts";

export interface DestinationCard {
  slug: string;
  title: string;
  excerpt: string;
  country: string;
  city: string;
  airport_code: string;
  continent: Continent;
  /** Whether the page's language names the city differently (München): its image is then labelled in that language. */
  localName?: boolean;
}

export const countryName = (card: Pick<DestinationCard, "country" | "slug">, lang: Lang) =>
  findCountry(card.country)?.name[lang] ?? card.slug.split("/")[0] ?? card.country;

export const regions = ["africa", "asia", "europe", "north-america", "oceania", "south-america"] as const;
export type Region = (typeof regions)[number];
