import { describe, expect, it } from "vitest";
import records from "../../content/destinations.json" with { type: "json" };
import english from "../../content/en/destinations.json" with { type: "json" };
import german from "../../content/de/destinations.json" with { type: "json" };
import sentences from "../../content/destination-text.json" with { type: "json" };
import { composedText, destinationTextFile } from "./destination-text.ts";
import { requirements } from "./planner/data.ts";
import { destinationRecord, destinationTranslation } from "./schemas/content.ts";

const file = destinationTextFile.parse(sentences);
const composed = records.map((record) => destinationRecord.parse(record)).filter((record) => !(record.slug in english));
const germanCity = (slug: string) => (german as Record<string, { city?: string }>)[slug]?.city;

describe("destination pages composed from their rule", () => {
  it("are valid destination texts in both languages (titles and descriptions within their lengths)", () => {
    expect(composed.length).toBeGreaterThan(40);
    for (const record of composed) {
      for (const lang of ["en", "de"] as const) {
        const text = composedText(record, germanCity(record.slug), lang, requirements(), file);
        expect(text, record.slug).toBeDefined();
        expect(destinationTranslation.safeParse(text).error, `${record.slug} (${lang})`).toBeUndefined();
      }
    }
  });

  it("say only what the rule says: its breed restrictions and quarantine, and its arrival airport", () => {
    const croatia = composed.find((record) => record.country === "croatia")!;
    const text = composedText(croatia, undefined, "en", requirements(), file)!;
    expect(text.content).toContain(requirements().rules.croatia!.breed_restrictions!.en.slice(0, 40));
    const iceland = composedText(composed.find((record) => record.country === "iceland")!, undefined, "en", requirements(), file)!;
    expect(iceland.content).toContain("14 days in quarantine");
    const vaduz = composedText(composed.find((record) => record.country === "liechtenstein")!, undefined, "de", requirements(), file)!;
    expect(vaduz.quick_facts.airports).toEqual(["Zürich (ZRH)"]);
    expect(vaduz.content).toContain("Tiere mit Ziel Vaduz landen in Zürich (ZRH)");
  });

  it("name a city-state once, and a city in the page's language", () => {
    const monaco = composedText(composed.find((record) => record.country === "monaco")!, undefined, "en", requirements(), file)!;
    expect(monaco.title).toBe("Pet Transport to Monaco");
    const prague = composed.find((record) => record.country === "czech-republic")!;
    expect(composedText(prague, germanCity(prague.slug), "de", requirements(), file)!.title).toBe("Tiertransport nach Prag, Tschechien");
  });
});
