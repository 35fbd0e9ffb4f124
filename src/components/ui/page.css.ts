import { globalStyle, style } from "@vanilla-extract/css";
import { breakpoints, media, vars } from "../../styles/theme.css.ts";
import { measure } from "../../styles/font-metrics.ts";

export const hero = style({
  background: `radial-gradient(120% 140% at 85% 0%, #1d4f86 0%, ${vars.color.navy} 45%, ${vars.color.navyDeep} 100%)`,
  color: vars.color.onDark,
  paddingBlock: `clamp(3.5rem, 2rem + 6vw, 7rem) clamp(3rem, 2rem + 4vw, 5.5rem)`,
});
/** Text and the journey's picture side by side on wide screens; on phones the picture follows the buttons. */
export const heroGrid = style({
  display: "grid",
  gap: vars.space.xl,
  alignItems: "center",
  "@media": { [media.upLg]: { gridTemplateColumns: "minmax(0, 1.15fr) minmax(0, 1fr)", gap: vars.space.xxl } },
});
export const heroPicture = style({
  borderRadius: vars.radius.lg,
  overflow: "hidden",
  aspectRatio: "3 / 2",
  boxShadow: "0 12px 40px rgba(0, 0, 0, 0.35)",
  border: "1px solid rgba(242, 212, 155, 0.25)",
});

export const heroTitle = style({ color: "#fff", fontSize: vars.fontSize.hero, maxWidth: measure(18, "heading"), marginBottom: vars.space.lg });
export const heroText = style({ fontSize: vars.fontSize.lg, maxWidth: measure(60), color: vars.color.onDarkMuted });
export const heroActions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm, marginTop: vars.space.xl });
/** Memberships and review profiles an owner can verify, under the hero's buttons (home page). */
export const heroVerified = style({
  display: "flex",
  flexWrap: "wrap",
  gap: `${vars.space.xs} ${vars.space.lg}`,
  listStyle: "none",
  padding: 0,
  margin: `${vars.space.lg} 0 0`,
  fontSize: vars.fontSize.sm,
});
globalStyle(`${heroVerified} a`, { color: vars.color.onDark, display: "inline-flex", alignItems: "center", gap: vars.space.xxs, textUnderlineOffset: "3px" });

export const pageHeader = style({
  background: vars.color.sand,
  borderBottom: `1px solid ${vars.color.line}`,
  paddingBlock: `clamp(2.5rem, 1.5rem + 4vw, 4.5rem)`,
});
export const pageTitle = style({ fontSize: vars.fontSize.xxl, marginBottom: vars.space.sm });
export const lead = style({ fontSize: vars.fontSize.lg, color: vars.color.inkSoft, maxWidth: measure(62), marginBottom: 0 });

export const section = style({ paddingBlock: vars.space.section });
export const sectionAlt = style([section, { background: vars.color.sky }]);
export const sectionTitle = style({ fontSize: vars.fontSize.xxl, marginBottom: vars.space.lg });
export const sectionIntro = style({ color: vars.color.inkSoft, maxWidth: measure(60), marginBottom: vars.space.xl });

