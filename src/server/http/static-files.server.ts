/**
 * The client build as static files, served by sirv: indexed once at start-up, the brotli and gzip
 * copies the build wrote next to each compressible file (no compression per request), weak ETags
 * with 304, and single byte ranges. Hashed bundles are cached for a year, everything else
 * (generated images) for a week.
 *
 * Around sirv: the encoding is chosen by `preferredEncoding` (sirv looks only for the names in
 * Accept-Encoding, so `br;q=0` would get brotli), and a Range header sirv would misread (a suffix
 * `bytes=-500`, several ranges, or one with If-Range) is ignored, so the whole file is sent.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { extname } from "node:path";
import sirv from "sirv";
import { preferredEncoding } from "./compression.server.ts";

/** Types a browser never opens as a document (see security-headers.server.ts). */
const subresourceTypes = new Set([".js", ".css", ".png", ".jpg", ".jpeg", ".webp", ".avif", ".gif", ".ico", ".woff2"]);

/** Vite's bundles and the fonts it copies carry a content hash; the generated images under /assets/ keep stable names. */
const isHashed = (path: string) => /^\/assets\/[^/]+-[\w-]{8}\.(js|css|woff2)$/.test(path);

const COMPRESSED_COPY = /\.(br|gz)$/;
const SINGLE_RANGE = /^bytes=\d+-\d*$/;

/**
 * Answers a GET or HEAD of a file below `dir` (true), or leaves the request to the app (false).
 * `beforeSend` sets the security headers, told whether the file is a subresource.
 */
export function staticFiles(dir: string, beforeSend: (req: IncomingMessage, res: ServerResponse, subresource: boolean) => void) {
  let found = true;
  const serve = sirv(dir, { etag: true, brotli: true, gzip: true, extensions: [], dotfiles: false });
  const notFound = () => void (found = false);
  return (req: IncomingMessage, res: ServerResponse, path: string): boolean => {
    // The build's compressed copies are sent in place of their file, never as files of their own.
    if ((req.method !== "GET" && req.method !== "HEAD") || COMPRESSED_COPY.test(path)) return false;
    const { "accept-encoding": acceptEncoding, range } = req.headers;
    req.headers["accept-encoding"] = preferredEncoding(req) ?? "";
    if (range !== undefined && (!SINGLE_RANGE.test(range) || req.headers["if-range"] !== undefined)) delete req.headers.range;
    // Set before sirv answers, so that its 304s carry them too; taken back if the path is no file.
    const set = new Set(res.getHeaderNames());
    beforeSend(req, res, subresourceTypes.has(extname(path).toLowerCase()));
    res.setHeader("Cache-Control", isHashed(path) ? "public, max-age=31536000, immutable" : "public, max-age=604800");
    found = true;
    // sirv finds the file in its index and starts sending at once, or calls `notFound` at once.
    serve(req, res, notFound);
    if (found) return true;
    req.headers["accept-encoding"] = acceptEncoding;
    if (range !== undefined) req.headers.range = range;
    for (const name of res.getHeaderNames()) if (!set.has(name)) res.removeHeader(name);
    return false;
  };
}
