import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { normaliseReference, REFERENCE_ALPHABET } from "./lead-reference.ts";

describe("lead references", () => {
  it("use thirty characters none of which reads like another", () => {
    expect(new Set(REFERENCE_ALPHABET).size).toBe(30);
    for (const confusable of "01ILOU") expect(REFERENCE_ALPHABET).not.toContain(confusable);
  });

  it("are read back from what a person types, whatever the case and separator", () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...REFERENCE_ALPHABET), { minLength: 6, maxLength: 6 }), fc.constantFrom("", "arc ", "ARC-", "arc-", " Arc"), (chars, prefix) => {
        const code = chars.join("");
        expect(normaliseReference(`${prefix}${code.toLowerCase()} `)).toBe(`ARC-${code}`);
      }),
      { numRuns: 200, seed: 7 },
    );
    for (const wrong of ["ARC-0OOOOO", "anything", "ARC-ABCDEFG", "", "ARC-ABC"]) expect(normaliseReference(wrong)).toBeUndefined();
  });
});
