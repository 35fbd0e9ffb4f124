import { describe, expect, it } from "vitest";
import raw from "../../content/company.json" with { type: "json" };
import { badgeBacking, imprintGaps, launchCheck, officeLine, type CompanyFacts } from "./company.ts";
import { companySchema } from "./schemas/company.ts";
import filled from "../test/company-filled.json" with { type: "json" };

describe("content/company.json", () => {
  it("validates against the strict schema, and so does the fictitious filled fixture", () => {
    expect(companySchema.safeParse(raw).error).toBeUndefined();
    expect(companySchema.safeParse(filled).error).toBeUndefined();
  });

  it("ships without any identifier of a real entity", () => {
    const facts = companySchema.parse(raw);
    expect(facts.legal_name).toBe("");
    expect(facts.offices).toEqual([]);
    expect(facts.register).toEqual({ court: "", number: "" });
    expect(facts.vat_id).toBe("");
    expect(facts.memberships).toEqual([]);
    expect(facts.review_profiles).toEqual([]);
  });

  it("refuses unknown keys, a lone register court and a membership without number", () => {
    const facts = companySchema.parse(filled);
    expect(companySchema.safeParse({ ...facts, rating: 5 }).success).toBe(false);
    expect(companySchema.safeParse({ ...facts, register: { court: "Amtsgericht Beispielstadt", number: "" } }).success).toBe(false);
    expect(companySchema.safeParse({ ...facts, memberships: [{ ...facts.memberships[0], number: "" }] }).success).toBe(false);
    expect(companySchema.safeParse({ ...facts, review_profiles: [{ platform: "X", url: "http://insecure.example" }] }).success).toBe(false);
  });
});

describe("imprintGaps", () => {
  it("names every legally required field the shipped file leaves empty", () => {
    expect(imprintGaps(companySchema.parse(raw))).toEqual(["legal_name", "offices (street address)", "managing_directors", "register (court and number)", "email", "phone"]);
  });

  it("names nothing when the facts are complete, and never a VAT ID (not every company has one)", () => {
    const facts = companySchema.parse(filled) as CompanyFacts;
    expect(imprintGaps(facts)).toEqual([]);
    expect(imprintGaps({ ...facts, vat_id: "" })).toEqual([]);
    expect(imprintGaps({ ...facts, email: "", phone: "" })).toEqual(["email", "phone"]);
  });
});

describe("officeLine and badgeBacking", () => {
  const facts = companySchema.parse(filled) as CompanyFacts;

  it("writes the office in the page's language", () => {
    expect(officeLine(facts.offices[0]!, "en")).toMatch(/, Germany$/);
    expect(officeLine(facts.offices[0]!, "de")).toMatch(/, Deutschland$/);
  });

  it("finds the membership behind a badge only when it links to a directory", () => {
    expect(badgeBacking(facts, "iata")?.url).toMatch(/^https:/);
    expect(badgeBacking(facts, "vet")).toBeUndefined();
    expect(badgeBacking({ ...facts, memberships: facts.memberships.map(({ url: _url, ...rest }) => rest) }, "iata")).toBeUndefined();
  });
});

describe("launchCheck", () => {
  it("names everything a visitor cannot verify with the shipped facts, and the imprint's gaps", () => {
    const result = launchCheck(companySchema.parse(raw));
    expect(result.missing).toEqual(["legal_name", "phone", "email", "office", "register", "vat_id", "membership_or_review", "team_photos"]);
    expect(result.imprint).toContain("legal_name");
  });

  it("names nothing once the facts are filled in, and the team's photographs while no person has one", () => {
    const facts = companySchema.parse(filled);
    expect(launchCheck(facts)).toEqual({ missing: [], imprint: [] });
    expect(launchCheck({ ...facts, team: facts.team.map(({ photo: _photo, ...member }) => member) }).missing).toEqual(["team_photos"]);
    expect(launchCheck({ ...facts, team: [] }).missing).toEqual(["team_photos"]);
    // A membership without a directory link cannot be checked, and without a review profile nothing can.
    expect(launchCheck({ ...facts, memberships: facts.memberships.map(({ url: _url, ...membership }) => membership), review_profiles: [] }).missing).toContain("membership_or_review");
  });
});
