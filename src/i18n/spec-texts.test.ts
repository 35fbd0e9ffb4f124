import { describe, expect, it } from "vitest";
import { quotedTexts, specQuotedTexts } from "../test/spec-texts.ts";
import { de } from "./messages/de.ts";
import { en } from "./messages/en.ts";
import { enCompany } from "./messages/en-company.ts";
import { enImageDirectory } from "./messages/en-image-directory.ts";
import { enPlanner } from "./messages/en-planner.ts";
import { enRequest } from "./messages/en-request.ts";
import { variantsOf } from "./messages/plural.ts";

/** Every English text the site's pages show (the staff area and mails are not the visitor's site). */
const english = new Set(Object.values({ ...en, ...enPlanner, ...enRequest, ...enCompany, ...enImageDirectory }).flatMap(variantsOf));
const german = new Set(Object.values(de).flatMap(variantsOf));

/** Quoted texts that are not English copy as written, each with why and where it is found instead. */
const exceptions: Record<string, { why: string; found: () => boolean }> = {
  "…": { why: "the requirements' own notation for a quoted text", found: () => true },
  Leistungen: { why: "the German header link, named in German", found: () => german.has("Leistungen") },
  "still have questions": { why: "names the FAQ page's link, whose text is 'Still have questions?'", found: () => english.has("Still have questions?") },
  "Your message could not be sent. Please try again or contact us directly.": {
    why: "the alternative of the contact form's 'There was a problem sending your message. …', which it shows",
    found: () => english.has("There was a problem sending your message. Please try again or contact us directly."),
  },
};

describe("the texts the requirements quote (docs/requirements.md: 'Texts in single quotes … appear on the English site exactly as written')", () => {
  it("reads quoted texts with the apostrophes inside them, and leaves code and apostrophes of prose out", () => {
    expect(quotedTexts("shows 'We'll get back to you.' and the owner's 'Pet's weight', not `'dog'`; the visitors' list")).toEqual(["We'll get back to you.", "Pet's weight"]);
  });

  it("finds the texts of the error catalogue among the quoted ones", () => {
    const texts = specQuotedTexts();
    expect(texts).toContain("We'll get back to you with a personalized quote within 24 hours.");
    expect(texts).toContain("Please enter your pet's weight");
    expect(texts.length).toBeGreaterThan(50);
  });

  it("finds each quoted text as a whole text of the English dictionaries", () => {
    const missing = specQuotedTexts().filter((text) => !english.has(text) && !exceptions[text]);
    expect(missing).toEqual([]);
  });

  it("finds the exceptions where they say, and each is still quoted", () => {
    const texts = specQuotedTexts();
    for (const [text, exception] of Object.entries(exceptions)) {
      expect(texts, text).toContain(text);
      expect(exception.found(), `${text}: ${exception.why}`).toBe(true);
    }
  });
});
