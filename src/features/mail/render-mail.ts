/**
 * Renders a mail template into the two parts of a multipart/alternative message: the HTML, and a
 * plain-text part converted from that same HTML (so both always say the same). Headings keep their
 * case, tables of facts become two aligned columns, images and the preview line are left out.
 */
import { render, toPlainText } from "@react-email/render";
import type { ReactElement } from "react";

export interface RenderedMail {
  html: string;
  text: string;
}

const textOptions = {
  selectors: [
    ...(["h1", "h2", "h3"] as const).map((selector) => ({ selector, options: { uppercase: false } })),
    { selector: '[data-text-format="dataTable"]', format: "dataTable", options: { uppercaseHeaderCells: false, maxColumnWidth: 120 } },
  ],
};

export async function renderMail(mail: ReactElement): Promise<RenderedMail> {
  const html = await render(mail);
  return { html, text: toPlainText(html, textOptions).trim() + "\n" };
}
