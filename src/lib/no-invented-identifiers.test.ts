/**
 * The shipped texts name no register number, VAT ID or street address that is not in the company
 * facts file (content/company.json): an invented one may belong to a real company (decision 024).
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { companySchema } from "./schemas/company.ts";

const root = join(import.meta.dirname, "../..");
const scanned = ["content", "src/i18n/messages", "mocks"];
const factsFile = join(root, "content/company.json");

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return files(path);
    return /\.(json|ts|tsx|md)$/.test(name) ? [path] : [];
  });
}

/** Register numbers, VAT IDs and street addresses with a house number. */
export const identifierPatterns: { kind: string; pattern: RegExp }[] = [
  { kind: "register number", pattern: /\b(?:HRB|HRA|GnR|PR|VR)\s?\d{3,6}\b/g },
  { kind: "VAT ID", pattern: /\b(?:ATU\d{8}|BE[01]\d{9}|DE\d{9}|DK\d{8}|FR[0-9A-Z]{2}\d{9}|GB\d{9}(?:\d{3})?|IT\d{11}|NL\d{9}B\d{2}|ESX?[0-9A-Z]\d{7}[0-9A-Z]|PL\d{10}|SE\d{12}|CHE-?\d{3}\.?\d{3}\.?\d{3}|IE\d{7}[A-W][A-I]?|LU\d{8}|PT\d{9}|CZ\d{8,10}|FI\d{8})\b/g },
  {
    kind: "street address",
    pattern:
      /[A-ZÄÖÜ][\wäöüß.-]*(?:straße|strasse|str\.|weg|platz|allee|gasse|ring|damm|ufer|chaussee)\s+\d+[a-z]?\b|(?:Straße|Strasse|Weg|Platz|Allee|Gasse|Ring|Damm)\s+\d+[a-z]?\b|\b\d{1,5}\s+(?:[A-Z][a-z]+\s+){1,3}(?:Street|St\.|Road|Rd\.|Avenue|Ave\.|Lane|Boulevard|Drive|Way)\b|\b\d{5}\s+[A-ZÄÖÜ][a-zäöüß]{2,}/g,
  },
];

/** What the facts file states itself, so it may appear anywhere. */
function configuredValues(): string[] {
  const facts = companySchema.parse(JSON.parse(readFileSync(factsFile, "utf8")));
  return [facts.register.number, facts.vat_id, ...facts.offices.flatMap((office) => [office.street, `${office.postal_code} ${office.city}`])].filter(Boolean);
}

export function findIdentifiers(text: string, allowed: readonly string[]): string[] {
  return identifierPatterns.flatMap(({ kind, pattern }) =>
    [...text.matchAll(pattern)].map((match) => match[0]).filter((found) => !allowed.some((value) => value.includes(found) || found.includes(value))).map((found) => `${kind}: ${found}`),
  );
}

describe("no invented identifiers", () => {
  it("recognises register numbers, VAT IDs and street addresses", () => {
    expect(findIdentifiers("Amtsgericht Beispielstadt, HRB 12345; USt-IdNr. DE123456789; ATU12345678", [])).toHaveLength(3);
    expect(findIdentifiers("Musterstraße 12, 12345 Berlin", [])).not.toHaveLength(0);
    expect(findIdentifiers("Hanauer Landstraße 291", [])).toEqual(["street address: Landstraße 291"]);
    expect(findIdentifiers("221 Baker Street", [])).toEqual(["street address: 221 Baker Street"]);
    expect(findIdentifiers("Musterstraße 12", ["Musterstraße 12"])).toEqual([]);
    expect(findIdentifiers("delivery by road (per Straße) to 150 countries, 24 hours", [])).toEqual([]);
  });

  it("finds none in content/, the message dictionaries or the mocks beyond the company facts file", () => {
    const allowed = configuredValues();
    const found = scanned
      .flatMap((dir) => files(join(root, dir)))
      .filter((path) => path !== factsFile)
      .flatMap((path) => findIdentifiers(readFileSync(path, "utf8"), allowed).map((hit) => `${relative(root, path)}: ${hit}`));
    expect(found).toEqual([]);
  });
});
