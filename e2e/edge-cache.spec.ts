/**
 * The shipped edge configuration (deploy/varnish/site.vcl) in a real Varnish in front of the built
 * server, under the traffic a shared cache sees: first visits and returning visitors (consent,
 * analytics and language cookies), a dozen Accept-Language strings, three kinds of Accept-Encoding,
 * both languages, campaign tags. After one warm-up request per page and language, at least 95 % of
 * the page views come from the cache; every page is in the language the site itself would answer
 * that request in; nothing private (a form with its own key, a request page, the staff area, data
 * requests) is ever answered from the cache.
 */
import { request as httpRequest } from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { expect, test } from "@playwright/test";
import { resolveLanguage } from "../src/i18n/resolve.ts";
import { appPort, baseURL, staff } from "./support/env.ts";
import { inDays } from "../src/test/fixtures.ts";
import { submitQuote } from "./support/leads.ts";
import { send } from "./support/quote-load.ts";
import { sitemapPaths } from "./support/sitemap.ts";
import { startVarnish, type Varnish } from "./support/varnish.ts";

test.describe.configure({ mode: "serial" });

let varnish: Varnish;
test.beforeAll(async () => {
  varnish = await startVarnish(appPort);
});
test.afterAll(async () => {
  await varnish?.stop();
});

const ACCEPT_LANGUAGES = [
  "en-US,en;q=0.9",
  "en-GB,en;q=0.9",
  "en-AU,en;q=0.9,de;q=0.8",
  "en",
  "de-DE,de;q=0.9,en-US;q=0.8,en;q=0.7",
  "de-AT,de;q=0.9",
  "de-CH",
  "DE",
  "fr-FR,fr;q=0.9,en;q=0.5",
  "nl-NL,nl;q=0.9,en;q=0.8",
  "it-IT,it;q=0.9,de;q=0.4",
  "es-ES,es;q=0.9",
];
const ACCEPT_ENCODINGS = ["gzip, deflate, br, zstd", "gzip", undefined];

/** A small seeded generator, so every run replays the same traffic. */
function generator(seed: number) {
  let state = seed;
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
  return { next, pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]! };
}

/** The cookies a browser sends: none on a first visit; a consent choice, analytics and maybe a language later. */
function visitorCookies(random: ReturnType<typeof generator>): string | undefined {
  const id = () => Math.floor(random.next() * 1e9);
  return random.pick([
    undefined,
    undefined,
    `consent=all; _ga=GA1.1.${id()}.${id()}; _ga_X1Y2Z3=GS1.1.${id()}.1.0.${id()}.0.0.0`,
    `consent=essential`,
    `consent=essential; lang=de`,
    `_gid=GA1.1.${id()}; consent=all; lang=en`,
    `lang=de; consent=all; _ga=GA1.1.${id()}.${id()}`,
  ]);
}

/** Campaign and click tags as ads and mailings add them. */
function withCampaignTags(path: string, random: ReturnType<typeof generator>): string {
  const tag = random.pick([
    "",
    "",
    "",
    `utm_source=newsletter&utm_medium=email&utm_campaign=spring-${Math.floor(random.next() * 100)}`,
    `gclid=Cj0KCQ${Math.floor(random.next() * 1e12)}`,
    `fbclid=IwAR${Math.floor(random.next() * 1e12)}`,
  ]);
  if (!tag) return path;
  return `${path}${path.includes("?") ? "&" : "?"}${tag}`;
}

interface Visit {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** The body, decoded as a browser would. */
  text: string;
}

