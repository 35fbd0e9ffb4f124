import { createHash } from "node:crypto";
import fc from "fast-check";
import { describe, expect, it, vi } from "vitest";
import { propertyRuns } from "../../test/property.ts";
import { canonicalPath, encodedBody, etagFor, inlineScriptHashes, isCacheableUrl, cacheableQueryValues, matchesIfNoneMatch, notModified, pageCache, preparePage, PUBLIC_PAGE_CACHE_CONTROL, withoutTrackingParameters } from "./page-cache.server.ts";

const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;
const page = (html: string) => preparePage(200, new Headers({ "content-type": "text/html", "set-cookie": "x=1" }), Buffer.from(html));

describe("page cache", () => {
  it("hashes exactly the inline scripts that run", () => {
    const html = `<script>a()</script><script src="/x.js"></script><script type="module">import("/y.js")</script><script type="application/ld+json">{"@type":"X"}</script><script nonce="">b()</script><script></script>`;
    expect(inlineScriptHashes(Buffer.from(html)).sort()).toEqual([sha("a()"), sha('import("/y.js")'), sha("b()")].sort());
  });

  it("hashes a script's UTF-8 bytes, as the browser does, whatever text stands before it", () => {
    const html = `<p>Zürich – München</p><script>t("Grüße – ✓")</script>`;
    expect(inlineScriptHashes(Buffer.from(html))).toEqual([sha('t("Grüße – ✓")')]);
    expect(page(html).scriptHashes).toEqual([sha('t("Grüße – ✓")')]);
  });

  it("keeps no cookie of the answer and gives equal bodies equal ETags", async () => {
    const first = page("<p>same</p>");
    expect(first.headers.map(([name]) => name)).toEqual(["content-type"]);
    expect(page("<p>same</p>").etag).toBe(first.etag);
    expect(page("<p>other</p>").etag).not.toBe(first.etag);
    expect((await encodedBody(first, "gzip")).length).toBeGreaterThan(0);
    expect(await encodedBody(first, "br")).toBe(await encodedBody(first, "br"));
  });

  it("drops the least recently used pages beyond its byte budget", () => {
    const one = page("x".repeat(100));
    const cache = pageCache(one.bytes * 2);
    cache.set("a", one);
    cache.set("b", page("y".repeat(100)));
    expect(cache.get("a")).toBe(one);
    cache.set("c", page("z".repeat(100)));
    expect(cache.get("b")).toBeUndefined();
    expect(cache.get("a")).toBe(one);
    expect(cache.size.pages).toBe(2);
    cache.set("huge", page("h".repeat(1000)));
    expect(cache.get("huge")).toBeUndefined();
    expect(cache.size.bytes).toBeLessThanOrEqual(one.bytes * 2);
  });

  it("forgets a page after its lifetime, however often it is read", () => {
    vi.useFakeTimers();
    try {
      const cache = pageCache(1_000_000, Date);
      const kept = page("<p>year</p>");
      cache.set("a", kept);
      vi.advanceTimersByTime(59 * 60_000);
      expect(cache.get("a")).toBe(kept);
      vi.advanceTimersByTime(2 * 60_000);
      expect(cache.get("a")).toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("validators", () => {
  it("gives each encoding its own ETag and reads If-None-Match lists and weak forms", () => {
    const kept = page("<p>same</p>");
    const tags = [etagFor(kept, undefined), etagFor(kept, "br"), etagFor(kept, "gzip")];
    expect(new Set(tags).size).toBe(3);
    for (const tag of tags) expect(tag).toMatch(/^"[\w-]+"$/);
    expect(matchesIfNoneMatch(`"other", ${tags[1]}`, tags[1]!)).toBe(true);
    expect(matchesIfNoneMatch(`W/${tags[1]}`, tags[1]!)).toBe(true);
    expect(matchesIfNoneMatch("*", tags[0]!)).toBe(true);
    expect(matchesIfNoneMatch(tags[0], tags[1]!)).toBe(false);
    expect(matchesIfNoneMatch(undefined, tags[0]!)).toBe(false);
  });

  it("answers 304 only for a public page that exists, never for a missing or private one", () => {
    const found = page("<p>found</p>");
    found.headers.push(["cache-control", PUBLIC_PAGE_CACHE_CONTROL]);
    const missing = preparePage(404, new Headers({ "content-type": "text/html" }), Buffer.from("<p>missing</p>"));
    const personal = preparePage(200, new Headers({ "content-type": "text/html" }), Buffer.from("<p>yours</p>"));
    expect(notModified(found, "*", etagFor(found, "br"))).toBe(true);
    for (const other of [missing, personal]) {
      for (const header of ["*", etagFor(other, "br")]) expect(notModified(other, header, etagFor(other, "br"))).toBe(false);
    }
  });

  it("skips scripts it cannot close and tags that only start with script", () => {
    expect(inlineScriptHashes(Buffer.from("<scripted>x()</scripted><script>y()</script><script>z("))).toEqual([sha("y()")]);
  });
});

describe("which URLs are cached", () => {
  const known = cacheableQueryValues(["germany", "japan"]);
  it("keeps plain pages, the language and the destination filters, nothing with free text or unknown parameters", () => {
    expect(isCacheableUrl("/destinations/germany/frankfurt-fra", known)).toBe(true);
    expect(isCacheableUrl("/faq?language=de", known)).toBe(true);
    expect(isCacheableUrl("/destinations?country=japan&region=asia", known)).toBe(true);
    expect(isCacheableUrl("/destinations?country=all&region=all", known)).toBe(true);
    expect(isCacheableUrl("/destinations?q=tokyo", known)).toBe(false);
    expect(isCacheableUrl("/faq?utm_source=x", known)).toBe(false);
    expect(isCacheableUrl(`/destinations?country=${"x".repeat(41)}`, known)).toBe(false);
  });

  it("keeps only values that exist, in one spelling: no unknown country, region or language, no empty or repeated parameter", () => {
    for (const url of ["/destinations?country=atlantis", "/destinations?region=moon", "/faq?language=fr", "/faq?language=", "/faq?&", "/faq?language=de&", "/faq?language=de&language=de", "/destinations?country=JAPAN", "/faq?language=d%65"]) {
      expect(isCacheableUrl(url, known), url).toBe(false);
    }
  });
});

describe("canonical paths", () => {
  it("names the one spelling of a public path: lower case, no trailing slash, no dot segments, unreserved characters decoded", () => {
    expect(canonicalPath("/faq")).toBeUndefined();
    expect(canonicalPath("/")).toBeUndefined();
    expect(canonicalPath("/destinations/germany/frankfurt-fra")).toBeUndefined();
    for (const [path, canonical] of [["/faq/", "/faq"], ["/FAQ", "/faq"], ["/f%61q", "/faq"], ["/./faq", "/faq"], ["/x/../faq", "/faq"], ["//faq", "/faq"], ["/Destinations/Germany/", "/destinations/germany"], ["/%7Efoo", "/~foo"]]) {
      expect(canonicalPath(path!), path).toBe(canonical);
    }
    // Reserved and non-ASCII characters stay encoded, with upper-case hex.
    expect(canonicalPath("/a%2fb")).toBe("/a%2Fb");
    expect(canonicalPath("/m%C3%BCnchen")).toBeUndefined();
  });

  it("never leads off the site: a backslash or any other character a path may not carry is encoded", () => {
    // A browser reads `/\evil.example` as `//evil.example`, another site.
    expect(canonicalPath("/\\Evil.example")).toBe("/%5Cevil.example");
    expect(canonicalPath("/\\evil.example")).toBe("/%5Cevil.example");
    expect(canonicalPath("/a b\"")).toBe("/a%20b%22");
  });

  it("names, for any path, a canonical one that stays on the site and is its own canonical form", () => {
    const character = fc.oneof(fc.constantFrom("/", ".", "..", "%", "%2e", "%2F", "%5c", "\\", "A", "~", "%7E", " ", "?", "#", "ü"), fc.string({ unit: "binary-ascii", maxLength: 3 }));
    fc.assert(
      fc.property(fc.array(character, { maxLength: 12 }), (pieces) => {
        const path = `/${pieces.join("")}`;
        const canonical = canonicalPath(path) ?? path;
        if (canonicalPath(path) === undefined) return;
        expect(canonical).toMatch(/^\/(?!\/)[A-Za-z0-9\-._~!$&'()*+,;=:@%/]*$/);
        expect(canonicalPath(canonical)).toBeUndefined();
      }),
      propertyRuns(500),
    );
  });
});

describe("campaign and click tags", () => {
  it("are taken off a page's URL, and nothing else is", () => {
    expect(withoutTrackingParameters("/faq?utm_source=news&utm_medium=mail")).toBe("/faq");
    expect(withoutTrackingParameters("/destinations?gclid=Cj0K&country=japan&fbclid=IwAR")).toBe("/destinations?country=japan");
    expect(withoutTrackingParameters("/faq?language=de&UTM_Campaign=x&msclkid=1")).toBe("/faq?language=de");
    expect(withoutTrackingParameters("/faq?utm=1&utm_source")).toBe("/faq?utm=1");
    expect(withoutTrackingParameters("/destinations?q=%C3%BC+x&utm_term=a")).toBe("/destinations?q=%C3%BC+x");
    expect(withoutTrackingParameters("/faq?language=de")).toBe("/faq?language=de");
    expect(withoutTrackingParameters("/faq?&&")).toBe("/faq?&&");
  });

  it("keeps the other parameters as sent and in order, whatever the query holds", () => {
    const tag = fc.constantFrom("utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content", "Utm_Id", "gclid", "gbraid", "wbraid", "dclid", "fbclid", "msclkid", "mc_cid", "mc_eid", "_ga", "_gl");
    const other = fc.string({ maxLength: 12 }).filter((name) => !/^(utm_|gclid$|gbraid$|wbraid$|dclid$|fbclid$|msclkid$|mc_cid$|mc_eid$|_ga$|_gl$)/i.test(name) && !/[&=#?]/.test(name) && name !== "");
    const value = fc.string({ maxLength: 12 }).map(encodeURIComponent);
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.boolean(), tag, other, value), { maxLength: 8 }), (pairs) => {
        const query = pairs.map(([tracking, tagName, name, text]) => `${tracking ? tagName : encodeURIComponent(name)}=${text}`).join("&");
        const kept = pairs.filter(([tracking]) => !tracking).map(([, , name, text]) => `${encodeURIComponent(name)}=${text}`);
        const url = `/destinations${query ? `?${query}` : ""}`;
        const cleaned = withoutTrackingParameters(url);
        const anyTag = pairs.some(([tracking]) => tracking);
        expect(cleaned).toBe(anyTag ? `/destinations${kept.length ? `?${kept.join("&")}` : ""}` : url);
        expect(withoutTrackingParameters(cleaned)).toBe(cleaned);
      }),
      propertyRuns(300),
    );
  });
});
