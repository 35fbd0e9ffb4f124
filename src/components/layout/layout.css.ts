import { globalStyle, keyframes, style } from "@vanilla-extract/css";
import { media, vars } from "../../styles/theme.css.ts";

/** Room the phones' contact bar takes at the foot of the screen (with the safe area of notched phones). */
const mobileActionsHeight = "calc(4.5rem + env(safe-area-inset-bottom, 0px))";

export const header = style({
  position: "fixed",
  insetInline: 0,
  top: 0,
  zIndex: 40,
  height: vars.layout.headerHeight,
  background: "rgba(255, 253, 249, 0.94)",
  backdropFilter: "saturate(1.4) blur(10px)",
  boxShadow: vars.shadow.header,
  transition: "box-shadow 200ms ease",
  selectors: { '&[data-scrolled="true"]': { boxShadow: vars.shadow.headerScrolled } },
});

export const headerInner = style({
  height: "100%",
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.lg,
});

export const brand = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.sm,
  textDecoration: "none",
  color: vars.color.navy,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.lg,
  fontWeight: 700,
  letterSpacing: "0.01em",
  selectors: { "&:hover": { color: vars.color.navy } },
});

export const menuButton = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: "44px",
  height: "44px",
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.line}`,
  background: vars.color.surface,
  color: vars.color.navy,
  cursor: "pointer",
  "@media": { [media.upXl]: { display: "none" } },
});

/** Below xl a popover panel under the header (light-dismissed by the browser); from xl an inline bar. */
export const menu = style({
  margin: 0,
  border: 0,
  padding: `${vars.space.md} ${vars.layout.gutter} ${vars.space.xl}`,
  position: "fixed",
  inset: `${vars.layout.headerHeight} 0 auto 0`,
  width: "100%",
  maxHeight: `calc(100dvh - ${vars.layout.headerHeight})`,
  overflowY: "auto",
  background: vars.color.paper,
  boxShadow: vars.shadow.raised,
  color: vars.color.ink,
  flexDirection: "column",
  gap: vars.space.lg,
  selectors: { "&:popover-open": { display: "flex" } },
  "@media": {
    [media.upXl]: {
      display: "flex",
      position: "static",
      inset: "auto",
      width: "auto",
      maxHeight: "none",
      overflow: "visible",
      padding: 0,
      background: "transparent",
      boxShadow: "none",
      flexDirection: "row",
      alignItems: "center",
      gap: vars.space.lg,
    },
  },
});

export const navList = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xxs,
  "@media": { [media.upXl]: { flexDirection: "row", gap: vars.space.xs } },
});

export const navLink = style({
  display: "block",
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  color: vars.color.inkSoft,
  fontWeight: 550,
  textDecoration: "none",
  fontSize: vars.fontSize.md,
  selectors: {
    "&:hover": { color: vars.color.navy, background: vars.color.sand },
    '&[aria-current="page"]': { color: vars.color.navy, boxShadow: `inset 0 -2px 0 ${vars.color.gold}` },
  },
  "@media": { [media.upXl]: { fontSize: vars.fontSize.sm } },
});

export const menuActions = style({ display: "flex", alignItems: "center", gap: vars.space.sm, flexWrap: "wrap" });

export const langToggle = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  minWidth: "44px",
  minHeight: "44px",
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.line}`,
  color: vars.color.navy,
  fontWeight: 700,
  fontSize: vars.fontSize.sm,
  letterSpacing: "0.06em",
  textDecoration: "none",
  selectors: { "&:hover": { borderColor: vars.color.navy } },
});

export const main = style({ paddingTop: vars.layout.headerHeight, minHeight: "70vh" });

export const footer = style({
  marginTop: vars.space.section,
  background: vars.color.navyDeep,
  color: vars.color.onDarkMuted,
  paddingBlock: `${vars.space.xxl} ${vars.space.lg}`,
  fontSize: vars.fontSize.sm,
});

export const footerGrid = style({
  display: "grid",
  gap: vars.space.xl,
  gridTemplateColumns: "1fr",
  "@media": {
    [media.upSm]: { gridTemplateColumns: "repeat(2, 1fr)" },
    [media.upLg]: { gridTemplateColumns: "1.4fr repeat(4, 1fr)" },
  },
});

export const footerHeading = style({
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.xs,
  fontWeight: 700,
  letterSpacing: "0.14em",
  textTransform: "uppercase",
  color: vars.color.goldBright,
  marginBottom: vars.space.sm,
});

export const footerAddress = style({ fontStyle: "normal" });
export const footerList = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: vars.space.xs });

export const footerLink = style({
  color: vars.color.onDark,
  textDecoration: "none",
  selectors: { "&:hover": { color: vars.color.goldBright, textDecoration: "underline" } },
});

/** A button that reads as one of the footer's links ("Cookie settings"). */
export const footerButton = style([footerLink, { background: "none", border: 0, padding: 0, font: "inherit", cursor: "pointer", textAlign: "start" }]);

export const footerBrand = style([brand, { color: vars.color.onDark, selectors: { "&:hover": { color: vars.color.onDark } } }]);

export const socialList = style({ listStyle: "none", margin: `${vars.space.md} 0 0`, padding: 0, display: "flex", gap: vars.space.sm, color: vars.color.onDark });
// The icons take the footer's light text colour, not the links' blue, which is barely visible on the navy.
globalStyle(`${socialList} a`, { color: vars.color.onDark });
globalStyle(`${socialList} a:hover`, { color: vars.color.goldBright });

export const footerBottom = style({
  marginTop: vars.space.xl,
  paddingTop: vars.space.lg,
  borderTop: "1px solid rgba(201, 211, 226, 0.2)",
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "space-between",
  gap: vars.space.sm,
});

