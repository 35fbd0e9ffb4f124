/**
 * Production server: static assets (immutable caching, brotli/gzip), security headers with a
 * per-response CSP nonce, capped request bodies, one log line per request, health checks, and a
 * graceful shutdown. Everything else is handed to the React Router request handler.
 */
import { randomBytes } from "node:crypto";
import { createReadStream, existsSync } from "node:fs";
import { readdir, readFile, stat } from "node:fs/promises";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { extname, join, relative, sep } from "node:path";
import { Readable } from "node:stream";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import { pipeline } from "node:stream/promises";
import { fileURLToPath } from "node:url";
import zlib from "node:zlib";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";

// Defence in depth against prototype pollution, as `node --disable-proto=throw` does: reading or
// writing `obj.__proto__` throws, so a crafted key can never reach Object.prototype through it.
Object.defineProperty(Object.prototype, "__proto__", {
  get() {
    throw new TypeError("Object.prototype.__proto__ is disabled in this server");
  },
  set() {
    throw new TypeError("Object.prototype.__proto__ is disabled in this server");
  },
  configurable: false,
});

interface AppModule {
  startServer(): Promise<{
    PORT: number;
    HOST: string;
    TRUST_PROXY: boolean;
    TRUST_PROXY_HOPS: number;
    BODY_LIMIT_BYTES: number;
    LOG_REQUESTS: boolean;
    RECAPTCHA_SITE_KEY?: string;
    PRODUCTION_HOST?: string;
  }>;
  stopServer(): Promise<void>;
  serverHealth(): Promise<{ database: boolean }>;
  nonceContext: Parameters<RouterContextProvider["set"]>[0];
  clientIpContext: Parameters<RouterContextProvider["set"]>[0];
  clientAddress(forwardedFor: string | string[] | undefined, socketAddress: string | undefined, trustedHops: number): string;
  bodyLimitFor(pathname: string, contentType: string | undefined, limit: number): number;
  decodedPath(target: string): string | undefined;
  loggedTarget(target: string | undefined): string;
  errorSummary(error: unknown): string;
  refuseCrossSite(request: Request): Response | undefined;
  isOriginForm(target: string, host: string): boolean;
  SMALL_BODY_LIMIT_BYTES: number;
  earlyAnswer(kind: "badRequest" | "tooLarge" | "busy" | "internal", target: string, headers: IncomingMessage["headers"]): { status: number; type: string; body: string };
}

const root = fileURLToPath(new URL(".", import.meta.url));
const clientDir = join(root, "build", "client");
const build = (await import(new URL("./build/server/index.js", import.meta.url).href)) as ServerBuild;
const app = build.entry.module as unknown as AppModule;

let config: Awaited<ReturnType<AppModule["startServer"]>>;
try {
  config = await app.startServer();
} catch (error) {
  // Configuration, content and database errors carry a message meant for the operator.
  console.error(`Cannot start: ${(error as Error).message}`);
  process.exit(1);
}

const handle = createRequestHandler(build, "production");

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

const compressible = /^(text\/|application\/(json|javascript|xml|manifest\+json)|image\/svg\+xml)/;

interface StaticFile {
  path: string;
  type: string;
  size: number;
  immutable: boolean;
  encoded: Map<string, Buffer>;
}

