/**
 * Country path segments of destination URLs in both languages, with display names and the
 * continent used for images and the region filter. German segments follow the examples of docs/requirements.md §2
 * (umlauts dropped to the plain vowel: "osterreich", "vereinigtes-konigreich").
 */
import type { Lang } from "./languages.ts";

export const continents = [
  "europe",
  "asia",
  "middle-east",
  "africa",
  "north-america",
  "south-america",
  "australia",
] as const;
export type Continent = (typeof continents)[number];

export interface Country {
  en: string;
  de: string;
  name: Record<Lang, string>;
  /** The name inside a sentence ("to London in the United Kingdom"), where it differs from `name`. */
  inText: Record<Lang, string>;
  continent: Continent;
}

const c = (en: string, de: string, nameEn: string, nameDe: string, continent: Continent, inTextEn = nameEn): Country => ({
  en,
  de,
  name: { en: nameEn, de: nameDe },
  inText: { en: inTextEn, de: nameDe },
  continent,
});

export const countries: readonly Country[] = [
  c("germany", "deutschland", "Germany", "Deutschland", "europe"),
  c("austria", "osterreich", "Austria", "Österreich", "europe"),
  c("switzerland", "schweiz", "Switzerland", "Schweiz", "europe"),
  c("united-kingdom", "vereinigtes-konigreich", "United Kingdom", "Vereinigtes Königreich", "europe", "the United Kingdom"),
  c("france", "frankreich", "France", "Frankreich", "europe"),
  c("spain", "spanien", "Spain", "Spanien", "europe"),
  c("italy", "italien", "Italy", "Italien", "europe"),
  c("netherlands", "niederlande", "Netherlands", "Niederlande", "europe", "the Netherlands"),
  c("belgium", "belgien", "Belgium", "Belgien", "europe"),
  c("ireland", "irland", "Ireland", "Irland", "europe"),
  c("portugal", "portugal", "Portugal", "Portugal", "europe"),
  c("sweden", "schweden", "Sweden", "Schweden", "europe"),
  c("norway", "norwegen", "Norway", "Norwegen", "europe"),
  c("denmark", "danemark", "Denmark", "Dänemark", "europe"),
  c("finland", "finnland", "Finland", "Finnland", "europe"),
  c("poland", "polen", "Poland", "Polen", "europe"),
  c("greece", "griechenland", "Greece", "Griechenland", "europe"),
  c("malta", "malta", "Malta", "Malta", "europe"),
  c("japan", "japan", "Japan", "Japan", "asia"),
  c("china", "china", "China", "China", "asia"),
  c("thailand", "thailand", "Thailand", "Thailand", "asia"),
  c("singapore", "singapur", "Singapore", "Singapur", "asia"),
  c("hong-kong", "hongkong", "Hong Kong", "Hongkong", "asia"),
  c("south-korea", "sudkorea", "South Korea", "Südkorea", "asia"),
  c("taiwan", "taiwan", "Taiwan", "Taiwan", "asia"),
  c("india", "indien", "India", "Indien", "asia"),
  c("australia", "australien", "Australia", "Australien", "australia"),
  c("new-zealand", "neuseeland", "New Zealand", "Neuseeland", "australia"),
  c("united-states", "vereinigte-staaten", "United States", "Vereinigte Staaten", "north-america", "the United States"),
  c("canada", "kanada", "Canada", "Kanada", "north-america"),
  c("mexico", "mexiko", "Mexico", "Mexiko", "north-america"),
  c("brazil", "brasilien", "Brazil", "Brasilien", "south-america"),
  c("argentina", "argentinien", "Argentina", "Argentinien", "south-america"),
  c("south-africa", "sudafrika", "South Africa", "Südafrika", "africa"),
  c("kenya", "kenia", "Kenya", "Kenia", "africa"),
  c("egypt", "agypten", "Egypt", "Ägypten", "africa"),
  c("united-arab-emirates", "vereinigte-arabische-emirate", "United Arab Emirates", "Vereinigte Arabische Emirate", "middle-east", "the United Arab Emirates"),
  c("qatar", "katar", "Qatar", "Katar", "middle-east"),
  c("turkey", "turkei", "Turkey", "Türkei", "middle-east"),
  c("morocco", "marokko", "Morocco", "Marokko", "africa"),
  c("ghana", "ghana", "Ghana", "Ghana", "africa"),
  c("tanzania", "tansania", "Tanzania", "Tansania", "africa"),
  c("namibia", "namibia", "Namibia", "Namibia", "africa"),
  c("botswana", "botsuana", "Botswana", "Botsuana", "africa"),
  c("uganda", "uganda", "Uganda", "Uganda", "africa"),
  c("senegal", "senegal", "Senegal", "Senegal", "africa"),
  c("zambia", "sambia", "Zambia", "Sambia", "africa"),
  c("malaysia", "malaysia", "Malaysia", "Malaysia", "asia"),
  c("indonesia", "indonesien", "Indonesia", "Indonesien", "asia"),
  c("philippines", "philippinen", "Philippines", "Philippinen", "asia", "the Philippines"),
  c("sri-lanka", "sri-lanka", "Sri Lanka", "Sri Lanka", "asia"),
  c("mongolia", "mongolei", "Mongolia", "Mongolei", "asia"),
  c("macau", "macau", "Macau", "Macau", "asia"),
  c("czech-republic", "tschechien", "Czech Republic", "Tschechien", "europe", "the Czech Republic"),
  c("luxembourg", "luxemburg", "Luxembourg", "Luxemburg", "europe"),
  c("hungary", "ungarn", "Hungary", "Ungarn", "europe"),
  c("croatia", "kroatien", "Croatia", "Kroatien", "europe"),
  c("romania", "rumanien", "Romania", "Rumänien", "europe"),
  c("cyprus", "zypern", "Cyprus", "Zypern", "europe"),
  c("bulgaria", "bulgarien", "Bulgaria", "Bulgarien", "europe"),
  c("slovakia", "slowakei", "Slovakia", "Slowakei", "europe"),
  c("slovenia", "slowenien", "Slovenia", "Slowenien", "europe"),
  c("estonia", "estland", "Estonia", "Estland", "europe"),
  c("latvia", "lettland", "Latvia", "Lettland", "europe"),
  c("lithuania", "litauen", "Lithuania", "Litauen", "europe"),
  c("iceland", "island", "Iceland", "Island", "europe"),
  c("serbia", "serbien", "Serbia", "Serbien", "europe"),
  c("bosnia-and-herzegovina", "bosnien-und-herzegowina", "Bosnia and Herzegovina", "Bosnien und Herzegowina", "europe"),
  c("montenegro", "montenegro", "Montenegro", "Montenegro", "europe"),
  c("georgia", "georgien", "Georgia", "Georgien", "europe"),
  c("chile", "chile", "Chile", "Chile", "south-america"),
  c("costa-rica", "costa-rica", "Costa Rica", "Costa Rica", "north-america"),
  c("ecuador", "ecuador", "Ecuador", "Ecuador", "south-america"),
  c("panama", "panama", "Panama", "Panama", "north-america"),
  c("paraguay", "paraguay", "Paraguay", "Paraguay", "south-america"),
  c("uruguay", "uruguay", "Uruguay", "Uruguay", "south-america"),
  c("barbados", "barbados", "Barbados", "Barbados", "north-america"),
  c("israel", "israel", "Israel", "Israel", "middle-east"),
  c("zimbabwe", "simbabwe", "Zimbabwe", "Simbabwe", "africa"),
  c("tunisia", "tunesien", "Tunisia", "Tunesien", "africa"),
  c("bangladesh", "bangladesch", "Bangladesh", "Bangladesch", "asia"),
  c("laos", "laos", "Laos", "Laos", "asia"),
  c("cayman-islands", "kaimaninseln", "Cayman Islands", "Kaimaninseln", "north-america", "the Cayman Islands"),
  c("aruba", "aruba", "Aruba", "Aruba", "north-america"),
  c("curacao", "curacao", "Curaçao", "Curaçao", "north-america"),
  c("antigua-and-barbuda", "antigua-und-barbuda", "Antigua and Barbuda", "Antigua und Barbuda", "north-america"),
  c("dominican-republic", "dominikanische-republik", "Dominican Republic", "Dominikanische Republik", "north-america", "the Dominican Republic"),
  c("jersey", "jersey", "Jersey", "Jersey", "europe"),
  c("guernsey", "guernsey", "Guernsey", "Guernsey", "europe"),
  c("isle-of-man", "isle-of-man", "Isle of Man", "Isle of Man", "europe", "the Isle of Man"),
  c("faroe-islands", "faroer", "Faroe Islands", "Färöer", "europe", "the Faroe Islands"),
  c("greenland", "gronland", "Greenland", "Grönland", "europe"),
  c("colombia", "kolumbien", "Colombia", "Kolumbien", "south-america"),
  c("belize", "belize", "Belize", "Belize", "north-america"),
  c("honduras", "honduras", "Honduras", "Honduras", "north-america"),
  c("french-polynesia", "franzosisch-polynesien", "French Polynesia", "Französisch-Polynesien", "australia"),
  c("liechtenstein", "liechtenstein", "Liechtenstein", "Liechtenstein", "europe"),
  c("monaco", "monaco", "Monaco", "Monaco", "europe"),
  c("andorra", "andorra", "Andorra", "Andorra", "europe"),
  c("san-marino", "san-marino", "San Marino", "San Marino", "europe"),
  c("mauritius", "mauritius", "Mauritius", "Mauritius", "africa"),
];

const bySegment = new Map<string, Country>();
for (const country of countries) {
  bySegment.set(country.en, country);
  bySegment.set(country.de, country);
}

/** Finds a country by its English or German path segment. */
export function findCountry(segment: string): Country | undefined {
  return bySegment.get(segment.toLowerCase());
}

/** Converts a country path segment to the given language; unknown segments pass through unchanged. */
export function countrySegment(segment: string, lang: Lang): string {
  return findCountry(segment)?.[lang] ?? segment;
}

/** A city-state (Singapore, Hong Kong): its city bears the country's name, so a place shows it once. */
export function isCityState(countryKey: string, cityEn: string): boolean {
  return findCountry(countryKey)?.name.en === cityEn;
}
