import type { Lang } from "../languages.ts";
import { en, type MessageKey } from "./en.ts";

export type { MessageKey };
type Dictionary = Partial<Record<MessageKey, string>>;

/**
 * English is the reference and the fallback, always present. The German dictionary is loaded on
 * demand: at start-up on the server, before hydration in the browser (English pages never
 * download it).
 */
const loaded: Partial<Record<Lang, Dictionary>> = { en };

export async function loadDictionary(lang: Lang): Promise<void> {
  if (lang === "de" && !loaded.de) loaded.de = (await import("./de.ts")).de;
}

if (typeof document === "undefined") await loadDictionary("de");

export function isMessageKey(value: string): value is MessageKey {
  return Object.hasOwn(en, value);
}

export type Translate = (key: MessageKey, vars?: Record<string, string | number>) => string;

/** A translator for one language; missing German keys (or a German dictionary not loaded yet) fall back to English. */
export function translator(lang: Lang): Translate {
  const dict = loaded[lang] ?? en;
  return (key, vars) => {
    const text: string = dict[key] ?? en[key];
    if (!vars) return text;
    return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
  };
}
