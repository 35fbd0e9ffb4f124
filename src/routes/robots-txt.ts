import { getConfig } from "../server/config.server.ts";

export function loader() {
  const body = `User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /admin\nDisallow: /requests/\nDisallow: /anfragen/\n\nSitemap: ${getConfig().SITE_URL}/sitemap.xml\n`;
  return new Response(body, { headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" } });
}
