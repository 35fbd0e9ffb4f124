import { createGlobalTheme } from "@vanilla-extract/css";

/** docs/requirements.md §9 breakpoints: small ≤ 480 px, tablet 481–1024 px, dialog full screen < 768 px, mobile menu < xl. */
export const breakpoints = { sm: 480, md: 768, lg: 1024, xl: 1280 } as const;
export const media = {
  upSm: `screen and (min-width: ${breakpoints.sm + 1}px)`,
  upMd: `screen and (min-width: ${breakpoints.md}px)`,
  upLg: `screen and (min-width: ${breakpoints.lg + 1}px)`,
  upXl: `screen and (min-width: ${breakpoints.xl}px)`,
  belowXl: `screen and (max-width: ${breakpoints.xl - 0.02}px)`,
  reducedMotion: "(prefers-reduced-motion: reduce)",
} as const;

export const vars = createGlobalTheme(":root", {
  color: {
    ink: "#0f1d33",
    inkSoft: "#3b4a62",
    muted: "#5b6780",
    navy: "#0b2545",
    navyDeep: "#071a33",
    sky: "#e8f0f8",
    sand: "#f6f1e9",
    paper: "#fffdf9",
    surface: "#ffffff",
    gold: "#b8862f",
    /** Gold for text on light backgrounds (contrast ≥ 4.5:1 on paper, sand and sky). */
    goldText: "#7d5716",
    goldBright: "#d9a441",
    goldSoft: "#f3e6c9",
    accent: "#135e96",
    accentStrong: "#0d4a78",
    line: "#e3dccf",
    lineCool: "#d5dfea",
    success: "#1f6f4a",
    danger: "#a4262c",
    dangerSoft: "#fbeaea",
    focus: "#135e96",
    onDark: "#f7f3ea",
    onDarkMuted: "#c9d3e2",
  },
  font: {
    body: '"Source Sans 3", "Source Sans 3 Fallback", system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif',
    display: '"Fraunces", "Fraunces Fallback", Georgia, "Times New Roman", serif',
  },
  fontSize: {
    xs: "0.8125rem",
    sm: "0.9375rem",
    md: "1.0625rem",
    lg: "1.25rem",
    xl: "clamp(1.375rem, 1.2rem + 0.8vw, 1.75rem)",
    xxl: "clamp(1.75rem, 1.4rem + 1.6vw, 2.5rem)",
    hero: "clamp(2.25rem, 1.6rem + 3vw, 4rem)",
  },
  lineHeight: { tight: "1.15", snug: "1.35", body: "1.65" },
  space: {
    xxs: "0.25rem",
    xs: "0.5rem",
    sm: "0.75rem",
    md: "1rem",
    lg: "1.5rem",
    xl: "2rem",
    xxl: "3rem",
    section: "clamp(3rem, 2rem + 4vw, 6rem)",
  },
  radius: { sm: "6px", md: "12px", lg: "20px", pill: "999px" },
  shadow: {
    soft: "0 1px 2px rgba(11, 37, 69, 0.06), 0 4px 16px rgba(11, 37, 69, 0.06)",
    raised: "0 2px 6px rgba(11, 37, 69, 0.10), 0 12px 32px rgba(11, 37, 69, 0.12)",
    header: "0 1px 0 rgba(11, 37, 69, 0.08)",
    headerScrolled: "0 2px 8px rgba(11, 37, 69, 0.10), 0 8px 28px rgba(11, 37, 69, 0.10)",
  },
  layout: { maxWidth: "1200px", headerHeight: "72px", gutter: "clamp(1rem, 0.5rem + 2.5vw, 2rem)" },
});
