/**
 * The text of a destination that has no hand-written one in `content/{lang}/destinations.json`: composed from
 * the sentences of `content/destination-text.json` and the country's entry rule (category, breed rules,
 * quarantine), so the page says only what the rule the planner uses says (content/README.md, "Destinations").
 */
import { z } from "zod";
import { findCountry, type Country } from "../i18n/countries.ts";
import { ruleKeyFor } from "./planner/plan.ts";
import type { Lang } from "../i18n/languages.ts";
import { messageText } from "../i18n/messages/plural.ts";
import type { DestinationRecord } from "./schemas/content.ts";
import type { RequirementRule, RequirementsFile } from "./schemas/requirements.ts";

const sentence = z.string().trim().min(1);
const language = z.strictObject({
  title: sentence,
  excerpt: sentence,
  meta_title: sentence,
  /** Used where `meta_title` would be longer than 70 characters. */
  meta_title_short: sentence,
  meta_description: sentence,
  heading: sentence,
  intro: sentence,
  breeds: sentence,
  quarantine: sentence,
  as_of: sentence,
  arrival_heading: sentence,
  arrival: sentence,
  /** For an arrival airport in another country (`airport_city` of the destination). */
  arrival_via: sentence,
});
export const destinationTextFile = z.strictObject({ en: language, de: language });
export type DestinationTextFile = z.output<typeof destinationTextFile>;

const escape = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

export interface ComposedText {
  title: string;
  excerpt: string;
  content: string;
  meta_title: string;
  meta_description: string;
  city?: string;
  quick_facts: { airports: string[] };
}

/**
 * The composed text of a destination in one language, or undefined when its country or rule is unknown;
 * `germanCity` is the city's German name where the German destination file gives one (Prague → Prag).
 */
export function composedText(record: DestinationRecord, germanCity: string | undefined, lang: Lang, rules: RequirementsFile, file: DestinationTextFile): ComposedText | undefined {
  const country = findCountry(record.country);
  const rule = rules.rules[ruleKeyFor(record.slug, rules)];
  if (!country || !rule) return undefined;
  return composeDestinationText(record, (lang === "de" ? germanCity : undefined) ?? record.city, country, rule, rules.categories, lang, file);
}

/** A destination's page text in one language, from its rule. `city` is the city's name in that language. */
export function composeDestinationText(
  record: Pick<DestinationRecord, "airport_code" | "city" | "airport_city">,
  city: string,
  country: Country,
  rule: RequirementRule,
  categories: RequirementsFile["categories"],
  lang: Lang,
  file: DestinationTextFile,
): ComposedText {
  const texts = file[lang];
  const airportCity = record.airport_city?.[lang] ?? city;
  // A city-state (Macau, Monaco) is named once: "Pet Transport to Monaco".
  const cityState = country.name.en === record.city;
  const where = cityState ? city : `${city}, ${country.name[lang]}`;
  const vars = { city, where, airportCity, code: record.airport_code, country: country.name[lang], countryInText: country.inText[lang], category: categories[rule.category][lang] };
  const say = (message: string, extra: Record<string, string | number> = {}) => messageText(message, lang, { ...vars, ...extra });
  const paragraph = (text: string) => `<p>${escape(text)}</p>`;
  const heading = (level: 2 | 3, text: string) => `<h${level}>${escape(text)}</h${level}>`;
  const content = [
    heading(2, say(texts.heading)),
    paragraph(say(texts.intro)),
    ...(rule.breed_restrictions ? [heading(3, texts.breeds), paragraph(rule.breed_restrictions[lang])] : []),
    ...(rule.quarantine_days ? [paragraph(say(texts.quarantine, { days: rule.quarantine_days }))] : []),
    `<p><em>${escape(texts.as_of)}</em></p>`,
    heading(3, say(texts.arrival_heading, { city: airportCity })),
    paragraph(say(record.airport_city ? texts.arrival_via : texts.arrival)),
  ].join("");
  const title = say(texts.meta_title);
  return {
    title: say(texts.title),
    excerpt: say(texts.excerpt),
    content,
    meta_title: title.length <= 70 && !cityState ? title : say(texts.meta_title_short),
    // A long country name can take the description over 170 characters: it then names the city alone.
    meta_description: [say(texts.meta_description), say(texts.meta_description, { where: city })].find((text) => text.length <= 170) ?? say(texts.meta_description, { where: city }),
    quick_facts: { airports: [`${airportCity} (${record.airport_code})`] },
    ...(city !== record.city ? { city } : {}),
  };
}
