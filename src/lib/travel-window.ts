/**
 * The travel-date window (docs/requirements.md §5), the same in the quote form, its calendar, the
 * travel planner, the requirements API and the server's schemas: from today, by the office's
 * calendar in Frankfurt, to 31 December of next year. That keeps both rules of the requirements —
 * at most two years ahead, and a calendar that shows no month after the end of next year — so a
 * date that can be typed can also be picked, and the other way round.
 */
import { officeToday } from "./office-day.ts";

/** The last travel date accepted when today is `today` (YYYY-MM-DD): 31 December of the following year. */
export const lastTravelDate = (today: string): string => `${Number(today.slice(0, 4)) + 1}-12-31`;

/** The first and last travel dates accepted now (YYYY-MM-DD). */
export function travelDateWindow(now = new Date()): { min: string; max: string } {
  const min = officeToday(now);
  return { min, max: lastTravelDate(min) };
}

/** Whether a YYYY-MM-DD string lies in the window (it is not checked to be a calendar date here). */
export function inTravelWindow(value: string, now = new Date()): boolean {
  const { min, max } = travelDateWindow(now);
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && value >= min && value <= max;
}
