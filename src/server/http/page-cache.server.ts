/**
 * Rendered public pages, kept per process: an anonymous GET of a page is rendered once and then
 * answered from memory with its brotli and gzip bodies, an ETag, and a Content-Security-Policy that
 * allows exactly the inline scripts of that body by their SHA-256 hashes (a per-response nonce
 * could not be shared by everyone who gets the same bytes). Bounded by a byte budget (least
 * recently used first out) and a lifetime, so the year in the footer and similar never go stale.
 */
import { hash } from "node:crypto";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { LRUCache } from "lru-cache";
import { regions } from "../../lib/destination-card.ts";
import { isTrackingParameter } from "../../lib/cache-rules.ts";
import { brotliParams, GZIP_LEVEL } from "./compression.server.ts";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export interface CachedPage {
  status: number;
  headers: [string, string][];
  body: Buffer;
  /** Compressed on first demand for each encoding, then kept. */
  encoded: Partial<Record<"br" | "gzip", Promise<Buffer>>>;
  /** The ETag of the uncompressed body; each encoding's bytes get their own (see `etagFor`). */
  etag: string;
  /** `'sha256-…'` sources for the inline scripts of the body. */
  scriptHashes: string[];
  bytes: number;
}

/**
 * Shared caches may keep a page a minute (so published company facts reach every visitor within about a minute,
 * decision 039) and serve it stale for a day while they refresh it.
 */
export const PUBLIC_PAGE_CACHE_CONTROL = "public, max-age=0, s-maxage=60, stale-while-revalidate=86400";
const LIFETIME_MS = 60 * 60 * 1000;

/** The query values a cached page may have: the languages, the destination filters' regions and countries. */
export type CacheableQueryValues = ReadonlyMap<string, ReadonlySet<string>>;

export function cacheableQueryValues(countries: Iterable<string>): CacheableQueryValues {
  return new Map([
    ["language", new Set(["en", "de"])],
    ["country", new Set(["all", ...countries])],
    ["region", new Set(["all", ...regions])],
  ]);
}

/**
 * Which page URLs are worth keeping: those whose query holds only parameters with few values
 * (language and the destination filters), each once, with a value that exists, spelled as the
 * site's own links spell it. Free text (`?q=`), unknown parameters or values and other spellings
 * would let anyone fill the cache with variants and push out the pages people read; such a page
 * is rendered for its request and not kept.
 */
export function isCacheableUrl(url: string, allowed: CacheableQueryValues): boolean {
  const query = url.indexOf("?");
  if (query === -1) return true;
  const raw = url.slice(query + 1);
  const parameters = new URLSearchParams(raw);
  if (parameters.toString() !== raw) return false;
  const seen = new Set<string>();
  for (const [name, value] of parameters) {
    if (seen.has(name) || !allowed.get(name)?.has(value)) return false;
    seen.add(name);
  }
  return true;
}

