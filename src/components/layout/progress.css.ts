import { keyframes, style } from "@vanilla-extract/css";
import { media, vars } from "../../styles/theme.css.ts";

const slide = keyframes({
  from: { transform: "translateX(-100%)" },
  to: { transform: "translateX(350%)" },
});

/** A slim bar along the top edge of the window, above the fixed header; its stripe runs while something loads. */
export const bar = style({
  position: "fixed",
  insetInline: 0,
  top: 0,
  zIndex: 65,
  height: "3px",
  overflow: "hidden",
  background: vars.color.goldSoft,
  pointerEvents: "none",
  selectors: {
    "&::after": {
      content: '""',
      position: "absolute",
      insetBlock: 0,
      left: 0,
      width: "30%",
      background: vars.color.gold,
      animation: `${slide} 1.1s ease-in-out infinite`,
    },
  },
  "@media": {
    // No movement: a still, full bar says the same.
    [media.reducedMotion]: {
      selectors: { "&::after": { width: "100%", animation: "none" } },
    },
  },
});
