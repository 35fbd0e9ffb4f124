import { style } from "@vanilla-extract/css";
import { media, vars } from "../../styles/theme.css.ts";
import { measure } from "../../styles/font-metrics.ts";

/** On phones the reference comes first and how to reach us last; on wide screens both stand beside the page. */
export const layout = style({
  display: "grid",
  gap: vars.space.xl,
  "@media": {
    [media.upLg]: { gridTemplateColumns: "minmax(0, 2fr) minmax(0, 1fr)", gridTemplateRows: "auto 1fr", gridTemplateAreas: '"main top" "main questions"', alignItems: "start" },
  },
});

export const main = style({ display: "grid", gap: vars.space.xl, minWidth: 0, "@media": { [media.upLg]: { gridArea: "main" } } });
export const top = style({ display: "grid", gap: vars.space.lg, minWidth: 0, "@media": { [media.upLg]: { gridArea: "top" } } });
export const questions = style({ minWidth: 0, "@media": { [media.upLg]: { gridArea: "questions" } } });


export const referenceCard = style({
  background: vars.color.sky,
  borderRadius: vars.radius.md,
  padding: vars.space.lg,
  display: "grid",
  gap: vars.space.xs,
});
export const referenceValue = style({ fontFamily: vars.font.display, fontSize: vars.fontSize.xxl, fontWeight: 700, color: vars.color.navy, letterSpacing: "0.04em", margin: 0 });
export const muted = style({ color: vars.color.inkSoft, fontSize: vars.fontSize.sm, margin: 0 });

export const stages = style({ listStyle: "none", padding: 0, margin: 0, display: "grid", gap: vars.space.xxs });
const stageBase = style({ display: "flex", alignItems: "center", gap: vars.space.sm, color: vars.color.muted });
export const stageDone = style([stageBase, { color: vars.color.ink }]);
export const stageCurrent = style([stageBase, { color: vars.color.navy, fontWeight: 700 }]);
export const stageUpcoming = stageBase;
const markerBase = style({
  flex: "0 0 auto",
  width: "1.25rem",
  height: "1.25rem",
  borderRadius: vars.radius.pill,
  border: `2px solid ${vars.color.lineCool}`,
  display: "inline-grid",
  placeItems: "center",
  fontSize: vars.fontSize.xs,
  lineHeight: 1,
});
export const markerDone = style([markerBase, { background: vars.color.success, borderColor: vars.color.success, color: "#fff" }]);
export const markerCurrent = style([markerBase, { borderColor: vars.color.navy, boxShadow: `inset 0 0 0 3px ${vars.color.surface}`, background: vars.color.navy }]);
export const markerUpcoming = markerBase;

export const updates = style({ listStyle: "none", padding: 0, margin: 0, display: "grid", gap: vars.space.lg });
export const update = style({ borderLeft: `3px solid ${vars.color.gold}`, paddingLeft: vars.space.md, display: "grid", gap: vars.space.xs });
export const updateMeta = style({ fontSize: vars.fontSize.sm, color: vars.color.inkSoft, margin: 0 });
export const updateText = style({ margin: 0, whiteSpace: "pre-line", overflowWrap: "anywhere" });
export const photos = style({ display: "grid", gridTemplateColumns: "repeat(auto-fill, minmax(9rem, 1fr))", gap: vars.space.sm, listStyle: "none", padding: 0, margin: 0 });
export const photo = style({ width: "100%", height: "auto", borderRadius: vars.radius.sm, display: "block", background: vars.color.sand });

export const facts = style({ margin: 0, display: "grid", gap: vars.space.xxs, overflowWrap: "anywhere" });
export const nextList = style({ margin: 0, paddingLeft: vars.space.lg, display: "grid", gap: vars.space.xs });
export const sectionTitle = style({ fontSize: vars.fontSize.xl, marginBottom: vars.space.sm });
export const warning = style({ background: vars.color.dangerSoft, color: vars.color.danger, borderRadius: vars.radius.sm, padding: vars.space.sm, margin: 0 });

/** "Quote Request Received" under the header's lead right after sending: apart from it, as wide as the lead. */
export const sent = style({ marginTop: vars.space.md, maxWidth: measure(60) });
/** A message the owner wrote: set off from the team's updates by its blue rule. */
export const message = style([update, { borderLeftColor: vars.color.navy }]);
export const messageForm = style({ display: "grid", gap: vars.space.sm, maxWidth: measure(60) });
export const messagesTitle = style({ marginTop: vars.space.xl, marginBottom: vars.space.sm });
export const reminders = style({ display: "grid", gap: vars.space.xs, marginTop: vars.space.lg, padding: vars.space.md, borderRadius: vars.radius.sm, background: vars.color.sky });
export const remindersTitle = style({ fontSize: vars.fontSize.lg, margin: 0 });
/** A step's papers: previews with their verdicts, and the form that adds one. */
export const documents = style({ display: "grid", gap: vars.space.xs, marginTop: vars.space.sm });
export const documentsTitle = style({ fontWeight: 600, fontSize: vars.fontSize.sm, margin: 0 });
export const documentList = style({ listStyle: "none", padding: 0, margin: 0, display: "grid", gap: vars.space.sm });
export const document = style({ display: "grid", gridTemplateColumns: "6rem minmax(0, 1fr)", gap: vars.space.sm, alignItems: "start", fontSize: vars.fontSize.sm });
export const documentPreview = style({ width: "100%", height: "auto", display: "block", borderRadius: vars.radius.sm, border: `1px solid ${vars.color.line}`, background: vars.color.surface });
export const documentText = style({ display: "grid", gap: vars.space.xxs, minWidth: 0 });
export const documentAccepted = style({ margin: 0, fontWeight: 600, color: vars.color.success });
export const documentAgain = style({ margin: 0, fontWeight: 600, color: vars.color.danger });
export const documentReview = style({ display: "flex", flexWrap: "wrap", gap: vars.space.xs, alignItems: "end" });
export const documentUpload = style({ fontSize: vars.fontSize.sm });
export const documentSummary = style({ cursor: "pointer", color: vars.color.navy, fontWeight: 600, minHeight: "24px" });
export const documentForm = style({ display: "grid", gap: vars.space.sm, marginTop: vars.space.xs, maxWidth: measure(50) });
