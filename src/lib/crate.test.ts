import { describe, expect, it } from "vitest";
import { chargeableWeight, isSnubNosedBreed, minimumInternalSize, recommendCrate, smallestSeries, volumetricWeight } from "./crate.ts";

describe("crate sizing (IATA Live Animals Regulations formula)", () => {
  it("computes the minimum internal size with B = D / 2", () => {
    // A = 60, C = 20, D = 50 → B = 25: length 60 + 12.5, width 40, height 50.
    expect(minimumInternalSize({ length: 60, width: 20, height: 50 })).toEqual({ length: 72.5, width: 40, height: 50 });
  });

  it("adds 10 % for snub-nosed pets", () => {
    expect(minimumInternalSize({ length: 60, width: 20, height: 50 }, true)).toEqual({ length: 79.8, width: 44, height: 55 });
  });

  it("waits for all three measurements", () => {
    expect(minimumInternalSize({ length: 60, width: 0, height: 50 })).toBeUndefined();
    expect(minimumInternalSize({ length: 60, height: 50 })).toBeUndefined();
  });

  it("picks the smallest standard series that fits, or none", () => {
    expect(smallestSeries({ length: 40, width: 30, height: 30 })?.series).toBe("100");
    // Internal sizes: #300 ≈ 71 × 53 × 59 cm (too short), #400 ≈ 81 × 60 × 67 cm.
    expect(smallestSeries({ length: 72.5, width: 40, height: 50 })?.series).toBe("400");
    expect(smallestSeries({ length: 71, width: 53, height: 59 })?.series).toBe("300");
    expect(smallestSeries({ length: 150, width: 80, height: 90 })).toBeUndefined();
  });

  it("uses the volumetric example (L × W × H ÷ 6000): 120 × 80 × 90 cm → 144 kg", () => {
    expect(volumetricWeight({ length: 120, width: 80, height: 90 })).toBe(144);
    expect(chargeableWeight(30, { length: 120, width: 80, height: 90 })).toBe(144);
    expect(chargeableWeight(160, { length: 120, width: 80, height: 90 })).toBe(160);
  });

  it("recommends a crate with its chargeable weight", () => {
    const result = recommendCrate({ length: 60, width: 20, height: 50, weight: 25 });
    expect(result?.crate?.series).toBe("400");
    // #400 external 91 × 64 × 69 cm = 401856 cm³ / 6000 = 67.0 kg.
    expect(result?.chargeableKg).toBe(67);
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