/** One GET through the cache, with the headers given (undefined ones left out). */
function visit(path: string, headers: Record<string, string | undefined>): Promise<Visit> {
  const sent = Object.fromEntries(Object.entries(headers).filter((entry): entry is [string, string] => entry[1] !== undefined));
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${varnish.base}${path}`, { headers: sent, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("error", reject);
      res.on("end", () => {
        const body = Buffer.concat(chunks);
        const encoding = res.headers["content-encoding"];
        const text = (encoding === "gzip" ? gunzipSync(body) : encoding === "br" ? brotliDecompressSync(body) : body).toString("utf8");
        resolve({ status: res.statusCode ?? 0, headers: res.headers, text });
      });
    });
    req.on("error", reject);
    req.end();
  });
}

const htmlLang = (answer: Visit) => /<html lang="(en|de)"/.exec(answer.text)?.[1];

test("a realistic mix of page views is served from the edge, each page in the language the site chose", async ({ request }) => {
  test.setTimeout(180_000);
  const random = generator(20261127);
  // The sitemap's pages (both languages; shared paths with ?language=), and the shared paths as typed.
  const listed = await sitemapPaths(request);
  const sample = [...new Set(listed)].filter(() => random.next() < 0.35);
  const shared = [...new Set(listed.filter((path) => path.includes("language=")).map((path) => path.replace(/[?&]language=(en|de)$/, "")))];
  const pages = [...new Set([...sample, ...shared, "/", "/faq", "/blog", "/destinations", "/destinationen", "/uber-uns"])];
  expect(pages.length).toBeGreaterThan(30);

  // Warm-up: each page once in each language a visitor may get it in.
  for (const path of pages) {
    for (const language of ["en", "de"]) await visit(path, { "Accept-Language": language, "Accept-Encoding": "gzip" });
  }

  let hits = 0;
  let views = 0;
  const wrongLanguage: string[] = [];
  const privateHits: string[] = [];
  const ROUNDS = 800;
  for (let view = 0; view < ROUNDS; view++) {
    const path = random.pick(pages);
    const tagged = withCampaignTags(path, random);
    const headers = { "Accept-Language": random.pick(ACCEPT_LANGUAGES), Cookie: visitorCookies(random), "Accept-Encoding": random.pick(ACCEPT_ENCODINGS) };
    const answer = await visit(tagged, headers);
    expect(answer.status, tagged).toBe(200);
    // A page for one visitor (the contact form carries its own key) is never kept, and not counted.
    if (!/\bpublic\b/.test(String(answer.headers["cache-control"]))) {
      if (answer.headers["x-cache"] !== "miss") privateHits.push(tagged);
    } else {
      views++;
      if (answer.headers["x-cache"] === "hit") hits++;
    }
    // The language the site resolves for this very request, had it come straight to the server.
    const expected = resolveLanguage({ url: `${baseURL}${tagged}`, headers: new Headers(Object.entries(headers).filter((entry): entry is [string, string] => entry[1] !== undefined)) }).lang;
    const served = htmlLang(answer);
    if (served !== expected) wrongLanguage.push(`${tagged} ${JSON.stringify(headers)}: ${served} for ${expected}`);
  }
  const ratio = hits / views;
  console.log(`edge cache: ${hits} of ${views} views of public pages from the cache (${(ratio * 100).toFixed(1)} %), ${ROUNDS - views} views of private pages, ${pages.length} pages`);
  expect(wrongLanguage).toEqual([]);
  expect(privateHits).toEqual([]);
  expect(views).toBeGreaterThan(ROUNDS * 0.8);
  expect(ratio).toBeGreaterThanOrEqual(0.95);
});

test("a page whose path fixes its language varies on the encoding only; a shared path on cookie and language too", async () => {
  const fixed = await visit("/destinations/germany/frankfurt-fra", { "Accept-Encoding": "gzip" });
  expect(fixed.headers.vary).toBe("Accept-Encoding");
  expect(htmlLang(fixed)).toBe("en");
  const explicit = await visit("/faq?language=de", {});
  expect(explicit.headers.vary).toBe("Accept-Encoding");
  expect(htmlLang(explicit)).toBe("de");
  const home = await visit("/", { "Accept-Language": "de-DE,de;q=0.9" });
  expect(String(home.headers.vary)).toMatch(/Accept-Language/);
  expect(htmlLang(home)).toBe("de");
});

test("with two language cookies the edge answers in the language the site reads, the first cookie's", async () => {
  for (const cookie of ["lang=de; lang=en", "consent=all; lang=en; lang=de", "lang=fr; lang=de"]) {
    const headers = { Cookie: cookie, "Accept-Language": "en-US,en;q=0.9" };
    const site = resolveLanguage({ url: `${baseURL}/faq`, headers: new Headers(headers) }).lang;
    // Twice: the fetch that keeps the page, and the copy kept.
    expect([htmlLang(await visit("/faq", headers)), htmlLang(await visit("/faq", headers))], cookie).toEqual([site, site]);
  }
});

test("the key is the URL without campaign tags, never a host a client chose; a page with an unknown query is kept by no one", async () => {
  await visit("/faq?language=de", {});
  const tagged = await visit("/faq?utm_source=mail&&language=de&gclid=Cj0K", {});
  expect([tagged.headers["x-cache"], htmlLang(tagged)]).toEqual(["hit", "de"]);
  // Only the query is rewritten: an ampersand in the path is the path's.
  expect((await visit("/faq&utm_source=mail", {})).status).toBe(404);
  const hosted = await visit("/faq?language=de", { Host: "evil.example", "X-Forwarded-Host": "evil.example" });
  expect([hosted.headers["x-cache"], htmlLang(hosted)]).toEqual(["hit", "de"]);
  const unknown = [await visit("/faq?x=1", {}), await visit("/faq?x=1", {})];
  expect(unknown.map((answer) => [answer.status, answer.headers["x-cache"], /\bpublic\b/.test(String(answer.headers["cache-control"]))])).toEqual([
    [200, "miss", false],
    [200, "miss", false],
  ]);
});

test("a campaign tag spelt with percent-escapes is never kept, so random values cannot fill the cache", async () => {
  const path = `/faq?language=de&%75tm_source=${Math.floor(Math.random() * 1e9)}`;
  const answers = [await visit(path, {}), await visit(path, {})];
  expect(answers.map((answer) => [answer.status, answer.headers["x-cache"], /\bpublic\b/.test(String(answer.headers["cache-control"])), htmlLang(answer)])).toEqual([
    [200, "miss", false, "de"],
    [200, "miss", false, "de"],
  ]);
});

test("every request has the edge's own id: a client's X-Request-Id is not taken, and a kept page shows each visitor theirs", async () => {
  await visit("/about", {});
  const answers = [await visit("/about", { "X-Request-Id": "chosen-by-client" }), await visit("/about", { "X-Request-Id": "chosen-by-client" })];
  const ids = answers.map((answer) => answer.headers["x-request-id"]);
  expect(answers.map((answer) => answer.headers["x-cache"])).toEqual(["hit", "hit"]);
  expect(ids.every((id) => typeof id === "string" && /^varnish-\d+$/.test(id))).toBe(true);
  expect(ids[0]).not.toBe(ids[1]);
});

test("nothing private is answered from the cache: forms with their own key, request pages, data, the staff area", async ({ request }) => {
  const visitor = { "Accept-Language": "en-US,en;q=0.9", Cookie: "consent=all; _ga=GA1.1.1.2" };
  // A page with a form that carries its own idempotency key: each view gets its own.
  for (const path of ["/quote", "/angebot"]) {
    const first = await visit(path, visitor);
    const second = await visit(path, visitor);
    expect(first.status, path).toBe(200);
    expect([first.headers["x-cache"], second.headers["x-cache"]], path).toEqual(["miss", "miss"]);
    expect(first.text, path).not.toBe(second.text);
  }
  // A quote's request page (its private link).
  const quote = await submitQuote(request, { email: `edge-cache-${Date.now()}@example.org`, travelDate: inDays(200) });
  const requestPath = new URL(quote.requestUrl, baseURL).pathname;
  for (let view = 0; view < 3; view++) {
    const answer = await visit(requestPath, {});
    expect(answer.status).toBe(200);
    expect(answer.text).toContain(quote.reference);
    expect(answer.headers["x-cache"]).toBe("miss");
  }
  // Client-side navigation data.
  for (let view = 0; view < 2; view++) expect((await visit("/faq.data", visitor)).headers["x-cache"]).toBe("miss");

  // The staff area, signed in through the cache: the inbox is never kept, nor shown to anyone else.
  const signIn = await send(varnish.base, "/admin/login", {
    method: "POST",
    body: new URLSearchParams(staff).toString(),
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: varnish.base },
  });
  expect(signIn.status).toBe(302);
  const session = /arc_admin=[^;]+/.exec(String(signIn.headers["set-cookie"]))![0];
  for (let view = 0; view < 2; view++) {
    const inbox = await visit("/admin", { Cookie: `${session}; consent=all` });
    expect(inbox.status).toBe(200);
    expect(inbox.headers["x-cache"]).toBe("miss");
    // Staff see public pages as they are now, never from the cache.
    expect((await visit("/faq", { Cookie: session })).headers["x-cache"]).toBe("miss");
  }
  const stranger = await visit("/admin", {});
  expect(stranger.status).toBe(302);
  expect(stranger.headers.location).toBe("/admin/login");
  expect(stranger.headers["x-cache"]).toBe("miss");
});
