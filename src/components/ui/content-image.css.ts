import { style } from "@vanilla-extract/css";
import { vars } from "../../styles/theme.css.ts";

export const image = style({ display: "block", width: "100%", height: "100%", objectFit: "cover" });
export const picture = style({ display: "block", width: "100%", height: "100%" });
export const gradient = style({
  display: "grid",
  placeItems: "center",
  width: "100%",
  height: "100%",
  aspectRatio: "3 / 2",
  padding: vars.space.md,
  color: "#fff",
  fontFamily: vars.font.display,
  fontWeight: 700,
  fontSize: vars.fontSize.lg,
  textAlign: "center",
  textShadow: "0 1px 2px rgba(0, 0, 0, 0.35)",
});
