import arial from "@capsizecss/metrics/arial";
import sourceSans3 from "@capsizecss/metrics/sourceSans3";
import { describe, expect, it } from "vitest";
import { fallbackOverrides } from "./font-metrics.ts";

const value = (text: string) => Number(text.replace("%", "")) / 100;

describe("fallbackOverrides", () => {
  it("leaves a face that matches itself as it is", () => {
    const overrides = fallbackOverrides(arial, arial);
    expect(overrides.sizeAdjust).toBe("100.00%");
    expect(value(overrides.ascentOverride)).toBeCloseTo(arial.ascent / arial.unitsPerEm, 4);
    expect(value(overrides.lineGapOverride)).toBeCloseTo(arial.lineGap / arial.unitsPerEm, 4);
  });

  it("scales the fallback to the web font's average width and gives it the web font's line box", () => {
    const overrides = fallbackOverrides(sourceSans3, arial);
    const scale = value(overrides.sizeAdjust);
    // Average character width of the scaled fallback, in ems of the font size.
    expect((arial.xWidthAvg / arial.unitsPerEm) * scale).toBeCloseTo(sourceSans3.xWidthAvg / sourceSans3.unitsPerEm, 3);
    // Ascent and descent, once scaled, are the web font's.
    expect(value(overrides.ascentOverride) * scale).toBeCloseTo(sourceSans3.ascent / sourceSans3.unitsPerEm, 3);
    expect(value(overrides.descentOverride) * scale).toBeCloseTo(Math.abs(sourceSans3.descent) / sourceSans3.unitsPerEm, 3);
    expect(value(overrides.lineGapOverride)).toBe(0);
  });
});
