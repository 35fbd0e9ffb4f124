import type { Lang } from "../languages.ts";
import type { MessageKey } from "./en.ts";

export type { MessageKey };
type Dictionary = Partial<Record<MessageKey, string>>;

/**
 * Each dictionary is loaded on demand: both at start-up on the server (with the mails' texts), the
 * page's own language before hydration in the browser, so a page downloads one dictionary only
 * (English pages never download the German one, German pages never the English one, and no page
 * the mails'). A test keeps the two dictionaries' keys identical, so either one answers every key.
 */
const loaded: Partial<Record<Lang, Dictionary>> = {};
const withMails = new Set<Lang>();

/** Loads a language's dictionary, with the mails' texts where they are needed (the server, the mail stories). */
export async function loadDictionary(lang: Lang, { mails = false } = {}): Promise<void> {
  loaded[lang] ??= lang === "de" ? (await import("./de.ts")).de : (await import("./en.ts")).en;
  if (!mails || withMails.has(lang)) return;
  withMails.add(lang);
  loaded[lang] = { ...loaded[lang], ...(lang === "de" ? (await import("./de-mail.ts")).deMail : (await import("./en-mail.ts")).enMail) };
}

// The server holds both languages, each with the mails' texts, which no browser needs (`en-mail.ts`).
if (typeof document === "undefined") await Promise.all([loadDictionary("en", { mails: true }), loadDictionary("de", { mails: true })]);

export function isMessageKey(value: string): value is MessageKey {
  return Object.values(loaded).some((dictionary) => Object.hasOwn(dictionary, value));
}

export type Translate = (key: MessageKey, vars?: Record<string, string | number>) => string;

/** A translator for one language (English when that language's dictionary is not loaded). */
export function translator(lang: Lang): Translate {
  const dict = loaded[lang] ?? loaded.en ?? {};
  return (key, vars) => {
    const text: string = dict[key] ?? loaded.en?.[key] ?? key;
    if (!vars) return text;
    return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
  };
}