/** The client build, indexed once: URL path → file. Hashed bundles never change; other files may change per deploy. */
async function indexStatic(dir: string): Promise<Map<string, StaticFile>> {
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

const staticFiles = await indexStatic(clientDir);

function preferredEncoding(req: IncomingMessage): "br" | "gzip" | undefined {
  const accept = String(req.headers["accept-encoding"] ?? "");
  if (/\bbr\b/.test(accept)) return "br";
  if (/\bgzip\b/.test(accept)) return "gzip";
  return undefined;
}

function isHttps(req: IncomingMessage): boolean {
  if ("encrypted" in req.socket && req.socket.encrypted) return true;
  return config.TRUST_PROXY && String(req.headers["x-forwarded-proto"] ?? "").split(",")[0]?.trim() === "https";
}

function clientIp(req: IncomingMessage): string {
  return app.clientAddress(req.headers["x-forwarded-for"], req.socket.remoteAddress, config.TRUST_PROXY ? config.TRUST_PROXY_HOPS : 0);
}

// reCAPTCHA v3 (only where configured) loads its script from Google and runs in a Google frame.
const recaptcha = config.RECAPTCHA_SITE_KEY && config.PRODUCTION_HOST;
const recaptchaScripts = recaptcha ? " https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/" : "";
const frames = recaptcha ? "https://www.google.com/recaptcha/ https://recaptcha.google.com/recaptcha/" : "'none'";

function securityHeaders(req: IncomingMessage, res: ServerResponse, nonce?: string) {
  const script = nonce ? `'self' 'nonce-${nonce}'${recaptchaScripts}` : "'self'";
  res.setHeader(
    "Content-Security-Policy",
    `default-src 'self'; script-src ${script}; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; font-src 'self'; ` +
      `connect-src 'self'; frame-src ${frames}; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'`,
  );
  res.setHeader("X-Content-Type-Options", "nosniff");
  res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
  res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()");
  res.setHeader("X-Frame-Options", "DENY");
  res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
  if (isHttps(req)) res.setHeader("Strict-Transport-Security", "max-age=63072000; includeSubDomains");
}

async function serveStatic(req: IncomingMessage, res: ServerResponse, file: StaticFile) {
  res.setHeader("Content-Type", file.type);
  res.setHeader("Cache-Control", file.immutable ? "public, max-age=31536000, immutable" : "public, max-age=86400");
  const encoding = compressible.test(file.type) && file.size > 512 ? preferredEncoding(req) : undefined;
  if (compressible.test(file.type)) res.setHeader("Vary", "Accept-Encoding");
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

/** Large bodies (crate photos) being received or handled at once; each may take tens of megabytes. */
const MAX_LARGE_BODIES = 16;
let largeBodies = 0;

class BodyTooLarge extends Error {
  readonly drained: boolean;
  constructor(drained: boolean) {
    super("request body too large");
    this.drained = drained;
  }
}

/**
 * Reads the body up to `limit` bytes. A larger body is read on and discarded up to four times the
 * largest limit of any route, so that the client, still sending, receives the 413 instead of a
 * broken connection; anything larger than that is cut off.
 */
async function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  const declared = Number(req.headers["content-length"] ?? 0);
  const drainUpTo = Math.max(limit, config.BODY_LIMIT_BYTES) * 4;
  const chunks: Buffer[] = [];
  let size = 0;
  if (declared > drainUpTo) throw new BodyTooLarge(false);
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > drainUpTo) throw new BodyTooLarge(false);
    if (size <= limit) chunks.push(chunk as Buffer);
  }
  if (size > limit) throw new BodyTooLarge(true);
  return Buffer.concat(chunks);
}

function hostOf(req: IncomingMessage): string {
  const forwardedHost = config.TRUST_PROXY ? String(req.headers["x-forwarded-host"] ?? "").split(",")[0]?.trim() : "";
  return forwardedHost || req.headers.host || `localhost:${config.PORT}`;
}

function toRequest(req: IncomingMessage, body: Buffer | undefined, signal: AbortSignal): Request {
  const proto = isHttps(req) ? "https" : "http";
  const host = hostOf(req);
  const headers = new Headers();
  for (let i = 0; i < req.rawHeaders.length; i += 2) headers.append(req.rawHeaders[i]!, req.rawHeaders[i + 1]!);
  return new Request(`${proto}://${host}${req.url ?? "/"}`, {
    method: req.method,
    headers,
    body: body && body.length > 0 ? new Uint8Array(body) : undefined,
    signal,
  });
}

async function sendResponse(req: IncomingMessage, res: ServerResponse, response: Response) {
  res.statusCode = response.status;
  for (const [key, value] of response.headers) {
    if (key === "set-cookie") continue;
    res.setHeader(key, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length) res.setHeader("Set-Cookie", cookies);
  const type = response.headers.get("content-type") ?? "";
  if (!response.body || req.method === "HEAD") return void res.end();
  const encoding = compressible.test(type) && !response.headers.has("content-encoding") ? preferredEncoding(req) : undefined;
  const source = Readable.fromWeb(response.body as WebReadableStream);
  if (!encoding) return pipeline(source, res);
  res.removeHeader("Content-Length");
  res.setHeader("Content-Encoding", encoding);
  res.appendHeader("Vary", "Accept-Encoding");
  // Flush after every chunk so streamed HTML reaches the browser as soon as React renders it.
  const compressor = encoding === "br"
    ? zlib.createBrotliCompress({ flush: zlib.constants.BROTLI_OPERATION_FLUSH, params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } })
    : zlib.createGzip({ flush: zlib.constants.Z_SYNC_FLUSH, level: 6 });
  return pipeline(source, compressor, res);
}

