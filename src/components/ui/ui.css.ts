import { globalStyle, style, styleVariants } from "@vanilla-extract/css";
import { vars } from "../../styles/theme.css.ts";
import { measure } from "../../styles/font-metrics.ts";

export const container = style({
  width: "100%",
  maxWidth: vars.layout.maxWidth,
  marginInline: "auto",
  paddingInline: vars.layout.gutter,
});

const buttonBase = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  gap: vars.space.xs,
  minHeight: "44px",
  padding: `${vars.space.xs} ${vars.space.lg}`,
  borderRadius: vars.radius.pill,
  border: "2px solid transparent",
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  fontWeight: 650,
  letterSpacing: "0.01em",
  textDecoration: "none",
  cursor: "pointer",
  transition: "background-color 160ms ease, color 160ms ease, border-color 160ms ease, transform 160ms ease",
  selectors: { "&:active": { transform: "translateY(1px)" } },
});

export const button = styleVariants({
  primary: [
    buttonBase,
    {
      background: vars.color.gold,
      color: vars.color.navyDeep,
      selectors: { "&:hover": { background: vars.color.goldBright, color: vars.color.navyDeep } },
    },
  ],
  secondary: [
    buttonBase,
    {
      background: "transparent",
      color: vars.color.navy,
      borderColor: vars.color.navy,
      selectors: { "&:hover": { background: vars.color.navy, color: vars.color.onDark } },
    },
  ],
  onDark: [
    buttonBase,
    {
      background: "transparent",
      color: vars.color.onDark,
      borderColor: "rgba(247, 243, 234, 0.6)",
      selectors: { "&:hover": { background: vars.color.onDark, color: vars.color.navy } },
    },
  ],
});

export const visuallyHidden = style({
  position: "absolute",
  width: "1px",
  height: "1px",
  padding: 0,
  margin: "-1px",
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
  border: 0,
});

export const skipLink = style([
  visuallyHidden,
  {
    selectors: {
      "&:focus": {
        position: "fixed",
        top: vars.space.sm,
        left: vars.space.sm,
        width: "auto",
        height: "auto",
        margin: 0,
        clip: "auto",
        zIndex: 100,
        padding: `${vars.space.xs} ${vars.space.md}`,
        background: vars.color.surface,
        borderRadius: vars.radius.sm,
        boxShadow: vars.shadow.raised,
      },
    },
  },
]);

export const eyebrow = style({
  display: "inline-block",
  fontSize: vars.fontSize.xs,
  fontWeight: 700,
  letterSpacing: "0.14em",
  textTransform: "uppercase",
  color: vars.color.goldText,
  marginBottom: vars.space.sm,
});

/** The eyebrow on the dark hero. */
export const eyebrowOnDark = style([eyebrow, { color: vars.color.goldBright }]);

/** Long-form HTML from the content files. */
export const prose = style({ maxWidth: measure(72), fontSize: vars.fontSize.md });
// A list's items apart from each other, so one point does not read on into the next.
globalStyle(`${prose} li + li`, { marginTop: vars.space.xs });
