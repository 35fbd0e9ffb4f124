import { format as formatDate, parseISO } from "date-fns";
import { de as deLocale, enUS } from "date-fns/locale";
import type { Lang } from "./languages.ts";

/** Spec §9 date formats: English 'MMMM dd, yyyy', German 'dd. MMMM yyyy'. */
const patterns: Record<Lang, string> = { en: "MMMM dd, yyyy", de: "dd. MMMM yyyy" };
const locales = { en: enUS, de: deLocale } as const;

export function formatLongDate(value: string | Date, lang: Lang): string {
  const date = typeof value === "string" ? parseISO(value) : value;
  return formatDate(date, patterns[lang], { locale: locales[lang] });
}
