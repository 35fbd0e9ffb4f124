import { describe, expect, it } from "vitest";
import { fictitiousRateCard } from "../test/rate-card.ts";
import { estimate, journeyOfQuote, type EstimateJourney, type EstimatePet, type RateCard } from "./estimate.ts";

// Series 100: outside 53 × 40 × 38 cm → 13.4 kg volumetric, 3.2 kg empty. Series 200: 71 × 52 × 54 → 33.2 kg, 5.9 kg empty.
// Series 700: 122 × 81 × 89 → 146.6 kg. A cat of 30 × 12 × 25 cm needs at least 36.3 × 24 × 30 inside: series 100.
const cat: EstimatePet = { weightKg: 4, measurements: { length: 30, width: 12, height: 25 } };
// A dog of 50 × 20 × 40 cm needs at least 60 × 40 × 45 inside: series 200.
const dog = (weightKg: number): EstimatePet => ({ weightKg, measurements: { length: 50, width: 20, height: 40 } });
const journey = (extra: Partial<EstimateJourney> = {}): EstimateJourney => ({ destinationCountry: "japan", pets: [cat], ownCrate: false, pickup: false, delivery: false, ...extra });
const card = fictitiousRateCard();
const withZone = (change: Partial<RateCard["zones"][number]>): RateCard => ({ ...card, zones: [{ ...card.zones[0]!, ...change }] });

function lines(result: ReturnType<typeof estimate>) {
  if (result.kind !== "estimate") throw new Error(`on request: ${result.reason}`);
  return Object.fromEntries(result.lines.map(({ item, low, high }) => [item, low === high ? low : [low, high]]));
}

describe("the price estimate", () => {
  it("itemises freight, crate, documents and customs, and adds them up", () => {
    const result = estimate(card, journey());
    // 13.4 kg (the crate's volume outweighs 4 + 3.2 kg) × €10.
    expect(lines(result)).toEqual({ freight: 134, crates: 30, documents: 200, customs: 50 });
    expect(result).toMatchObject({ kind: "estimate", currency: "EUR", version: 1, validFrom: "2026-01-01", chargeableKg: { low: 13.4, high: 13.4 }, total: { low: 414, high: 414 } });
  });

  it("charges the zone's minimum below it", () => {
    expect(lines(estimate(withZone({ minimumCents: 20_000 }), journey())).freight).toBe(200);
  });

  it("takes the crate's weight with the pet when it outweighs the crate's volume", () => {
    // 30 kg + 5.9 kg = 35.9 kg against 33.2 kg volumetric.
    const result = estimate(card, journey({ pets: [dog(30)] }));
    expect(result).toMatchObject({ chargeableKg: { low: 35.9, high: 35.9 } });
    expect(lines(result).freight).toBe(359);
  });

  it("prices a weight at a band's upper edge in that band and a tenth above it in the next", () => {
    // 39.1 + 5.9 = 45.0 kg at €10; 39.2 + 5.9 = 45.1 kg at €8 = €360.80, shown as €361.
    expect(lines(estimate(card, journey({ pets: [dog(39.1)] }))).freight).toBe(450);
    expect(lines(estimate(card, journey({ pets: [dog(39.2)] }))).freight).toBe(361);
  });

  it("rounds each line to the euro and adds up the lines as shown", () => {
    const result = estimate({ ...card, documents: [{ country: "japan", cents: 20_049 }], customs: [{ country: "japan", cents: 5_050 }] }, journey());
    expect(lines(result)).toMatchObject({ documents: 200, customs: 51 });
    expect(result).toMatchObject({ total: { low: 134 + 30 + 200 + 51, high: 134 + 30 + 200 + 51 } });
  });

  it("puts two pets in one crate of width 3·C, or each in its own", () => {
    // Alone: two series-100 crates, 13.4 kg each. Together: 36.3 × 36 × 30 inside needs a series 200, 33.2 kg.
    expect(lines(estimate(card, journey({ pets: [cat, cat] })))).toMatchObject({ freight: 268, crates: 60 });
    const shared = estimate(card, journey({ pets: [cat, cat], shareCrate: true }));
    expect(shared).toMatchObject({ chargeableKg: { low: 33.2, high: 33.2 }, crates: [{ smallest: "200", largest: "200" }] });
    expect(lines(shared)).toMatchObject({ freight: 332, crates: 50 });
  });

  it("spans every standard crate for a pet without measurements", () => {
    const result = estimate(card, journey({ pets: [{ weightKg: 10 }] }));
    // From series 100 (13.4 kg at €10) to series 700 (146.6 kg at €6 = €879.60).
    expect(result).toMatchObject({ chargeableKg: { low: 13.4, high: 146.6 }, crates: [{ smallest: "100", largest: "700" }] });
    expect(lines(result)).toMatchObject({ freight: [134, 880], crates: [30, 200] });
  });

  it("leaves the crate out when the owner brings one, but still counts its size", () => {
    expect(lines(estimate(card, journey({ ownCrate: true })))).toEqual({ freight: 134, documents: 200, customs: 50 });
  });

  it("spans the distance bands for pickup and delivery", () => {
    expect(lines(estimate(card, journey({ pickup: true, delivery: true })))).toMatchObject({ pickup: [40, 90], delivery: [50, 110] });
  });

  it("takes the zone's documents fee for a country without one of its own", () => {
    const singapore = estimate({ ...card, customs: [...card.customs, { country: "singapore", cents: 4_000 }] }, journey({ destinationCountry: "singapore" }));
    expect(lines(singapore)).toMatchObject({ documents: 150, customs: 40 });
  });

  it("is on request when the card does not price everything the journey needs", () => {
    expect(estimate(card, journey({ destinationCountry: "canada" }))).toEqual({ kind: "on-request", reason: "route" });
    expect(estimate(card, journey({ pets: [] }))).toEqual({ kind: "on-request", reason: "route" });
    expect(estimate(card, journey({ pets: [{ weightKg: 60, measurements: { length: 120, width: 45, height: 90 } }] }))).toEqual({ kind: "on-request", reason: "custom-crate" });
    // Without measurements the crate may be a series 700: 290 + 23.1 kg is above the last band (300 kg).
    expect(estimate(card, journey({ pets: [{ weightKg: 290 }] }))).toEqual({ kind: "on-request", reason: "weight" });
    expect(estimate({ ...card, crates: card.crates.filter((crate) => crate.series !== "700") }, journey({ pets: [{ weightKg: 10 }] }))).toEqual({ kind: "on-request", reason: "crate-price" });
    expect(estimate(card, journey({ destinationCountry: "singapore" }))).toEqual({ kind: "on-request", reason: "customs" });
    expect(estimate(withZone({ documentsCents: undefined }), journey({ destinationCountry: "singapore" }))).toEqual({ kind: "on-request", reason: "documents" });
    expect(estimate({ ...card, pickup: [] }, journey({ pickup: true }))).toEqual({ kind: "on-request", reason: "distance" });
  });

  it("reads a quote request's pets with two decimals, measured only when all three measurements are given", () => {
    const journey = journeyOfQuote({ weight: 12.3456, dimensions: { length: 80.004, width: 40, height: 60.126 }, additionalPets: [{ weight: 4, dimensions: { length: 40, width: 20 } }], needPickup: true }, "japan");
    expect(journey).toEqual({
      destinationCountry: "japan",
      pets: [{ weightKg: 12.35, snubNose: false, measurements: { length: 80, width: 40, height: 60.13 } }, { weightKg: 4, snubNose: false }],
      ownCrate: false,
      pickup: true,
      delivery: false,
    });
  });
});
