import { describe, expect, it } from "vitest";
import { officeToday } from "./office-day.ts";
import { inTravelWindow, lastTravelDate, travelDateWindow } from "./travel-window.ts";

describe("travel-date window", () => {
  it("counts today by the office's calendar, not the server's UTC date", () => {
    // 23:30 UTC on 31 December is already 1 January in Frankfurt (UTC+1 in winter).
    expect(officeToday(new Date("2026-12-31T23:30:00Z"))).toBe("2027-01-01");
    // 22:30 UTC in summer is 00:30 the next day (UTC+2).
    expect(officeToday(new Date("2027-07-22T22:30:00Z"))).toBe("2027-07-23");
    expect(officeToday(new Date("2027-07-22T21:30:00Z"))).toBe("2027-07-22");
  });

  it("runs from today to 31 December of next year: never more than two years, never beyond the calendar", () => {
    const now = new Date("2026-11-26T09:00:00Z");
    expect(travelDateWindow(now)).toEqual({ min: "2026-11-26", max: "2027-12-31" });
    expect(lastTravelDate("2027-01-01")).toBe("2028-12-31");
    expect(inTravelWindow("2026-11-25", now)).toBe(false);
    expect(inTravelWindow("2026-11-26", now)).toBe(true);
    expect(inTravelWindow("2027-12-31", now)).toBe(true);
    expect(inTravelWindow("2028-01-01", now)).toBe(false);
    expect(inTravelWindow("2027-7-23", now)).toBe(false);
  });
});
