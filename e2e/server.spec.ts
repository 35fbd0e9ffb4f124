import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { expectNoneOf } from "./support/expect-none.ts";
import { repositoryRoot } from "./support/server-process.ts";

test.describe("production server", () => {
  test("the server build carries the packages that would otherwise load as hundreds of files at each start", () => {
    const dir = join(repositoryRoot, "build", "server");
    const files = readdirSync(dir, { recursive: true, encoding: "utf8" }).filter((file) => file.endsWith(".js"));
    const imported = files.flatMap((file) => [...readFileSync(join(dir, file), "utf8").matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*)"([^"./][^"]*)"/g)].map((match) => match[1]!));
    expect(imported).toContain("react");
    expectNoneOf(
      imported,
      imported.filter((name) => /^(react-aria|react-stately|@react-aria\/|@react-stately\/|@internationalized\/)/.test(name)),
      "packages the server imports at run time",
    );
  });

  test("sets security headers; a shared page allows exactly its inline scripts by hash", async ({ request }) => {
    const first = await request.get("/");
    const headers = first.headers();
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["permissions-policy"]).toContain("camera=()");
    const csp = headers["content-security-policy"] ?? "";
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).not.toContain("'nonce-");
    const html = await first.text();
    const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(([, attributes, content]) => !/src=|application\/(ld\+)?json/.test(attributes!) && content);
    expect(inline.length).toBeGreaterThan(0);
    for (const [, , content] of inline) expect(csp).toContain(`'sha256-${createHash("sha256").update(content!).digest("base64")}'`);
    expect(headers["strict-transport-security"]).toBeUndefined();
  });

  test("a staff page, rendered per visitor, carries a fresh script nonce per response", async ({ request }) => {
    const nonceOf = async () => /'nonce-([^']+)'/.exec((await request.get("/admin/login")).headers()["content-security-policy"] ?? "")?.[1];
    const [first, second] = [await nonceOf(), await nonceOf()];
    expect(first).toBeTruthy();
    expect(second).not.toBe(first);
  });

  test("public pages are rendered once and answered with an ETag, 304 when unchanged", async ({ request }) => {
    const [first, second] = [await request.get("/faq?language=de"), await request.get("/faq?language=de")];
    expect(await second.text()).toBe(await first.text());
    const etag = second.headers().etag!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(second.headers()["cache-control"]).toBe("public, max-age=0, s-maxage=60, stale-while-revalidate=86400");
    expect((await request.get("/faq?language=de", { headers: { "If-None-Match": etag } })).status()).toBe(304);
    const head = await request.head("/faq?language=de");
    expect(head.headers().etag).toBe(etag);
    expect(head.headers()["content-length"]).toBeTruthy();
    // Another language is another page; a consent choice is not (the browser decides the banner, decision 032).
    expect((await request.get("/faq?language=en")).headers().etag).not.toBe(etag);
    expect((await request.get("/faq?language=de", { headers: { Cookie: "consent=all" } })).headers().etag).toBe(etag);
  });

  test("a link with campaign or click tags gets the page kept for its URL without them, which no cache in between may keep under the tagged URL", async ({ request }) => {
    const plain = await request.get("/faq?language=de");
    expect(plain.headers()["cache-control"]).toBe("public, max-age=0, s-maxage=60, stale-while-revalidate=86400");
    for (const path of ["/faq?utm_source=newsletter&language=de&gclid=Cj0KCQ", "/faq?language=de&%75tm_source=x1"]) {
      const tagged = await request.get(path);
      expect(tagged.status(), path).toBe(200);
      expect(tagged.headers().etag, path).toBe(plain.headers().etag);
      // A cache that does not strip tags would keep every new tag value anew (SECURITY.md, findings of round 3).
      expect(tagged.headers()["cache-control"], path).toBe("private, no-cache");
    }
    const tagged = await request.get("/faq?utm_source=newsletter&language=de&gclid=Cj0KCQ");
    expect(await tagged.text()).not.toMatch(/utm_source|gclid/);
    // Other parameters still make another page.
    expect((await request.get("/destinations?country=japan&utm_medium=mail")).headers().etag).toBe((await request.get("/destinations?country=japan")).headers().etag);
    expect((await request.get("/destinations?country=japan")).headers().etag).not.toBe((await request.get("/destinations")).headers().etag);
  });

  test("serves hashed assets immutable and compressed", async ({ request }) => {
    const html = await (await request.get("/")).text();
    const asset = /\/assets\/[^"\s]+\.js/.exec(html)?.[0];
    expect(asset).toBeTruthy();
    const response = await request.get(asset!, { headers: { "Accept-Encoding": "br, gzip" } });
    expect(response.status()).toBe(200);
    expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    // Bundles larger than 512 bytes come brotli-compressed (the build wrote the copies).
    const bundles = [...new Set(html.match(/\/assets\/[^"\s]+\.js/g))];
    const encodings = await Promise.all(bundles.map(async (path) => (await request.get(path, { headers: { "Accept-Encoding": "br, gzip" } })).headers()["content-encoding"]));
    expect(encodings).toContain("br");
    // The build's compressed copies are not files of their own.
    expect((await request.get(`${asset!}.br`)).status()).toBe(404);
    // The web fonts (named in the head's <noscript> stylesheet) carry a content hash too.
    const fonts = [...new Set(html.match(/\/assets\/[^"\s]+\.woff2/g))];
    expect(fonts).toHaveLength(5);
    for (const font of fonts) {
      const answer = await request.get(font);
      expect(answer.headers()["content-type"]).toBe("font/woff2");
      expect(answer.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    }
    const image = await request.get("/assets/destinations/countries/germany-800.avif");
    expect(image.headers()["cache-control"]).toBe("public, max-age=604800");
    expect(image.headers()["content-type"]).toBe("image/avif");
    expect((await request.head("/assets/destinations/countries/germany-800.avif")).headers()["content-length"]).toBe(String((await image.body()).length));
    // A script, stylesheet or raster image is never a document: it carries only the headers that apply to it.
    for (const subresource of [response, image]) {
      expect(subresource.headers()["x-content-type-options"]).toBe("nosniff");
      for (const documentHeader of ["content-security-policy", "permissions-policy", "x-frame-options", "referrer-policy", "cross-origin-opener-policy"]) {
        expect(subresource.headers()[documentHeader], documentHeader).toBeUndefined();
      }
    }
    // An SVG can run script when opened on its own, so it keeps the document's policy.
    expect((await request.get("/favicon.svg")).headers()["content-security-policy"]).toContain("default-src 'self'");
    const page = await request.get("/faq", { headers: { "Accept-Encoding": "gzip" } });
    expect(page.headers()["content-encoding"]).toBe("gzip");
    expect(page.headers()["x-content-type-options"]).toBe("nosniff");
  });

  test("a page carries its icon in the document, so the browser asks for no icon while the page loads", async ({ request }) => {
    const icon = (await (await request.get("/favicon.svg")).text()).trim();
    for (const path of ["/", "/kontakt", "/destinations/germany/frankfurt-fra"]) {
      const links = [...(await (await request.get(path)).text()).matchAll(/<link rel="icon"[^>]*>/g)].map((match) => match[0]);
      expect(links, path).toHaveLength(1);
      const href = /href="data:image\/svg\+xml,([^"]+)"/.exec(links[0]!)?.[1];
      expect(href, `${path}: ${links[0]}`).toBeDefined();
      expect(decodeURIComponent(href!.replaceAll("&amp;", "&")), path).toBe(icon);
    }
  });

  test("resolves the language from path, query, cookie and Accept-Language", async ({ request }) => {
    const h1 = async (path: string, headers: Record<string, string> = {}) => {
      const response = await request.get(path, { headers });
      return { html: await response.text(), headers: response.headers() };
    };
    const german = await h1("/", { "Accept-Language": "de-DE,de;q=0.9" });
    expect(german.html).toContain('<html lang="de">');
    expect(german.headers.vary).toContain("Accept-Language");
    expect((await h1("/?language=de")).html).toContain('<html lang="de">');
    expect((await h1("/uber-uns", { "Accept-Language": "en" })).html).toContain('<html lang="de">');
    expect((await h1("/about", { "Accept-Language": "de" })).html).toContain('<html lang="en">');
    expect((await h1("/", { Cookie: "lang=de" })).html).toContain('<html lang="de">');
    expect((await h1("/")).html).toContain('<html lang="en">');
    const canonical = (await h1("/faq?language=de")).html;
    expect(canonical).toMatch(/<link rel="canonical" href="http:\/\/127\.0\.0\.1:\d+\/faq\?language=de"/);
    expect(canonical).toMatch(/hrefLang="x-default" href="http:\/\/127\.0\.0\.1:\d+\/faq"/);
    expect(canonical).toContain('content="de_DE"');
  });

  test("the usual German paths lead for good to their pages: /impressum to the German imprint, /de to the German home page", async ({ request }) => {
    const cases: [string, string][] = [
      ["/impressum", "/imprint?language=de"],
      ["/Impressum", "/imprint?language=de"],
      ["/de", "/?language=de"],
      ["/de?utm_source=newsletter", "/?language=de&utm_source=newsletter"],
      ["/datenschutz", "/privacy-policy?language=de"],
    ];
    for (const [path, target] of cases) {
      const answer = await request.get(path, { maxRedirects: 0 });
      expect(answer.status(), path).toBe(301);
      expect(answer.headers().location, path).toBe(target);
    }
    const imprint = await request.get("/impressum");
    expect(imprint.status()).toBe(200);
    expect(await imprint.text()).toContain('<html lang="de">');
  });

  test("a page whose path or query fixes its language is the same bytes for every visitor and varies on the encoding only", async ({ request }) => {
    const visitors: Record<string, string>[] = [{}, { Cookie: "consent=all; lang=de; _ga=GA1.1.1.2" }, { Cookie: "consent=essential" }, { "Accept-Language": "de-DE,de;q=0.9" }, { "Accept-Language": "en-GB,en;q=0.9", Cookie: "lang=en" }];
    for (const path of ["/destinations/germany/frankfurt-fra", "/uber-uns", "/faq?language=de", "/?language=en"]) {
      const answers = await Promise.all(visitors.map((headers) => request.get(path, { headers: { ...headers, "Accept-Encoding": "identity" } })));
      const bodies = new Set(await Promise.all(answers.map((answer) => answer.text())));
      expect(bodies.size, path).toBe(1);
      for (const answer of answers) {
        expect(answer.headers().vary, path).toBe("Accept-Encoding");
        expect(answer.headers()["cache-control"], path).toContain("s-maxage=");
      }
    }
    // A shared path without ?language= follows the visitor's cookie or browser language, and says so.
    const shared = await request.get("/faq", { headers: { Cookie: "consent=all" } });
    expect(shared.headers().vary).toBe("Cookie, Accept-Language, Accept-Encoding");
  });

  test("answers 404 for missing content in the page's language", async ({ request }) => {
    const destination = await request.get("/destinationen/deutschland/atlantis-xxx");
    expect(destination.status()).toBe(404);
    const html = await destination.text();
    expect(html).toContain("Reiseziel nicht gefunden");
    expect(html).toContain('href="/destinationen"');
    const service = await request.get("/services/pet-teleportation?language=en");
    expect(service.status()).toBe(404);
    expect(await service.text()).toContain("Service not found");
    expect((await request.get("/blog/no-such-post")).status()).toBe(404);
    expect((await request.get("/topics/no-such-topic")).status()).toBe(404);
  });

  test("has health and readiness checks", async ({ request }) => {
    expect((await request.get("/healthz")).status()).toBe(200);
    const ready = await request.get("/readyz");
    expect(ready.status()).toBe(200);
    expect(await ready.text()).toBe("ready");
  });

  test("caps request bodies", async ({ request }) => {
    const response = await request.post("/consent", {
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      data: "consent=all&pad=" + "x".repeat(9 * 1024 * 1024),
    });
    expect(response.status()).toBe(413);
    const api = await request.post("/api/submit-inquiry", {
      headers: { "Content-Type": "application/json" },
      data: JSON.stringify({ crateImage: `data:image/png;base64,${"A".repeat(9 * 1024 * 1024)}` }),
    });
    expect(api.status()).toBe(413);
    expect(await api.json()).toMatchObject({ error: "payload_too_large" });
  });

  test("publishes a sitemap with hreflang alternates and robots.txt", async ({ request }) => {
    const xml = await (await request.get("/sitemap.xml")).text();
    expect(xml).toContain("<loc>http://127.0.0.1");
    expect(xml).toMatch(/\/destinationen\/deutschland\/frankfurt-fra<\/loc>/);
    expect(xml).toContain('hreflang="x-default"');
    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toContain("Sitemap: http://127.0.0.1");
  });
});

test.describe("what answers store and may be stored", () => {
  test("a plain page view sets no cookie; the toggle and the cookie banner store the language", async ({ request }) => {
    for (const path of ["/", "/uber-uns", "/faq?language=de", "/destinationen/deutschland/frankfurt-fra"]) {
      expect((await request.get(path)).headers()["set-cookie"], path).toBeUndefined();
    }
    const toggle = await request.get("/language?to=de&return=%2Ffaq%3Flanguage%3Dde", { maxRedirects: 0 });
    expect(toggle.status()).toBe(302);
    expect(toggle.headers().location).toBe("/faq?language=de");
    expect(toggle.headers()["set-cookie"]).toContain("lang=de");
    const offSite = await request.get("/language?to=en&return=%2F%2Fevil.example", { maxRedirects: 0 });
    expect(offSite.headers().location).toBe("/");
    const banner = await request.post("/consent", { form: { consent: "essential", returnTo: "/kontakt", language: "de" }, maxRedirects: 0 });
    expect(banner.headers()["set-cookie"]).toMatch(/consent=essential[\s\S]*lang=de/);
  });

  test("HEAD answers with the headers of GET", async ({ request }) => {
    for (const path of ["/", "/faq", "/kontakt"]) {
      const [get, head] = [await request.get(path), await request.head(path)];
      for (const name of ["content-type", "cache-control", "vary", "content-security-policy"]) {
        if (name === "content-security-policy") expect(head.headers()[name], `${path} ${name}`).toContain("script-src 'self' 'sha256-");
        else expect(head.headers()[name], `${path} ${name}`).toBe(get.headers()[name]);
      }
    }
  });

  test("pages for one visitor and answers to posts are never stored", async ({ request }) => {
    for (const path of ["/contact", "/angebot", "/newsletter/confirm?token=abc"]) {
      expect((await request.get(path)).headers()["cache-control"], path).toBe("private, no-store");
    }
    const posted = await request.post("/contact", { form: { name: "A" } });
    expect(posted.status()).toBe(400);
    expect(posted.headers()["cache-control"]).toBe("private, no-store");
  });
});
