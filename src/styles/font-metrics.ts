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

/**
 * The advance of the digit zero, which CSS's `ch` unit measures, in the web faces (em; read from
 * the faces in Chromium): Source Sans 3 at 400 for text, Fraunces at 600 for headings. A measure in
 * `ch` follows the face in use, so it would change when the web font replaces its fallback after the
 * first paint (decision 034) and rewrap the text; the same measure in em does not.
 */
const ZERO_ADVANCE_EM = { text: 0.496875, heading: 0.67484375 } as const;

/** The width of `characters` zeros of the web face, in em: a readable measure that stays put through the font swap. */
export const measure = (characters: number, face: keyof typeof ZERO_ADVANCE_EM = "text") => `${+(characters * ZERO_ADVANCE_EM[face]).toFixed(4)}em`;
