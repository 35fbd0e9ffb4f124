import { globalStyle, style } from "@vanilla-extract/css";
import { breakpoints, media, vars } from "../../styles/theme.css.ts";

/** Below a tablet's width the inbox list is a stack of cards, one per lead, each cell with its column's name. */
const narrow = `screen and (max-width: ${breakpoints.md - 0.02}px)`;

export const bar = style({ display: "flex", justifyContent: "space-between", alignItems: "center", gap: vars.space.md, flexWrap: "wrap", marginBottom: vars.space.lg });
/** Fields in a row with their button at the end: the inbox filters, a lead's note and status forms. */
export const inlineForm = style({ display: "grid", gap: vars.space.sm, gridTemplateColumns: "repeat(auto-fit, minmax(160px, 1fr))", alignItems: "end", marginBottom: vars.space.lg });
export const table = style({ width: "100%", borderCollapse: "collapse", fontSize: vars.fontSize.sm, background: vars.color.surface, "@media": { [narrow]: { display: "block" } } });
globalStyle(`${table} > tbody`, { "@media": { [narrow]: { display: "block" } } });
globalStyle(`${table} > tbody > tr`, { "@media": { [narrow]: { display: "block", padding: `${vars.space.xs} 0`, borderBottom: `1px solid ${vars.color.line}` } } });
// Each cell names its column instead (`labelledCell`).
globalStyle(`${table} > thead`, { "@media": { [narrow]: { display: "none" } } });
export const cell = style({
  textAlign: "left", padding: `${vars.space.xs} ${vars.space.sm}`, borderBottom: `1px solid ${vars.color.line}`, verticalAlign: "top", overflowWrap: "break-word",
  "@media": { [narrow]: { display: "block", border: "none", padding: `${vars.space.xxs} ${vars.space.sm}` } },
});
/** A cell that names its column on a phone (from `data-label`), where the table's head is hidden. */
export const labelledCell = style([cell, { "@media": { [narrow]: { selectors: { "&::before": { content: "attr(data-label)", display: "block", fontSize: vars.fontSize.xs, fontWeight: 700, color: vars.color.muted } } } } }]);
export const tableWrap = style({ overflowX: "auto", border: `1px solid ${vars.color.line}`, borderRadius: vars.radius.md });
export const pager = style({ display: "flex", flexWrap: "wrap", gap: `${vars.space.xs} ${vars.space.md}`, alignItems: "center", marginTop: vars.space.md });
/** Label and value one below the other on a phone, side by side from a small tablet on. */
export const facts = style({
  display: "grid", gridTemplateColumns: "minmax(0, 1fr)", gap: `${vars.space.xxs} ${vars.space.lg}`, margin: 0, overflowWrap: "break-word",
  "@media": { [media.upSm]: { gridTemplateColumns: "minmax(140px, max-content) minmax(0, 1fr)", rowGap: vars.space.xs } },
});
globalStyle(`${facts} > dd`, { margin: 0 });
export const term = style({ fontWeight: 700, color: vars.color.muted, "@media": { [narrow]: { marginTop: vars.space.xs } } });
export const heading = style({ margin: 0, overflowWrap: "break-word" });
/** A lead's reference (`ARC-7K4M2Q`): easy to read aloud, never broken across lines. */
export const reference = style({ display: "inline-block", fontFamily: "ui-monospace, SFMono-Regular, Menlo, Consolas, monospace", fontSize: "0.85em", fontWeight: 600, letterSpacing: "0.04em", whiteSpace: "nowrap", color: vars.color.inkSoft });
globalStyle(`${heading} > ${reference}`, { marginLeft: vars.space.sm, fontSize: "0.6em", verticalAlign: "middle" });
/** A lead at risk: its travel date is before the earliest its route allows. */
export const flag = style({ display: "inline-block", margin: `${vars.space.xxs} 0`, padding: `${vars.space.xxs} ${vars.space.sm}`, borderRadius: vars.radius.sm, border: `1px solid ${vars.color.danger}`, background: vars.color.dangerSoft, color: vars.color.danger, fontWeight: 600, fontSize: vars.fontSize.sm });
export const photo = style({ maxWidth: "min(320px, 100%)", height: "auto", borderRadius: vars.radius.sm, border: `1px solid ${vars.color.line}` });
export const pre = style({ whiteSpace: "pre-wrap", margin: 0, fontFamily: "inherit" });

/** The inbox overview: the chart on top, then three columns of figures (one below the other on a phone). */
export const overview = style({ display: "grid", gap: vars.space.lg, marginBottom: vars.space.xl, padding: vars.space.lg, background: vars.color.surface, border: `1px solid ${vars.color.line}`, borderRadius: vars.radius.md });
export const figure = style({ margin: 0 });
export const chart = style({ display: "block", width: "100%", height: "auto", maxHeight: "260px" });
export const legend = style({ display: "flex", flexWrap: "wrap", gap: vars.space.md, listStyle: "none", padding: 0, margin: `${vars.space.xs} 0 0`, fontSize: vars.fontSize.sm });
export const swatch = style({ display: "inline-block", width: "0.8em", height: "0.8em", borderRadius: "2px", verticalAlign: "-0.05em" });
export const overviewFacts = style({ display: "grid", gap: vars.space.lg, gridTemplateColumns: "repeat(auto-fit, minmax(220px, 1fr))" });
export const overviewKind = style({ fontSize: vars.fontSize.sm, margin: `${vars.space.sm} 0 ${vars.space.xxs}`, color: vars.color.muted });
export const countList = style({ display: "flex", flexWrap: "wrap", gap: `${vars.space.xxs} ${vars.space.md}`, listStyle: "none", padding: 0, margin: 0 });
export const rankList = style({ margin: 0, paddingLeft: vars.space.lg });
export const note = style({ fontSize: vars.fontSize.sm, color: vars.color.muted, margin: `0 0 ${vars.space.xs}` });
export const bigNumber = style({ fontSize: vars.fontSize.xl, fontWeight: 700, margin: 0 });
export const updateForm = style({ display: "grid", gap: vars.space.sm, maxWidth: "40rem", marginBottom: vars.space.lg });
export const updateList = style({ display: "grid", gap: vars.space.md, paddingLeft: vars.space.lg });
/** The rate card's bands: every limit and price of a zone side by side, as many to a row as fit. */
export const bandGrid = style({ display: "grid", gap: vars.space.sm, gridTemplateColumns: "repeat(auto-fill, minmax(150px, 1fr))", alignItems: "end" });
/** A heading that opens a part of a staff page, set apart from what comes before. */
export const sectionHeading = style({ marginTop: vars.space.xl });
/** The photo library: thumbnails with their names. */
export const library = style({ display: "grid", gap: vars.space.md, gridTemplateColumns: "repeat(auto-fill, minmax(150px, 1fr))", listStyle: "none", padding: 0, margin: `0 0 ${vars.space.lg}` });
export const libraryImage = style({ display: "block", width: "100%", height: "auto", aspectRatio: "3 / 2", objectFit: "cover", borderRadius: vars.radius.sm, border: `1px solid ${vars.color.line}` });
