/**
 * One pass over the built server that fetches every page once and hands the HTML to every check
 * that needs it (docs/testing.md): starting from every URL of /sitemap.xml and from the home page
 * (both languages), it follows every internal link and loads every image, stylesheet, icon and
 * script it finds. Then: nothing internal answers with an error; every sitemap URL is a working page
 * in its language, and a kept page is the document the streaming renderer makes; and the Nu HTML checker (vnu.jar, on Java) finds no error in the HTML of any
 * sitemap URL, the not-found page or the staff area, in one run of the checker.
 */
import { execFile, spawnSync } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join, resolve } from "node:path";
import { expect, request as requests, test, type APIRequestContext } from "@playwright/test";
import { baseURL as siteURL, staff } from "./support/env.ts";
import { expectNoneOf } from "./support/expect-none.ts";
import { decodeEntities as decode, languageOf, sitemapPaths } from "./support/sitemap.ts";
import { submitQuote } from "./support/leads.ts";
import { inDays } from "../src/test/fixtures.ts";

/** Internal URLs referenced by a page: links, images (src and every srcset candidate), styles, icons, scripts. */
function references(html: string): { pages: string[]; assets: string[] } {
  const attr = (pattern: RegExp) => [...html.matchAll(pattern)].map((match) => decode(match[1]!));
  const pages = attr(/<a\b[^>]*?\shref="([^"]+)"/g);
  const srcsets = attr(/\ssrc[sS]et="([^"]+)"/g).flatMap((set) => set.split(",").map((candidate) => candidate.trim().split(/\s+/)[0] ?? ""));
  const assets = [...attr(/<(?:img|script|source)\b[^>]*?\ssrc="([^"]+)"/g), ...srcsets, ...attr(/<link\b[^>]*?\shref="([^"]+)"/g)];
  return { pages, assets };
}

function internal(raw: string, base: URL): URL | undefined {
  if (raw.startsWith("mailto:") || raw.startsWith("tel:") || raw.startsWith("#")) return undefined;
  const url = new URL(raw, base);
  if (url.origin !== base.origin) return undefined;
  url.hash = "";
  return url;
}

interface Page {
  status: number;
  headers: Record<string, string>;
  /** The HTML, for pages that are HTML. */
  html?: string;
  /** The internal pages it links to. */
  links: string[];
}

/** Requests at a time. */
const BATCH = 8;

/** Fetches every page reachable from `start` once (a first visit, English browser) and every asset they reference. */
async function crawl(request: APIRequestContext, start: string[], base: URL) {
  const pages = new Map<string, Page>();
  const assets = new Set<string>();
  const broken: string[] = [];
  const queued = new Set<string>();
  let queue = start.map((path) => ({ key: path, from: "(start)" }));
  for (const { key } of queue) queued.add(key);
  while (queue.length > 0) {
    const batch = queue.slice(0, BATCH);
    queue = queue.slice(BATCH);
    await Promise.all(
      batch.map(async ({ key, from }) => {
        const response = await request.get(key, { maxRedirects: 0 });
        const page: Page = { status: response.status(), headers: response.headers(), links: [] };
        pages.set(key, page);
        if (page.status >= 400) return broken.push(`${key} (${page.status}) linked from ${from}`);
        if (!(page.headers["content-type"] ?? "").includes("text/html")) return;
        page.html = await response.text();
        const found = references(page.html);
        const url = new URL(key, base);
        for (const raw of found.pages) {
          const next = internal(raw, url);
          if (!next) continue;
          const nextKey = next.pathname + next.search;
          page.links.push(nextKey);
          // The staff area, token pages and API endpoints are not part of the public crawl.
          if (queued.has(nextKey) || /^\/(admin|api|newsletter)\b/.test(next.pathname)) continue;
          queued.add(nextKey);
          queue.push({ key: nextKey, from: key });
        }
        for (const raw of found.assets) {
          const asset = internal(raw, url);
          if (asset) assets.add(asset.pathname + asset.search);
        }
      }),
    );
  }
  const list = [...assets];
  for (let index = 0; index < list.length; index += BATCH) {
    await Promise.all(
      list.slice(index, index + BATCH).map(async (asset) => {
        const response = await request.get(asset);
        if (response.status() !== 200) broken.push(`${asset} (${response.status()})`);
        else if (/\.(jpe?g|webp|avif|png)$/.test(asset) && (await response.body()).length <= 100) broken.push(`${asset} (${(await response.body()).length} bytes)`);
      }),
    );
  }
  return { pages, assets: assets.size, broken };
}

/** The pages reachable from `start` by following links. */
function reachable(pages: Map<string, Page>, start: string[]): Set<string> {
  const seen = new Set(start);
  const queue = [...start];
  while (queue.length > 0) {
    for (const link of pages.get(queue.shift()!)?.links ?? []) {
      if (!seen.has(link) && pages.has(link)) {
        seen.add(link);
        queue.push(link);
      }
    }
  }
  return seen;
}

