import { afterEach, describe, expect, it, vi } from "vitest";
import { languages } from "./languages.ts";
import { formatLongDate } from "./format.ts";

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

