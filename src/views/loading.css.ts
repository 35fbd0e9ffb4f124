import { keyframes, style } from "@vanilla-extract/css";
import { media, vars } from "../styles/theme.css.ts";

const shimmer = keyframes({ "0%, 100%": { opacity: 1 }, "50%": { opacity: 0.55 } });

/** A grey stand-in for text or an image while a page's data is on its way; still under reduced motion. */
export const block = style({
  display: "block",
  borderRadius: vars.radius.sm,
  background: vars.color.lineCool,
  animation: `${shimmer} 1.4s ease-in-out infinite`,
  "@media": { [media.reducedMotion]: { animation: "none" } },
});
export const title = style([block, { height: "2.25rem", width: "min(28rem, 80%)", marginBottom: vars.space.md }]);
export const line = style([block, { height: "1rem", marginBottom: vars.space.sm }]);
export const short = style({ width: "60%" });
export const image = style([block, { aspectRatio: "3 / 2", borderRadius: vars.radius.lg }]);
export const loadingText = style({ fontSize: vars.fontSize.lg, color: vars.color.inkSoft, margin: 0 });
