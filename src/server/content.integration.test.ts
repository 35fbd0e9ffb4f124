import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { ContentError, loadContent } from "./content.server.ts";
import { projectRoot } from "./project-root.server.ts";
import { ruleKeyFor } from "../lib/planner/plan.ts";

const source = join(projectRoot(), "content");

describe("content loader", () => {
  const dir = mkdtempSync(join(tmpdir(), "arc-content-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("takes every destination's documents and processing time from its country's entry requirements", async () => {
    const content = await loadContent(source);
    for (const lang of ["en", "de"] as const) {
      for (const destination of content.destinations[lang]) {
        const rule = content.requirements.rules[ruleKeyFor(destination.slug, content.requirements)]!;
        expect(rule.sources.length, destination.slug).toBeGreaterThan(0);
        expect(destination.translation.quick_facts.documents).toEqual(rule.documents[lang]);
        expect(destination.translation.quick_facts.processing_time).toBe(rule.processing[lang]);
      }
    }
    expect(content.destinations.en.find((d) => d.slug === "united-states/honolulu-hnl")?.translation.quick_facts.processing_time).toBe(content.requirements.rules.hawaii!.processing.en);
  });

  it("takes a photograph the company supplied, with its crops and credit, and refuses one whose file is missing", async () => {
    const photos = mkdtempSync(join(tmpdir(), "arc-content-"));
    try {
      cpSync(source, photos, { recursive: true });
      const records = JSON.parse(readFileSync(join(photos, "topics.json"), "utf8")) as Array<Record<string, unknown>>;
      Object.assign(records[0]!, { image: "/assets/photos/crate-at-the-airport.jpg", image_mobile: "/assets/photos/crate-at-the-airport-phone.jpg", image_attribution: "Photo: Jana Example" });
      writeFileSync(join(photos, "topics.json"), JSON.stringify(records));
      // Without the files the entry names, the content does not load.
      await expect(loadContent(photos)).rejects.toThrow(/topics\.json: 0\.image: no photograph content\/photos\/crate-at-the-airport\.\(jpg\|jpeg\|png\|webp\)/);
      mkdirSync(join(photos, "photos"));
      writeFileSync(join(photos, "photos", "crate-at-the-airport.jpg"), "");
      await expect(loadContent(photos)).rejects.toThrow(/0\.image_mobile/);
      writeFileSync(join(photos, "photos", "crate-at-the-airport-phone.png"), "");
      const content = await loadContent(photos);
      expect(content.topics.en[0]).toMatchObject({ image: "/assets/photos/crate-at-the-airport.jpg", image_attribution: "Photo: Jana Example" });
      // A crop of a drawing, or a picture the build does not make, is refused.
      Object.assign(records[0]!, { image: "/assets/elsewhere/x.jpg" });
      writeFileSync(join(photos, "topics.json"), JSON.stringify(records));
      await expect(loadContent(photos)).rejects.toThrow(/0\.image: not a picture the build makes/);
    } finally {
      rmSync(photos, { recursive: true, force: true });
    }
  });

  it("refuses a destination file that writes documents of its own, and a country without a source", async () => {
    const broken = mkdtempSync(join(tmpdir(), "arc-content-"));
    try {
      cpSync(source, broken, { recursive: true });
      const texts = JSON.parse(readFileSync(join(broken, "en", "destinations.json"), "utf8"));
      texts["germany/frankfurt-fra"].quick_facts.documents = ["A passport"];
      writeFileSync(join(broken, "en", "destinations.json"), JSON.stringify(texts));
      await expect(loadContent(broken)).rejects.toThrow(ContentError);
      cpSync(source, broken, { recursive: true });
      const rules = JSON.parse(readFileSync(join(broken, "requirements.json"), "utf8"));
      rules.rules.japan.sources = [];
      writeFileSync(join(broken, "requirements.json"), JSON.stringify(rules));
      await expect(loadContent(broken)).rejects.toThrow(/requirements\.json/);
    } finally {
      rmSync(broken, { recursive: true, force: true });
    }
  });

  it("loads and validates the shipped content in both languages", async () => {
    const content = await loadContent(source);
    expect(content.services.en.map((s) => s.slug).sort()).toEqual([
      "custom-pet-crates",
      "door-to-door-pet-transport",
      "pet-air-transport",
      "pet-travel-documentation",
    ]);
    expect(content.faqs.en).toHaveLength(10);
    expect(content.faqs.de.map((f) => f.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    const byCategory = (category: string) => content.faqs.en.filter((f) => f.category === category).map((f) => f.id);
    expect(byCategory("general")).toEqual([1, 8, 9]);
    expect(byCategory("health-safety")).toEqual([2, 3, 5, 7]);
    expect(byCategory("preparation")).toEqual([4, 6, 10]);
    expect(content.destinations.en.length).toBeGreaterThanOrEqual(3);
    for (const destination of content.destinations.de) {
      expect(destination.translation.title).not.toBe(content.destinations.en.find((d) => d.slug === destination.slug)?.translation.title ?? "");
    }
    expect(content.pages.de.imprint.title).toMatch(/Impressum/);
  });

  it("lists the sources of the page on checking a shipper in both languages, and refuses a source that is not https", async () => {
    const content = await loadContent(source);
    const [en, de] = [content.pages.en["check-a-pet-shipper"], content.pages.de["check-a-pet-shipper"]];
    expect(en.sources?.length).toBeGreaterThanOrEqual(5);
    expect(de.sources?.map((s) => s.url)).toEqual(en.sources?.map((s) => s.url));
    expect(en.sources?.some((s) => s.url.startsWith("https://www.ipata.org/"))).toBe(true);
    const broken = mkdtempSync(join(tmpdir(), "arc-content-"));
    try {
      cpSync(source, broken, { recursive: true });
      const file = join(broken, "en", "pages.json");
      const pages = JSON.parse(readFileSync(file, "utf8"));
      pages["check-a-pet-shipper"].sources[0].url = "http://www.ipata.org/tips-for-buyers";
      writeFileSync(file, JSON.stringify(pages));
      await expect(loadContent(broken)).rejects.toThrow(/pages\.json: check-a-pet-shipper\.sources\.0\.url/);
    } finally {
      rmSync(broken, { recursive: true, force: true });
    }
  });

  it("sanitises HTML from the content files", async () => {
    cpSync(source, dir, { recursive: true });
    const file = join(dir, "en", "services.json");
    const services = JSON.parse(readFileSync(file, "utf8")) as Record<string, { content: string }>;
    services["pet-air-transport"]!.content = '<p onclick="steal()">Safe</p><script>alert(1)</script><a href="javascript:alert(1)">x</a>';
    writeFileSync(file, JSON.stringify(services));
    const content = await loadContent(dir);
    const html = content.services.en.find((s) => s.slug === "pet-air-transport")!.translation.content;
    expect(html).toBe("<p>Safe</p><a>x</a>");
  });

  it("stops with a message naming the file and the field", async () => {
    cpSync(source, dir, { recursive: true });
    const file = join(dir, "destinations.json");
    const records = JSON.parse(readFileSync(file, "utf8")) as Array<Record<string, unknown>>;
    records[0]!.airport_code = "frankfurt";
    writeFileSync(file, JSON.stringify(records));
    await expect(loadContent(dir)).rejects.toThrow(ContentError);
    await expect(loadContent(dir)).rejects.toThrow(/content\/destinations\.json: 0\.airport_code: /);
  });

  it("refuses a translation without a record", async () => {
    cpSync(source, dir, { recursive: true });
    const file = join(dir, "de", "services.json");
    const services = JSON.parse(readFileSync(file, "utf8")) as Record<string, unknown>;
    services["pet-teleportation"] = services["pet-air-transport"];
    writeFileSync(file, JSON.stringify(services));
    await expect(loadContent(dir)).rejects.toThrow(/content\/de\/services\.json: pet-teleportation: no record/);
  });
});
