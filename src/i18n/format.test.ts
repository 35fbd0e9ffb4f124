import { describe, expect, it } from "vitest";
import { formatLongDate } from "./format.ts";

describe("formatLongDate (docs/requirements.md §9)", () => {
  it("uses 'MMMM dd, yyyy' in English", () => {
    expect(formatLongDate("2026-03-05", "en")).toBe("March 05, 2026");
  });
  it("uses 'dd. MMMM yyyy' with German month names", () => {
    expect(formatLongDate("2026-03-05", "de")).toBe("05. März 2026");
    expect(formatLongDate(new Date(2026, 11, 24), "de")).toBe("24. Dezember 2026");
  });
});
