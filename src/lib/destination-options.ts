/**
 * The places the quote form suggests for departure and destination: every published destination as
 * "Tokyo (NRT), Japan" / "Tokio (NRT), Japan" (a city-state once: "Singapore (SIN)"), found by what people type — the city, the airport code or
 * the country, in either language, with or without umlauts. The data is a generated module of a few
 * kilobytes (scripts/destination-options.ts), so it travels only with the quote form's own chunk; the
 * server uses the same list to recognise a known destination in a lead.
 */
import { findCountry, isCityState } from "../i18n/countries.ts";
import { languages, type Lang } from "../i18n/languages.ts";
import { destinationRows } from "./destination-options.data.ts";
import { originOfCountry, type Origin } from "./planner/origins.ts";
import { spellings } from "./normalise.ts";

export interface DestinationOption {
  /** The destination's slug, e.g. `japan/tokyo-nrt`. */
  slug: string;
  /** Country key (`japan`). */
  country: string;
  /** IATA code of the arrival airport (`NRT`). */
  code: string;
  city: Record<Lang, string>;
  /** What the field shows once the option is chosen. */
  label: Record<Lang, string>;
}

interface Indexed {
  option: DestinationOption;
  /** Normalised city names (both languages, both umlaut spellings). */
  cities: string[];
  /** Normalised country names (both languages). */
  countries: string[];
  /** Every normalised word the option can be found by. */
  words: string[];
  code: string;
}

const indexed: Indexed[] = destinationRows.map(([slug, cityEn, code, cityDe]) => {
  const countryKey = slug.slice(0, slug.indexOf("/"));
  const country = findCountry(countryKey);
  const city = { en: cityEn, de: cityDe ?? cityEn };
  const countryName = country?.name ?? { en: countryKey, de: countryKey };
  const cityState = isCityState(countryKey, cityEn);
  const label = Object.fromEntries(languages.map((lang) => [lang, cityState ? `${city[lang]} (${code})` : `${city[lang]} (${code}), ${countryName[lang]}`])) as Record<Lang, string>;
  const cities = [...new Set([...spellings(city.en), ...spellings(city.de)])];
  const countries = [...spellings(countryName.en), ...spellings(countryName.de)];
  return {
    option: { slug, country: countryKey, code, city, label },
    cities,
    countries,
    words: [...new Set([...cities, ...countries].flatMap((name) => name.split(" ")).concat(code.toLowerCase()))],
    code: code.toLowerCase(),
  };
});

export const destinationOptions: readonly DestinationOption[] = indexed.map((entry) => entry.option);

const bySlug = new Map(destinationOptions.map((option) => [option.slug, option]));
const byLabel = new Map(destinationOptions.flatMap((option) => languages.map((lang) => [option.label[lang], option] as const)));

export function optionBySlug(slug: string): DestinationOption | undefined {
  return bySlug.get(slug);
}

/** The option whose label (in either language) the text is, apart from surrounding spaces; free text is none. */
export function optionForLabel(text: string | undefined): DestinationOption | undefined {
  return text ? byLabel.get(text.trim()) : undefined;
}

/**
 * How well an option fits what was typed, lower is better, or undefined when it does not: the airport
 * code or the whole city (0), the start of the city (1), every typed word starting a word of the city or
 * country (2), every typed word inside one (3).
 */
function rank(entry: Indexed, query: string, tokens: string[]): number | undefined {
  if (entry.code === query || entry.cities.includes(query)) return 0;
  if (entry.cities.some((city) => city.startsWith(query))) return 1;
  if (tokens.every((token) => entry.words.some((word) => word.startsWith(token)))) return 2;
  if (tokens.every((token) => entry.words.some((word) => word.includes(token)))) return 3;
  return undefined;
}

/** The options that fit the typed text, best first, then by label; empty text lists every option. */
export function matchOptions(text: string, lang: Lang): DestinationOption[] {
  const queries = spellings(text).filter(Boolean);
  const byLabelText = (a: DestinationOption, b: DestinationOption) => a.label[lang].localeCompare(b.label[lang], lang);
  if (queries.length === 0) return [...destinationOptions].sort(byLabelText);
  const ranked: { option: DestinationOption; rank: number }[] = [];
  for (const entry of indexed) {
    const ranks = queries.map((query) => rank(entry, query, query.split(" "))).filter((value) => value !== undefined);
    if (ranks.length > 0) ranked.push({ option: entry.option, rank: Math.min(...ranks) });
  }
  return ranked.sort((a, b) => a.rank - b.rank || byLabelText(a.option, b.option)).map((entry) => entry.option);
}

/**
 * The site's place a typed text names: an option's label; else a city or airport code of the site's places ("Tokyo",
 * "Tokio", "NRT"), else a country's name ("Japan"): the first such place. Undefined for free text that names none,
 * or that names places in more than one country (where the entry rules could differ). What the server reads a quote
 * request's departure and destination by, so that a place typed without choosing a suggestion still gets its plan.
 */
export function placeForText(text: string | undefined): DestinationOption | undefined {
  const exact = optionForLabel(text);
  if (exact) return exact;
  const queries = spellings(text ?? "").filter(Boolean);
  if (queries.length === 0) return undefined;
  const named = indexed.filter((entry) => queries.some((query) => entry.code === query || entry.cities.includes(query) || entry.countries.includes(query)));
  return new Set(named.map((entry) => entry.option.country)).size === 1 ? named[0]!.option : undefined;
}

/** The origin group of a departure typed in the quote form, when it is one of the site's places; undefined for free text. */
export function originOfPlace(text: string | undefined): Origin | undefined {
  const place = placeForText(text);
  return place ? originOfCountry(place.country) : undefined;
}
