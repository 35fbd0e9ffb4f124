/**
 * A quote form that starts filled in: `/quote?destination=japan/tokyo-nrt&travelDate=2027-07-23` (the
 * destination pages' planner links there) or the dialog opened with the same prefill. Each value is checked
 * on its own and dropped when it does not fit: the destination must be a slug of the site, the date a real
 * calendar date within the form's travel-date window.
 */
import type { Lang } from "../i18n/languages.ts";
import { optionBySlug } from "./destination-options.ts";
import { toCalendarDate } from "./planner/dates.ts";
import { travelDateWindow } from "./travel-window.ts";

/** The quote form's values a prefill sets. */
export interface PrefilledValues {
  destinationAddress?: string;
  travelDate?: string;
}

function checkedDate(value: string, now: Date): string | undefined {
  try {
    toCalendarDate(value);
  } catch {
    return undefined;
  }
  const { min, max } = travelDateWindow(now);
  return value >= min && value <= max ? value : undefined;
}

/** The form values for a prefill in a language: the destination's label and the date, each only when valid. */
export function prefilledValues(prefill: { destination?: unknown; travelDate?: unknown } | undefined, lang: Lang, now = new Date()): PrefilledValues {
  const values: PrefilledValues = {};
  const option = typeof prefill?.destination === "string" ? optionBySlug(prefill.destination) : undefined;
  if (option) values.destinationAddress = option.label[lang];
  const date = typeof prefill?.travelDate === "string" ? checkedDate(prefill.travelDate, now) : undefined;
  if (date) values.travelDate = date;
  return values;
}

/** The prefill a quote page's query asks for (`destination`, `travelDate`; every other parameter is ignored). */
export function prefilledFromQuery(params: URLSearchParams, lang: Lang, now = new Date()): PrefilledValues {
  return prefilledValues({ destination: params.get("destination") ?? undefined, travelDate: params.get("travelDate") ?? undefined }, lang, now);
}
