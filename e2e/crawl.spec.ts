/**
 * A crawler over the built server: starting from the home page (both languages) and from every
 * URL of /sitemap.xml, it follows every internal link and loads every image, stylesheet, icon
 * and script it finds. Nothing internal may answer with an error.
 */
import { expect, test, type APIRequestContext } from "@playwright/test";
import { decodeEntities as decode, sitemapPaths } from "./support/sitemap.ts";

/** Internal URLs referenced by a page: links, images (src and every srcset candidate), styles, icons, scripts. */
function references(html: string): { pages: string[]; assets: string[] } {
  const attr = (pattern: RegExp) => [...html.matchAll(pattern)].map((match) => decode(match[1]!));
  const pages = attr(/<a\b[^>]*?\shref="([^"]+)"/g);
  const srcsets = attr(/\ssrc[sS]et="([^"]+)"/g).flatMap((set) => set.split(",").map((candidate) => candidate.trim().split(/\s+/)[0] ?? ""));
  const assets = [...attr(/<(?:img|script|source)\b[^>]*?\ssrc="([^"]+)"/g), ...srcsets, ...attr(/<link\b[^>]*?\shref="([^"]+)"/g)];
  return { pages, assets };
}

function internal(raw: string, base: URL): URL | undefined {
  if (raw.startsWith("mailto:") || raw.startsWith("tel:") || raw.startsWith("#")) return undefined;
  const url = new URL(raw, base);
  if (url.origin !== base.origin) return undefined;
  url.hash = "";
  return url;
}

async function crawl(request: APIRequestContext, start: string[], base: URL) {
  const seen = new Set<string>();
  const assets = new Set<string>();
  const broken: string[] = [];
  const queue = start.map((path) => ({ url: new URL(path, base), from: "(start)" }));
  while (queue.length > 0) {
    const { url, from } = queue.shift()!;
    const key = url.pathname + url.search;
    if (seen.has(key)) continue;
    seen.add(key);
    // The staff area, token pages and API endpoints are not part of the public crawl.
    if (/^\/(admin|api|newsletter)\b/.test(url.pathname)) continue;
    const response = await request.get(key, { maxRedirects: 0 });
    if (response.status() >= 400) {
      broken.push(`${key} (${response.status()}) linked from ${from}`);
      continue;
    }
    if (!(response.headers()["content-type"] ?? "").includes("text/html")) continue;
    const html = await response.text();
    const found = references(html);
    for (const raw of found.pages) {
      const next = internal(raw, url);
      if (next && !seen.has(next.pathname + next.search)) queue.push({ url: next, from: key });
    }
    for (const raw of found.assets) {
      const asset = internal(raw, url);
      if (asset) assets.add(asset.pathname + asset.search);
    }
  }
  for (const asset of assets) {
    const response = await request.get(asset);
    if (response.status() !== 200) broken.push(`${asset} (${response.status()})`);
    else if (/\.(jpe?g|webp|avif|png)$/.test(asset)) expect((await response.body()).length, asset).toBeGreaterThan(100);
  }
  return { pages: seen.size, assets: assets.size, broken };
}

test("no broken internal link or image from the home page", async ({ request, baseURL }) => {
  test.setTimeout(300_000);
  const result = await crawl(request, ["/", "/?language=de"], new URL(baseURL!));
  expect(result.broken).toEqual([]);
  expect(result.pages).toBeGreaterThan(250);
  expect(result.assets).toBeGreaterThan(100);
});

test("no broken internal link or image from the sitemap", async ({ request, baseURL }) => {
  test.setTimeout(300_000);
  const start = await sitemapPaths(request);
  expect(start.length).toBeGreaterThan(250);
  const result = await crawl(request, start, new URL(baseURL!));
  expect(result.broken).toEqual([]);
});
