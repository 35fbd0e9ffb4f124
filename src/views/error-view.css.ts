import { style } from "@vanilla-extract/css";
import { vars } from "../styles/theme.css.ts";

export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm, alignItems: "center" });
