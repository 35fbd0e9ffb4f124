import type { Lang } from "../languages.ts";
import { de } from "./de.ts";
import { en, type MessageKey } from "./en.ts";

export type { MessageKey };
export const dictionaries = { en, de } as const;

export type Translate = (key: MessageKey, vars?: Record<string, string | number>) => string;

/** A translator for one language; missing German keys fall back to English. */
export function translator(lang: Lang): Translate {
  const dict = dictionaries[lang];
  return (key, vars) => {
    const text: string = dict[key] ?? en[key];
    if (!vars) return text;
    return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
  };
}
