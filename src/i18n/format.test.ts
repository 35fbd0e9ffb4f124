import { afterEach, describe, expect, it, vi } from "vitest";
import { languages } from "./languages.ts";
import { formatLongDate } from "./format.ts";

describe("formatLongDate (docs/requirements.md §9: long month name, numeric day, year)", () => {
  afterEach(() => vi.restoreAllMocks());

  it("writes the English day without a leading zero", () => {
    expect(formatLongDate("2026-03-05", "en")).toBe("March 5, 2026");
    expect(formatLongDate("2026-08-15", "en")).toBe("August 15, 2026");
  });
  it("writes the German day without a leading zero, with German month names", () => {
    expect(formatLongDate("2026-03-05", "de")).toBe("5. März 2026");
    expect(formatLongDate(new Date(2026, 11, 24), "de")).toBe("24. Dezember 2026");
  });
  it("writes every month of both languages as Intl's long date does", () => {
    const intl = { en: new Intl.DateTimeFormat("en-US", { month: "long", day: "numeric", year: "numeric" }), de: new Intl.DateTimeFormat("de-DE", { day: "numeric", month: "long", year: "numeric" }) };
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

