/**
 * The destination list's filters (docs/requirements.md §2): substring search on title, country, city or airport (code or name) that ignores
 * case, accents and the spelling of umlauts, combined with a country and a region; at most 30 cards, the first 4 featured.
 */
import type { Continent } from "../i18n/countries.ts";
import type { Lang } from "../i18n/languages.ts";
import { airportNames } from "./airports.ts";
import { countryName, type DestinationCard, type Region } from "./destination-card.ts";
import { normalise, spellings } from "./normalise.ts";

export const MAX_CARDS = 30;
export const FEATURED = 4;

const regionOf: Record<Continent, Region> = {
  europe: "europe",
  asia: "asia",
  "middle-east": "asia",
  africa: "africa",
  "north-america": "north-america",
  "south-america": "south-america",
  australia: "oceania",
};

export interface DestinationFilter {
  q?: string;
  country?: string;
  region?: string;
}

/** The sorted unique countries of the loaded destinations, for the drop-down. */
export function countryOptions(cards: DestinationCard[], lang: Lang): Array<{ value: string; label: string }> {
  const unique = new Map(cards.map((card) => [card.country, countryName(card, lang)]));
  return [...unique].map(([value, label]) => ({ value, label })).sort((a, b) => a.label.localeCompare(b.label, lang));
}

export function filterDestinations(cards: DestinationCard[], filter: DestinationFilter, lang: Lang) {
  // "mun", "mün" and "muen" all find München; accents and punctuation do not count.
  const q = normalise(filter.q ?? "");
  const country = filter.country && filter.country !== "all" ? filter.country : undefined;
  const region = filter.region && filter.region !== "all" ? filter.region : undefined;
  const matches = cards.filter(
    (card) =>
      (!country || card.country === country) &&
      (!region || regionOf[card.continent] === region) &&
      (!q || [card.title, countryName(card, lang), card.country, card.city, card.airport_code, airportNames[card.airport_code] ?? ""].some((text) => spellings(text).some((spelled) => spelled.includes(q)))),
  );
  return { total: matches.length, shown: matches.slice(0, MAX_CARDS), featured: matches.slice(0, FEATURED), truncated: matches.length > MAX_CARDS };
}
