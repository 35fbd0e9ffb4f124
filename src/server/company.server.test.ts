import { describe, expect, it, vi } from "vitest";
import raw from "../../content/company.json" with { type: "json" };
import filled from "../test/company-filled.json" with { type: "json" };
import { checkCompanyFacts } from "./company.server.ts";
import { ContentError } from "./content.server.ts";

describe("checkCompanyFacts (start-up)", () => {
  it("warns in one line naming every missing imprint field of the shipped file", () => {
    const warn = vi.fn();
    checkCompanyFacts(raw, warn);
    expect(warn).toHaveBeenCalledTimes(1);
    const line = String(warn.mock.calls[0]?.[0]);
    expect(line).not.toContain("\n");
    expect(line).toMatch(/^imprint: content\/company\.json lacks .*legal_name, offices \(street address\), managing_directors, register \(court and number\)/);
  });

  it("says nothing when the facts are complete", () => {
    const warn = vi.fn();
    checkCompanyFacts(filled, warn);
    expect(warn).not.toHaveBeenCalled();
  });

  it("stops the start on a file that does not validate, naming the field", () => {
    expect(() => checkCompanyFacts({ ...filled, vat_id: "123" }, vi.fn())).toThrow(ContentError);
    expect(() => checkCompanyFacts({ ...filled, vat_id: "123" }, vi.fn())).toThrow(/content\/company\.json: vat_id/);
  });
});
