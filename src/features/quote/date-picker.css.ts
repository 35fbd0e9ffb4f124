import { style } from "@vanilla-extract/css";
import { vars } from "../../styles/theme.css.ts";

export const group = style({
  display: "flex",
  alignItems: "center",
  minHeight: "44px",
  border: "1px solid #b9b2a4",
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  paddingLeft: vars.space.sm,
  selectors: { "&[data-invalid]": { borderColor: vars.color.danger, boxShadow: `0 0 0 1px ${vars.color.danger}` }, "&[data-focus-within]": { outline: `3px solid ${vars.color.focus}`, outlineOffset: "1px" } },
});
export const dateInput = style({ display: "flex", flex: 1, fontVariantNumeric: "tabular-nums" });
export const segment = style({
  padding: "0 1px",
  borderRadius: "3px",
  outline: "none",
  selectors: { "&[data-placeholder]": { color: vars.color.muted }, "&[data-focused]": { background: vars.color.navy, color: "#fff" } },
});
export const trigger = style({
  width: "44px",
  height: "42px",
  border: 0,
  borderLeft: `1px solid ${vars.color.line}`,
  background: "transparent",
  color: vars.color.navy,
  cursor: "pointer",
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
});
export const popover = style({ background: vars.color.surface, border: `1px solid ${vars.color.line}`, borderRadius: vars.radius.md, boxShadow: vars.shadow.raised, padding: vars.space.sm });
export const dialog = style({ outline: "none" });
export const header = style({ display: "flex", alignItems: "center", justifyContent: "space-between", gap: vars.space.sm, marginBottom: vars.space.xs });
export const heading = style({ fontSize: vars.fontSize.md, margin: 0 });
export const nav = style({
  width: "36px",
  height: "36px",
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  cursor: "pointer",
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  selectors: { "&[data-disabled]": { opacity: 0.35, cursor: "default" } },
});
export const grid = style({ borderCollapse: "collapse" });
export const cell = style({
  width: "40px",
  height: "40px",
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  borderRadius: vars.radius.pill,
  cursor: "pointer",
  outline: "none",
  selectors: {
    "&[data-outside-month]": { display: "none" },
    "&[data-disabled], &[data-unavailable]": { color: "#a39d92", cursor: "default" },
    "&[data-hovered]:not([data-disabled])": { background: vars.color.sand },
    "&[data-selected]": { background: vars.color.navy, color: "#fff" },
    "&[data-focus-visible]": { boxShadow: `0 0 0 2px ${vars.color.focus}` },
  },
});
