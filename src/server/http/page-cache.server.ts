/**
 * Rendered public pages, kept per process: an anonymous GET of a page is rendered once and then
 * answered from memory with its brotli and gzip bodies, an ETag, and a Content-Security-Policy that
 * allows exactly the inline scripts of that body by their SHA-256 hashes (a per-response nonce
 * could not be shared by everyone who gets the same bytes). Bounded by a byte budget (least
 * recently used first out) and a lifetime, so the year in the footer and similar never go stale.
 */
import { createHash } from "node:crypto";
import { promisify } from "node:util";
import zlib from "node:zlib";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export interface CachedPage {
  status: number;
  headers: [string, string][];
  body: Buffer;
  /** Compressed on first demand for each encoding, then kept. */
  encoded: Partial<Record<"br" | "gzip", Promise<Buffer>>>;
  etag: string;
  /** `'sha256-…'` sources for the inline scripts of the body. */
  scriptHashes: string[];
  storedAt: number;
  bytes: number;
}

/** Shared caches may keep a page five minutes and serve it stale for a day while they refresh it. */
export const PUBLIC_PAGE_CACHE_CONTROL = "public, max-age=0, s-maxage=300, stale-while-revalidate=86400";
const LIFETIME_MS = 60 * 60 * 1000;

/** The hashes of the executable inline scripts of an HTML document, as CSP sources. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [, attributes = "", content = ""] = match;
    if (/\bsrc\s*=/i.test(attributes) || /\btype\s*=\s*"application\/(ld\+)?json"/i.test(attributes) || content === "") continue;
    hashes.add(`'sha256-${createHash("sha256").update(content, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}

/** A rendered answer made ready to keep: hashed, with its ETag. */
export function preparePage(status: number, headers: Headers, body: Buffer): CachedPage {
  const kept = [...headers].filter(([name]) => name !== "set-cookie" && name !== "content-length" && name !== "content-encoding");
  return {
    status,
    headers: kept,
    body,
    encoded: {},
    etag: `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`,
    scriptHashes: inlineScriptHashes(body.toString("utf8")),
    storedAt: Date.now(),
    // Room for the compressed copies too (they are a fraction of the body).
    bytes: Math.ceil(body.length * 1.5),
  };
}

/** The body in `encoding`, compressed once (off the main thread) and kept with the page. */
export function encodedBody(page: CachedPage, encoding: "br" | "gzip"): Promise<Buffer> {
  page.encoded[encoding] ??=
    encoding === "br" ? brotli(page.body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }) : gzip(page.body, { level: 6 });
  return page.encoded[encoding];
}

export function pageCache(budgetBytes: number) {
  const pages = new Map<string, CachedPage>();
  let bytes = 0;
  const remove = (key: string) => {
    const page = pages.get(key);
    if (!page) return;
    pages.delete(key);
    bytes -= page.bytes;
  };
  return {
    get(key: string): CachedPage | undefined {
      const page = pages.get(key);
      if (!page) return undefined;
      if (Date.now() - page.storedAt > LIFETIME_MS) return void remove(key);
      // Most recently used last: the first entry is the one to drop.
      pages.delete(key);
      pages.set(key, page);
      return page;
    },
    set(key: string, page: CachedPage): void {
      if (page.bytes > budgetBytes) return;
      remove(key);
      pages.set(key, page);
      bytes += page.bytes;
      for (const oldest of pages.keys()) {
        if (bytes <= budgetBytes) break;
        remove(oldest);
      }
    },
    get size() {
      return { pages: pages.size, bytes };
    },
  };
}
