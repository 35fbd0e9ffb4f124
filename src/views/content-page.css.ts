import { style } from "@vanilla-extract/css";
import { vars } from "../styles/theme.css.ts";
import { measure } from "../styles/font-metrics.ts";

/** The "Sources" list under a content page's text. */
export const sources = style({ maxWidth: measure(72), marginTop: vars.space.xl, paddingTop: vars.space.md, borderTop: `1px solid ${vars.color.line}` });
export const sourcesTitle = style({ fontSize: vars.fontSize.md, margin: `0 0 ${vars.space.sm}` });
export const sourceList = style({ fontSize: vars.fontSize.sm, paddingInlineStart: "1.2em", margin: 0, overflowWrap: "anywhere" });
