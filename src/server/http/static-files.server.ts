/**
 * The client build as static files, read into memory at start-up (a few megabytes) with the
 * brotli and gzip copies the build wrote next to them: no disk access and no compression per
 * request. Hashed bundles are cached for a year, everything else (generated images) for a week.
 */
import { existsSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import { extname, join, relative, sep } from "node:path";
import zlib from "node:zlib";
import { isCompressible, preferredEncoding } from "./compression.server.ts";

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

export interface StaticFile {
  path: string;
  type: string;
  /** A script, stylesheet, font or raster image: sent without the document's security headers. */
  subresource: boolean;
  body: Buffer;
  immutable: boolean;
  /** The same bytes compressed, by encoding: from the build, or made on first use. */
  encoded: Map<string, Buffer>;
}

const encodings = { br: ".br", gzip: ".gz" } as const;
const isCompressedCopy = (path: string) => path.endsWith(".br") || path.endsWith(".gz");

/** Every file below `dir` by its URL path, with its bytes and their compressed copies. */
export async function indexStaticFiles(dir: string): Promise<Map<string, StaticFile>> {
  const files = new Map<string, StaticFile>();
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  for (const entry of entries) {
    const path = join(entry.parentPath, entry.name);
    if (!entry.isFile() || isCompressedCopy(path)) continue;
    const url = `/${relative(dir, path).split(sep).join("/")}`;
    const encoded = new Map<string, Buffer>();
    for (const [encoding, suffix] of Object.entries(encodings)) {
      if (existsSync(path + suffix)) encoded.set(encoding, await readFile(path + suffix));
    }
    files.set(url, {
      path,
      type: mimeTypes[extname(path).toLowerCase()] ?? "application/octet-stream",
      subresource: subresourceTypes.has(extname(path).toLowerCase()),
      body: await readFile(path),
      // Vite's bundles and the fonts it copies carry a content hash; the generated images under /assets/ keep stable names.
      immutable: /^\/assets\/[^/]+-[\w-]{8}\.(js|css|woff2)$/.test(url),
      encoded,
    });
  }
  return files;
}

/** The file for a GET or HEAD of `path`, if the build has one. */
export function staticFileFor(files: Map<string, StaticFile>, method: string | undefined, path: string): StaticFile | undefined {
  return method === "GET" || method === "HEAD" ? files.get(path) : undefined;
}

function compressed(file: StaticFile, encoding: "br" | "gzip"): Buffer {
  let body = file.encoded.get(encoding);
  if (!body) {
    // A build without its compressed copies (or a file added later): compress once and keep it.
    body = encoding === "br"
      ? zlib.brotliCompressSync(file.body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: file.body.length } })
      : zlib.gzipSync(file.body, { level: 9 });
    file.encoded.set(encoding, body);
  }
  return body;
}

export function serveStaticFile(req: IncomingMessage, res: ServerResponse, file: StaticFile): void {
  res.setHeader("Content-Type", file.type);
  res.setHeader("Cache-Control", file.immutable ? "public, max-age=31536000, immutable" : "public, max-age=604800");
  const compressible = isCompressible(file.type);
  const encoding = compressible && file.body.length > 512 ? preferredEncoding(req) : undefined;
  if (compressible) res.setHeader("Vary", "Accept-Encoding");
  const body = encoding ? compressed(file, encoding) : file.body;
  if (encoding) res.setHeader("Content-Encoding", encoding);
  res.setHeader("Content-Length", body.length);
  res.end(req.method === "HEAD" ? undefined : body);
}
