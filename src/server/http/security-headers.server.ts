/**
 * The security headers of every answer: a strict Content-Security-Policy (scripts only from this
 * site and with the response's nonce; reCAPTCHA's hosts only where it is configured), no sniffing,
 * no framing, and HSTS over HTTPS.
 *
 * A subresource (a script, stylesheet, font or raster image) is never shown as a document, so the
 * document's policies (CSP, framing, referrer, permissions, opener) do nothing on it; it carries only
 * `nosniff` and HSTS. That keeps about 600 bytes of headers off each of the seven files a first visit
 * loads. SVG, HTML and every other type a browser may open as a page keep the full set.
 */
import type { ServerResponse } from "node:http";
import type { Config } from "../config.server.ts";

export function securityHeaders(config: Pick<Config, "RECAPTCHA_SITE_KEY" | "PRODUCTION_HOST">) {
  const recaptcha = config.RECAPTCHA_SITE_KEY && config.PRODUCTION_HOST;
  // reCAPTCHA v3 loads its script from Google and runs in a Google frame.
  const recaptchaScripts = recaptcha ? " https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/" : "";
  const frames = recaptcha ? "https://www.google.com/recaptcha/ https://recaptcha.google.com/recaptcha/" : "'none'";
  /** Inline scripts are allowed by the response's nonce, or by their hashes when the body is shared (page cache). */
  return (res: ServerResponse, { https, nonce, scriptHashes = [], subresource = false }: { https: boolean; nonce?: string; scriptHashes?: string[]; subresource?: boolean }) => {
    res.setHeader("X-Content-Type-Options", "nosniff");
    if (https) res.setHeader("Strict-Transport-Security", "max-age=63072000; includeSubDomains");
    if (subresource) return;
    const inline = [...(nonce ? [`'nonce-${nonce}'`] : []), ...scriptHashes];
    const script = inline.length ? `'self' ${inline.join(" ")}${recaptchaScripts}` : "'self'";
    res.setHeader(
      "Content-Security-Policy",
      `default-src 'self'; script-src ${script}; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; font-src 'self'; ` +
        `connect-src 'self'; frame-src ${frames}; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'`,
    );
    res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
    res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()");
    res.setHeader("X-Frame-Options", "DENY");
    res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
  };
}
