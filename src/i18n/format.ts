import type { Lang } from "./languages.ts";
import { translator, type MessageKey } from "./messages/index.ts";

export const MONTHS = [
  "date.month.1", "date.month.2", "date.month.3", "date.month.4", "date.month.5", "date.month.6",
  "date.month.7", "date.month.8", "date.month.9", "date.month.10", "date.month.11", "date.month.12",
] as const satisfies readonly MessageKey[];

/** A date-only string (`2026-03-05`) is that calendar day wherever the code runs; other values are instants in local time. */
function toDate(value: string | Date): Date {
  if (value instanceof Date) return value;
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return day ? new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3])) : new Date(value);
}

/**
 * docs/requirements.md §9 date formats: long month name with numeric day and year, the day without a
 * leading zero (English 'August 5, 2026', German '5. August 2026'), from the dictionaries' month names. Not `Intl.DateTimeFormat`: creating one loads the locale's data, a
 * long task on a slow phone in the middle of hydrating a page that lists posts.
 */
export function formatLongDate(value: string | Date, lang: Lang): string {
  const date = toDate(value);
  const t = translator(lang);
  return t("date.long", { day: String(date.getDate()), month: t(MONTHS[date.getMonth()]!), year: date.getFullYear() });
}

/** An amount in whole euros as each language writes it (English `€1,250`, German `1.250 €`); no `Intl`, for the reason above. */
export function formatEuros(euros: number, lang: Lang): string {
  const digits = String(Math.round(euros)).replace(/\B(?=(\d{3})+(?!\d))/g, lang === "de" ? "." : ",");
  return lang === "de" ? `${digits}\u00a0€` : `€${digits}`;
}

/** A range of whole euros (`€900 – €1,400`), or one amount when both ends are the same. */
export function formatEuroRange(range: { low: number; high: number }, lang: Lang): string {
  if (range.low === range.high) return formatEuros(range.low, lang);
  return translator(lang)("estimate.range", { low: formatEuros(range.low, lang), high: formatEuros(range.high, lang) });
}

/** A range of kilograms with one decimal as each language writes it (`12.5–30`, `12,5–30`), or one weight. */
export const formatKgRange = (range: { low: number; high: number }, lang: Lang): string =>
  [...new Set([range.low, range.high])].map((kg) => (lang === "de" ? String(kg).replace(".", ",") : String(kg))).join("–");
