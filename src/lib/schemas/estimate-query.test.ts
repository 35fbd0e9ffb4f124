import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { propertyRuns } from "../../test/property.ts";
import { estimateQueryString, parseEstimateQuery } from "./estimate-query.ts";

const parse = (query: string) => parseEstimateQuery(new URLSearchParams(query));

describe("the estimate API's query", () => {
  it("reads pets with and without measurements, the services and the language", () => {
    expect(parse("country=deutschland&pet=12&pet=4.5,45,25,30,snub&pickup=1&ownCrate=true&language=de")).toEqual({
      ok: true,
      query: {
        language: "de",
        country: "germany",
        pets: [{ weightKg: 12, snubNose: false }, { weightKg: 4.5, snubNose: true, measurements: { length: 45, width: 25, height: 30 } }],
        pickup: true,
        delivery: false,
        ownCrate: true,
      },
    });
    expect(parse("destination=Tokyo%20(NRT)%2C%20Japan&pet=8")).toMatchObject({ ok: true, query: { destination: "Tokyo (NRT), Japan" } });
  });

  it("names the first problem", () => {
    expect(parse("pet=12")).toMatchObject({ ok: false, field: "destination" });
    expect(parse("country=japan")).toMatchObject({ ok: false, field: "pet" });
    expect(parse("country=japan&pet=0")).toMatchObject({ ok: false, field: "pet" });
    expect(parse("country=japan&pet=151")).toMatchObject({ ok: false, field: "pet" });
    expect(parse("country=japan&pet=12,80")).toMatchObject({ ok: false, field: "pet" });
    expect(parse("country=japan&pet=12,301,40,40")).toMatchObject({ ok: false, field: "pet" });
    expect(parse(`country=japan${"&pet=5".repeat(12)}`)).toMatchObject({ ok: false, field: "pet" });
    expect(parse("country=japan&pet=12&delivery=yes")).toMatchObject({ ok: false, field: "delivery" });
    expect(parse("country=japan&pet=12&language=fr")).toMatchObject({ ok: false, field: "language" });
  });

  it("asks for what the quote form describes", () => {
    const query = estimateQueryString({ destination: "Tokyo (NRT), Japan", pets: [{ weightKg: 12.25, snubNose: true, measurements: { length: 80, width: 40, height: 60 } }, { weightKg: 3 }], pickup: false, delivery: true, ownCrate: false });
    expect(parse(query)).toEqual({
      ok: true,
      query: { destination: "Tokyo (NRT), Japan", pets: [{ weightKg: 12.25, snubNose: true, measurements: { length: 80, width: 40, height: 60 } }, { weightKg: 3, snubNose: false }], pickup: false, delivery: true, ownCrate: false },
    });
  });

  it("never throws, and reads nothing but its own parameters (property)", () => {
    const key = fc.oneof(fc.constantFrom("country", "destination", "pet", "pickup", "delivery", "ownCrate", "language", "__proto__", "constructor"), fc.string({ maxLength: 10 }));
    const value = fc.oneof(fc.constantFrom("japan", "12", "12,80,40,60,snub", "1", "de", "0.001", "1e3", ""), fc.string({ maxLength: 30 }));
    fc.assert(
      fc.property(fc.array(fc.tuple(key, value), { maxLength: 20 }), (entries) => {
        const parsed = parseEstimateQuery(new URLSearchParams(entries));
        if (parsed.ok) {
          expect(Object.keys(parsed.query).every((name) => ["language", "destination", "country", "pets", "pickup", "delivery", "ownCrate"].includes(name))).toBe(true);
          expect(parsed.query.pets.length).toBeGreaterThan(0);
          expect(parsed.query.pets.length).toBeLessThanOrEqual(11);
        }
      }),
      propertyRuns(300),
    );
  });
});
