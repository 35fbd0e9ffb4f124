/**
 * Styles of the mails. Mail clients keep inline styles best, so every element carries its own; the
 * few rules that depend on the reader's setting (dark mode, a narrow screen) are a <style> block whose
 * rules override the inline ones with !important where a client supports them. Colours are the site's
 * (src/styles/theme.css.ts), each text colour at least 4.5:1 on its background in both schemes.
 */
import type { CSSProperties } from "react";

const color = {
  ink: "#0f1d33",
  muted: "#4a5670",
  navy: "#0b2545",
  navyDeep: "#071a33",
  sand: "#f6f1e9",
  surface: "#ffffff",
  line: "#e3dccf",
  accent: "#135e96",
  goldBright: "#d9a441",
  onDark: "#f7f3ea",
  onDarkMuted: "#c9d3e2",
};

const font = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

export const mailStyles = {
  body: { margin: 0, padding: "24px 0", backgroundColor: color.sand, fontFamily: font, color: color.ink },
  card: { width: "100%", maxWidth: "600px", backgroundColor: color.surface, borderRadius: "8px", overflow: "hidden", border: `1px solid ${color.line}` },
  header: { backgroundColor: color.navy, padding: "16px 24px", borderBottom: `4px solid ${color.goldBright}` },
  brand: { margin: 0, color: color.onDark, fontSize: "18px", lineHeight: "24px", fontWeight: 700 },
  tagline: { margin: 0, color: color.onDarkMuted, fontSize: "13px", lineHeight: "18px" },
  content: { padding: "28px 32px" },
  h1: { margin: "0 0 16px", fontSize: "24px", lineHeight: "30px", color: color.navy, fontWeight: 700 },
  h2: { margin: "28px 0 8px", fontSize: "18px", lineHeight: "24px", color: color.navy, fontWeight: 700 },
  h3: { margin: "20px 0 6px", fontSize: "16px", lineHeight: "22px", color: color.ink, fontWeight: 700 },
  text: { margin: "0 0 14px", fontSize: "16px", lineHeight: "24px", color: color.ink },
  small: { margin: "0 0 10px", fontSize: "14px", lineHeight: "20px", color: color.muted },
  list: { margin: "0 0 14px", paddingLeft: "20px", fontSize: "16px", lineHeight: "24px", color: color.ink },
  facts: { width: "100%", borderCollapse: "collapse", margin: "0 0 12px", fontSize: "15px", lineHeight: "22px" },
  factLabel: { textAlign: "left", verticalAlign: "top", padding: "6px 12px 6px 0", width: "38%", color: color.muted, fontWeight: 600, borderBottom: `1px solid ${color.line}` },
  factValue: { textAlign: "left", verticalAlign: "top", padding: "6px 0", color: color.ink, borderBottom: `1px solid ${color.line}`, wordBreak: "break-word" },
  button: { display: "inline-block", backgroundColor: color.navy, color: color.onDark, fontSize: "16px", fontWeight: 700, textDecoration: "none", padding: "12px 20px", borderRadius: "6px" },
  link: { color: color.accent, textDecoration: "underline" },
  footer: { padding: "20px 32px 28px", borderTop: `1px solid ${color.line}` },
} satisfies Record<string, CSSProperties>;

/** Dark mode and narrow screens, for the clients that read a <style> block. */
export const mailCss = `
:root { color-scheme: light dark; supported-color-schemes: light dark; }
@media (prefers-color-scheme: dark) {
  .arc-body, .arc-body > table > tbody > tr > td { background-color: ${color.navyDeep} !important; }
  .arc-card { background-color: ${color.ink} !important; border-color: #2b3d5a !important; }
  .arc-card h1, .arc-card h2, .arc-card h3, .arc-card p, .arc-card li, .arc-card td { color: ${color.onDark} !important; }
  .arc-card th, .arc-card .arc-muted { color: ${color.onDarkMuted} !important; }
  .arc-card td, .arc-card th, .arc-footer { border-color: #2b3d5a !important; }
  .arc-card a { color: #f3c977 !important; }
  .arc-card a.arc-button { background-color: ${color.goldBright} !important; color: ${color.navyDeep} !important; }
}
@media only screen and (max-width: 480px) {
  .arc-body { padding: 0 !important; }
  .arc-card { border-radius: 0 !important; border-left: 0 !important; border-right: 0 !important; }
  .arc-content, .arc-footer { padding-left: 16px !important; padding-right: 16px !important; }
  .arc-facts th, .arc-facts td { display: block !important; width: auto !important; border-bottom: 0 !important; padding: 2px 0 !important; }
  .arc-facts td { padding-bottom: 8px !important; }
}
`;
