/**
 * `npm run dev` is the production server with Vite mounted in it (scripts/dev.ts): started as a
 * developer starts it, it answers with production's headers and redirects, refuses what production
 * refuses, and mails a quote through its outbox to a real SMTP server on loopback. (Before, `npm run
 * dev` was `react-router dev`: no CSP, no request id, no body limit, no cross-site refusal, no mail.)
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { createSmtpSink } from "../src/test/smtp-sink.ts";
import { submitQuote } from "./support/leads.ts";
import { freePort, repositoryRoot, startServer, type ServerProcess } from "./support/server-process.ts";

test.describe.configure({ mode: "serial" });

let server: ServerProcess;
let dataDir: string;
const sink = createSmtpSink();

test.beforeAll(async () => {
  test.setTimeout(240_000);
  await sink.start();
  dataDir = mkdtempSync(join(tmpdir(), "arc-dev-"));
  const env = { NODE_ENV: undefined, PAGE_CACHE_BYTES: undefined, DATABASE_URL: undefined, DATA_DIR: dataDir, LOG_REQUESTS: "false" };
  const mail = { SMTP_URL: `smtp://127.0.0.1:${sink.port}`, SALES_EMAIL: "sales@arc.example", MAIL_FROM: "ARC Pet Air <mail@arc.example>" };
  // `npm run dev` as package.json has it (`node <options> scripts/dev.ts`), without npm in between.
  const [node, ...args] = (JSON.parse(readFileSync(join(repositoryRoot, "package.json"), "utf8")) as { scripts: { dev: string } }).scripts.dev.split(" ");
  expect(node).toBe("node");
  server = startServer({ port: await freePort(), args, env: { ...env, ...mail } });
  await server.waitUntilReady({ timeoutMs: 200_000 });
});

test.afterAll(async () => {
  await server?.stop();
  await sink.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

test("pages carry production's headers: a CSP allowing inline scripts by hash or nonce only, and a request id", async () => {
  const page = await fetch(`${server.base}/destinations`);
  expect(page.status).toBe(200);
  expect(await page.text()).toContain("<h1");
  const csp = page.headers.get("content-security-policy") ?? "";
  expect(csp).toMatch(/script-src 'self'( '(sha256-[A-Za-z0-9+/=]+|nonce-[A-Za-z0-9+/=]+)')+(;| )/);
  expect(csp).not.toContain("unsafe-eval");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(page.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  expect(page.headers.get("x-content-type-options")).toBe("nosniff");
});

test("another spelling of a page's path is sent to the canonical one", async () => {
  for (const [path, location] of [["/destinations/", "/destinations"], ["/impressum", "/imprint?language=de"], ["/faq?utm_source=x", undefined]] as const) {
    const response = await fetch(`${server.base}${path}`, { redirect: "manual" });
    expect(response.status, path).toBe(location === undefined ? 200 : 301);
    if (location !== undefined) expect(response.headers.get("location"), path).toBe(location);
  }
});

test("an oversized body is refused with 413, another site's post with 403", async () => {
  const form = new URLSearchParams({ name: "Anna", message: "x".repeat(100 * 1024) });
  const tooLarge = await fetch(`${server.base}/contact`, { method: "POST", headers: { Origin: server.base, "Content-Type": "application/x-www-form-urlencoded" }, body: form });
  expect(tooLarge.status).toBe(413);
  const crossSite = await fetch(`${server.base}/api/newsletter`, { method: "POST", headers: { Origin: "https://evil.example", "Content-Type": "application/json" }, body: JSON.stringify({ email: "a@example.org" }) });
  expect(crossSite.status).toBe(403);
  expect(((await crossSite.json()) as { error: string }).error).toBe("cross_origin");
});

test("Vite answers the browser's modules, never the data folder, package.json or the server's code", async () => {
  const status = async (path: string) => (await fetch(`${server.base}${path}`)).status;
  expect({ client: await status("/@vite/client"), app: await status("/src/root.tsx") }).toEqual({ client: 200, app: 200 });
  for (const path of ["/package.json", "/src/server/config.server.ts", "/src/%2e%2e/package.json", `/@fs${repositoryRoot}package.json`, `/@fs${dataDir}/pglite/PG_VERSION`]) {
    expect(await status(path), path).toBe(404);
  }
});

test("a quote is stored and mailed to sales through the outbox", async ({ playwright }) => {
  const request = await playwright.request.newContext({ baseURL: server.base, extraHTTPHeaders: { Origin: server.base } });
  const sent = await submitQuote(request, { name: "Kenji Dev", email: "kenji@example.org", travelDate: new Date(Date.now() + 300 * 86_400_000).toISOString().slice(0, 10) });
  await request.dispose();
  expect(sent.reference).toMatch(/^ARC-/);
  const toSales = () => sink.messages.filter((mail) => mail.subject?.startsWith("Quote request: Kenji Dev") && !Array.isArray(mail.to) && mail.to?.text === "sales@arc.example");
  await expect.poll(() => toSales().length, { timeout: 30_000, message: server.output() }).toBe(1);
});
