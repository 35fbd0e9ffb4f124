import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, request, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { staticFiles } from "./static-files.server.ts";

const script = "console.log('a script long enough to be worth compressing');\n".repeat(40);
const image = Buffer.alloc(4000, 7);
/** Room for the photo, not for the photo and the script as well. */
const KEPT_BYTES = 5_000;
let dir: string;
let server: Server;
let serve: Awaited<ReturnType<typeof staticFiles>>;
let base: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "static-files-"));
  mkdirSync(join(dir, "assets"));
  writeFileSync(join(dir, "assets", "entry-AbCd1234.js"), script);
  writeFileSync(join(dir, "assets", "entry-AbCd1234.js.br"), zlib.brotliCompressSync(script));
  writeFileSync(join(dir, "assets", "entry-AbCd1234.js.gz"), zlib.gzipSync(script));
  writeFileSync(join(dir, "assets", "photo-800.avif"), image);
  writeFileSync(join(dir, "icon.svg"), `<svg xmlns="http://www.w3.org/2000/svg">${"<g/>".repeat(200)}</svg>`);
  serve = await staticFiles(
    dir,
    (_req, res, subresource) => {
      res.setHeader("X-Content-Type-Options", "nosniff");
      if (!subresource) res.setHeader("Content-Security-Policy", "default-src 'self'");
    },
    { keptBytes: KEPT_BYTES },
  );
  server = createServer((req, res) => {
    if (!serve(req, res, decodeURIComponent((req.url ?? "/").split("?")[0]!))) {
      res.statusCode = 404;
      res.end("not a file");
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

/** The answer as sent (not decoded). */
function get(path: string, headers: Record<string, string> = {}, method = "GET") {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    request(`${base}${path}`, { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
    })
      .on("error", reject)
      .end();
  });
}

const bundle = "/assets/entry-AbCd1234.js";

describe("static files", () => {
  it("sends the build's brotli or gzip copy as the client weighs them, and says the answer varies by it", async () => {
    const br = await get(bundle, { "accept-encoding": "gzip, br" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(script);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    const refused = await get(bundle, { "accept-encoding": "br;q=0, gzip" });
    expect(refused.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(refused.body).toString()).toBe(script);
    const plain = await get(bundle, { "accept-encoding": "br;q=0, gzip;q=0" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
  });

  it("caches hashed bundles for a year as immutable, other files for a week", async () => {
    expect((await get(bundle)).headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect((await get("/assets/photo-800.avif")).headers["cache-control"]).toBe("public, max-age=604800");
  });

  it("answers 304 to a client that has the file, with the security headers", async () => {
    const first = await get(bundle, { "accept-encoding": "br" });
    expect(first.headers.etag).toBeTruthy();
    const again = await get(bundle, { "accept-encoding": "br", "if-none-match": first.headers.etag! });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers["x-content-type-options"]).toBe("nosniff");
    // Another encoding is another representation: not the client's copy.
    expect((await get(bundle, { "accept-encoding": "gzip", "if-none-match": first.headers.etag! })).status).toBe(200);
  });

  it("sends a byte range, and the whole file for a range it does not take", async () => {
    const part = await get("/assets/photo-800.avif", { range: "bytes=10-19" });
    expect(part.status).toBe(206);
    expect(part.headers["content-range"]).toBe(`bytes 10-19/${image.length}`);
    expect(part.body).toEqual(image.subarray(10, 20));
    const last = await get("/assets/photo-800.avif", { range: "bytes=-100" });
    if (last.status === 206) expect(last.body).toEqual(image.subarray(-100));
    else expect(last.body).toEqual(image);
    expect((await get("/assets/photo-800.avif", { range: "bytes=99999-" })).status).toBe(416);
    const stale = await get("/assets/photo-800.avif", { range: "bytes=10-19", "if-range": '"another-version"' });
    expect([stale.status, stale.body]).toEqual([200, image]);
    const several = await get("/assets/photo-800.avif", { range: "bytes=0-1,5-6" });
    expect(several.status === 200 ? several.body : undefined).toEqual(image);
  });

  it("gives documents (SVG) the full security headers and subresources only theirs", async () => {
    expect((await get("/icon.svg")).headers["content-security-policy"]).toBe("default-src 'self'");
    const photo = await get("/assets/photo-800.avif");
    expect(photo.headers["x-content-type-options"]).toBe("nosniff");
    expect(photo.headers["content-security-policy"]).toBeUndefined();
  });

  it("leaves other methods, unknown paths and directories to the app", async () => {
    expect((await get(bundle, {}, "POST")).body.toString()).toBe("not a file");
    expect((await get("/assets/missing.js")).status).toBe(404);
    expect((await get("/assets")).status).toBe(404);
    expect((await get("/assets/entry-AbCd1234")).status).toBe(404);
    expect((await get("/icon")).status).toBe(404);
    // The build's compressed copies are not files of their own.
    expect((await get(`${bundle}.br`)).status).toBe(404);
    expect((await get(`${bundle}.gz`)).status).toBe(404);
    const head = await get(bundle, { "accept-encoding": "br" }, "HEAD");
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
  });

  it("keeps no file in memory at start and at most its budget of them later, each still answered whole with its ETag", async () => {
    const fresh = await staticFiles(dir, () => {}, { keptBytes: KEPT_BYTES });
    expect(fresh.keptBytes()).toBe(0);
    const photo = await get("/assets/photo-800.avif");
    expect(photo.body).toEqual(image);
    // Asked for, it is kept: the next answer needs no disk.
    expect(serve.keptBytes()).toBeGreaterThanOrEqual(image.length);
    expect(serve.keptBytes()).toBeLessThanOrEqual(KEPT_BYTES);
    for (const encoding of ["br", "gzip", "identity"]) {
      const answer = await get(bundle, { "accept-encoding": encoding });
      expect(serve.keptBytes(), encoding).toBeLessThanOrEqual(KEPT_BYTES);
      expect(answer.status).toBe(200);
    }
    // Read again from disk once it is no longer kept: the same bytes under the same ETag.
    const again = await get("/assets/photo-800.avif", { "if-none-match": photo.headers.etag! });
    expect(again.status).toBe(304);
    expect((await get("/assets/photo-800.avif")).body).toEqual(image);
  });

  it("answers 503, not an error page or stale bytes, for a file removed from disk under a running server", async () => {
    const own = mkdtempSync(join(tmpdir(), "static-files-gone-"));
    try {
      writeFileSync(join(own, "gone.avif"), image);
      const serveOwn = await staticFiles(own, () => {}, { keptBytes: KEPT_BYTES });
      rmSync(join(own, "gone.avif"));
      const answered = await new Promise<{ status: number; headers: IncomingHttpHeaders }>((resolve) => {
        const probe = createServer((req, res) => void serveOwn(req, res, "/gone.avif"));
        probe.listen(0, "127.0.0.1", () => {
          request(`http://127.0.0.1:${(probe.address() as AddressInfo).port}/gone.avif`, (response) => {
            response.resume();
            response.on("end", () => probe.close(() => resolve({ status: response.statusCode ?? 0, headers: response.headers })));
          }).end();
        });
      });
      expect(answered.status).toBe(503);
      expect(answered.headers["retry-after"]).toBe("10");
      expect(answered.headers.etag).toBeUndefined();
    } finally {
      rmSync(own, { recursive: true, force: true });
    }
  });
});
