/**
 * The site's two faces, served from our own origin (no font service): Fraunces for headings, Source
 * Sans 3 for text, both SIL Open Font Licence 1.1 (content/ASSETS.md), from the @fontsource packages,
 * Latin subset (which holds the German letters, the typographic quotes and the euro sign).
 *
 * They come after the page (decision 034): the first paint is set in the metric-matched fallbacks
 * (font-fallbacks.css.ts), and the browser adds the faces once the page is hydrated (after the
 * visitor's first interaction, decision 035) and idle, so their 85 kB never compete with the page
 * for a slow connection. Without JavaScript the same faces are a stylesheet in the head's `<noscript>`.
 */
import text400 from "@fontsource/source-sans-3/files/source-sans-3-latin-400-normal.woff2?url";
import text600 from "@fontsource/source-sans-3/files/source-sans-3-latin-600-normal.woff2?url";
import text700 from "@fontsource/source-sans-3/files/source-sans-3-latin-700-normal.woff2?url";
import heading600 from "@fontsource/fraunces/files/fraunces-latin-600-normal.woff2?url";
import heading700 from "@fontsource/fraunces/files/fraunces-latin-700-normal.woff2?url";

const faces = [
  { family: "Source Sans 3", weight: 400, url: text400 },
  { family: "Source Sans 3", weight: 600, url: text600 },
  { family: "Source Sans 3", weight: 700, url: text700 },
  { family: "Fraunces", weight: 600, url: heading600 },
  { family: "Fraunces", weight: 700, url: heading700 },
] as const;

const source = (url: string) => `url(${url}) format("woff2")`;

/** The faces as `@font-face` rules, for the page without JavaScript. */
export const webFontsCss = faces
  .map((face) => `@font-face{font-family:"${face.family}";font-style:normal;font-weight:${face.weight};font-display:swap;src:${source(face.url)}}`)
  .join("");

/** Set on `<html>` once the faces are in use (or failed). */
const WEB_FONTS_READY_ATTRIBUTE = "data-web-fonts";

/** Fallback for browsers without `requestIdleCallback`: the design's delay for deferred fonts. */
const DEFERRED_FONTS_DELAY_MS = 100;

/**
 * Loads the faces when the browser is idle after hydration, then adds them all at once: the page is
 * laid out again once, not once per face as each arrives. A face that fails stays out, and its
 * fallback with it.
 */
export function addWebFontsWhenIdle(): void {
  const add = async () => {
    const loaded = await Promise.allSettled(
      faces.map((face) => new FontFace(face.family, source(face.url), { weight: String(face.weight), style: "normal", display: "swap" }).load()),
    );
    for (const result of loaded) if (result.status === "fulfilled") document.fonts.add(result.value);
    requestAnimationFrame(() => document.documentElement.setAttribute(WEB_FONTS_READY_ATTRIBUTE, "ready"));
  };
  if ("requestIdleCallback" in window) requestIdleCallback(() => void add(), { timeout: 2000 });
  else setTimeout(() => void add(), DEFERRED_FONTS_DELAY_MS);
}
