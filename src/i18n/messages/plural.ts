import type { Lang } from "../languages.ts";

/**
 * A text that names a count, with a variant per plural category of `Intl.PluralRules` ("1 minute",
 * "2 minutes"). English and German both have the categories `one` and `other`; the translator picks
 * the variant by the `count` placeholder.
 */
export type Plural = { readonly one: string; readonly other: string };

/** A dictionary entry: a text, or a text's plural variants. */
export type Message = string | Plural;

/** The other language's texts for a reference dictionary: a text where it has a text, variants where it has variants. */
export type Translations<Reference extends Record<string, Message>> = { [Key in keyof Reference]: Reference[Key] extends string ? string : Plural };

export function isPlural(message: Message): message is Plural {
  return typeof message !== "string";
}

/** Every text of an entry: the text itself, or each plural variant. */
export function variantsOf(message: Message): string[] {
  return isPlural(message) ? Object.values(message) : [message];
}

const rules = new Map<Lang, Intl.PluralRules>();

/** The text of an entry for `count` in a language (the `other` variant when there is no count). */
export function pluralText(message: Message, lang: Lang, count: unknown): string {
  if (!isPlural(message)) return message;
  if (typeof count !== "number") return message.other;
  let rule = rules.get(lang);
  if (!rule) {
    rule = new Intl.PluralRules(lang);
    rules.set(lang, rule);
  }
  return rule.select(count) === "one" ? message.one : message.other;
}

/** The text of an entry for a language with its `{placeholders}` filled from `vars` (the variant by `vars.count`); unknown placeholders stay as written. */
export function messageText(message: Message, lang: Lang, vars?: Record<string, string | number>): string {
  const text = pluralText(message, lang, vars?.count);
  if (!vars) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
}
