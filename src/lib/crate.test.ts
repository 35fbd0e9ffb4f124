import { describe, expect, it } from "vitest";
import { BEDDING_CM, chargeableWeight, crateSeries, isSnubNosedBreed, minimumInternalSize, recommendCrate, smallestSeries, volumetricWeight } from "./crate.ts";

describe("crate sizing (IATA Live Animals Regulations formula)", () => {
  it("computes the minimum internal size with B = D / 2 and room for bedding on top of D", () => {
    // A = 60, C = 20, D = 50 → B = 25: length 60 + 12.5, width 40, height 50 + 5 cm bedding.
    expect(BEDDING_CM).toBe(5);
    expect(minimumInternalSize({ length: 60, width: 20, height: 50 })).toEqual({ length: 72.5, width: 40, height: 55 });
  });

  it("adds 10 % for snub-nosed pets, then the bedding", () => {
    expect(minimumInternalSize({ length: 60, width: 20, height: 50 }, true)).toEqual({ length: 79.8, width: 44, height: 60 });
  });

  it("gives each of two animals sharing a crate 3·C of width instead of 2·C", () => {
    expect(minimumInternalSize({ length: 60, width: 20, height: 50 }, false, true)).toEqual({ length: 72.5, width: 60, height: 55 });
    expect(minimumInternalSize({ length: 60, width: 20, height: 50 }, true, true)).toEqual({ length: 79.8, width: 66, height: 60 });
  });

  it("waits for all three measurements", () => {
    expect(minimumInternalSize({ length: 60, width: 0, height: 50 })).toBeUndefined();
    expect(minimumInternalSize({ length: 60, height: 50 })).toBeUndefined();
  });

  it("keeps an inside size and an empty weight per series", () => {
    // The #100's published inside size: 17 × 14 × 14 in.
    const inch = (value: number) => Math.round(value * 2.54 * 10) / 10;
    expect(crateSeries[0]!.internal).toEqual({ length: inch(17), width: inch(14), height: inch(14) });
    expect(crateSeries.map((crate) => crate.insideSize)).toEqual(["published", "estimated", "estimated", "estimated", "estimated", "estimated"]);
    // Empty weights as two airlines' cargo pages list them per series: 7, 13, 18, 24, 32 and 51 lb.
    expect(crateSeries.map((crate) => crate.emptyKg)).toEqual([7, 13, 18, 24, 32, 51].map((pounds) => Math.round(pounds * 0.45359237 * 10) / 10));
    for (const crate of crateSeries) {
      expect(crate.internal.length, crate.series).toBeLessThan(crate.external.length);
      expect(crate.internal.width, crate.series).toBeLessThan(crate.external.width);
      expect(crate.internal.height, crate.series).toBeLessThan(crate.external.height);
      expect(crate.emptyKg, crate.series).toBeGreaterThan(0);
    }
    const weights = crateSeries.map((crate) => crate.emptyKg);
    expect(weights).toEqual([...weights].sort((a, b) => a - b));
  });

  it("picks the smallest standard series that fits, or none", () => {
    expect(smallestSeries({ length: 40, width: 30, height: 30 })?.series).toBe("100");
    // Inside sizes: #300 71.2 × 52.6 × 58.6 cm (too short for 72.5), #400 81.2 × 59.6 × 66.6 cm.
    expect(smallestSeries({ length: 72.5, width: 40, height: 55 })?.series).toBe("400");
    expect(smallestSeries({ length: 71, width: 52, height: 58 })?.series).toBe("300");
    expect(smallestSeries({ length: 150, width: 80, height: 90 })).toBeUndefined();
  });

  it("uses the volumetric example (L × W × H ÷ 6000): 120 × 80 × 90 cm → 144 kg", () => {
    expect(volumetricWeight({ length: 120, width: 80, height: 90 })).toBe(144);
    expect(chargeableWeight(30, { length: 120, width: 80, height: 90 })).toBe(144);
    expect(chargeableWeight(160, { length: 120, width: 80, height: 90 })).toBe(160);
  });

  it("recommends a crate with its chargeable weight, the crate's own weight included", () => {
    const result = recommendCrate({ length: 60, width: 20, height: 50, weight: 25 });
    expect(result?.crate?.series).toBe("400");
    // Actual: 25 kg dog + 10.9 kg crate; #400 external 91 × 64 × 69 cm = 401856 cm³ / 6000 = 67.0 kg wins.
    expect(result?.actualKg).toBe(35.9);
    expect(result?.chargeableKg).toBe(67);
    // A heavy dog: 60 kg + 10.9 kg crate = 70.9 kg, more than the volumetric 67 kg.
    expect(recommendCrate({ length: 60, width: 20, height: 50, weight: 60 })?.chargeableKg).toBe(70.9);
  });

  it("gives no weights without the pet's weight or for a custom crate", () => {
    expect(recommendCrate({ length: 60, width: 20, height: 50 })?.chargeableKg).toBeUndefined();
    const custom = recommendCrate({ length: 150, width: 40, height: 80, weight: 70 });
    expect(custom?.crate).toBeUndefined();
    expect(custom?.chargeableKg).toBeUndefined();
  });

  it("recognises snub-nosed breeds in English and German", () => {
    expect(isSnubNosedBreed("French Bulldog")).toBe(true);
    expect(isSnubNosedBreed("Französische Bulldogge")).toBe(true);
    expect(isSnubNosedBreed("Mops")).toBe(true);
    expect(isSnubNosedBreed("Perserkatze")).toBe(true);
    expect(isSnubNosedBreed("Border Collie")).toBe(false);
    expect(isSnubNosedBreed(undefined)).toBe(false);
  });
});
