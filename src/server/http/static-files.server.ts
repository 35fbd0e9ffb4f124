/**
 * The client build as static files: indexed once at start-up (URL path → file), hashed bundles
 * cached for a year, everything else for a day; text compressed once per encoding and kept.
 */
import { createReadStream, existsSync } from "node:fs";
import { readdir, readFile, stat } from "node:fs/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import { extname, join, relative, sep } from "node:path";
import { pipeline } from "node:stream/promises";
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

export interface StaticFile {
  path: string;
  type: string;
  size: number;
  immutable: boolean;
  encoded: Map<string, Buffer>;
}

/** Every file below `dir` by its URL path. Hashed bundles never change; other files may change per deploy. */
export async function indexStaticFiles(dir: string): Promise<Map<string, StaticFile>> {
  const files = new Map<string, StaticFile>();
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    const url = `/${relative(dir, path).split(sep).join("/")}`;
    const info = await stat(path);
    files.set(url, {
      path,
      type: mimeTypes[extname(path).toLowerCase()] ?? "application/octet-stream",
      size: info.size,
      // Vite's bundles carry a content hash; the generated images under /assets/ keep stable names.
      immutable: /^\/assets\/[^/]+-[\w-]{8}\.(js|css)$/.test(url),
      encoded: new Map(),
    });
  }
  return files;
}

/** The file for a GET or HEAD of `path`, if the build has one (and a rebuild has not removed it). */
export function staticFileFor(files: Map<string, StaticFile>, method: string | undefined, path: string): StaticFile | undefined {
  const file = (method === "GET" || method === "HEAD") && files.get(path);
  return file && existsSync(file.path) ? file : undefined;
}

export async function serveStaticFile(req: IncomingMessage, res: ServerResponse, file: StaticFile): Promise<void> {
  res.setHeader("Content-Type", file.type);
  res.setHeader("Cache-Control", file.immutable ? "public, max-age=31536000, immutable" : "public, max-age=86400");
  const compressible = isCompressible(file.type);
  const encoding = compressible && file.size > 512 ? preferredEncoding(req) : undefined;
  if (compressible) res.setHeader("Vary", "Accept-Encoding");
  if (encoding) {
    let body = file.encoded.get(encoding);
    if (!body) {
      const raw = await readFile(file.path);
      body = encoding === "br"
        ? zlib.brotliCompressSync(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length } })
        : zlib.gzipSync(raw, { level: 9 });
      file.encoded.set(encoding, body);
    }
    res.setHeader("Content-Encoding", encoding);
    res.setHeader("Content-Length", body.length);
    res.end(req.method === "HEAD" ? undefined : body);
    return;
  }
  res.setHeader("Content-Length", file.size);
  if (req.method === "HEAD") return void res.end();
  await pipeline(createReadStream(file.path), res);
}
