import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { en } from "./messages/en.ts";
import { enMail } from "./messages/en-mail.ts";
import { enPlanner } from "./messages/en-planner.ts";
import { enRequest } from "./messages/en-request.ts";
import { enStaff } from "./messages/en-staff.ts";
import { variantsOf } from "./messages/plural.ts";
import { specQuotedTexts } from "../test/spec-texts.ts";

/** American spellings that visible English text must not use (the site writes British English). */
const american = /\b(personaliz\w*|colors?|colored|centers?|centered|favorites?|behaviors?|honors?|neighbors?|travel(?:ed|ing|er|ers)|cancel(?:ed|ing)|organiz\w*|realiz\w*|recogniz\w*|apologiz\w*|customiz\w*|specializ\w*|authoriz\w*|minimiz\w*|prioritiz\w*|finaliz\w*|analyz\w*|catalogs?|defense|jewelry|aluminum|gray)\b/giu;

/** Names of bodies and pages elsewhere, quoted as they spell themselves. */
const properNames = [/Centers for Disease Control( and Prevention)?/gu, /General Organization for Veterinary Services/gu, /Traveling to Mexico[^"]*/giu, /https?:\/\/[^\s"]+/gu];

function usSpellings(text: string): string[] {
  const cleaned = properNames.reduce((rest, name) => rest.replace(name, ""), text);
  return [...cleaned.matchAll(american)].map((match) => match[0]);
}

/** Every English string of a JSON value: all of an English file, or the `en` entries of a bilingual one. */
function englishStrings(value: unknown, english: boolean): string[] {
  if (typeof value === "string") return english ? [value] : [];
  if (Array.isArray(value)) return value.flatMap((item) => englishStrings(item, english));
  if (value && typeof value === "object") return Object.entries(value).flatMap(([key, item]) => englishStrings(item, english || key === "en"));
  return [];
}

const contentDir = join(import.meta.dirname, "../../content");
const json = (path: string) => JSON.parse(readFileSync(join(contentDir, path), "utf8")) as unknown;

describe("British English in the English texts", () => {
  it("recognises the American spellings it looks for", () => {
    expect(usSpellings("A personalized quote, favorite color, travel center, traveled, organized")).toEqual(["personalized", "favorite", "color", "center", "traveled", "organized"]);
    expect(usSpellings("A personalised quote, favourite colour, travel centre, travelled, organised; the U.S. Centers for Disease Control")).toEqual([]);
  });

  /**
   * The one exception: a text docs/requirements.md quotes is shown exactly as quoted there, whatever its
   * spelling ('We'll get back to you with a personalized quote within 24 hours.'); the rest of the copy is British.
   */
  const quotedBySpec = new Set(specQuotedTexts());

  it("the English dictionaries write British English, but for texts quoted as written from the requirements", () => {
    const found = Object.entries({ ...en, ...enPlanner, ...enRequest, ...enMail, ...enStaff }).flatMap(([key, message]) =>
      variantsOf(message)
        .filter((text) => !quotedBySpec.has(text))
        .flatMap((text) => usSpellings(text).map((word) => `${key}: ${word}`)),
    );
    expect(found).toEqual([]);
  });

  it("keeps the requirements' quoted texts as written, American spelling included", () => {
    expect(quotedBySpec.has("We'll get back to you with a personalized quote within 24 hours.")).toBe(true);
    expect(en["quote.successText"]).toBe("We'll get back to you with a personalized quote within 24 hours.");
  });

  it("the English content writes British English", () => {
    const files = [
      ...readdirSync(join(contentDir, "en")).filter((name) => name.endsWith(".json")).map((name) => ({ name: `en/${name}`, english: true })),
      ...readdirSync(contentDir).filter((name) => name.endsWith(".json")).map((name) => ({ name, english: false })),
    ];
    const found = files.flatMap(({ name, english }) => englishStrings(json(name), english).flatMap((text) => usSpellings(text).map((word) => `${name}: ${word}`)));
    expect(found).toEqual([]);
  });
});