/** Health checks answer the operator in plain text. */
function plain(res: ServerResponse, status: number, message: string) {
  res.statusCode = status;
  res.setHeader("Cache-Control", "no-store");
  res.setHeader("Content-Type", "text/plain; charset=utf-8");
  res.end(message);
}

/** Answers a request before the app runs, in the visitor's language (JSON for the API). */
function early(req: IncomingMessage, res: ServerResponse, kind: Parameters<AppModule["earlyAnswer"]>[0]) {
  const { status, type, body } = app.earlyAnswer(kind, req.url ?? "/", req.headers);
  res.statusCode = status;
  res.setHeader("Cache-Control", "no-store");
  res.setHeader("Content-Type", type);
  res.end(body);
}

async function onRequest(req: IncomingMessage, res: ServerResponse) {
  const started = performance.now();
  res.on("finish", () => {
    if (!config.LOG_REQUESTS) return;
    const ms = (performance.now() - started).toFixed(1);
    console.log(`${new Date().toISOString()} ${req.method} ${app.loggedTarget(req.url)} ${res.statusCode} ${ms}ms`);
  });
  const path = (req.url ?? "/").split("?")[0] ?? "/";
  const decoded = app.decodedPath(req.url ?? "/");
  try {
    if (!app.isOriginForm(req.url ?? "", hostOf(req))) {
      securityHeaders(req, res);
      return early(req, res, "badRequest");
    }
    if (path === "/healthz") {
      securityHeaders(req, res);
      return plain(res, 200, "ok");
    }
    if (path === "/readyz") {
      securityHeaders(req, res);
      const { database } = await app.serverHealth();
      return plain(res, database ? 200 : 503, database ? "ready" : "database unavailable");
    }
    if (decoded === undefined) {
      securityHeaders(req, res);
      return early(req, res, "badRequest");
    }
    const file = (req.method === "GET" || req.method === "HEAD") && staticFiles.get(decoded);
    if (file && existsSync(file.path)) {
      securityHeaders(req, res);
      return await serveStatic(req, res, file);
    }
    const nonce = randomBytes(16).toString("base64");
    securityHeaders(req, res, nonce);
    let body: Buffer | undefined;
    if (req.method !== "GET" && req.method !== "HEAD") {
      const limit = app.bodyLimitFor(decoded, req.headers["content-type"], config.BODY_LIMIT_BYTES);
      if (limit > app.SMALL_BODY_LIMIT_BYTES && !(Number(req.headers["content-length"]) <= app.SMALL_BODY_LIMIT_BYTES)) {
        // A large body is held in memory (in a few copies) until its request is answered.
        if (largeBodies >= MAX_LARGE_BODIES) {
          res.setHeader("Retry-After", "10");
          return early(req, res, "busy");
        }
        largeBodies++;
        res.once("close", () => largeBodies--);
      }
      try {
        body = await readBody(req, limit);
      } catch (error) {
        if (error instanceof BodyTooLarge) {
          if (!error.drained) res.setHeader("Connection", "close");
          return early(req, res, "tooLarge");
        }
        throw error;
      }
    }
    const controller = new AbortController();
    res.on("close", () => {
      if (!res.writableFinished) controller.abort();
    });
    const context = new RouterContextProvider();
    context.set(app.nonceContext, nonce);
    context.set(app.clientIpContext, clientIp(req));
    const request = toRequest(req, body, controller.signal);
    const response = app.refuseCrossSite(request) ?? (await handle(request, context));
    await sendResponse(req, res, response);
  } catch (error) {
    // A visitor who leaves while a page streams is not a server error.
    if ((error as NodeJS.ErrnoException).code === "ERR_STREAM_PREMATURE_CLOSE" || res.destroyed) return;
    console.error(`${req.method} ${app.loggedTarget(req.url)} failed: ${app.errorSummary(error)}`);
    if (!res.headersSent) early(req, res, "internal");
    else res.destroy();
  }
}

const server = createServer({ requestTimeout: 30_000, headersTimeout: 15_000 }, (req, res) => void onRequest(req, res));
server.keepAliveTimeout = 5_000;
server.listen(config.PORT, config.HOST, () => {
  console.log(`listening on http://${config.HOST === "0.0.0.0" ? "localhost" : config.HOST}:${config.PORT}`);
});

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: finishing open requests, then closing the database`);
  const force = setTimeout(() => server.closeAllConnections(), 10_000);
  force.unref();
  server.close(async () => {
    try {
      await app.stopServer();
    } finally {
      console.log("stopped");
      process.exit(0);
    }
  });
  server.closeIdleConnections();
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));
