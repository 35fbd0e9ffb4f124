import { style } from "@vanilla-extract/css";
import { vars } from "../../styles/theme.css.ts";

/** Each line's name on the left, its range on the right; the total first, ruled off from the lines below it. */
export const lines = style({ display: "grid", gridTemplateColumns: "minmax(0, 1fr) auto", rowGap: vars.space.xxs, margin: `${vars.space.xs} 0`, fontSize: vars.fontSize.sm });
/** A line: its name and amount take part in the grid of the list. */
export const line = style({ display: "contents" });
export const term = style({ margin: 0, color: vars.color.ink });
export const amount = style({ margin: 0, paddingLeft: vars.space.md, textAlign: "right", fontVariantNumeric: "tabular-nums", whiteSpace: "nowrap" });
const totalRow = { borderBottom: `1px solid ${vars.color.lineCool}`, paddingBottom: vars.space.xxs, marginBottom: vars.space.xxs, fontWeight: 700, color: vars.color.navy } as const;
export const totalTerm = style([term, totalRow]);
export const totalAmount = style([amount, totalRow]);
