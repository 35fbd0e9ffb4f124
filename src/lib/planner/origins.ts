/**
 * Where a pet travels from, as the planner groups the countries of the site: the EU
 * member states, with Norway and Switzerland, which apply the EU's pet rules and issue its pet passport;
 * Great Britain; the third countries the EU lists for pets (Implementing Regulation (EU) 577/2013, Annex II,
 * and its successor), whose pets need no antibody test to enter the EU; and every other country.
 */

/**
 * Where the pet travels from, as the rules group it: the EU (with the countries that apply its pet
 * rules), Great Britain, a third country the EU lists for pets (low rabies risk, such as the USA or
 * Japan), or any other country. The planner assumes the EU unless told otherwise. (Apart from the
 * requirement schemas, so that the planner's form needs no validation library in the browser.)
 */
export const origins = ["eu", "gb", "listed", "unlisted"] as const;
export type Origin = (typeof origins)[number];
export const DEFAULT_ORIGIN: Origin = "eu";

const euRules = new Set([
  "germany", "austria", "france", "spain", "italy", "netherlands", "belgium", "ireland", "portugal", "sweden",
  "denmark", "finland", "poland", "greece", "malta", "norway", "switzerland",
]);
const listed = new Set([
  "united-states", "canada", "mexico", "argentina", "japan", "singapore", "hong-kong", "taiwan", "australia",
  "new-zealand", "united-arab-emirates",
]);

/** The origin group of a country key of the site (`germany`, `united-states`, …); any other country is unlisted. */
export function originOfCountry(country: string): Origin {
  if (euRules.has(country)) return "eu";
  if (country === "united-kingdom") return "gb";
  return listed.has(country) ? "listed" : "unlisted";
}
