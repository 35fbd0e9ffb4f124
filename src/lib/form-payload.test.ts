import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { contactMessageSchema, LIMITS, quoteInquirySchema } from "./schemas/leads.ts";
import { fieldTree, formToPayload, MAX_FORM_FIELDS } from "./form-payload.ts";
import { propertyRuns } from "../test/property.ts";

const quoteFields = fieldTree(quoteInquirySchema, { website: { kind: "text" } });
const contactFields = fieldTree(contactMessageSchema);

const formOf = (entries: Array<[string, string]>) => {
  const form = new FormData();
  for (const [name, value] of entries) form.append(name, value);
  return form;
};

/** Plain JSON view of a payload (its containers have no prototype). */
const plain = (value: unknown) => JSON.parse(JSON.stringify(value)) as unknown;

describe("form payload", () => {
  it("builds the nested JSON payload from dotted field names", () => {
    const form = formOf([
      ["petType", "dog"],
      ["weight", "12,5"],
      ["dimensions.length", "70"],
      ["dimensions.width", ""],
      ["isSnubNose", "on"],
      ["additionalPets.0.petType", "cat"],
      ["additionalPets.0.weight", "4"],
      ["name", "Anna"],
    ]);
    expect(plain(formToPayload(form, quoteFields))).toEqual({
      petType: "dog",
      weight: 12.5,
      dimensions: { length: 70 },
      isSnubNose: true,
      needPickup: false,
      needDelivery: false,
      hasOwnCrate: false,
      additionalPets: [{ petType: "cat", weight: 4, isSnubNose: false }],
      name: "Anna",
    });
  });

  it("keeps text typed into a number field, so validation can name it", () => {
    expect(formToPayload(formOf([["weight", "heavy"]]), quoteFields).weight).toBe("heavy");
  });

  it("ignores names outside the schema, prototype keys and paths through a value", () => {
    const payload = formToPayload(
      formOf([
        ["__proto__.noindex", "1"],
        ["constructor.prototype.sendmail", "1"],
        ["dimensions.__proto__.path", "/bin/sh"],
        ["additionalPets.0.__proto__.args", "x"],
        ["toString", "x"],
        ["weight.length", "1"],
        ["dimensions", "x"],
        ["additionalPets", "x"],
        ["unknown", "x"],
        ["website", "bot"],
      ]),
      quoteFields,
    );
    expect(({} as Record<string, unknown>).noindex).toBeUndefined();
    expect(({} as Record<string, unknown>).sendmail).toBeUndefined();
    expect(Object.getPrototypeOf(payload)).toBeNull();
    expect(plain(payload)).toEqual({ isSnubNose: false, needPickup: false, needDelivery: false, hasOwnCrate: false, website: "bot" });
  });

  it("accepts list positions only below the list's maximum, and closes gaps", () => {
    const started = performance.now();
    const payload = formToPayload(
      formOf([
        ["additionalPets.4294967294.weight", "1"],
        [`additionalPets.${LIMITS.maxAdditionalPets}.weight`, "1"],
        ["additionalPets.-1.weight", "1"],
        ["additionalPets.01.weight", "1"],
        ["additionalPets.3.weight", "7"],
      ]),
      quoteFields,
    );
    expect(performance.now() - started).toBeLessThan(100);
    expect(plain(payload.additionalPets)).toEqual([{ weight: 7, isSnubNose: false }]);
  });

  it("ignores very deep and very long names and reads a bounded number of fields", () => {
    const deep = Array.from({ length: 20_000 }, () => "a").join(".");
    expect(plain(formToPayload(formOf([[deep, "1"], [`name${"x".repeat(10_000)}`, "1"]]), contactFields))).toEqual({});
    const many = formOf([...Array.from({ length: MAX_FORM_FIELDS }, (): [string, string] => ["unknown", "x"]), ["name", "Anna"]]);
    expect(plain(formToPayload(many, contactFields))).toEqual({});
  });

  it("refuses schemas with an unbounded list", async () => {
    const { z } = await import("zod");
    expect(() => fieldTree(z.object({ pets: z.array(z.string()) }))).toThrow(/maximum length/);
  });

  it("never pollutes prototypes, never throws and only builds allowed shapes, whatever the field names", () => {
    const segment = fc.oneof(
      fc.constantFrom("__proto__", "constructor", "prototype", "additionalPets", "dimensions", "weight", "petType", "0", "9", "10", "4294967294", "name", ""),
      fc.string({ maxLength: 12 }),
    );
    const name = fc.array(segment, { minLength: 1, maxLength: 6 }).map((parts) => parts.join("."));
    fc.assert(
      fc.property(fc.array(fc.tuple(name, fc.string({ maxLength: 20 })), { maxLength: 40 }), (entries) => {
        const payload = formToPayload(formOf(entries), quoteFields);
        expect(Object.keys(Object.prototype)).toEqual([]);
        expect(Object.keys(Array.prototype)).toEqual([]);
        const pets = payload.additionalPets;
        if (pets !== undefined) {
          expect(Array.isArray(pets)).toBe(true);
          expect((pets as unknown[]).length).toBeLessThanOrEqual(LIMITS.maxAdditionalPets);
        }
        for (const key of Object.keys(payload)) expect(quoteFields.kind === "object" && quoteFields.fields.has(key)).toBe(true);
      }),
      propertyRuns(),
    );
  });
});