const UNRESERVED = /^[A-Za-z0-9\-._~]$/;
/** A path already in its one spelling (the common case, told without rebuilding it): lower-case segments without escapes, none empty, `.` or `..`. */
const CANONICAL_PATH = /^(?:\/(?!\.{1,2}(?:\/|$))[a-z0-9\-._~!$&'()*+,;=:@]+)+$/;
/** What a path segment may carry as it is (RFC 3986 `pchar` without the escapes). */
const PATH_CHARACTER = /^[A-Za-z0-9\-._~!$&'()*+,;=:@]$/;

/**
 * The one spelling of a public page's path, when `path` (as sent, still encoded) is another:
 * percent-encoded unreserved characters decoded and other escapes in upper case, every other
 * character a path may not carry encoded (a backslash above all, which browsers read as a slash, so
 * `/\\evil.example` would lead to another site), dot segments and empty segments removed, no
 * trailing slash, lower case. Undefined when `path` is canonical. Every such variant would
 * otherwise be rendered, kept and linked as canonical on its own.
 */
export function canonicalPath(path: string): string | undefined {
  if (path === "/" || CANONICAL_PATH.test(path)) return undefined;
  const decoded = path.replace(/%([0-9A-Fa-f]{2})|[^/]/gu, (match, hex: string | undefined) => {
    if (hex) {
      const character = String.fromCharCode(parseInt(hex, 16));
      return UNRESERVED.test(character) ? character : `%${hex.toUpperCase()}`;
    }
    if (PATH_CHARACTER.test(match)) return match;
    // The server reads the request target byte by byte: a character up to U+00FF is that byte.
    const code = match.charCodeAt(0);
    return code <= 0xff ? `%${code.toString(16).toUpperCase().padStart(2, "0")}` : encodeURIComponent(match.toWellFormed());
  });
  const segments: string[] = [];
  for (const segment of decoded.split("/")) {
    if (segment === "" || segment === ".") continue;
    if (segment === "..") segments.pop();
    else segments.push(segment.replace(/%[0-9A-F]{2}|[^%]+/g, (part) => (part.startsWith("%") ? part : part.toLowerCase())));
  }
  const canonical = `/${segments.join("/")}`;
  return canonical === path ? undefined : canonical;
}

/**
 * Campaign and click tags that analytics and ad networks add to links (`utm_*`, Google's, Meta's,
 * Microsoft's, Mailchimp's, Google Analytics' linker; the cache rules' list). No page reads them, so a
 * page is the same with or without them; an ad click's unique `gclid` would otherwise make every
 * landing a fresh render.
 */
/** The URL without its campaign and click tags; unchanged (byte for byte) when it has none. */
export function withoutTrackingParameters(url: string): string {
  const query = url.indexOf("?");
  if (query === -1) return url;
  const pairs = url.slice(query + 1).split("&");
  const kept = pairs.filter((pair) => !isTrackingParameter(new URLSearchParams(pair).keys().next().value ?? ""));
  if (kept.length === pairs.length) return url;
  const rest = kept.filter(Boolean);
  return rest.length ? `${url.slice(0, query)}?${rest.join("&")}` : url.slice(0, query);
}

/**
 * The hashes of the executable inline scripts of an HTML document, as CSP sources. The document is
 * read as Latin-1, one character per byte, so that positions in the text are positions in the bytes
 * and each script's own UTF-8 bytes are hashed without decoding and encoding the whole page.
 */
export function inlineScriptHashes(body: Buffer): string[] {
  const html = body.toString("latin1");
  const hashes = new Set<string>();
  for (let start = html.indexOf("<script"); start !== -1; start = html.indexOf("<script", start + 7)) {
    const tagEnd = html.indexOf(">", start);
    const attributes = html.slice(start + 7, tagEnd);
    // `<scripted>` and the like are other elements.
    if (tagEnd === -1 || !(attributes === "" || /^[\s/]/.test(attributes))) continue;
    const end = html.indexOf("</script>", tagEnd);
    if (end === -1) break;
    const data = /\btype\s*=\s*"application\/(ld\+)?json"/i.test(attributes);
    if (!/\bsrc\s*=/i.test(attributes) && !data && end > tagEnd + 1) hashes.add(`'sha256-${hash("sha256", body.subarray(tagEnd + 1, end), "base64")}'`);
    start = end;
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
    etag: `"${hash("sha1", body, "base64url")}"`,
    scriptHashes: inlineScriptHashes(body),
    // Room for the compressed copies too (they are a fraction of the body).
    bytes: Math.ceil(body.length * 1.5),
  };
}

/** The body in `encoding`, compressed once (off the main thread) and kept with the page. */
export function encodedBody(page: CachedPage, encoding: "br" | "gzip"): Promise<Buffer> {
  page.encoded[encoding] ??= encoding === "br" ? brotli(page.body, brotliParams(page.body.length)) : gzip(page.body, { level: GZIP_LEVEL });
  return page.encoded[encoding];
}

/** Each representation has its own strong validator: the compressed bytes differ from the plain ones. */
export const etagFor = (page: CachedPage, encoding: "br" | "gzip" | undefined) =>
  encoding ? `${page.etag.slice(0, -1)}-${encoding === "br" ? "br" : "gz"}"` : page.etag;

/** Whether an If-None-Match header names this ETag (a list, weak forms, or `*`). */
/**
 * Whether a page is answered 304 Not Modified: only a public page that exists (200, kept for
 * everyone) whose ETag the client has; `If-None-Match: *` never turns a missing page or one made
 * for this visitor alone into 304.
 */
export function notModified(page: CachedPage, header: string | undefined, etag: string): boolean {
  const isPublic = page.headers.some(([name, value]) => name === "cache-control" && value === PUBLIC_PAGE_CACHE_CONTROL);
  return page.status === 200 && isPublic && matchesIfNoneMatch(header, etag);
}

export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(",").some((candidate) => {
    const value = candidate.trim();
    return value === "*" || value.replace(/^W\//, "") === etag;
  });
}

/** The cached pages: lru-cache with the byte budget (least recently read out first) and the lifetime, told by `clock`. */
export function pageCache(budgetBytes: number, clock: { now(): number } = performance) {
  // A budget of 0 keeps nothing (development renders every page anew); lru-cache wants a positive size.
  const pages = new LRUCache<string, CachedPage>({ maxSize: Math.max(1, budgetBytes), sizeCalculation: (page) => page.bytes, ttl: LIFETIME_MS, perf: clock });
  return {
    get: (key: string): CachedPage | undefined => pages.get(key),
    set(key: string, page: CachedPage): void {
      // A page larger than the whole budget is not kept (lru-cache refuses it).
      if (page.bytes <= budgetBytes) pages.set(key, page);
    },
    get size() {
      return { pages: pages.size, bytes: pages.calculatedSize };
    },
    /** Forgets every page (the company's published facts changed: every page shows some of them). */
    clear(): void {
      pages.clear();
    },
  };
}
