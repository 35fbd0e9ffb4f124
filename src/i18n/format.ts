import type { Lang } from "./languages.ts";

/**
 * docs/requirements.md §9 date formats: English 'MMMM dd, yyyy', German 'dd. MMMM yyyy' — exactly what Intl
 * gives for a long month with a two-digit day, so no date library ships to the browser.
 */
const options: Record<Lang, [locale: string, Intl.DateTimeFormatOptions]> = {
  en: ["en-US", { month: "long", day: "2-digit", year: "numeric" }],
  de: ["de-DE", { day: "2-digit", month: "long", year: "numeric" }],
};
/** Made on first use: creating a formatter loads the locale's data, a long task on a slow phone that most pages never need. */
const formats: Partial<Record<Lang, Intl.DateTimeFormat>> = {};

/** A date-only string (`2026-03-05`) is that calendar day wherever the code runs; other values are instants in local time. */
function toDate(value: string | Date): Date {
  if (value instanceof Date) return value;
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return day ? new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3])) : new Date(value);
}

export function formatLongDate(value: string | Date, lang: Lang): string {
  formats[lang] ??= new Intl.DateTimeFormat(...options[lang]);
  return formats[lang].format(toDate(value));
}

/** An instant as staff read it in the inbox, the same for everyone: `2026-11-23 08:04 UTC`. */
export function formatUtcMinute(value: string | Date): string {
  return `${(typeof value === "string" ? value : value.toISOString()).slice(0, 16).replace("T", " ")} UTC`;
}
