import { style } from "@vanilla-extract/css";
import { vars } from "../../styles/theme.css.ts";

/** The text input inside the field's frame (the frame, `date-picker.css.ts`'s group, shows focus and errors). */
export const input = style({
  // A percentage width keeps the input's own size (20 characters) from widening its column.
  flex: 1,
  width: "100%",
  minWidth: 0,
  minHeight: "42px",
  border: 0,
  padding: `${vars.space.xs} 0`,
  background: "transparent",
  font: "inherit",
  color: vars.color.ink,
  outline: "none",
});
export const suggestions = style({
  maxHeight: "min(320px, 50vh)",
  overflowY: "auto",
  background: vars.color.surface,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.raised,
});
export const listBox = style({ outline: "none", padding: vars.space.xxs });
export const option = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  cursor: "pointer",
  outline: "none",
  fontSize: vars.fontSize.sm,
  selectors: {
    "&[data-focused]": { background: vars.color.navy, color: "#fff" },
    "&[data-selected]": { fontWeight: 600 },
  },
});
