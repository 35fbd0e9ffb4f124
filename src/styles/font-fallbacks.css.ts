/**
 * Fallback faces whose metrics match the web fonts (fonts.css): while a web font loads (font-display:
 * swap), text is set in a local face scaled to the same average width and given the same ascent,
 * descent and line gap, so swapping in the web font reflows nothing and moves nothing (CLS 0). The
 * metrics come from @capsizecss/metrics; this file runs at build time only and ships as CSS.
 */
import { globalFontFace } from "@vanilla-extract/css";
import arial from "@capsizecss/metrics/arial";
import fraunces from "@capsizecss/metrics/fraunces";
import sourceSans3 from "@capsizecss/metrics/sourceSans3";
import timesNewRoman from "@capsizecss/metrics/timesNewRoman";
import { fallbackOverrides, type WithVariants } from "./font-metrics.ts";

// Arial, or a face with Arial's metrics (Liberation Sans, Arimo) where Arial is not installed.
globalFontFace("Source Sans 3 Fallback", {
  src: 'local("Arial"), local("ArialMT"), local("Liberation Sans"), local("Arimo")',
  ...fallbackOverrides(sourceSans3, arial),
});
// The headings' weight (600) is the one matched; Times New Roman or a face with its metrics.
globalFontFace("Fraunces Fallback", {
  src: 'local("Times New Roman"), local("TimesNewRomanPSMT"), local("Liberation Serif"), local("Tinos")',
  ...fallbackOverrides({ ...fraunces, xWidthAvg: (fraunces as WithVariants).variants?.["600"]?.xWidthAvg ?? fraunces.xWidthAvg }, timesNewRoman),
});