export const grid = style({
  display: "grid",
  gap: vars.space.lg,
  // minmax(0, …): a long word in a card (an image path) wraps instead of widening the column past the screen.
  gridTemplateColumns: "minmax(0, 1fr)",
  "@media": { [media.upSm]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" }, [media.upLg]: { gridTemplateColumns: "repeat(3, minmax(0, 1fr))" } },
});
export const grid4 = style([grid, { "@media": { [media.upLg]: { gridTemplateColumns: "repeat(4, minmax(0, 1fr))" } } }]);

export const card = style({
  position: "relative",
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xs,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.line}`,
  boxShadow: vars.shadow.soft,
  transition: "box-shadow 200ms ease, transform 200ms ease",
  selectors: { "&:hover": { boxShadow: vars.shadow.raised, transform: "translateY(-2px)" } },
});
export const cardTitle = style({ fontSize: vars.fontSize.lg, marginBottom: 0 });
/**
 * A card far down a long list: the browser lays it out (and starts its lazy image) only when it comes
 * near the screen. Its height until then is a card's usual height, then the one it last had; its width
 * comes from the grid.
 */
export const deferredCard = style({ contentVisibility: "auto", containIntrinsicHeight: "auto 26rem" });
export const cardLink = style({
  color: vars.color.navy,
  textDecoration: "none",
  selectors: { "&::after": { content: "", position: "absolute", inset: 0, borderRadius: vars.radius.lg } },
});
export const cardText = style({ color: vars.color.inkSoft, fontSize: vars.fontSize.sm, marginBottom: 0 });
export const cardMeta = style({ marginTop: "auto", paddingTop: vars.space.sm, fontSize: vars.fontSize.xs, fontWeight: 700, letterSpacing: "0.08em", textTransform: "uppercase", color: vars.color.goldText });

/** The line under the trust badges that leads to how to check a pet shipper. */
export const trustCheck = style({ margin: `${vars.space.md} 0 0`, fontWeight: 600 });
export const badgeRow = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm, listStyle: "none", padding: 0, margin: 0 });
export const badge = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xs,
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  border: `1px solid ${vars.color.line}`,
  color: vars.color.navy,
  fontWeight: 600,
  fontSize: vars.fontSize.sm,
});

export const twoColumn = style({
  display: "grid",
  gap: vars.space.xxl,
  gridTemplateColumns: "1fr",
  "@media": { [media.upLg]: { gridTemplateColumns: "minmax(0, 2fr) minmax(280px, 1fr)", alignItems: "start" } },
});
/** Shown only where the page is one column (phones and small tablets). */
export const phonesOnly = style({ marginTop: 0, "@media": { [media.upLg]: { display: "none" } } });
export const aside = style({
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.sand,
  border: `1px solid ${vars.color.line}`,
  "@media": { [media.upLg]: { position: "sticky", top: `calc(${vars.layout.headerHeight} + 1.5rem)` } },
});
export const factLabel = style({
  fontSize: vars.fontSize.xs,
  fontWeight: 700,
  letterSpacing: "0.1em",
  textTransform: "uppercase",
  color: vars.color.muted,
  marginTop: vars.space.md,
  // The first fact of a box starts at the box's padding.
  selectors: { "&:first-child": { marginTop: 0 } },
});
export const factValue = style({ margin: 0 });
/** An office address: upright, like the text around it. */
export const address = style({ fontStyle: "normal", marginBottom: vars.space.sm });

export const callout = style({
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  background: vars.color.navy,
  color: vars.color.onDarkMuted,
});
export const calloutTitle = style({ color: "#fff", fontSize: vars.fontSize.xl });

export const faqItem = style({
  borderBottom: `1px solid ${vars.color.line}`,
  paddingBlock: vars.space.md,
});
export const faqQuestion = style({
  cursor: "pointer",
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.lg,
  color: vars.color.navy,
  fontWeight: 600,
  /* The site's own indicator replaces the browser's triangle: a chevron that turns when the answer is open. */
  listStyle: "none",
  display: "flex",
  alignItems: "baseline",
  justifyContent: "space-between",
  gap: vars.space.md,
  selectors: {
    "&::-webkit-details-marker": { display: "none" },
    "&::marker": { content: "none" },
    "&::after": {
      content: "",
      flex: "none",
      width: "0.55em",
      height: "0.55em",
      borderRight: "2px solid currentColor",
      borderBottom: "2px solid currentColor",
      transform: "translateY(-0.15em) rotate(45deg)",
      transition: "transform 0.2s ease",
    },
    [`${faqItem}[open] > &::after`]: { transform: "translateY(0.1em) rotate(-135deg)" },
  },
  "@media": { "(prefers-reduced-motion: reduce)": { selectors: { "&::after": { transition: "none" } } } },
});
export const faqAnswer = style({ paddingTop: vars.space.sm, color: vars.color.inkSoft });

export const breakAnywhere = style({ overflowWrap: "anywhere" });
export const plainList = style({ listStyle: "none", padding: 0, margin: 0 });
/** A heading after a block, over a form or list of its own: room above, the usual gap below. */
export const blockHeading = style({ marginTop: vars.space.xl });
export const actions = style({ marginTop: vars.space.xl, marginBottom: 0, display: "flex", flexWrap: "wrap", gap: vars.space.sm });

export const breadcrumbs = style({ marginBottom: vars.space.md, fontSize: vars.fontSize.sm });
export const breadcrumbList = style({ display: "flex", flexWrap: "wrap", gap: vars.space.xs, listStyle: "none", padding: 0, margin: 0, color: vars.color.inkSoft });
export const breadcrumbItem = style({
  selectors: { "&:not(:last-child)::after": { content: "›", marginInlineStart: vars.space.xs, color: vars.color.muted } },
});

export const statRow = style({
  display: "grid",
  gap: vars.space.lg,
  gridTemplateColumns: "repeat(2, 1fr)",
  listStyle: "none",
  padding: 0,
  margin: `0 0 ${vars.space.xl}`,
  "@media": { [media.upLg]: { gridTemplateColumns: "repeat(4, 1fr)" } },
});
export const statValue = style({ display: "block", fontFamily: vars.font.display, fontSize: vars.fontSize.xxl, fontWeight: 700, color: vars.color.navy, lineHeight: 1.1 });
export const statLabel = style({ color: vars.color.inkSoft, fontSize: vars.fontSize.sm });

export const quote = style({ margin: 0, display: "flex", flexDirection: "column", gap: vars.space.md, height: "100%" });
export const quoteText = style({ margin: 0, fontSize: vars.fontSize.md, color: vars.color.ink, fontStyle: "italic" });
export const quoteAuthor = style({ marginTop: "auto", fontSize: vars.fontSize.sm, color: vars.color.inkSoft });

export const cardMedia = style({
  display: "block",
  margin: `calc(-1 * ${vars.space.lg}) calc(-1 * ${vars.space.lg}) ${vars.space.sm}`,
  borderRadius: `${vars.radius.lg} ${vars.radius.lg} 0 0`,
  overflow: "hidden",
  aspectRatio: "3 / 2",
  background: vars.color.sky,
});
export const articleFigure = style({ margin: `0 0 ${vars.space.xl}` });
/** A photograph's credit, under it. */
export const credit = style({ marginTop: `calc(-1 * ${vars.space.lg})`, fontSize: vars.fontSize.xs, color: vars.color.inkSoft });
export const heroMedia = style({ borderRadius: vars.radius.lg, overflow: "hidden", aspectRatio: "3 / 2", background: vars.color.sky, marginBottom: vars.space.xl });
export const featured = style({
  display: "grid",
  gap: vars.space.xl,
  gridTemplateColumns: "1fr",
  marginBottom: vars.space.xl,
  "@media": { [media.upLg]: { gridTemplateColumns: "minmax(0, 3fr) minmax(0, 2fr)", alignItems: "center" } },
});
export const steps = style({ counterReset: "step", listStyle: "none", padding: 0, margin: 0, display: "grid", gap: vars.space.lg, "@media": { [media.upLg]: { gridTemplateColumns: "repeat(4, 1fr)" } } });
export const stepNumber = style({
  display: "inline-grid",
  placeItems: "center",
  width: "2.25rem",
  height: "2.25rem",
  borderRadius: "50%",
  background: vars.color.navy,
  color: "#fff",
  fontWeight: 700,
  marginBottom: vars.space.sm,
});
export const shareRow = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: vars.space.sm, listStyle: "none", padding: 0, margin: `${vars.space.xl} 0 0` });
export const checkList = style({ listStyle: "none", padding: 0, margin: `0 0 ${vars.space.md}`, display: "grid", gap: vars.space.xs });
/** A check icon beside its text, the icon centred on the first line however the text wraps. */
export const checkItem = style({ display: "flex", alignItems: "flex-start", gap: vars.space.xs });
globalStyle(`${checkItem} > svg`, { flex: "none", marginTop: "0.2em" });
export const notice = style({ borderInlineStart: `4px solid ${vars.color.gold}`, paddingInlineStart: vars.space.lg, color: vars.color.inkSoft });
export const linkColumns = style({ columns: "16rem auto", columnGap: vars.space.xl, paddingInlineStart: "1.2em", margin: 0 });
export const clamp2 = style({ display: "-webkit-box", WebkitLineClamp: 2, WebkitBoxOrient: "vertical", overflow: "hidden" });
export const codeBadge = style({ display: "inline-block", padding: "0 0.4em", borderRadius: vars.radius.sm, border: `1px solid currentColor`, letterSpacing: "0.06em" });
export const destinationHero = style([pageHeader, {}]);
export const destinationHeroInner = style({
  display: "grid",
  gap: vars.space.xl,
  alignItems: "center",
  "@media": { [media.upLg]: { gridTemplateColumns: "minmax(0, 3fr) minmax(0, 2fr)" } },
});

/**
 * A page of a few titled sections (about): on wide screens each section's heading sits in a column of
 * its own beside its text, so the page uses the width while the text keeps a readable measure.
 */
export const sectionedProse = style({
  maxWidth: measure(72),
  fontSize: vars.fontSize.md,
  "@media": { [media.upLg]: { display: "grid", gridTemplateColumns: `minmax(12rem, 1fr) minmax(0, ${measure(72)})`, columnGap: vars.space.xxl, maxWidth: "none" } },
});
globalStyle(`${sectionedProse} > *`, { "@media": { [media.upLg]: { gridColumn: "2" } } });
globalStyle(`${sectionedProse} > h2`, { "@media": { [media.upLg]: { gridColumn: "1", marginBottom: 0 } } });
// Narrower, a section that follows another (the team's cards, then the memberships) keeps the room prose gives a heading.
globalStyle(`${sectionedProse} + ${sectionedProse}`, { "@media": { [`screen and (max-width: ${breakpoints.lg}px)`]: { marginTop: vars.space.xl } } });
globalStyle(`${sectionedProse} > h2:not(:first-child), ${sectionedProse} > h2:not(:first-child) + *, ${sectionedProse} + ${sectionedProse} > h2:first-child, ${sectionedProse} + ${sectionedProse} > h2:first-child + *`, {
  "@media": { [media.upLg]: { marginTop: vars.space.xl, paddingTop: vars.space.xl, borderTop: `1px solid ${vars.color.line}` } },
});
