import { afterEach, describe, expect, it } from "vitest";
import { addDays, officeDaysAhead, officeDayStart, officeHour, officeMinute, officeToday, officeYear } from "./office-day.ts";
import { DEFAULT_OFFICE_TIME_ZONE, setOfficeTimeZone } from "./office-time-zone.ts";

afterEach(() => setOfficeTimeZone(DEFAULT_OFFICE_TIME_ZONE));

describe("today, as the office counts it", () => {
  it("turns at the office's midnight, not at midnight UTC or the machine's", () => {
    // Berlin is UTC+1 in winter, UTC+2 in summer.
    expect(officeToday(new Date("2026-11-26T22:59:59Z"))).toBe("2026-11-26");
    expect(officeToday(new Date("2026-11-26T23:00:00Z"))).toBe("2026-11-27");
    expect(officeToday(new Date("2026-07-31T21:59:59Z"))).toBe("2026-07-31");
    expect(officeToday(new Date("2026-07-31T22:00:00Z"))).toBe("2026-08-01");
    expect(officeYear(new Date("2026-12-31T23:00:00Z"))).toBe(2027);
    expect(officeHour(new Date("2026-11-26T23:30:00Z"))).toBe(0);
    expect(officeHour(new Date("2026-11-26T06:59:00Z"))).toBe(7);
    expect(officeMinute(new Date("2026-11-26T23:05:59Z"))).toBe("00:05");
    expect(officeMinute(new Date("2026-07-31T07:15:00Z"))).toBe("09:15");
  });

  it("counts days ahead from the office's today", () => {
    expect(officeDaysAhead(1, new Date("2026-11-26T22:59:59Z"))).toBe("2026-11-27");
    expect(officeDaysAhead(1, new Date("2026-11-26T23:00:00Z"))).toBe("2026-11-28");
    expect(officeDaysAhead(40, new Date("2026-12-01T12:00:00Z"))).toBe("2027-01-10");
  });

  it("follows the configured time zone", () => {
    setOfficeTimeZone("America/New_York");
    expect(officeToday(new Date("2026-11-27T04:59:59Z"))).toBe("2026-11-26");
    expect(officeToday(new Date("2026-11-27T05:00:00Z"))).toBe("2026-11-27");
  });

  it("starts at the instant of the office's midnight, across the change to and from summer time", () => {
    expect(officeDayStart("2026-11-27").toISOString()).toBe("2026-11-26T23:00:00.000Z");
    expect(officeDayStart("2026-08-01").toISOString()).toBe("2026-07-31T22:00:00.000Z");
    expect(officeDayStart("2026-03-29").toISOString()).toBe("2026-03-28T23:00:00.000Z");
    expect(officeDayStart("2026-03-30").toISOString()).toBe("2026-03-29T22:00:00.000Z");
    expect(officeDayStart("2026-10-25").toISOString()).toBe("2026-10-24T22:00:00.000Z");
    expect(officeDayStart("2026-10-26").toISOString()).toBe("2026-10-25T23:00:00.000Z");
  });

  it("counts days on the calendar", () => {
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
    expect(addDays("2028-03-01", -1)).toBe("2028-02-29");
  });
});
