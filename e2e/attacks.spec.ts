/**
 * The attacks a review found, performed against the built server: each must fail. Requests come
 * from Playwright's HTTP client, as an attacker's script would send them.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { appPort, baseURL } from "./support/env.ts";
import { quotePayload, send } from "./support/quote-load.ts";
import { freePort, sleep, startServer } from "./support/server-process.ts";
import { startVarnish } from "./support/varnish.ts";

/** The status line the server answers a hand-written HTTP request with. */
function rawStatus(request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(appPort, "127.0.0.1", () => socket.write(request));
    let received = "";
    socket.on("data", (chunk) => {
      received += chunk.toString("latin1");
      if (received.includes("\r\n")) {
        resolve(received.split("\r\n")[0]!);
        socket.destroy();
      }
    });
    socket.on("error", reject);
    socket.setTimeout(5_000, () => reject(new Error("no answer")));
  });
}

const sameSite = { Origin: baseURL };
const form = (request: APIRequestContext, path: string, fields: Record<string, string>, headers: Record<string, string> = sameSite) =>
  request.post(path, { form: fields, headers, maxRedirects: 0 });

async function expectIndexable(request: APIRequestContext, path: string) {
  const html = await (await request.get(path)).text();
  expect(html).not.toContain('name="robots"');
  expect(html).toMatch(/<link rel="canonical"/);
}

