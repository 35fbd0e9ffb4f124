/**
 * Between Node's HTTP server and the Fetch API React Router speaks: a Node request becomes a
 * `Request` (host and protocol from the trusted proxy, if any), a `Response` is written back,
 * compressed and flushed chunk by chunk so streamed HTML reaches the browser as React renders it.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { Readable } from "node:stream";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import { pipeline } from "node:stream/promises";
import zlib from "node:zlib";
import type { LanguageRequest } from "../../i18n/resolve.ts";
import type { Config } from "../config.server.ts";
import { brotliParams, GZIP_LEVEL, isCompressible, preferredEncoding } from "./compression.server.ts";

type ProxyConfig = Pick<Config, "TRUST_PROXY" | "PORT">;

export function isHttps(req: IncomingMessage, config: ProxyConfig): boolean {
  if ("encrypted" in req.socket && req.socket.encrypted) return true;
  return config.TRUST_PROXY && String(req.headers["x-forwarded-proto"] ?? "").split(",")[0]?.trim() === "https";
}

export function hostOf(req: IncomingMessage, config: ProxyConfig): string {
  const forwardedHost = config.TRUST_PROXY ? String(req.headers["x-forwarded-host"] ?? "").split(",")[0]?.trim() : "";
  return forwardedHost || req.headers.host || `localhost:${config.PORT}`;
}

/**
 * What language resolution reads of a request (its path, query, cookie and Accept-Language),
 * without building a Fetch Request: a page answered from the cache needs nothing more.
 */
export function languageRequest(req: IncomingMessage): LanguageRequest {
  return {
    url: `http://localhost${req.url ?? "/"}`,
    headers: {
      get(name: string) {
        const value = req.headers[name.toLowerCase()];
        return value === undefined ? null : Array.isArray(value) ? value.join(", ") : value;
      },
    },
  };
}

export function toRequest(req: IncomingMessage, config: ProxyConfig, body: Buffer | undefined, signal: AbortSignal, method = req.method): Request {
  const headers = new Headers();
  for (let i = 0; i < req.rawHeaders.length; i += 2) headers.append(req.rawHeaders[i]!, req.rawHeaders[i + 1]!);
  return new Request(`${isHttps(req, config) ? "https" : "http"}://${hostOf(req, config)}${req.url ?? "/"}`, {
    method,
    headers,
    body: body && body.length > 0 ? new Uint8Array(body) : undefined,
    signal,
  });
}

/** Answers up to this size go uncompressed: compressing them costs more time than the bytes save. */
const MIN_COMPRESSED_BYTES = 1024;

export async function sendResponse(req: IncomingMessage, res: ServerResponse, response: Response): Promise<void> {
  res.statusCode = response.status;
  for (const [key, value] of response.headers) {
    if (key === "set-cookie") continue;
    res.setHeader(key, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length) res.setHeader("Set-Cookie", cookies);
  const compressible = isCompressible(response.headers.get("content-type") ?? "") && !response.headers.has("content-encoding");
  // HEAD gets the headers GET would: the body may come compressed, so it depends on Accept-Encoding.
  if (compressible) res.appendHeader("Vary", "Accept-Encoding");
  if (!response.body || req.method === "HEAD") return void res.end();
  const encoding = compressible ? preferredEncoding(req) : undefined;
  if (!encoding) return pipeline(Readable.fromWeb(response.body as WebReadableStream), res);
  // Read ahead until the answer is known to be worth compressing (a streamed page's first piece
  // already is); a small one (a form's JSON answer, say) goes as it is, with its length.
  const reader = (response.body as WebReadableStream<Uint8Array>).getReader();
  const head: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const next = await reader.read();
    if (next.done) {
      res.setHeader("Content-Length", size);
      return void res.end(Buffer.concat(head));
    }
    head.push(next.value);
    size += next.value.byteLength;
    if (size > MIN_COMPRESSED_BYTES) break;
  }
  const source = Readable.from(
    (async function* () {
      try {
        yield* head;
        for (let next = await reader.read(); !next.done; next = await reader.read()) yield next.value;
      } finally {
        // Stops the source as well when the client goes away before the end.
        reader.cancel().catch(() => {});
      }
    })(),
  );
  res.removeHeader("Content-Length");
  res.setHeader("Content-Encoding", encoding);
  const compressor = encoding === "br"
    ? zlib.createBrotliCompress({ flush: zlib.constants.BROTLI_OPERATION_FLUSH, ...brotliParams() })
    : zlib.createGzip({ flush: zlib.constants.Z_SYNC_FLUSH, level: GZIP_LEVEL });
  return pipeline(source, compressor, res);
}
