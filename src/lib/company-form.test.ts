import fc from "fast-check";
import { describe, expect, it } from "vitest";
import filledRaw from "../test/company-filled.json" with { type: "json" };
import { propertyRuns } from "../test/property.ts";
import { companyFormFields, companyFormValues, companyFromForm } from "./company-form.ts";
import { companySchema } from "./schemas/company.ts";

const filled = companySchema.parse(filledRaw);
const base = { brand: "ARC Pet Air" };
const fromValues = (values: Record<string, unknown>) => companyFromForm((name) => values[name], base);

describe("the staff form for the company's facts", () => {
  it("gives back the facts it was filled with (the first office: the imprint's)", () => {
    const result = fromValues(companyFormValues(filled));
    expect(result).toEqual({ ok: true, facts: { ...filled, offices: [{ street: "Musterstraße 1", postal_code: "12345", city: "Musterstadt", country: "DE" }] } });
  });

  it("takes an empty form as no facts at all, keeping the brand", () => {
    const result = fromValues({});
    expect(result.ok && result.facts).toMatchObject({ brand: "ARC Pet Air", legal_name: "", phone: "", offices: [], memberships: [], review_profiles: [], social_profiles: [] });
  });

  it("names each refused field with what it takes, and nothing else", () => {
    const result = fromValues({ phone: "069 1234", email: "not-a-mail", "office.street": "Musterstraße 1", "membership2.issuer": "Example Board", "review1.url": "http://reviews.example.com", "social.instagram": "javascript:alert(1)", "register.court": "Amtsgericht Musterstadt" });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual(
      expect.arrayContaining([
        { field: "phone", hint: "phone" },
        { field: "email", hint: "email" },
        { field: "office.postal_code", hint: "required" },
        { field: "membership2.name_en", hint: "membership" },
        { field: "membership2.number", hint: "membership" },
        { field: "review1.url", hint: "url" },
        { field: "social.instagram", hint: "url" },
        { field: "register.court", hint: "register" },
      ]),
    );
    expect(result.errors.every((error) => companyFormFields.includes(error.field))).toBe(true);
  });

  it("refuses a person, a story or a page photo that is partly filled, each at the part that is missing", () => {
    const photo = `/media/${"ab".repeat(16)}.jpg`;
    const result = fromValues({
      "team1.name": "Erika Mustermann",
      "team1.role_en": "Director",
      "team2.photo": "/etc/passwd",
      "story1.pet": "Bello",
      "story1.owner": "M.",
      "story1.route": "Frankfurt → Tokyo",
      "story1.quote_en": "Calm.",
      "story1.quote_de": "Ruhig.",
      "story1.photo": photo,
      "story1.consent_on": "2026-02-30",
      "picture1.page": "destination:../../admin",
      "picture1.photo": photo,
      "picture2.page": "service:door-to-door-pet-transport",
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual(
      expect.arrayContaining([
        { field: "team1.role_de", hint: "required" },
        { field: "team2.photo", hint: "photo" },
        { field: "story1.consent_on", hint: "date" },
        { field: "picture1.page", hint: "page" },
        { field: "picture2.photo", hint: "photo" },
      ]),
    );
    // A story whose owner agreed on a day that exists is taken, in the order of the form.
    const values = { "story2.pet": "Bello", "story2.owner": "M.", "story2.route": "Frankfurt → Tokyo", "story2.quote_en": "Calm.", "story2.quote_de": "Ruhig.", "story2.consent_on": "2026-02-28" };
    const taken = fromValues(values);
    expect(taken.ok && taken.facts.stories).toEqual([{ pet: "Bello", owner: "M.", route: "Frankfurt → Tokyo", quote: { en: "Calm.", de: "Ruhig." }, consent_on: "2026-02-28" }]);
  });

  it("never throws on hostile values: it answers valid facts or refused fields of the form", () => {
    const value = fc.oneof(fc.string({ maxLength: 40 }), fc.constantFrom("__proto__", "constructor", "https://example.com/x", "+49 69 1234567", "DE", "iata", "a@b.de", `/media/${"ab".repeat(16)}.jpg`, "2026-10-02", "destination:japan/tokyo-nrt", "service:x"), fc.integer(), fc.constant(null), fc.array(fc.string(), { maxLength: 2 }));
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom(...companyFormFields, "__proto__", "brand", "constructor"), value, { maxKeys: 30 }), (values) => {
        const result = fromValues(values);
        expect(Object.keys(Object.prototype)).toEqual([]);
        if (result.ok) {
          expect(companySchema.safeParse(result.facts).success).toBe(true);
          expect(result.facts.brand).toBe("ARC Pet Air");
        } else {
          expect(result.errors.length).toBeGreaterThan(0);
          for (const error of result.errors) expect(companyFormFields).toContain(error.field);
        }
      }),
      propertyRuns(),
    );
  });
});
