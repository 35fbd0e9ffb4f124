import type { Lang } from "../languages.ts";
import type { MessageKey } from "./en.ts";

export type { MessageKey };
type Dictionary = Partial<Record<MessageKey, string>>;

/**
 * Each dictionary is loaded on demand: both at start-up on the server, the page's own language
 * before hydration in the browser, so a page downloads one dictionary only (English pages never
 * download the German one, German pages never the English one). A test keeps the two
 * dictionaries' keys identical, so either one answers every key.
 */
const loaded: Partial<Record<Lang, Dictionary>> = {};

export async function loadDictionary(lang: Lang): Promise<void> {
  if (loaded[lang]) return;
  loaded[lang] = lang === "de" ? (await import("./de.ts")).de : (await import("./en.ts")).en;
}

if (typeof document === "undefined") await Promise.all([loadDictionary("en"), loadDictionary("de")]);

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
