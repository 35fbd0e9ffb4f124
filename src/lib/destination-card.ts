/**
 * A destination as its card shows it, and the country name a card prints. Apart from the destination
 * list's search (destination-filter.ts), so that pages which only show cards carry neither the search
 * nor its airport names.
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
