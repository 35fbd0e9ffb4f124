import { globalStyle } from "@vanilla-extract/css";
import { media, vars } from "./theme.css.ts";

globalStyle("*, *::before, *::after", { boxSizing: "border-box" });
globalStyle("html", {
  scrollPaddingTop: `calc(${vars.layout.headerHeight} + 1rem)`,
  WebkitTextSizeAdjust: "100%",
  textSizeAdjust: "100%",
});
globalStyle("body", {
  margin: 0,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.body,
  color: vars.color.ink,
  background: vars.color.paper,
  WebkitFontSmoothing: "antialiased",
  textRendering: "optimizeLegibility",
});
globalStyle("h1, h2, h3, h4", {
  fontFamily: vars.font.display,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.navy,
  fontWeight: 600,
  letterSpacing: "-0.01em",
  margin: `0 0 ${vars.space.md}`,
  textWrap: "balance",
});
globalStyle("p", { margin: `0 0 ${vars.space.md}`, textWrap: "pretty" });
globalStyle("a", { color: vars.color.accent, textUnderlineOffset: "0.2em" });
globalStyle("a:hover", { color: vars.color.accentStrong });
globalStyle("img, svg", { display: "block", maxWidth: "100%" });
globalStyle(":focus-visible", { outline: `3px solid ${vars.color.focus}`, outlineOffset: "2px" });
globalStyle("::selection", { background: vars.color.goldSoft });
// Tick boxes a thumb can hit and an eye can find: 20 px instead of the browser's 13 px, in the site's colour.
globalStyle('input[type="checkbox"], input[type="radio"]', { width: "1.25rem", height: "1.25rem", margin: 0, flexShrink: 0, accentColor: vars.color.navy });
globalStyle("*", {
  "@media": { [media.reducedMotion]: { animationDuration: "0.01ms !important", transitionDuration: "0.01ms !important" } },
});
