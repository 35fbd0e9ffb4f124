import { describe, expect, it } from "vitest";
import { localizedUrl, matchRoute, resolveLanguage } from "./resolve.ts";

const request = (url: string, headers: Record<string, string> = {}) => new Request(`http://localhost${url}`, { headers });

describe("language resolution (path → ?language= → cookie → Accept-Language → en)", () => {
  it("lets a translated path decide over everything else", () => {
    expect(resolveLanguage(request("/uber-uns?language=en", { cookie: "lang=en" }))).toEqual({ lang: "de", source: "path" });
    expect(resolveLanguage(request("/about?language=de", { "accept-language": "de" }))).toEqual({ lang: "en", source: "path" });
    expect(resolveLanguage(request("/destinationen/deutschland/frankfurt-fra")).lang).toBe("de");
  });

  it("then the query, the cookie, the Accept-Language header, and finally English", () => {
    expect(resolveLanguage(request("/?language=de", { cookie: "lang=en" }))).toEqual({ lang: "de", source: "query" });
    expect(resolveLanguage(request("/faq", { cookie: "x=1; lang=de", "accept-language": "en" }))).toEqual({ lang: "de", source: "cookie" });
    expect(resolveLanguage(request("/faq", { "accept-language": "de-AT,de;q=0.9" }))).toEqual({ lang: "de", source: "header" });
    expect(resolveLanguage(request("/faq", { "accept-language": "fr-FR" }))).toEqual({ lang: "en", source: "default" });
    expect(resolveLanguage(request("/faq?language=xx", { cookie: "lang=fr" }))).toEqual({ lang: "en", source: "default" });
  });
});

describe("localized URLs", () => {
  it("switch translated paths and convert the destination country segment", () => {
    expect(localizedUrl("/about", "de")).toBe("/uber-uns");
    expect(localizedUrl("/kontakt", "en")).toBe("/contact");
    expect(localizedUrl("/destinations/germany/frankfurt-fra", "de")).toBe("/destinationen/deutschland/frankfurt-fra");
    expect(localizedUrl("/destinationen/vereinigtes-konigreich/london-lhr", "en")).toBe("/destinations/united-kingdom/london-lhr");
  });

  it("keep shared paths and mark German with ?language=de; the toggle marks both languages", () => {
    expect(localizedUrl("/faq", "de")).toBe("/faq?language=de");
    expect(localizedUrl("/faq", "en")).toBe("/faq");
    expect(localizedUrl("/faq", "en", true)).toBe("/faq?language=en");
    expect(localizedUrl("/about", "en", true)).toBe("/about");
    expect(localizedUrl("/no/such/page", "de")).toBe("/no/such/page?language=de");
  });

  it("never turn an unknown path into a link to another site", () => {
    expect(localizedUrl("//evil.example/x", "de", true)).toBe("/evil.example/x?language=de");
    expect(localizedUrl("/\\evil.example/x", "en", true)).toBe("/evil.example/x?language=en");
  });

  it("ignore a malformed cookie instead of failing the request", () => {
    expect(resolveLanguage(request("/faq", { cookie: "lang=%E0%A4%A" }))).toEqual({ lang: "en", source: "default" });
  });

  it("match routes in the table's order", () => {
    expect(matchRoute("/services/pet-air-transport")).toMatchObject({ id: "service", params: { slug: "pet-air-transport" } });
    expect(matchRoute("/destinations/frankfurt-fra")?.id).toBe("destinationFlat");
    expect(matchRoute("/anything/else")?.id).toBe("notFound");
  });
});