const appear = keyframes({
  from: { opacity: 0, transform: "translateY(16px)", visibility: "hidden" },
  to: { opacity: 1, transform: "translateY(0)", visibility: "visible" },
});

/** Appears one second after load (docs/requirements.md §2) by a CSS delay, so it works without JavaScript too. */
export const cookieBanner = style({
  position: "fixed",
  zIndex: 50,
  insetInline: vars.space.md,
  bottom: vars.space.md,
  maxWidth: "560px",
  marginInline: "auto",
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  boxShadow: vars.shadow.raised,
  border: `1px solid ${vars.color.line}`,
  animation: `${appear} 300ms ease-out 1s both`,
  selectors: {
    // Marked by the head's script before the first paint when a choice is stored (lib/consent-state.ts).
    'html[data-consent="all"] &, html[data-consent="essential"] &': { display: "none" },
  },
});

export const cookieTitle = style({ fontSize: vars.fontSize.lg, marginBottom: vars.space.xs });
/**
 * The banner's text is set a step smaller and tighter than body text: it appears a second after the
 * page, and at body size it was, on a phone, larger than the opening text of some pages, so it
 * became the page's largest contentful paint.
 */
export const cookieText = style({ fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.snug });
export const cookieActions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm, marginTop: vars.space.md });

export const backToTop = style({
  position: "fixed",
  zIndex: 30,
  right: vars.space.lg,
  bottom: vars.space.lg,
  width: "48px",
  height: "48px",
  borderRadius: vars.radius.pill,
  border: 0,
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  background: vars.color.navy,
  color: vars.color.onDark,
  boxShadow: vars.shadow.raised,
  cursor: "pointer",
  opacity: 0,
  visibility: "hidden",
  transform: "translateY(8px)",
  transition: "opacity 250ms ease, transform 250ms ease, visibility 250ms",
  selectors: { '&[data-visible="true"]': { opacity: 1, visibility: "visible", transform: "translateY(0)" } },
  "@media": { [media.belowXl]: { bottom: `calc(${mobileActionsHeight} + ${vars.space.sm})` } },
});

/**
 * Toasts are drawn above everything that can be open when a message comes: the quote dialog and its
 * overlay (70, quote-dialog.css.ts), the progress bar (65), the cookie banner (50), the header and the
 * phones' contact bar (40); only the focused skip link (100) is higher. react-aria keeps the region
 * outside an open dialog's hiding (it is marked as a top layer), so it stays announced and usable.
 * At the top of the screen, newest first: clear of the phones' contact bar and of the dialog's row
 * with the submit button and a failure's note, which sit at the bottom; centred and no wider than
 * 420 px from medium screens up (docs/requirements.md §9), so the dialog's close button stays free.
 */
export const toastRegion = style({
  position: "fixed",
  zIndex: 80,
  top: `calc(${vars.space.sm} + env(safe-area-inset-top, 0px))`,
  insetInline: vars.space.sm,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.sm,
  outline: "none",
  "@media": { [media.upMd]: { top: `calc(${vars.space.md} + env(safe-area-inset-top, 0px))`, insetInline: 0, marginInline: "auto", width: "420px" } },
  selectors: { "&:empty": { display: "none" } },
});

export const toast = style({
  display: "flex",
  alignItems: "flex-start",
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.line}`,
  boxShadow: vars.shadow.raised,
  touchAction: "pan-y",
  transition: "transform 150ms ease, opacity 150ms ease",
  selectors: {
    '&[data-variant="destructive"]': { background: vars.color.danger, color: "#fff", borderColor: vars.color.danger },
  },
});

export const toastTitle = style({ display: "block", fontWeight: 700 });
/** A target a thumb finds: it keeps its size next to a long text (it shrank to a speck beside two lines). */
export const toastClose = style({
  marginLeft: "auto",
  flexShrink: 0,
  width: "36px",
  height: "36px",
  marginBlock: `calc(-1 * ${vars.space.xxs})`,
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  background: "transparent",
  border: 0,
  color: "inherit",
  cursor: "pointer",
  padding: 0,
  borderRadius: vars.radius.sm,
});

export const mobileActions = style({
  position: "fixed",
  zIndex: 40,
  insetInline: 0,
  bottom: 0,
  display: "grid",
  gridAutoFlow: "column",
  gridAutoColumns: "1fr",
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  paddingBottom: `calc(${vars.space.sm} + env(safe-area-inset-bottom, 0px))`,
  background: vars.color.surface,
  borderTop: `1px solid ${vars.color.line}`,
  boxShadow: vars.shadow.raised,
  selectors: {
    // Never over the cookie banner (while no choice is marked, lib/consent-state.ts) or the quote dialog.
    'html:not([data-consent="all"]):not([data-consent="essential"]) body:has([data-testid="cookie-banner"]) &, body:has([data-testid="quote-dialog"]) &': { display: "none" },
  },
  // From the header's breakpoint on, and on screens too short to spare its height (landscape, zoom).
  "@media": { [media.upXl]: { display: "none" }, "screen and (max-height: 480px)": { display: "none" } },
});

// Its buttons share the width evenly and keep their labels on one line.
globalStyle(`${mobileActions} > a`, { paddingInline: vars.space.sm, whiteSpace: "nowrap", justifyContent: "center", gap: vars.space.xs });

/** Below the bar's breakpoint the page ends above the bar, and back-to-top sits on it. */
export const endsAboveMobileActions = style({ "@media": { [media.belowXl]: { selectors: { "&:has(~ [data-mobile-actions])": { paddingBottom: mobileActionsHeight } } } } });
