/**
 * Fallback faces whose metrics match the web fonts (lib/web-fonts.ts): the first paint and, while a
 * web font loads, text is set in a local face scaled to the same average width and given the same ascent,
 * descent and line gap, so swapping in the web font reflows nothing and moves nothing (CLS 0). The
 * metrics come from @capsizecss/metrics; this file runs at build time only and ships as CSS.
 */
import { globalFontFace } from "@vanilla-extract/css";
import { entireMetricsCollection } from "@capsizecss/metrics/entireMetricsCollection";
import { fallbackOverrides, type Metrics, type WithVariants } from "./font-metrics.ts";

// The collection holds each weight's metrics (the single-font modules only the regular one).
const { arial, fraunces, sourceSans3, timesNewRoman } = entireMetricsCollection as unknown as Record<"arial" | "fraunces" | "sourceSans3" | "timesNewRoman", WithVariants>;

const weight = (metrics: WithVariants, name: string): Metrics => ({ ...metrics, xWidthAvg: metrics.variants?.[name]?.xWidthAvg ?? metrics.xWidthAvg });

// Arial, or a face with Arial's metrics (Liberation Sans, Arimo) where Arial is not installed; the
// regular face for text, the bold face (not a synthetic one, which is wider) for buttons and labels.
// Quoted: a family name with a word that starts with a digit is no identifier.
globalFontFace(`"Source Sans 3 Fallback"`, [
  {
    src: 'local("Arial"), local("ArialMT"), local("Liberation Sans"), local("Arimo")',
    fontWeight: "400 500",
    ...fallbackOverrides(sourceSans3, arial),
  },
  {
    src: 'local("Arial Bold"), local("Arial-BoldMT"), local("Liberation Sans Bold"), local("Arimo Bold")',
    fontWeight: "600 700",
    ...fallbackOverrides(weight(sourceSans3, "600"), weight(arial, "700")),
  },
]);
// Headings are set at 600 and 700: Times New Roman Bold, or a face with its metrics.
globalFontFace(`"Fraunces Fallback"`, {
  src: 'local("Times New Roman Bold"), local("TimesNewRomanPS-BoldMT"), local("Liberation Serif Bold"), local("Tinos Bold")',
  fontWeight: "600 700",
  ...fallbackOverrides(weight(fraunces, "600"), weight(timesNewRoman, "700")),
});
