/**
 * The travel-date window (docs/requirements.md §5), the same in the quote form, the travel planner,
 * the requirements API and the server's schemas: from today, by the office's calendar in Frankfurt,
 * to two years ahead (730 days after today, inclusive). The calendar of the quote form's date picker
 * shows no month after December of next year (`lastCalendarDate`); a later date in the window can
 * still be typed.
 */
import { addDays, officeToday } from "./office-day.ts";

/** Two years, counted in days: the last accepted travel date is this many days after today. */
export const TRAVEL_WINDOW_DAYS = 730;

/** The last travel date accepted when today is `today` (YYYY-MM-DD): 730 days later. */
export const lastTravelDate = (today: string): string => addDays(today, TRAVEL_WINDOW_DAYS);

/** The last day the date picker's calendar shows when today is `today`: 31 December of the following year (never after `lastTravelDate`). */
export const lastCalendarDate = (today: string): string => `${Number(today.slice(0, 4)) + 1}-12-31`;

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

/** How far back the day of a step already done may lie (a microchip, a rabies vaccination): 25 years. */
export const DONE_ON_YEARS = 25;

/** The first day (YYYY-MM-DD) a step already done may lie on, for the office's `today`: 25 years back. */
export const firstDoneOnDay = (today: string): string => `${Number(today.slice(0, 4)) - DONE_ON_YEARS}${today.slice(4)}`;

/** Whether a YYYY-MM-DD string is today or a day of the last 25 years by the office's calendar (not checked to be a calendar date here). */
export function inDoneOnWindow(value: string, now = new Date()): boolean {
  const today = officeToday(now);
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && value >= firstDoneOnDay(today) && value <= today;
}
