import { globalStyle, keyframes, style } from "@vanilla-extract/css";
import { media, vars } from "../../styles/theme.css.ts";

export const form = style({ display: "grid", gap: vars.space.lg });
export const fieldset = style({
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.md,
  padding: vars.space.lg,
  margin: 0,
  display: "grid",
  gap: vars.space.md,
  background: vars.color.surface,
});
export const legend = style({ fontFamily: vars.font.display, fontSize: vars.fontSize.lg, color: vars.color.navy, padding: `0 ${vars.space.xs}` });
export const row = style({
  display: "grid",
  gap: vars.space.md,
  gridTemplateColumns: "1fr",
  "@media": { [media.upSm]: { gridTemplateColumns: "repeat(auto-fit, minmax(180px, 1fr))" } },
});
/** Two fields side by side from small screens up (departure and destination; the travel date below). */
export const pairRow = style({
  display: "grid",
  gap: vars.space.md,
  gridTemplateColumns: "minmax(0, 1fr)",
  "@media": { [media.upSm]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" } },
});
/** A field never grows past its column: its label wraps and its control shrinks. */
export const field = style({ display: "grid", gap: vars.space.xxs, alignContent: "start", minWidth: 0 });
export const label = style({ fontWeight: 600, fontSize: vars.fontSize.sm, color: vars.color.ink });
export const hint = style({ fontSize: vars.fontSize.xs, color: vars.color.muted, margin: 0 });
export const input = style({
  width: "100%",
  minHeight: "44px",
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px solid #b9b2a4`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  font: "inherit",
  color: vars.color.ink,
  selectors: {
    '&[aria-invalid="true"]': { borderColor: vars.color.danger, boxShadow: `0 0 0 1px ${vars.color.danger}` },
    "&:focus-visible": { outline: `3px solid ${vars.color.focus}`, outlineOffset: "1px" },
  },
});
export const textarea = style([input, { minHeight: "auto", resize: "vertical" }]);
export const check = style({ display: "flex", alignItems: "center", gap: vars.space.xs, fontSize: vars.fontSize.sm, minHeight: "32px" });
export const error = style({ color: vars.color.danger, fontSize: vars.fontSize.xs, fontWeight: 600, margin: 0 });
export const required = style({ color: vars.color.danger, marginLeft: "2px" });
export const notice = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.goldSoft,
  border: `1px solid ${vars.color.gold}`,
  fontSize: vars.fontSize.sm,
  margin: 0,
});
// A notice ends at its padding, not at its last paragraph's margin.
globalStyle(`${notice} > p:last-child`, { marginBottom: 0 });
// A notice in calm colours that keeps the spacing of the element it is on.
export const infoBox = style([notice, { background: vars.color.sky, borderColor: vars.color.lineCool, margin: "revert" }]);
export const summary = style([notice, { background: vars.color.dangerSoft, borderColor: vars.color.danger, color: vars.color.danger }]);
export const summaryTitle = style({ fontFamily: vars.font.body, fontSize: vars.fontSize.md, fontWeight: 700, margin: `0 0 ${vars.space.xs}` });
export const summaryList = style({ margin: 0, paddingLeft: vars.space.lg, display: "grid", gap: vars.space.xxs });
// The summary's links keep its colour (the danger red on its pale ground has enough contrast) and stay underlined.
export const summaryLink = style({ color: "inherit", fontWeight: 600, textDecoration: "underline", overflowWrap: "anywhere" });
export const petBlock = style({ borderTop: `1px dashed ${vars.color.line}`, paddingTop: vars.space.md, display: "grid", gap: vars.space.md });
export const petHeader = style({ display: "flex", justifyContent: "space-between", alignItems: "center", gap: vars.space.sm });
export const linkButton = style({
  background: "none",
  border: 0,
  padding: 0,
  color: vars.color.accent,
  textDecoration: "underline",
  cursor: "pointer",
  font: "inherit",
  fontSize: vars.fontSize.sm,
});
/** The switch between a chosen and a typed subject, a little apart from the field above it. */
export const subjectSwitch = style([linkButton, { marginTop: vars.space.xs, alignSelf: "start" }]);
export const preview = style({ maxWidth: "220px", maxHeight: "160px", objectFit: "contain", borderRadius: vars.radius.sm, border: `1px solid ${vars.color.line}` });
export const honeypot = style({ position: "absolute", left: "-10000px", width: "1px", height: "1px", overflow: "hidden" });
export const spinner = style({
  width: "1em",
  height: "1em",
  borderRadius: "50%",
  border: "2px solid currentColor",
  borderRightColor: "transparent",
  animation: `${keyframes({ to: { transform: "rotate(360deg)" } })} 800ms linear infinite`,
});