const htmlLang = (html: string) => /<html[^>]*\slang="([a-z]{2})"/.exec(html)?.[1];
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "";

// In order in one worker, so the pass runs once; a failure does not hide the checks after it.
test.describe.configure({ mode: "default" });

let sitemap: string[] = [];
let pass: Awaited<ReturnType<typeof crawl>>;
let client: APIRequestContext;

test.beforeAll(async ({ baseURL }) => {
  test.setTimeout(300_000);
  // A browser that asks for English and keeps no cookies: viewing a page stores nothing (checked below).
  client = await requests.newContext({ baseURL, extraHTTPHeaders: { "Accept-Language": "en" } });
  sitemap = await sitemapPaths(client);
  pass = await crawl(client, [...new Set(["/", "/?language=de", ...sitemap])], new URL(baseURL!));
});

test.afterAll(async () => {
  await client?.dispose();
});

test("no broken internal link or image from the home page or any sitemap URL", () => {
  expectNoneOf(pass.pages.size, pass.broken, "broken links and assets");
  expect(pass.assets).toBeGreaterThan(100);
  // The home page leads to the whole site: what the sitemap lists is no island.
  expect(reachable(pass.pages, ["/", "/?language=de"]).size).toBeGreaterThan(250);
});

test("the XML sitemap lists every public page in both languages, each one answering 200 in its language", async () => {
  const robots = await client.get("/robots.txt");
  expect(await robots.text()).toMatch(/Sitemap: https?:\/\/[^\s]+\/sitemap\.xml/);
  const xml = await (await client.get("/sitemap.xml")).text();
  expect(sitemap.filter((path) => path.startsWith("/destinations/")).length).toBeGreaterThanOrEqual(120);
  expect(sitemap.filter((path) => path.startsWith("/destinationen/")).length).toBeGreaterThanOrEqual(120);
  expect(xml.match(/hreflang="de"/g)?.length).toBe(sitemap.length);
  const titles = new Map<string, string>();
  for (const path of sitemap) {
    const page = pass.pages.get(path)!;
    expect(page.status, path).toBe(200);
    // Viewing a page stores nothing: only the toggle and the cookie banner write cookies.
    expect(page.headers["set-cookie"], path).toBeUndefined();
    expect(htmlLang(page.html ?? ""), path).toBe(languageOf(path));
    const title = titleOf(page.html ?? "");
    expect(titles.get(title), `title "${title}" of ${path} is unique`).toBeUndefined();
    titles.set(title, path);
  }
  expect(titles.size).toBe(new Set(sitemap).size);
});