test.describe("attacks on the server fail", () => {
  test("form field names cannot reach the prototype of every object", async ({ request }) => {
    for (const path of ["/quote", "/angebot", "/contact", "/kontakt"]) {
      for (const name of ["__proto__.noindex", "constructor.prototype.noindex", "additionalPets.0.__proto__.noindex", "dimensions.__proto__.sendmail"]) {
        const response = await form(request, path, { [name]: "1", name: "A" });
        expect(response.status()).toBeLessThan(500);
      }
    }
    await expectIndexable(request, "/faq");
    await expectIndexable(request, "/destinations");
  });

  test("a far list position answers at once and the server stays responsive", async ({ request }) => {
    const started = Date.now();
    const attack = form(request, "/quote", { "additionalPets.4294967294.weight": "1" });
    const health = await request.get("/healthz", { timeout: 5_000 });
    expect(health.status()).toBe(200);
    const response = await attack;
    expect(response.status()).toBe(400);
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  test("a JSON body of millions of tiny values is refused before it is parsed", async ({ request }) => {
    const headers = { ...sameSite, "Content-Type": "application/json" };
    const started = Date.now();
    const attacks = [request.post("/api/submit-inquiry", { headers, data: "[".repeat(8_000_000) }), request.post("/api/submit-inquiry", { headers, data: `{${Array.from({ length: 600_000 }, (_, i) => `"k${i}":0`).join(",")}}` })];
    expect((await request.get("/healthz", { timeout: 5_000 })).status()).toBe(200);
    for (const response of await Promise.all(attacks)) {
      expect(response.status()).toBe(400);
      expect((await response.json()).error).toBe("invalid_json");
    }
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  test("a multipart body of hundreds of thousands of parts answers at once", async ({ request }) => {
    const boundary = "----x";
    const body = `${`--${boundary}\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n`.repeat(100_000)}--${boundary}--\r\n`;
    const started = Date.now();
    const response = await request.post("/quote", { headers: { ...sameSite, "Content-Type": `multipart/form-data; boundary=${boundary}` }, data: body });
    expect(response.status()).toBe(400);
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  test("a honeypot that holds an object is treated as a bot, not a server error", async ({ request }) => {
    for (const path of ["/api/submit-contact", "/api/submit-inquiry", "/api/newsletter"]) {
      const response = await request.post(path, { headers: sameSite, data: { website: { toString: 1 }, email: "a@example.org" } });
      expect(response.status(), path).toBe(201);
    }
  });

  test("a malformed request target or Host header is a bad request", async () => {
    for (const raw of ["GET http://evil.example/ HTTP/1.1\r\nHost: x\r\n\r\n", "OPTIONS * HTTP/1.1\r\nHost: x\r\n\r\n", "GET /faq?token=secret HTTP/1.1\r\nHost: a@b\r\n\r\n", "GET / HTTP/1.1\r\nHost: x:99999\r\n\r\n", "GET / HTTP/1.1\r\nHost: x/admin#\r\n\r\n"]) {
      expect(await rawStatus(raw), raw).toMatch(/^HTTP\/1\.1 400 /);
    }
  });

  test("a very deep field name is not a server error", async ({ request }) => {
    const deep = Array.from({ length: 20_000 }, () => "a").join(".");
    for (const path of ["/quote", "/contact"]) {
      const response = await request.post(path, { headers: { ...sameSite, "Content-Type": "application/x-www-form-urlencoded" }, data: `${deep}=1` });
      expect(response.status()).toBeLessThan(500);
    }
  });

  test("the consent form never leads to another site and refuses other sites' posts", async ({ request }) => {
    for (const returnTo of ["/\t/evil.example", "//evil.example", "/\\evil.example", "https://evil.example/", "/%09/evil.example"]) {
      const response = await form(request, "/consent", { consent: "essential", returnTo });
      expect(response.status()).toBe(302);
      expect(new URL(response.headers().location!, baseURL).origin).toBe(baseURL);
    }
    const forged = await form(request, "/consent", { consent: "all", returnTo: "/" }, { Origin: "https://evil.example" });
    expect(forged.status()).toBe(403);
    expect(forged.headers()["set-cookie"]).toBeUndefined();
  });

  test("no form or API of the site accepts another site's post", async ({ request }) => {
    const evil = { Origin: "https://evil.example" };
    for (const path of ["/quote", "/kontakt", "/blog", "/newsletter/confirm", "/admin/login", "/admin/logout"]) {
      expect((await form(request, path, { name: "x" }, evil)).status()).toBe(403);
    }
    const api = await request.post("/api/newsletter", { headers: { ...evil, "Content-Type": "application/json" }, data: { email: "a@example.org" } });
    expect(api.status()).toBe(403);
    expect((await api.json()).error).toBe("cross_origin");
  });

  test("the language toggle of a page that does not exist stays on this site", async ({ request }) => {
    const response = await request.get(`${baseURL}//evil.example/x`);
    expect(response.status()).toBe(404);
    const html = await response.text();
    expect(html).not.toMatch(/href="\/\/evil\.example/);
    expect(html).not.toMatch(/href="\/\\/);
  });

  test("malformed encodings in the path and in cookies are not server errors", async ({ request }) => {
    for (const path of ["/%E0%A4%A", "/destinations/%E0%A4%A", "/api/content/blog/%E0%A4%A", "/assets/%E0%A4%A.js", "/%"]) {
      const response = await request.get(path);
      expect(response.status(), path).toBeGreaterThanOrEqual(400);
      expect(response.status(), path).toBeLessThan(500);
    }
    for (const cookie of ["lang=%E0%A4%A", "consent=%E0%A4%A", "lang=%; consent=%", "arc_admin=%E0%A4%A"]) {
      expect((await request.get("/faq", { headers: { Cookie: cookie } })).status(), cookie).toBe(200);
      expect((await request.get("/admin", { headers: { Cookie: cookie }, maxRedirects: 0 })).status(), cookie).toBe(302);
    }
  });

  test("only the quote endpoints take large bodies", async ({ request }) => {
    const padding = "x".repeat(100 * 1024);
    const small = [
      form(request, "/contact", { name: "Anna", message: padding }),
      form(request, "/consent", { consent: "all", returnTo: padding }),
      form(request, "/admin/login", { username: "a", password: padding }),
      request.post("/api/newsletter", { headers: { ...sameSite, "Content-Type": "application/json" }, data: { email: "a@example.org", pad: padding } }),
      request.post("/api/submit-contact", { headers: { ...sameSite, "Content-Type": "application/json" }, data: { message: padding } }),
      // A staff update's photos, without a staff session (with a made-up one too): no large body for strangers.
      ...["", "arc_admin=made-up-session-token"].map((cookie) =>
        request.post("/admin/leads/quote/00000000-0000-4000-8000-000000000000", { headers: { ...sameSite, Cookie: cookie }, multipart: { text: "Update", photos: { name: "a.jpg", mimeType: "image/jpeg", buffer: Buffer.alloc(100 * 1024) } }, maxRedirects: 0 }),
      ),
    ];
    for (const response of await Promise.all(small)) expect(response.status()).toBe(413);
    // The large body is read (and refused for its fields). Other tests upload from the same address at
    // the same time, and the server admits two large bodies per address at once: a 503 "busy" is asked again.
    const quote = () => request.post("/api/submit-inquiry", { headers: { ...sameSite, "Content-Type": "application/json" }, data: { additionalNotes: padding } });
    await expect.poll(async () => (await quote()).status(), { timeout: 15_000 }).toBe(400);
  });
});

/** A quote post whose headers promise `length` bytes of multipart body, from `localAddress`; resolves with the socket and, once answered, the status. */
function uploadStart(port: number, localAddress: string, length: number) {
  const socket = connect({ port, host: "127.0.0.1", localAddress });
  let received = "";
  const status = new Promise<{ status: string; at: number }>((resolve) => {
    socket.on("data", (chunk) => {
      received += chunk.toString("latin1");
      if (received.includes("\r\n")) resolve({ status: received.split("\r\n")[0]!, at: Date.now() });
    });
    socket.on("close", () => resolve({ status: received.split("\r\n")[0] ?? "closed", at: Date.now() }));
  });
  socket.on("error", () => {});
  socket.write(`POST /api/submit-inquiry HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nOrigin: http://127.0.0.1:${port}\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\n\r\n{"na`);
  return { socket, status };
}

test.describe("the page cache cannot be filled with variants of a page", () => {
  test("another spelling of a public path is sent to the canonical one, which alone is rendered", async ({ request }) => {
    for (const path of ["/FAQ", "/faq/", "/f%61q", "/./faq", "//faq", "/x/../faq"]) {
      const status = await rawStatus(`GET ${path}?language=de HTTP/1.1\r\nHost: 127.0.0.1:${appPort}\r\nConnection: close\r\n\r\n`);
      expect(status, path).toBe("HTTP/1.1 301 Moved Permanently");
    }
    const moved = await request.get("/F%41Q/?language=de", { maxRedirects: 0 });
    expect(moved.status()).toBe(301);
    expect(moved.headers()["location"]).toBe("/faq?language=de");
    expect(moved.headers()["content-security-policy"]).toBeTruthy();
    expect((await request.get("/faq")).status()).toBe(200);
  });
});

test.describe("a request in a method an address does not take", () => {
  test("is told so with 405 in the visitor's language, never 'Unexpected Server Error'", async ({ request }) => {
    for (const [method, path] of [["POST", "/language"], ["POST", "/sitemap.xml"], ["POST", "/robots.txt"], ["POST", "/destinationen/japan/tokyo-hnd/kalender"], ["PUT", "/api/submit-inquiry"], ["GET", "/api/submit-inquiry"], ["GET", "/api/newsletter"]] as const) {
      const response = await request.fetch(path, { method, headers: { ...sameSite, Cookie: "lang=de", "Accept-Language": "de" }, maxRedirects: 0 });
      const text = await response.text();
      expect(response.status(), `${method} ${path}`).toBe(405);
      expect(text, `${method} ${path}`).not.toContain("Unexpected Server Error");
      expect(text, `${method} ${path}`).toMatch(/Diese Adresse (beantwortet nur|nimmt nur)/);
      expect(response.headers()["allow"], `${method} ${path}`).toBeTruthy();
    }
  });
});

test.describe("uploads cannot be starved", () => {
  test.describe.configure({ mode: "serial" });
  // One server for both (behind the shipped Varnish it counts each visitor's address; directly, the socket's).
  let port: number;
  let dataDir: string;
  let server: ReturnType<typeof startServer>;
  test.beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), "arc-uploads-"));
    port = await freePort();
    server = startServer({ port, env: { DATA_DIR: dataDir, LOG_REQUESTS: "false", NODE_ENV: "production", RATE_LIMIT_POINTS: "1000", TRUST_PROXY: "true", SMTP_URL: undefined } });
    await server.waitUntilReady({ timeoutMs: 60_000 });
  });
  test.afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });
  const photo = "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR42mP8z8DwnwEKmBgYGBgYAAAjTQL/1L8BWgAAAABJRU5ErkJggg==";
  /** A quote with a crate photo, padded past the small-body limit, so it needs a place among the large bodies as a photo does. */
  const largeQuote = (length: number) => JSON.stringify({ ...(JSON.parse(quotePayload(1)) as object), crateImage: photo, hasOwnCrate: true }).padEnd(length, " ");

  test("16 idle large bodies from one address leave uploads from others free, and a body that trickles at 10 kB/s is cut with 408 in under 15 s", async () => {
    test.setTimeout(60_000);
    const idle: Array<ReturnType<typeof uploadStart>> = [];
    try {
      for (let n = 0; n < 16; n++) idle.push(uploadStart(port, "127.0.0.1", 8_000_000));
      await sleep(1_000);
      // Another client's quote with a crate photo, a large body too.
      const other = await send(`http://127.0.0.1:${port}`, "/api/submit-inquiry", { method: "POST", body: largeQuote(70_000), headers: { "Content-Type": "application/json", Origin: `http://127.0.0.1:${port}` }, localAddress: "127.0.0.2" });
      expect(other.status, other.body).toBe(201);

      // A body that trickles at 10 kB/s.
      const trickle = uploadStart(port, "127.0.0.3", 1_000_000);
      const started = Date.now();
      const timer = setInterval(() => trickle.socket.write("x".repeat(2_500)), 250);
      const answer = await Promise.race([trickle.status, sleep(20_000).then(() => ({ status: "none", at: Date.now() }))]);
      clearInterval(timer);
      test.info().annotations.push({ type: "trickle", description: `${answer.status} after ${answer.at - started} ms` });
      expect(answer.status).toBe("HTTP/1.1 408 Request Timeout");
      expect(answer.at - started).toBeLessThan(15_000);
    } finally {
      for (const { socket } of idle) socket.destroy();
    }
  });

  test("32 uploads at 17 kB/s from 16 addresses through the shipped Varnish leave a visitor's crate-photo upload succeeding", async () => {
    test.setTimeout(60_000);
    const slow: Array<ReturnType<typeof uploadStart>> = [];
    const timers: Array<ReturnType<typeof setInterval>> = [];
    const edge = await startVarnish(port);
    try {
      const edgePort = Number(new URL(edge.base).port);
      // Two uploads from each of 16 addresses, each sending about 17 kB/s: just above the minimum pace.
      for (let address = 0; address < 16; address++) {
        for (let n = 0; n < 2; n++) {
          const upload = uploadStart(edgePort, `127.0.0.${10 + address}`, 5_000_000);
          slow.push(upload);
          timers.push(setInterval(() => upload.socket.writable && upload.socket.write("x".repeat(4_250)), 250));
        }
      }
      // Past their first seconds, when the pace of each is known.
      await sleep(7_000);
      const visitor = await send(edge.base, "/api/submit-inquiry", { method: "POST", body: largeQuote(300_000), headers: { "Content-Type": "application/json", Origin: edge.base }, localAddress: "127.0.0.99" });
      const open = slow.filter(({ socket }) => !socket.destroyed).length;
      test.info().annotations.push({ type: "visitor", description: `${visitor.status} after ${visitor.ms} ms; ${open} of 32 slow uploads still open` });
      expect(visitor.status, visitor.body).toBe(201);
    } finally {
      for (const timer of timers) clearInterval(timer);
      for (const { socket } of slow) socket.destroy();
      await edge.stop();
    }
  });
});
