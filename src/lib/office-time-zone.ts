/**
 * The office's time zone: its date is "today" for every travel date, and the staff area shows every
 * time in it. OFFICE_TIME_ZONE sets it on the server; the browser takes it from the root data before
 * the page renders, so both compute the same dates. Kept apart from the date library that uses it,
 * so the root can set it without loading that library on every page.
 */
export const DEFAULT_OFFICE_TIME_ZONE = "Europe/Berlin";

let officeTimeZone: string = DEFAULT_OFFICE_TIME_ZONE;

/** The office's time zone (an IANA name). */
export const getOfficeTimeZone = (): string => officeTimeZone;

export function setOfficeTimeZone(zone: string): void {
  officeTimeZone = zone;
}
