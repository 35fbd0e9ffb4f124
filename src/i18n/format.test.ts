import { afterEach, describe, expect, it, vi } from "vitest";
import { languages } from "./languages.ts";
import { formatLongDate, formatOfficeTime } from "./format.ts";

describe("formatLongDate (docs/requirements.md §9)", () => {
  afterEach(() => vi.restoreAllMocks());

  it("uses 'MMMM dd, yyyy' in English", () => {
    expect(formatLongDate("2026-03-05", "en")).toBe("March 05, 2026");
  });
  it("uses 'dd. MMMM yyyy' with German month names", () => {
    expect(formatLongDate("2026-03-05", "de")).toBe("05. März 2026");
    expect(formatLongDate(new Date(2026, 11, 24), "de")).toBe("24. Dezember 2026");
  });
  it("writes every month of both languages as Intl's long date does", () => {
    const intl = { en: new Intl.DateTimeFormat("en-US", { month: "long", day: "2-digit", year: "numeric" }), de: new Intl.DateTimeFormat("de-DE", { day: "2-digit", month: "long", year: "numeric" }) };
    for (const lang of languages) {
      for (let month = 0; month < 12; month++) {
        for (const day of [1, 9, 28]) expect(formatLongDate(new Date(2025, month, day), lang)).toBe(intl[lang].format(new Date(2025, month, day)));
      }
    }
  });
  it("builds no Intl formatter: its locale data would cost a phone a long task while the page hydrates", async () => {
    const construct = vi.spyOn(Intl, "DateTimeFormat");
    vi.resetModules();
    const fresh = await import("./format.ts");
    fresh.formatLongDate("2026-01-31", "en");
    fresh.formatLongDate("2026-01-31", "de");
    expect(construct).not.toHaveBeenCalled();
  });
});

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
