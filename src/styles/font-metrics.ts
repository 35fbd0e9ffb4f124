/** How a local fallback face is scaled to take the room a web font takes (font-fallbacks.css.ts). */
export interface Metrics {
  ascent: number;
  descent: number;
  lineGap: number;
  unitsPerEm: number;
  xWidthAvg: number;
}

/** The metrics of each weight, which the package holds but does not type. */
export type WithVariants = Metrics & { variants?: Record<string, { xWidthAvg: number }> };

const percent = (value: number) => `${(value * 100).toFixed(2)}%`;

/** The overrides that make `fallback` take the room `font` takes (the formula of Next.js's and Capsize's font stacks). */
export function fallbackOverrides(font: Metrics, fallback: Metrics) {
  const sizeAdjust = font.xWidthAvg / font.unitsPerEm / (fallback.xWidthAvg / fallback.unitsPerEm);
  return {
    sizeAdjust: percent(sizeAdjust),
    ascentOverride: percent(font.ascent / font.unitsPerEm / sizeAdjust),
    descentOverride: percent(Math.abs(font.descent) / font.unitsPerEm / sizeAdjust),
    lineGapOverride: percent(font.lineGap / font.unitsPerEm / sizeAdjust),
  };
}
