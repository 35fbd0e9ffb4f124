/**
 * The client build as static files, with the brotli and gzip copies the build wrote next to them:
 * indexed at start-up (type, size and a strong ETag of each representation), their bytes read on
 * first use and kept in memory up to a budget (least recently used first out), so the bundles every
 * page needs are answered without disk access or compression while the generated images, most of the
 * build's 30 MB, cost the server's memory only while they are asked for. A single byte range is
 * answered with 206, and hashed bundles are cached for a year, everything else (generated images)
 * for a week. Decision 029 says why this is not sirv: it read each file from disk per request, at
 * three to four times the server's CPU per static answer.
 */
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { open, readdir, readFile } from "node:fs/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import { extname, join, relative, sep } from "node:path";
import zlib from "node:zlib";
import { LRUCache } from "lru-cache";
import { log } from "../log.server.ts";
import { isCompressible, preferredEncoding } from "./compression.server.ts";
import { matchesIfNoneMatch } from "./page-cache.server.ts";

/** Bytes of static files kept in memory: the scripts, styles and fonts of every page (about 2 MB with their compressed copies) and the images most asked for. */
export const KEPT_STATIC_BYTES = 16 * 1024 * 1024;

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

/** One representation of a file: where its bytes are (or the bytes, when made in memory), their size and ETag. */
interface Representation {
  file?: string;
  body?: Buffer;
  size: number;
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

const etagOf = (digest: string) => `"${digest}"`;

/** A file's size and ETag, read through one small buffer (the file's bytes are not held). */
async function indexed(file: string, chunk: Buffer): Promise<Representation> {
  const handle = await open(file);
  try {
    const digest = createHash("sha1");
    let size = 0;
    for (let read; (read = (await handle.read(chunk, 0, chunk.length, null)).bytesRead) > 0; size += read) digest.update(chunk.subarray(0, read));
    return { file, size, etag: etagOf(digest.digest("base64url")) };
  } finally {
    await handle.close();
  }
}

const encodings = { br: ".br", gzip: ".gz" } as const;
const isCompressedCopy = (path: string) => path.endsWith(".br") || path.endsWith(".gz");

/** Every file below `dir` by its URL path, with its compressed copies. */
async function indexStaticFiles(dir: string): Promise<Map<string, StaticFile>> {
  const files = new Map<string, StaticFile>();
  const chunk = Buffer.alloc(64 * 1024);
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  for (const entry of entries) {
    const path = join(entry.parentPath, entry.name);
    if (!entry.isFile() || isCompressedCopy(path)) continue;
    const url = `/${relative(dir, path).split(sep).join("/")}`;
    const representations: StaticFile["representations"] = new Map([["identity", await indexed(path, chunk)]]);
    for (const [encoding, suffix] of Object.entries(encodings) as ["br" | "gzip", string][]) {
      if (existsSync(path + suffix)) representations.set(encoding, await indexed(path + suffix, chunk));
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

/** The bytes of the representations asked for lately, by file, up to a budget. */
type Kept = LRUCache<string, Buffer>;

async function bytesOf(representation: Representation, kept: Kept): Promise<Buffer> {
  if (representation.body) return representation.body;
  const file = representation.file!;
  let body = kept.get(file);
  if (!body) {
    body = await readFile(file);
    kept.set(file, body);
  }
  return body;
}

async function inEncoding(file: StaticFile, encoding: "br" | "gzip", kept: Kept): Promise<Representation> {
  let encoded = file.representations.get(encoding);
  if (!encoded) {
    // A build without its compressed copies (or a file added later): compress once and keep it.
    const body = await bytesOf(file.representations.get("identity")!, kept);
    const compressed =
      encoding === "br"
        ? zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } })
        : zlib.gzipSync(body, { level: 9 });
    encoded = { body: compressed, size: compressed.length, etag: etagOf(createHash("sha1").update(compressed).digest("base64url")) };
    file.representations.set(encoding, encoded);
  }
  return encoded;
}

async function send(req: IncomingMessage, res: ServerResponse, file: StaticFile, kept: Kept): Promise<void> {
  res.setHeader("Content-Type", file.type);
  res.setHeader("Cache-Control", file.immutable ? "public, max-age=31536000, immutable" : "public, max-age=604800");
  const identity = file.representations.get("identity")!;
  const compressible = isCompressible(file.type);
  const encoding = compressible && identity.size > 512 ? preferredEncoding(req) : undefined;
  if (compressible) res.setHeader("Vary", "Accept-Encoding");
  const chosen = encoding ? await inEncoding(file, encoding, kept) : identity;
  if (encoding) res.setHeader("Content-Encoding", encoding);
  res.setHeader("ETag", chosen.etag);
  if (matchesIfNoneMatch(req.headers["if-none-match"], chosen.etag)) {
    res.statusCode = 304;
    return void res.end();
  }
  res.setHeader("Accept-Ranges", "bytes");
  // A range of another version of the file (If-Range names another ETag) gets the whole file.
  const ifRange = req.headers["if-range"];
  const range = ifRange === undefined || ifRange === chosen.etag ? byteRange(req.headers.range, chosen.size) : undefined;
  if (range === "unsatisfiable") {
    res.statusCode = 416;
    res.setHeader("Content-Range", `bytes */${chosen.size}`);
    return void res.end();
  }
  if (range) {
    res.statusCode = 206;
    res.setHeader("Content-Range", `bytes ${range.start}-${range.end}/${chosen.size}`);
  }
  res.setHeader("Content-Length", range ? range.end + 1 - range.start : chosen.size);
  if (req.method === "HEAD") return void res.end();
  const body = await bytesOf(chosen, kept);
  res.end(range ? body.subarray(range.start, range.end + 1) : body);
}

/**
 * Answers a GET or HEAD of a file below `dir` (true), or leaves the request to the app (false).
 * `beforeSend` sets the security headers, told whether the file is a subresource; `keptBytes()`
 * says how many bytes of files are in memory.
 */
export async function staticFiles(dir: string, beforeSend: (req: IncomingMessage, res: ServerResponse, subresource: boolean) => void, { keptBytes = KEPT_STATIC_BYTES } = {}) {
  const files = await indexStaticFiles(dir);
  const kept: Kept = new LRUCache({ maxSize: keptBytes, sizeCalculation: (body) => Math.max(1, body.length) });
  const serve = (req: IncomingMessage, res: ServerResponse, path: string): boolean => {
    const file = req.method === "GET" || req.method === "HEAD" ? files.get(path) : undefined;
    if (!file) return false;
    beforeSend(req, res, file.subresource);
    send(req, res, file, kept).catch((error: unknown) => {
      // The build changed on disk under a running server: the next start indexes it anew.
      log.error(`static file ${path}: ${(error as Error).message}`);
      if (res.headersSent) return void res.destroy();
      for (const name of ["Content-Encoding", "Content-Length", "ETag", "Accept-Ranges", "Content-Range"]) res.removeHeader(name);
      res.setHeader("Cache-Control", "no-store");
      res.statusCode = 503;
      res.setHeader("Retry-After", "10");
      res.end();
    });
    return true;
  };
  return Object.assign(serve, { keptBytes: () => kept.calculatedSize });
}
