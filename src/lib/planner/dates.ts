/**
 * Calendar-day arithmetic on ISO dates (YYYY-MM-DD) with @internationalized/date. No Date objects and no time
 * zones are involved, so a daylight-saving change can never move a date by a day.
 */
import { type CalendarDate, parseDate } from "@internationalized/date";

export type { CalendarDate };

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

/** Parses an ISO calendar date; throws on anything else, including impossible dates such as 2027-02-29. */
export function toCalendarDate(value: string, name = "date"): CalendarDate {
  if (!isoDate.test(value)) throw new RangeError(`${name} must be an ISO date (YYYY-MM-DD), got "${value}"`);
  let date: CalendarDate;
  try {
    date = parseDate(value);
  } catch {
    throw new RangeError(`${name} is not a calendar date: "${value}"`);
  }
  if (date.toString() !== value) throw new RangeError(`${name} is not a calendar date: "${value}"`);
  return date;
}

export const iso = (date: CalendarDate): string => date.toString();

/** Whether a string is an ISO calendar date that exists (2027-02-29 does not). */
export function isCalendarDate(value: string): boolean {
  try {
    toCalendarDate(value);
    return true;
  } catch {
    return false;
  }
}

export const maxDate = (a: CalendarDate, b: CalendarDate): CalendarDate => (a.compare(b) >= 0 ? a : b);
export const minDate = (a: CalendarDate, b: CalendarDate): CalendarDate => (a.compare(b) <= 0 ? a : b);

/** `YYYYMMDD`, the DATE value form of RFC 5545. */
export const basicDate = (date: CalendarDate): string => date.toString().replaceAll("-", "");

/**
 * The first day that lies at least `months` months after `date`, counted back as the planner counts a minimum
 * ("at least 3 months before travel" gives travel − 3 months). Where the month is shorter, a plain addition
 * stops at its last day (2026-11-29 + 3 months = 2027-02-28), from which the backward count reaches only
 * 2026-11-28: one day short. This moves on to the first day whose count back reaches `date` (2027-03-01).
 */
export function addMonthsAtLeast(date: CalendarDate, months: number): CalendarDate {
  let result = date.add({ months });
  while (result.subtract({ months }).compare(date) < 0) result = result.add({ days: 1 });
  return result;
}
