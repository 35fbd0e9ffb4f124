/**
 * The origin group of a country of the site, for the planner (`Origin` in schemas/requirements.ts): the EU
 * member states, with Norway and Switzerland, which apply the EU's pet rules and issue its pet passport;
 * Great Britain; the third countries the EU lists for pets (Implementing Regulation (EU) 577/2013, Annex II,
 * and its successor), whose pets need no antibody test to enter the EU; and every other country.
 */
import { optionForLabel } from "../destination-options.ts";
import type { Origin } from "../schemas/requirements.ts";

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

/** The origin group of a departure typed in the quote form, when it is one of the site's places; undefined for free text. */
export function originOfPlace(text: string | undefined): Origin | undefined {
  const place = text ? optionForLabel(text) : undefined;
  return place ? originOfCountry(place.country) : undefined;
}
