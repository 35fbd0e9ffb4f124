/**
 * The client build as static files, read into memory at start-up (a few megabytes) with the
 * brotli and gzip copies the build wrote next to them: no disk access and no compression per
 * request. Each representation has a strong ETag (304 when the client has it), a single byte range
 * is answered with 206, and hashed bundles are cached for a year, everything else (generated
 * images) for a week. Decision 029 says why this is not sirv: it read each file from disk per
 * request, at three to four times the server's CPU per static answer.
 */
import { hash } from "node:crypto";
import { existsSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import { extname, join, relative, sep } from "node:path";
import zlib from "node:zlib";
import { isCompressible, preferredEncoding } from "./compression.server.ts";
import { matchesIfNoneMatch } from "./page-cache.server.ts";

const mimeTypes: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".gif": "image/gif",
  ".ico": "image/x-icon",
  ".json": "application/json; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".woff2": "font/woff2",
  ".webmanifest": "application/manifest+json",
};

/** Types a browser never opens as a document (see security-headers.server.ts). */
const subresourceTypes = new Set([".js", ".css", ".png", ".jpg", ".jpeg", ".webp", ".avif", ".gif", ".ico", ".woff2"]);

/** One representation of a file: its bytes and their ETag. */
interface Representation {
  body: Buffer;
  etag: string;
}

interface StaticFile {
  type: string;
  /** A script, stylesheet, font or raster image: sent without the document's security headers. */
  subresource: boolean;
  immutable: boolean;
  /** The bytes as they are (`identity`) and compressed, by encoding: from the build, or made on first use. */
  representations: Map<"identity" | "br" | "gzip", Representation>;
}

const representation = (body: Buffer): Representation => ({ body, etag: `"${hash("sha1", body, "base64url")}"` });

const encodings = { br: ".br", gzip: ".gz" } as const;
const isCompressedCopy = (path: string) => path.endsWith(".br") || path.endsWith(".gz");

/** Every file below `dir` by its URL path, with its bytes and their compressed copies. */
async function indexStaticFiles(dir: string): Promise<Map<string, StaticFile>> {
  const files = new Map<string, StaticFile>();
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  for (const entry of entries) {
    const path = join(entry.parentPath, entry.name);
    if (!entry.isFile() || isCompressedCopy(path)) continue;
    const url = `/${relative(dir, path).split(sep).join("/")}`;
    const representations: StaticFile["representations"] = new Map([["identity", representation(await readFile(path))]]);
    for (const [encoding, suffix] of Object.entries(encodings) as ["br" | "gzip", string][]) {
      if (existsSync(path + suffix)) representations.set(encoding, representation(await readFile(path + suffix)));
    }
    files.set(url, {
      type: mimeTypes[extname(path).toLowerCase()] ?? "application/octet-stream",
      subresource: subresourceTypes.has(extname(path).toLowerCase()),
      // Vite's bundles and the fonts it copies carry a content hash; the generated images under /assets/ keep stable names.
      immutable: /^\/assets\/[^/]+-[\w-]{8}\.(js|css|woff2)$/.test(url),
      representations,
    });
  }
  return files;
}

function inEncoding(file: StaticFile, encoding: "br" | "gzip"): Representation {
  let encoded = file.representations.get(encoding);
  if (!encoded) {
    // A build without its compressed copies (or a file added later): compress once and keep it.
    const body = file.representations.get("identity")!.body;
    encoded = representation(
      encoding === "br"
        ? zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } })
        : zlib.gzipSync(body, { level: 9 }),
    );
    file.representations.set(encoding, encoded);
  }
  return encoded;
}

/** The one range of `bytes=first-last` or `bytes=-suffix` within `size`; undefined for none, several, or one that cannot be read. */
function byteRange(header: string | undefined, size: number): { start: number; end: number } | "unsatisfiable" | undefined {
  const match = header === undefined ? null : /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === "" && match[2] === "")) return undefined;
  const [first, last] = [match[1] === "" ? undefined : Number(match[1]), match[2] === "" ? undefined : Number(match[2])];
  if (first === undefined) return last! === 0 ? "unsatisfiable" : { start: Math.max(0, size - last!), end: size - 1 };
  if (last !== undefined && last < first) return undefined;
  if (first >= size) return "unsatisfiable";
  return { start: first, end: Math.min(last ?? size - 1, size - 1) };
}

function send(req: IncomingMessage, res: ServerResponse, file: StaticFile): void {
  res.setHeader("Content-Type", file.type);
  res.setHeader("Cache-Control", file.immutable ? "public, max-age=31536000, immutable" : "public, max-age=604800");
  const identity = file.representations.get("identity")!;
  const compressible = isCompressible(file.type);
  const encoding = compressible && identity.body.length > 512 ? preferredEncoding(req) : undefined;
  if (compressible) res.setHeader("Vary", "Accept-Encoding");
  const { body, etag } = encoding ? inEncoding(file, encoding) : identity;
  if (encoding) res.setHeader("Content-Encoding", encoding);
  res.setHeader("ETag", etag);
  if (matchesIfNoneMatch(req.headers["if-none-match"], etag)) {
    res.statusCode = 304;
    return void res.end();
  }
  res.setHeader("Accept-Ranges", "bytes");
  // A range of another version of the file (If-Range names another ETag) gets the whole file.
  const ifRange = req.headers["if-range"];
  const range = ifRange === undefined || ifRange === etag ? byteRange(req.headers.range, body.length) : undefined;
  if (range === "unsatisfiable") {
    res.statusCode = 416;
    res.setHeader("Content-Range", `bytes */${body.length}`);
    return void res.end();
  }
  const sent = range ? body.subarray(range.start, range.end + 1) : body;
  if (range) {
    res.statusCode = 206;
    res.setHeader("Content-Range", `bytes ${range.start}-${range.end}/${body.length}`);
  }
  res.setHeader("Content-Length", sent.length);
  res.end(req.method === "HEAD" ? undefined : sent);
}

/**
 * Answers a GET or HEAD of a file below `dir` (true), or leaves the request to the app (false).
 * `beforeSend` sets the security headers, told whether the file is a subresource.
 */
export async function staticFiles(dir: string, beforeSend: (req: IncomingMessage, res: ServerResponse, subresource: boolean) => void) {
  const files = await indexStaticFiles(dir);
  return (req: IncomingMessage, res: ServerResponse, path: string): boolean => {
    const file = req.method === "GET" || req.method === "HEAD" ? files.get(path) : undefined;
    if (!file) return false;
    beforeSend(req, res, file.subresource);
    send(req, res, file);
    return true;
  };
}
