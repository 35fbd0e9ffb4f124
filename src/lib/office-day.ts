/**
 * The one notion of "today" and of a day: the office's calendar (its time zone: `office-time-zone.ts`,
 * OFFICE_TIME_ZONE), on the server and in the browser alike. The travel-date window, the planner, the
 * footer's year and the daily digest all count days here. Built on `Intl` alone, so any page may use
 * it without loading a date library.
 */
import { getOfficeTimeZone } from "./office-time-zone.ts";

interface Reading {
  date: string;
  hour: number;
  offsetMs: number;
}

/**
 * The office clock's formatter, made once per time zone (making one costs ~170 µs, using it ~20),
 * and its last reading: a page render asks for "today" several times within the same second.
 */
let clock: { zone: string; format: Intl.DateTimeFormat; second?: number; reading?: Reading } | undefined;

/** YYYY-MM-DD, hour and UTC offset of an instant at the office. */
function officeClock(now: Date): Reading {
  const zone = getOfficeTimeZone();
  if (clock?.zone !== zone) {
    clock = { zone, format: new Intl.DateTimeFormat("en-US", { timeZone: zone, hourCycle: "h23", year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", second: "2-digit" }) };
  }
  const second = Math.floor(now.getTime() / 1000);
  if (clock.second === second && clock.reading) return clock.reading;
  const parts = Object.fromEntries(clock.format.formatToParts(now).map((part) => [part.type, part.value]));
  const date = `${parts.year}-${parts.month}-${parts.day}`;
  const wall = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute), Number(parts.second));
  clock.second = second;
  clock.reading = { date, hour: Number(parts.hour), offsetMs: wall - second * 1000 };
  return clock.reading;
}

/** Today's date (YYYY-MM-DD) at the office. */
export const officeToday = (now = new Date()): string => officeClock(now).date;

/** This year at the office. */
export const officeYear = (now = new Date()): number => Number(officeToday(now).slice(0, 4));

/** The time of day (HH:MM) on the office's clock. */
export function officeMinute(now: Date): string {
  const { hour, offsetMs } = officeClock(now);
  const minute = new Date(now.getTime() + offsetMs).getUTCMinutes();
  return `${String(hour).padStart(2, "0")}:${String(minute).padStart(2, "0")}`;
}

/** The hour of the day (0–23) on the office's clock. */
export const officeHour = (now = new Date()): number => officeClock(now).hour;

/** The date `days` days after `date` (YYYY-MM-DD; negative: before). */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** The office's date `days` days from today (YYYY-MM-DD): travel dates in tests, stories and the benchmark. */
export const officeDaysAhead = (days: number, now = new Date()): string => addDays(officeToday(now), days);

/** The instant the office's day `date` (YYYY-MM-DD) begins. */
export function officeDayStart(date: string): Date {
  const midnightUtc = Date.parse(`${date}T00:00:00Z`);
  // The offset at the guess, then at the instant it gives: right on both sides of a change of summer time.
  const first = midnightUtc - officeClock(new Date(midnightUtc)).offsetMs;
  return new Date(midnightUtc - officeClock(new Date(first)).offsetMs);
}
