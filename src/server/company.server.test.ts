import { describe, expect, it } from "vitest";
import raw from "../../content/company.json" with { type: "json" };
import filledRaw from "../test/company-filled.json" with { type: "json" };
import { companySchema } from "../lib/schemas/company.ts";
import { checkCompanyFacts, imprintWarning } from "./company.server.ts";
import { ContentError } from "./content.server.ts";

const filled = companySchema.parse(filledRaw);

describe("checkCompanyFacts (start-up)", () => {
  it("takes the shipped file and complete facts", () => {
    expect(checkCompanyFacts(raw)).toMatchObject({ brand: "ARC Pet Air" });
    expect(checkCompanyFacts(filled)).toEqual(filled);
  });

  it("stops the start on a file that does not validate, naming the field", () => {
    expect(() => checkCompanyFacts({ ...filled, vat_id: "123" })).toThrow(ContentError);
    expect(() => checkCompanyFacts({ ...filled, vat_id: "123" })).toThrow(/content\/company\.json: vat_id/);
  });
});

describe("imprintWarning", () => {
  it("names in one line every missing imprint field of the facts shown, and where they come from", () => {
    const line = imprintWarning(checkCompanyFacts(raw), null)!;
    expect(line).not.toContain("\n");
    expect(line).toMatch(/^imprint: the facts content\/company\.json ships with \(no version is published\) lack .*legal_name, offices \(street address\), managing_directors, register \(court and number\)/);
    expect(imprintWarning({ ...filled, phone: "" }, 7)).toMatch(/^imprint: the published version 7 of the company facts lack .*: phone;/);
  });

  it("says nothing when the facts are complete", () => {
    expect(imprintWarning(filled, 3)).toBeUndefined();
  });
});
