import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import raw from "../../../content/requirements.json";
import { requirementCountries, requirementsFile, type RequirementsFile } from "./requirements.ts";

const clone = (): RequirementsFile => structuredClone(raw) as unknown as RequirementsFile;
const file = requirementsFile.parse(raw);

/** Every `{ en, de }` pair in the file, with its path. */
function pairs(value: unknown, path = "$"): { path: string; en: unknown; de: unknown }[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => pairs(item, `${path}[${index}]`));
  if (value === null || typeof value !== "object") return [];
  const record = value as Record<string, unknown>;
  const keys = Object.keys(record).sort().join(",");
  if (keys === "de,en") return [{ path, en: record.en, de: record.de }];
  return Object.entries(record).flatMap(([key, child]) => pairs(child, `${path}.${key}`));
}

/** Every German string in the file. */
const germanTexts = (): string[] =>
  pairs(raw).flatMap(({ de }) => (Array.isArray(de) ? de.map(String) : [String(de)]));

describe("content/requirements.json", () => {
  it("has a rule for each country, each with at least one https source", () => {
    expect(requirementCountries.length).toBeGreaterThan(39);
    for (const country of requirementCountries) {
      const rule = file.rules[country];
      expect(rule, country).toBeDefined();
      expect(rule!.sources.length, country).toBeGreaterThan(0);
      for (const source of rule!.sources) {
        expect(new URL(source.url).protocol, `${country}: ${source.url}`).toBe("https:");
        expect(source.checked, country).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      }
    }
  });

  it("lists its rule sets in content/README.md, with their count", () => {
    const readme = readFileSync(new URL("../../../content/README.md", import.meta.url), "utf8");
    const section = readme.slice(readme.indexOf("### The rule sets the planner knows"), readme.indexOf("### Re-checking the rules"));
    const listed = [...section.matchAll(/^- `([a-z-]+)`:/gm)].map((match) => match[1]);
    expect(listed.toSorted()).toEqual(Object.keys(file.rules).toSorted());
    expect(section).toContain(`these ${listed.length} rule sets (${listed.length - 1} countries`);
  });

  it("has English and German everywhere, with matching lists", () => {
    const found = pairs(raw);
    expect(found.length).toBeGreaterThan(300);
    for (const { path, en, de } of found) {
      if (Array.isArray(en) || Array.isArray(de)) {
        expect(Array.isArray(en) && Array.isArray(de), path).toBe(true);
        expect((de as unknown[]).length, path).toBe((en as unknown[]).length);
        for (const text of [...(en as unknown[]), ...(de as unknown[])]) expect(String(text).trim(), path).not.toBe("");
      } else {
        expect(typeof en === "string" && en.trim().length > 0, `${path}.en`).toBe(true);
        expect(typeof de === "string" && de.trim().length > 0, `${path}.de`).toBe(true);
        expect(de, `${path}: German differs from English`).not.toBe(en);
      }
    }
  });

  it("keeps the German terms consistent and formal", () => {
    const german = germanTexts().join("\n");
    expect(german).toContain("Gesundheitsbescheinigung");
    expect(german).toContain("Tollwut-Antikörpertest");
    for (const avoided of [/Gesundheitszeugnis/, /Gesundheitszertifikat/, /Antikörper-Test/, /Titer-Test/, /Titerbestimmung/, /\b(du|dein|deine|dich|dir)\b/i]) {
      expect(german, String(avoided)).not.toMatch(avoided);
    }
  });

  it("has unique step ids and a vaccination or import form in every rule", () => {
    for (const [key, rule] of Object.entries(file.rules)) {
      const ids = rule.steps.map((step) => step.id);
      expect(new Set(ids).size, key).toBe(ids.length);
      expect(rule.steps.some((step) => step.kind === "vaccination" || step.kind === "form"), key).toBe(true);
    }
  });

  it("marks the countries without sourced timings as to be confirmed", () => {
    for (const country of ["canada", "south-africa", "south-korea", "taiwan"]) {
      expect(file.rules[country]!.steps.some((step) => step.confirm), country).toBe(true);
    }
  });
});

describe("requirementsFile schema", () => {
  it("rejects a missing country", () => {
    const broken = clone();
    delete (broken.rules as Record<string, unknown>).japan;
    expect(requirementsFile.safeParse(broken).success).toBe(false);
  });

  it("rejects a rule without sources or with an http source", () => {
    const none = clone();
    none.rules.france!.sources = [];
    expect(requirementsFile.safeParse(none).success).toBe(false);
    const http = clone();
    http.rules.france!.sources[0]!.url = "http://food.ec.europa.eu/animals";
    expect(requirementsFile.safeParse(http).success).toBe(false);
  });

  it("rejects an empty German text", () => {
    const broken = clone();
    broken.rules.japan!.steps[0]!.title.de = " ";
    expect(requirementsFile.safeParse(broken).success).toBe(false);
  });

  it("rejects a reference to an unknown or later step, and unknown keys", () => {
    const later = clone();
    later.rules.japan!.steps[0]!.timing = { after: [{ step: "titre-blood-sample", min_days: 0 }] };
    expect(requirementsFile.safeParse(later).success).toBe(false);
    const extra = clone() as unknown as { rules: { japan: Record<string, unknown> } };
    extra.rules.japan.note = "x";
    expect(requirementsFile.safeParse(extra).success).toBe(false);
  });

  it("rejects an override pointing to a missing rule", () => {
    const broken = clone();
    broken.destinations["united-states/honolulu-hnl"] = "hawai";
    expect(requirementsFile.safeParse(broken).success).toBe(false);
  });
});
