/**
 * The logo every HTML mail shows, as a PNG attachment referenced by Content-ID: mail clients show
 * inline attachments without loading anything from the network, and PNG more reliably than SVG.
 * Drawn once per process from the site's own mark (components/ui/Logo.tsx) at twice the shown size.
 */
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import sharp from "sharp";
import { LogoMark } from "../../components/ui/Logo.tsx";
import { LOGO_CID } from "../../features/mail/MailLayout.tsx";

let png: Promise<Buffer> | undefined;

export function logoPng(): Promise<Buffer> {
  png ??= sharp(Buffer.from(renderToStaticMarkup(createElement(LogoMark, { size: 88 })))).png().toBuffer();
  return png;
}

/** The logo as nodemailer's inline attachment. */
export async function logoAttachment() {
  return { filename: "arc-pet-air.png", content: await logoPng(), contentType: "image/png", cid: LOGO_CID, contentDisposition: "inline" as const };
}
