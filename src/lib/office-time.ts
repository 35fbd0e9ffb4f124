import { fromDate } from "@internationalized/date";
import { MONTHS } from "../i18n/format.ts";
import type { Lang } from "../i18n/languages.ts";
import { translator } from "../i18n/messages/index.ts";
import { getOfficeTimeZone } from "./office-time-zone.ts";

const pad = (value: number) => String(value).padStart(2, "0");

/**
 * An instant as staff read it everywhere in the staff area: the office's wall clock (OFFICE_TIME_ZONE),
 * English `26 Nov 2026, 14:05`, German `26.11.2026, 14:05`. English months are the first three letters
 * of the dictionary's names; like `formatLongDate`, no `Intl.DateTimeFormat` (whose abbreviations also
 * differ between ICU versions, so server and browser could disagree). Staff pages only: the date
 * library it needs stays out of the public pages' first load.
 */
export function formatOfficeTime(value: string | Date, lang: Lang): string {
  const at = fromDate(value instanceof Date ? value : new Date(value), getOfficeTimeZone());
  const time = `${pad(at.hour)}:${pad(at.minute)}`;
  if (lang === "de") return `${pad(at.day)}.${pad(at.month)}.${at.year}, ${time}`;
  return `${at.day} ${translator(lang)(MONTHS[at.month - 1]!).slice(0, 3)} ${at.year}, ${time}`;
}
