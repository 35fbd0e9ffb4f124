import { describe, expect, it } from "vitest";
import { formatOfficeTime } from "./office-time.ts";

describe("formatOfficeTime: every time of the staff area, at the office", () => {
  it("writes one format per language: en '26 Nov 2026, 14:05', de '26.11.2026, 14:05'", () => {
    expect(formatOfficeTime("2026-11-26T13:05:00Z", "en")).toBe("26 Nov 2026, 14:05");
    expect(formatOfficeTime("2026-11-26T13:05:00Z", "de")).toBe("26.11.2026, 14:05");
    expect(formatOfficeTime(new Date("2026-09-03T07:00:59Z"), "en")).toBe("3 Sep 2026, 09:00");
    expect(formatOfficeTime(new Date("2026-09-03T07:00:59Z"), "de")).toBe("03.09.2026, 09:00");
  });
  it("is the office's wall clock across the change to and from summer time, and past midnight UTC", () => {
    // Summer time starts at 01:00 UTC on 29 March 2026 (02:00 → 03:00 in Berlin) and ends at 01:00 UTC on 25 October 2026.
    expect(formatOfficeTime("2026-03-29T00:59:00Z", "en")).toBe("29 Mar 2026, 01:59");
    expect(formatOfficeTime("2026-03-29T01:00:00Z", "en")).toBe("29 Mar 2026, 03:00");
    expect(formatOfficeTime("2026-10-25T00:30:00Z", "de")).toBe("25.10.2026, 02:30");
    expect(formatOfficeTime("2026-10-25T01:30:00Z", "de")).toBe("25.10.2026, 02:30");
    expect(formatOfficeTime("2026-12-31T23:30:00Z", "en")).toBe("1 Jan 2027, 00:30");
    expect(formatOfficeTime("2026-07-31T22:15:00Z", "de")).toBe("01.08.2026, 00:15");
  });
  it("abbreviates every English month as three letters of its name", () => {
    const months = Array.from({ length: 12 }, (_, month) => formatOfficeTime(new Date(Date.UTC(2027, month, 15, 10)), "en").split(" ")[1]);
    expect(months).toEqual(["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]);
  });
});
