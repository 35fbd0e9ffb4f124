import { createServer, request as httpRequest, type IncomingHttpHeaders, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resolveLanguage } from "../../i18n/resolve.ts";
import { propertyRuns } from "../../test/property.ts";
import { languageRequest, sendResponse, toRequest } from "./node-bridge.server.ts";

/** The answer the server sends for a Response, as a client with `Accept-Encoding: br, gzip` gets it. */
let answer: () => Response;
const server = createServer((req, res) => void sendResponse(req, res, answer()));
beforeAll(() => new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve)));
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function get(): Promise<{ headers: IncomingHttpHeaders; body: Buffer }> {
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    httpRequest({ port, host: "127.0.0.1", path: "/", headers: { "accept-encoding": "br, gzip" } }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
    })
      .on("error", reject)
      .end();
  });
}

const decoded = ({ headers, body }: { headers: IncomingHttpHeaders; body: Buffer }) =>
  (headers["content-encoding"] === "br" ? zlib.brotliDecompressSync(body) : body).toString("utf8");

describe("sendResponse", () => {
  it("sends a small answer as it is, with its length: compressing it would cost more than it saves", async () => {
    answer = () => Response.json({ ok: true, id: "3f1c" }, { status: 201 });
    const got = await get();
    expect(got.headers["content-encoding"]).toBeUndefined();
    expect(got.headers["content-length"]).toBe(String(got.body.length));
    expect(got.headers.vary).toContain("Accept-Encoding");
    expect(JSON.parse(got.body.toString("utf8"))).toEqual({ ok: true, id: "3f1c" });
  });

  it("compresses a larger answer", async () => {
    const items = Array.from({ length: 200 }, (_, index) => ({ index, name: `Frankfurt ${index}` }));
    answer = () => Response.json(items);
    const got = await get();
    expect(got.headers["content-encoding"]).toBe("br");
    expect(JSON.parse(decoded(got))).toEqual(items);
  });

  it("compresses a streamed answer whose first piece is small, without losing any piece", async () => {
    const encoder = new TextEncoder();
    answer = () =>
      new Response(
        new ReadableStream({
          async start(controller) {
            controller.enqueue(encoder.encode("<!DOCTYPE html>"));
            await new Promise((resolve) => setTimeout(resolve, 20));
            controller.enqueue(encoder.encode(`<p>${"Zürich ".repeat(300)}</p>`));
            controller.close();
          },
        }),
        { headers: { "content-type": "text/html; charset=utf-8" } },
      );
    const got = await get();
    expect(got.headers["content-encoding"]).toBe("br");
    expect(decoded(got)).toBe(`<!DOCTYPE html><p>${"Zürich ".repeat(300)}</p>`);
  });
});

describe("languageRequest", () => {
  it("resolves the same language as the full request would, whatever the path, query, cookie and Accept-Language", () => {
    const path = fc.constantFrom("/", "/faq", "/uber-uns", "/destinationen/deutschland/frankfurt-fra", "/destinations", "/nope", "/%C3%BC");
    const query = fc.constantFrom("", "?language=de", "?language=en", "?language=fr", "?q=x&language=de", "?language=DE");
    const header = fc.oneof(fc.constant(undefined), fc.constantFrom("lang=de", "lang=en; consent=all", "consent=essential; lang=de", "lang=xx", "lang=de; lang=en"), fc.string({ maxLength: 30 }));
    const accept = fc.oneof(fc.constant(undefined), fc.constantFrom("de-DE,de;q=0.9", "en", " DE", "fr, de"), fc.string({ maxLength: 20 }));
    fc.assert(
      fc.property(path, query, header, accept, (pathname, search, cookie, acceptLanguage) => {
        const headers: IncomingHttpHeaders = { host: "127.0.0.1:4321", ...(cookie === undefined ? {} : { cookie }), ...(acceptLanguage === undefined ? {} : { "accept-language": acceptLanguage }) };
        const rawHeaders = Object.entries(headers).flatMap(([name, value]) => [name, String(value)]);
        const req = { url: pathname + search, method: "GET", headers, rawHeaders, socket: {} } as unknown as IncomingMessage;
        const full = toRequest(req, { TRUST_PROXY: false, PORT: 4321 }, undefined, new AbortController().signal);
        expect(resolveLanguage(languageRequest(req))).toEqual(resolveLanguage(full));
      }),
      propertyRuns(300),
    );
  });
});
