import { style } from "@vanilla-extract/css";
import { media, vars } from "../../styles/theme.css.ts";

export const form = style({
  display: "grid",
  gap: vars.space.md,
  alignItems: "end",
  gridTemplateColumns: "1fr",
  "@media": { [media.upMd]: { gridTemplateColumns: "repeat(3, minmax(0, 1fr))" } },
});
export const checks = style({ display: "grid", gap: vars.space.xxs, gridColumn: "1 / -1" });
export const submit = style({ gridColumn: "1 / -1", justifySelf: "start" });
/** The plan's answer between the form and the checklist, apart from both. */
export const status = style({ marginBlock: `${vars.space.lg} ${vars.space.xl}` });
export const steps = style({ listStyle: "none", padding: 0, margin: `${vars.space.lg} 0 0`, display: "grid", gap: vars.space.md });
export const step = style({
  display: "grid",
  gap: vars.space.xxs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.line}`,
  background: vars.color.surface,
});
/** A step done: set apart by its ground and dashed edge, not by fading (its papers' verdicts and links keep their contrast). */
export const stepDone = style([step, { background: vars.color.sand, borderStyle: "dashed" }]);
export const stepTitle = style({ fontSize: vars.fontSize.md, margin: 0 });
export const when = style({ margin: 0, fontWeight: 700, color: vars.color.navy });
export const overdue = style([when, { color: vars.color.danger }]);
export const text = style({ margin: 0, color: vars.color.inkSoft, fontSize: vars.fontSize.sm });
export const notes = style({ marginTop: vars.space.md, paddingInlineStart: "1.8em", display: "grid", gap: vars.space.xs });
export const sources = style({ fontSize: vars.fontSize.sm, paddingInlineStart: "1.2em" });
/** The form beside a step of a request's checklist: folded until asked for. */
export const refused = style([text, { color: vars.color.danger }]);
export const record = style({ display: "grid", gap: vars.space.xxs, marginTop: vars.space.xs });
export const recordDetails = style({ fontSize: vars.fontSize.sm });
export const recordSummary = style({ cursor: "pointer", color: vars.color.navy, fontWeight: 600, minHeight: "24px" });
export const recordForm = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm, alignItems: "end", marginTop: vars.space.xs });
