import { createServer, request as httpRequest, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sendResponse } from "./node-bridge.server.ts";

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
