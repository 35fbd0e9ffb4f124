import { describe, expect, it } from "vitest";
import { officeToday } from "./office-day.ts";
import { inTravelWindow, lastCalendarDate, lastTravelDate, TRAVEL_WINDOW_DAYS, travelDateWindow } from "./travel-window.ts";

describe("travel-date window", () => {
  it("counts today by the office's calendar, not the server's UTC date", () => {
    // 23:30 UTC on 31 December is already 1 January in Frankfurt (UTC+1 in winter).
    expect(officeToday(new Date("2026-12-31T23:30:00Z"))).toBe("2027-01-01");
    // 22:30 UTC in summer is 00:30 the next day (UTC+2).
    expect(officeToday(new Date("2027-07-22T22:30:00Z"))).toBe("2027-07-23");
    expect(officeToday(new Date("2027-07-22T21:30:00Z"))).toBe("2027-07-22");
  });

  it("runs from today to two years ahead: 730 days after today is the last day, 731 days is refused", () => {
    const now = new Date("2026-11-26T09:00:00Z");
    expect(TRAVEL_WINDOW_DAYS).toBe(730);
    expect(travelDateWindow(now)).toEqual({ min: "2026-11-26", max: "2028-11-25" });
    expect(inTravelWindow("2026-11-25", now)).toBe(false);
    expect(inTravelWindow("2026-11-26", now)).toBe(true);
    expect(inTravelWindow("2027-12-31", now)).toBe(true);
    // Beyond the calendar's last month, typed: still in the window.
    expect(inTravelWindow("2028-01-01", now)).toBe(true);
    expect(inTravelWindow("2028-11-25", now)).toBe(true);
    expect(inTravelWindow("2028-11-26", now)).toBe(false);
    expect(inTravelWindow("2027-7-23", now)).toBe(false);
  });

  it("counts the two years in days across leap days and the turn of a year", () => {
    // 2028 is a leap year, so two years from a day before its 29 February are 730 days to the day before.
    expect(lastTravelDate("2027-01-01")).toBe("2028-12-31");
    expect(lastTravelDate("2027-03-01")).toBe("2029-02-28");
    expect(lastTravelDate("2028-02-29")).toBe("2030-02-28");
    expect(lastTravelDate("2026-12-31")).toBe("2028-12-30");
  });

  it("shows the calendar up to 31 December of next year, which is never after the window's last day", () => {
    expect(lastCalendarDate("2026-11-26")).toBe("2027-12-31");
    expect(lastCalendarDate("2027-01-01")).toBe("2028-12-31");
    for (const today of ["2026-01-01", "2026-06-30", "2026-12-31", "2028-01-01", "2028-12-31"]) expect(lastCalendarDate(today) <= lastTravelDate(today), today).toBe(true);
  });
});
