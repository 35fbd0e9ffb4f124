import type { Route } from "./+types/sitemap-xml";
import { getConfig } from "../server/config.server.ts";
import { entryHref, sitemapEntries } from "../server/sitemap.server.ts";

const escapeXml = (value: string) => value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** XML sitemap: every page in both languages, each with its hreflang alternates. */
export async function loader(_: Route.LoaderArgs) {
  const site = getConfig().SITE_URL;
  const urls: string[] = [];
  for (const entry of await sitemapEntries()) {
    const alternates = (["en", "de"] as const)
      .map((lang) => `<xhtml:link rel="alternate" hreflang="${lang}" href="${escapeXml(site + entryHref(entry, lang))}"/>`)
      .join("");
    const fallback = `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(site + entryHref(entry, "en"))}"/>`;
    for (const lang of ["en", "de"] as const) {
      urls.push(`<url><loc>${escapeXml(site + entryHref(entry, lang))}</loc>${alternates}${fallback}</url>`);
    }
  }
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
  return new Response(body, { headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" } });
}
