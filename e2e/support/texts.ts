/** The public pages' texts of a language as a spec reads them. */
import { de } from "../../src/i18n/messages/de.ts";
import { en, type PageMessageKey } from "../../src/i18n/messages/en.ts";
import { pluralText } from "../../src/i18n/messages/plural.ts";

const dictionaries = { en, de };

/** A language's texts; German falls back to English where a key is missing, as the site does. A text with plural variants gives its `other` variant. */
export const pageTexts = (lang: "en" | "de") => (key: PageMessageKey): string => pluralText(dictionaries[lang][key] ?? en[key], lang, undefined);