test("a cached page is the document the streaming renderer makes, on every sitemap URL", async ({ baseURL }) => {
  // A staff cookie (even a made-up one) keeps a request out of the page cache: that page is
  // streamed with a nonce, completely for a crawler. Apart from the nonces it is the same document.
  const streamed = { "User-Agent": "Googlebot/2.1 (+http://www.google.com/bot.html)", Cookie: "arc_admin=x" };
  // Pages with a form key of their own per visitor are not kept.
  const kept = [...new Set(sitemap)].filter((path) => pass.pages.get(path)?.headers["cache-control"]?.startsWith("public"));
  expect(kept.length).toBeGreaterThan(40);
  // Connections of their own: one the shared client left idle may be closed by the server's keep-alive timeout just as
  // it is reused (ECONNRESET).
  const fresh = await requests.newContext({ baseURL, extraHTTPHeaders: { "Accept-Language": "en" } });
  try {
    for (let index = 0; index < kept.length; index += BATCH) {
      await Promise.all(
        kept.slice(index, index + BATCH).map(async (path) => {
          const html = pass.pages.get(path)!.html!;
          expect(html, path).toContain("window.__reactRouterContext.streamController.enqueue(");
          expect((await (await fresh.get(path, { headers: streamed })).text()).replace(/ nonce="[^"]*"/g, ""), path).toBe(html);
        }),
      );
    }
  } finally {
    await fresh.dispose();
  }
});

/** vnu.jar from the vnu-jar package; run on the system's Java (Debian: default-jre-headless). */
const vnuJar = String(createRequire(import.meta.url)("vnu-jar"));

interface NuMessage {
  type: string;
  subType?: string;
  url?: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

function runNu(folder: string): Promise<NuMessage[]> {
  return new Promise((done, fail) => {
    // --errors-only: warnings and info are advice; --exit-zero-always: the messages are judged here.
    execFile("java", ["-Xss1m", "-jar", vnuJar, "--errors-only", "--exit-zero-always", "--format", "json", "--stdout", folder], { maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) => {
      if (error) return fail(new Error(`The Nu checker did not run: ${error.message}\n${stderr}`));
      done((JSON.parse(stdout) as { messages: NuMessage[] }).messages);
    });
  });
}

test("the Nu HTML checker finds no error in the HTML of any sitemap URL, the not-found page, a request page or the staff area", async () => {
  test.setTimeout(300_000);
  const java = spawnSync("java", ["-version"]);
  if (java.error) throw new Error("No Java found: the Nu HTML checker needs a Java runtime (Debian: apt-get install -y default-jre-headless); .ci/run installs it.");
  expect(sitemap.length).toBeGreaterThan(250);
  const folder = resolve(test.info().outputPath("nu"));
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(folder, { recursive: true });
  const files = new Map<string, string>();
  const save = (path: string, html: string) => {
    const file = join(folder, `${files.size}.html`);
    files.set(file, path);
    writeFileSync(file, html);
  };
  // Every sitemap URL as the pass fetched it: a first visit (cookie banner included).
  for (const path of new Set(sitemap)) save(path, pass.pages.get(path)?.html ?? "");
  for (const path of ["/no-such-page", "/no-such-page?language=de"]) {
    const response = await client.get(path);
    expect(response.status(), path).toBe(404);
    save(path, await response.text());
  }
  // The staff area, signed in through its form.
  const staffArea = await client.post("/admin/login", { form: staff, maxRedirects: 0 });
  expect(staffArea.status()).toBe(302);
  const cookie = /arc_admin=[^;]+/.exec(staffArea.headers()["set-cookie"] ?? "")![0];
  for (const path of ["/admin", "/admin/erase"]) save(path, await (await client.get(path, { headers: { Cookie: cookie } })).text());
  save("/admin/login", await (await client.get("/admin/login")).text());
  // A request page with a step recorded and a message (its checklist, papers, reminders and message forms), and its lead page.
  const sent = await submitQuote(client, { email: `nu-${Date.now()}@example.org`, travelDate: inDays(300) }, "de");
  const forms: Array<Record<string, string>> = [{ intent: "stepDone", stepId: "microchip", doneOn: inDays(-3) }, { intent: "message", text: "Eine Frage zur Box." }];
  for (const form of forms) {
    expect((await client.post(sent.requestUrl, { form, headers: { origin: siteURL } })).status()).toBe(200);
  }
  save(sent.requestUrl, await (await client.get(sent.requestUrl)).text());
  save(`/admin/leads/quote/${sent.id}`, await (await client.get(`/admin/leads/quote/${sent.id}`, { headers: { Cookie: cookie } })).text());

  const messages = await runNu(folder);
  const errors = messages
    .filter((message) => message.type !== "info")
    .map((message) => {
      const file = message.url ? new URL(message.url).pathname : "";
      return `${files.get(file) ?? file}:${message.lastLine ?? "?"}: ${message.message}${message.extract ? ` — ${message.extract.trim().slice(0, 160)}` : ""}`;
    });
  expectNoneOf(files.size, errors, `${errors.length} errors in ${files.size} pages`);
});

/** The text a visitor reads on a page: without scripts, styles, comments and tags. */
const visibleText = (html: string) =>
  decode(html.replace(/<(script|style|template)\b[\s\S]*?<\/\1>/g, " ").replace(/<!--[\s\S]*?-->/g, " ").replace(/<[^>]+>/g, " ")).replace(/\s+/g, " ");
/**
 * Wording that asks a visitor to phone the company: "call us", "call or write to us", "when you call", "ask us to call
 * you", "rufen Sie uns an", "uns anrufen", "Rückruf". (Advice to call another shipper, or the team calling an owner
 * who gave a number, is no such ask.)
 */
const askToCall = /\b(call|phone|ring) us\b|\bgive us a call\b|\bcall or write to us\b|\bwhen you call\b|\b(ask us to|we will|we'll) call you back\b|\bvisit or call\b|\brufen Sie uns\b|\buns an(zu)?rufen\b|\bwenn Sie (uns )?anrufen\b|\bRückruf/i;
/** A heading followed at once by the end of its section or by the next heading: it stands over nothing. */
const emptyHeading = /<(h[2-6])\b[^>]*>(?:(?!<\/\1>)[\s\S])*<\/\1>\s*(?:<\/(?:section|div|nav|footer|aside)>|<h[1-6]\b)/g;

test("no page asks a visitor to call without a phone number on it, and no heading stands over nothing: every sitemap URL and a confirmation page, both languages", async () => {
  const confirmation = await Promise.all(
    (["en", "de"] as const).map(async (language) => {
      const sent = await submitQuote(client, { email: `crawl-${language}-${Date.now()}@example.org`, travelDate: inDays(300) }, language);
      return { path: sent.requestUrl, html: await (await client.get(sent.requestUrl)).text() };
    }),
  );
  const pages = [...sitemap.map((path) => ({ path, html: pass.pages.get(path)?.html ?? "" })), ...confirmation];
  const findings: string[] = [];
  for (const { path, html } of pages) {
    const asks = askToCall.exec(visibleText(html))?.[0];
    if (asks && !/href="tel:/.test(html)) findings.push(`${path}: "${asks}" without a tel: link`);
    for (const match of html.matchAll(emptyHeading)) findings.push(`${path}: empty heading ${visibleText(match[0]).trim().slice(0, 60)}`);
  }
  expectNoneOf(pages, findings, "calls without a number, headings over nothing");
});
