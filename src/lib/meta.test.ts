import { describe, expect, it } from "vitest";
import { pageMeta, type RootData } from "./meta.ts";
import { company } from "./company.ts";

const root = (lang: "en" | "de"): RootData => ({ lang, siteUrl: "https://arc.example", siteName: "ARC Pet Air", year: 2026, recaptcha: null, whatsapp: null, officeTimeZone: "Europe/Berlin", company });
const find = (meta: ReturnType<typeof pageMeta>, predicate: (m: Record<string, unknown>) => boolean) =>
  meta.find((m) => predicate(m as Record<string, unknown>)) as Record<string, string> | undefined;

describe("page metadata", () => {
  it("links canonical and alternates of a page with a German path", () => {
    const meta = pageMeta({ title: "Über uns", description: "d", pathname: "/uber-uns", root: root("de") });
    expect(find(meta, (m) => m.rel === "canonical")?.href).toBe("https://arc.example/uber-uns");
    expect(find(meta, (m) => m.hrefLang === "en")?.href).toBe("https://arc.example/about");
    expect(find(meta, (m) => m.hrefLang === "de")?.href).toBe("https://arc.example/uber-uns");
    expect(find(meta, (m) => m.hrefLang === "x-default")?.href).toBe("https://arc.example/about");
    expect(find(meta, (m) => m.property === "og:locale")?.content).toBe("de_DE");
  });

  it("uses ?language=de for pages without a German path", () => {
    const meta = pageMeta({ title: "FAQ", description: "d", pathname: "/faq", root: root("de") });
    expect(find(meta, (m) => m.rel === "canonical")?.href).toBe("https://arc.example/faq?language=de");
    expect(find(meta, (m) => m.hrefLang === "en")?.href).toBe("https://arc.example/faq");
    expect(find(meta, (m) => m.property === "og:locale")?.content).toBe("de_DE");
    expect(find(pageMeta({ title: "FAQ", description: "d", pathname: "/faq", root: root("en") }), (m) => m.property === "og:locale")?.content).toBe("en_US");
  });

  it("marks error pages noindex without canonical links", () => {
    const meta = pageMeta({ title: "404", description: "d", pathname: "/x", root: root("en"), noindex: true });
    expect(find(meta, (m) => m.name === "robots")?.content).toBe("noindex");
    expect(find(meta, (m) => m.rel === "canonical")).toBeUndefined();
  });
});
