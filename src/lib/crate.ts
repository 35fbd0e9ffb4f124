/**
 * Crate sizing after the IATA Live Animals Regulations (container requirement for dogs and cats): minimum internal size from the
 * pet's measurements, the smallest standard plastic series that fits, and the chargeable weight.
 * The form collects A (length), C (width) and D (height) but not B (floor to elbow); B is taken
 * as D / 2, which the form says on screen. Where the figures below come from: content/ASSETS.md, "Crate calculator figures".
 */

export interface PetMeasurements {
  /** A: nose tip to root of tail, cm. */
  length?: number;
  /** C: width across the shoulders, cm. */
  width?: number;
  /** D: standing height to the top of the head or ear tip, cm. */
  height?: number;
}

export interface CrateSize {
  length: number;
  width: number;
  height: number;
}

export interface CrateSeries {
  series: string;
  /** Outside size as the crate makers publish it, cm. */
  external: CrateSize;
  /** Usable inside size, cm. */
  internal: CrateSize;
  /** Typical weight of the empty crate, kg (an approximate figure: the UI says "about"). */
  emptyKg: number;
  /** "published": the inside size as published for this series; "estimated": derived from a published series until its own figure is entered. */
  insideSize: "published" | "estimated";
}

/**
 * The common plastic series (Sky Kennel / Vari Kennel sizes). Outside sizes: as the maker publishes them. Empty weights: as
 * United's and American Airlines Cargo's kennel pages list them per series (7, 13, 18, 24, 32 and 51 lb). The #100's inside
 * size (17 × 14 × 14 in) as dryfur.com, a pet-travel supplier, publishes it. For the larger series no inside size is sourced
 * yet: it is estimated with the #100's difference (9.8 × 4.4 × 2.4 cm). Replace a row's inside size (and mark it "published")
 * once the maker's data sheet gives it.
 */
export const crateSeries: readonly CrateSeries[] = [
  { series: "100", external: { length: 53, width: 40, height: 38 }, internal: { length: 43.2, width: 35.6, height: 35.6 }, emptyKg: 3.2, insideSize: "published" },
  { series: "200", external: { length: 71, width: 52, height: 54 }, internal: { length: 61.2, width: 47.6, height: 51.6 }, emptyKg: 5.9, insideSize: "estimated" },
  { series: "300", external: { length: 81, width: 57, height: 61 }, internal: { length: 71.2, width: 52.6, height: 58.6 }, emptyKg: 8.2, insideSize: "estimated" },
  { series: "400", external: { length: 91, width: 64, height: 69 }, internal: { length: 81.2, width: 59.6, height: 66.6 }, emptyKg: 10.9, insideSize: "estimated" },
  { series: "500", external: { length: 102, width: 69, height: 76 }, internal: { length: 92.2, width: 64.6, height: 73.6 }, emptyKg: 14.5, insideSize: "estimated" },
  { series: "700", external: { length: 122, width: 81, height: 89 }, internal: { length: 112.2, width: 76.6, height: 86.6 }, emptyKg: 23.1, insideSize: "estimated" },
];

/** Snub-nosed pets need about 10 % more room than the formula (aarktransfur.com sizing information; other shippers say one size up). */
export const SNUB_NOSE_ALLOWANCE = 0.1;
/**
 * Height added for the bedding: the IATA formula asks for D "plus bedding" without a figure; 5 cm is our allowance for an
 * absorbent pad and a blanket (the UI says "about 5 cm").
 */
export const BEDDING_CM = 5;
/** Air cargo volumetric divisor: cm³ per kg. */
export const VOLUMETRIC_DIVISOR = 6000;

const round1 = (value: number) => Math.round(value * 10) / 10;

/**
 * Minimum internal crate size, bedding included, or undefined until all three measurements are
 * positive. Width is 2·C for one animal; for one of two animals sharing a crate it is 3·C.
 */
export function minimumInternalSize(pet: PetMeasurements, snubNose = false, sharing = false): CrateSize | undefined {
  const { length: a, width: c, height: d } = pet;
  if (!a || !c || !d || a <= 0 || c <= 0 || d <= 0) return undefined;
  const b = d / 2;
  const factor = snubNose ? 1 + SNUB_NOSE_ALLOWANCE : 1;
  return { length: round1((a + b / 2) * factor), width: round1((sharing ? 3 : 2) * c * factor), height: round1(d * factor + BEDDING_CM) };
}

/** The smallest standard series whose internal size holds the minimum size; undefined → custom crate. */
export function smallestSeries(minimum: CrateSize): CrateSeries | undefined {
  return crateSeries.find(
    (crate) => crate.internal.length >= minimum.length && crate.internal.width >= minimum.width && crate.internal.height >= minimum.height,
  );
}

export function volumetricWeight(size: CrateSize): number {
  return round1((size.length * size.width * size.height) / VOLUMETRIC_DIVISOR);
}

/** Chargeable weight = max(actual, volumetric); the actual weight is the pet and its crate together. */
export function chargeableWeight(actualKg: number, crateExternal: CrateSize): number {
  return round1(Math.max(actualKg, volumetricWeight(crateExternal)));
}

export interface CrateRecommendation {
  minimum: CrateSize;
  crate?: CrateSeries;
  /** The pet's weight plus the crate's typical empty weight, kg. */
  actualKg?: number;
  chargeableKg?: number;
}

export function recommendCrate(pet: PetMeasurements & { weight?: number }, snubNose = false): CrateRecommendation | undefined {
  const minimum = minimumInternalSize(pet, snubNose);
  if (!minimum) return undefined;
  const crate = smallestSeries(minimum);
  const actualKg = crate && pet.weight && pet.weight > 0 ? round1(pet.weight + crate.emptyKg) : undefined;
  return {
    minimum,
    crate,
    actualKg,
    chargeableKg: crate && actualKg ? chargeableWeight(actualKg, crate.external) : undefined,
  };
}

/** Breeds commonly listed as brachycephalic (Iberia's and Aegean's pet travel help pages), matched by word in English or German. */
const snubNosedPatterns = [
  /affenpinscher/, /boston/, /boxer/, /bulldog|bulldogge/, /bull ?terrier/, /griffon|brüsseler/, /cane corso/, /chow/,
  /dogue de bordeaux|bordeauxdogge/, /king charles|toy spaniel/, /japan(ese)? chin|japan-chin/, /lhasa/, /mastiff|mastino/,
  /peking/, /pit ?bull/, /\bpug\b|\bmops\b/, /shar.?pei/, /shih.?tzu/, /staffordshire|staffy|staffie/, /tibet(an|-)? ?spaniel/,
  /presa canario/, /burm(ese|a)/, /exotic|exotisch/, /himala/, /pers(ian|er)/, /british short|britisch kurz/, /scottish fold/,
];

export function isSnubNosedBreed(breed: string | undefined): boolean {
  if (!breed) return false;
  const value = breed.toLowerCase();
  return snubNosedPatterns.some((pattern) => pattern.test(value));
}
