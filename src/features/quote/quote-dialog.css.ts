import { globalStyle, style } from "@vanilla-extract/css";
import { media, vars } from "../../styles/theme.css.ts";

/** Below the toasts (80, layout.css.ts): a message about a submission is drawn over the dialog. */
export const overlay = style({
  position: "fixed",
  inset: 0,
  zIndex: 70,
  background: "rgba(7, 26, 51, 0.55)",
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
});

/** Full screen below 768 px (docs/requirements.md §9), a centred panel above. */
export const modal = style({
  width: "100%",
  height: "100%",
  background: vars.color.paper,
  overflowY: "auto",
  outline: "none",
  "@media": {
    [media.upMd]: { width: "min(880px, calc(100% - 3rem))", height: "auto", maxHeight: "calc(100dvh - 3rem)", borderRadius: vars.radius.lg, boxShadow: vars.shadow.raised },
  },
});

export const dialog = style({ padding: vars.space.lg, outline: "none", "@media": { [media.upMd]: { padding: vars.space.xl } } });
export const header = style({ display: "flex", justifyContent: "space-between", alignItems: "flex-start", gap: vars.space.md, marginBottom: vars.space.md });
export const close = style({
  width: "44px",
  height: "44px",
  flexShrink: 0,
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.line}`,
  background: vars.color.surface,
  cursor: "pointer",
  color: vars.color.navy,
});

/**
 * The quote form's Back and Next row stays at the bottom of the dialog's scrolling body, so moving on
 * never means scrolling to the end of a long step first. Only in the dialog: on a page the phones'
 * contact bar takes the bottom of the screen.
 */
globalStyle(`${dialog} [data-step-actions]`, {
  position: "sticky",
  bottom: 0,
  zIndex: 1,
  marginInline: `calc(-1 * ${vars.space.lg})`,
  marginBottom: `calc(-1 * ${vars.space.lg})`,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  background: vars.color.paper,
  borderTop: `1px solid ${vars.color.line}`,
  "@media": {
    [media.upMd]: { marginInline: `calc(-1 * ${vars.space.xl})`, marginBottom: `calc(-1 * ${vars.space.xl})`, padding: `${vars.space.md} ${vars.space.xl}` },
  },
});
