import { style } from "@vanilla-extract/css";
import { media, vars } from "../../styles/theme.css.ts";

/** The three steps in a row; on a phone each name may wrap under its number rather than push the row wider. */
export const indicator = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gridTemplateColumns: "repeat(3, minmax(0, 1fr))",
  gap: vars.space.xs,
  fontSize: vars.fontSize.xs,
  color: vars.color.muted,
  "@media": { [media.upSm]: { fontSize: vars.fontSize.sm } },
});

export const indicatorItem = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.xs,
  minWidth: 0,
  paddingBottom: vars.space.xs,
  borderBottom: `3px solid ${vars.color.line}`,
  selectors: {
    '&[aria-current="step"]': { color: vars.color.navy, fontWeight: 700, borderBottomColor: vars.color.gold },
    "&[data-done]": { color: vars.color.inkSoft, borderBottomColor: vars.color.navy },
  },
});

export const indicatorNumber = style({
  flexShrink: 0,
  width: "1.75rem",
  height: "1.75rem",
  borderRadius: vars.radius.pill,
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  border: `2px solid currentColor`,
  fontWeight: 700,
  selectors: {
    [`${indicatorItem}[aria-current="step"] &`]: { background: vars.color.navy, borderColor: vars.color.navy, color: vars.color.onDark },
    [`${indicatorItem}[data-done] &`]: { background: vars.color.sky },
  },
});

export const section = style({ display: "grid", gap: vars.space.lg, selectors: { "&[hidden]": { display: "none" } } });

export const heading = style({
  margin: 0,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xl,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.navy,
  display: "grid",
  gap: vars.space.xxs,
  // Focus lands here after Back and Next; a ring shows where, without a box around every heading.
  scrollMarginTop: vars.space.lg,
  selectors: { "&:focus-visible": { outline: `3px solid ${vars.color.focus}`, outlineOffset: "4px", borderRadius: vars.radius.sm }, "&:focus:not(:focus-visible)": { outline: "none" } },
});

export const stepOf = style({ fontFamily: vars.font.body, fontSize: vars.fontSize.xs, fontWeight: 600, letterSpacing: "0.04em", textTransform: "uppercase", color: vars.color.goldText });

/**
 * Back on the left, Next (or the submit button) on the right. In the dialog this row sticks to the
 * bottom of the scrolling body (quote-dialog.css.ts), so it is always at hand.
 */
export const actions = style({
  display: "flex",
  justifyContent: "space-between",
  alignItems: "center",
  gap: vars.space.md,
  flexWrap: "wrap",
});

/** A failed submission, said in a line of its own above Back and the submit button. */
export const failure = style({
  flexBasis: "100%",
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  borderLeft: `4px solid ${vars.color.danger}`,
  background: vars.color.dangerSoft,
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
});
