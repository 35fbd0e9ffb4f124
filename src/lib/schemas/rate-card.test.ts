import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fictitiousRateCard } from "../../test/rate-card.ts";
import { propertyRuns } from "../../test/property.ts";
import type { RateCard } from "../estimate.ts";
import { rateCardSchema } from "./rate-card.ts";

const card = fictitiousRateCard();
const problems = (value: unknown) => rateCardSchema.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];

describe("the rate card's schema", () => {
  it("accepts the test card and an empty one", () => {
    expect(rateCardSchema.parse(card)).toEqual(card);
    expect(problems({ ...card, zones: [], documents: [], customs: [], pickup: [], delivery: [], crates: [] })).toEqual([]);
  });

  it("refuses a country in two zones, unknown countries and series, falling bands and amounts that are not whole cents", () => {
    const zone = card.zones[0]!;
    expect(problems({ ...card, zones: [zone, { ...zone, key: "other", countries: ["japan"] }] })).toContain("rates.error.countryInTwoZones");
    expect(problems({ ...card, zones: [{ ...zone, countries: ["atlantis"] }] })).not.toEqual([]);
    expect(problems({ ...card, zones: [{ ...zone, bands: [{ upToKg: 100, perKgCents: 1 }, { upToKg: 45, perKgCents: 1 }] }] })).toContain("rates.error.weightBands");
    expect(problems({ ...card, pickup: [{ upToKm: 50, cents: 1 }, { upToKm: 50, cents: 2 }] })).toContain("rates.error.distanceBands");
    expect(problems({ ...card, crates: [{ series: "900", cents: 1 }] })).not.toEqual([]);
    expect(problems({ ...card, crates: [{ series: "100", cents: 1 }, { series: "100", cents: 2 }] })).toContain("rates.error.crateTwice");
    expect(problems({ ...card, customs: [{ country: "japan", cents: 12.5 }] })).not.toEqual([]);
    expect(problems({ ...card, customs: [{ country: "japan", cents: -1 }] })).not.toEqual([]);
    expect(problems({ ...card, currency: "USD" })).not.toEqual([]);
    expect(problems({ ...card, extra: true })).not.toEqual([]);
  });

  it("never passes a card with a key it does not know, at any depth", () => {
    const keyName = fc.string({ minLength: 1, maxLength: 12 }).filter((key) => !["version", "validFrom", "currency", "zones", "documents", "customs", "pickup", "delivery", "crates", "vatNote", "notes"].includes(key));
    fc.assert(
      fc.property(keyName, fc.jsonValue(), fc.constantFrom<(card: RateCard) => Record<string, unknown>>((value) => value as never, (value) => value.zones[0] as never, (value) => value.crates[0] as never), (key, value, at) => {
        const changed = fictitiousRateCard();
        const target = at(changed);
        if (key in target) return;
        Object.defineProperty(target, key, { value, enumerable: true });
        expect(rateCardSchema.safeParse(changed).success).toBe(false);
      }),
      propertyRuns(200),
    );
  });
});
