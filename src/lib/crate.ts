/**
 * Crate sizing after the IATA Live Animals Regulations (container requirement for dogs and cats): minimum internal size from the
 * pet's measurements, the smallest standard plastic series that fits, and the chargeable weight.
 * The form collects A (length), C (width) and D (height) but not B (floor to elbow); B is taken
 * as D / 2, which the form says on screen.
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
  external: CrateSize;
  internal: CrateSize;
}

/** External sizes as the crate makers publish them; internal sizes estimated from the #100's measured difference (10 × 4 × 2 cm). */
const external: Array<[string, number, number, number]> = [
  ["100", 53, 40, 38],
  ["200", 71, 52, 54],
  ["300", 81, 57, 61],
  ["400", 91, 64, 69],
  ["500", 102, 69, 76],
  ["700", 122, 81, 89],
];
export const crateSeries: readonly CrateSeries[] = external.map(([series, length, width, height]) => ({
  series,
  external: { length, width, height },
  internal: { length: length - 10, width: width - 4, height: height - 2 },
}));

/** Snub-nosed pets need about 10 % more room than the formula (aarktransfur.com sizing information; other shippers say one size up). */
export const SNUB_NOSE_ALLOWANCE = 0.1;
/** Air cargo volumetric divisor: cm³ per kg. */
export const VOLUMETRIC_DIVISOR = 6000;

const round1 = (value: number) => Math.round(value * 10) / 10;

/** Minimum internal crate size, or undefined until all three measurements are positive. */
export function minimumInternalSize(pet: PetMeasurements, snubNose = false): CrateSize | undefined {
  const { length: a, width: c, height: d } = pet;
  if (!a || !c || !d || a <= 0 || c <= 0 || d <= 0) return undefined;
  const b = d / 2;
  const factor = snubNose ? 1 + SNUB_NOSE_ALLOWANCE : 1;
  return { length: round1((a + b / 2) * factor), width: round1(2 * c * factor), height: round1(d * factor) };
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

/** Chargeable weight = max(actual, volumetric). */
export function chargeableWeight(actualKg: number, crateExternal: CrateSize): number {
  return round1(Math.max(actualKg, volumetricWeight(crateExternal)));
}

export interface CrateRecommendation {
  minimum: CrateSize;
  crate?: CrateSeries;
  chargeableKg?: number;
}

export function recommendCrate(pet: PetMeasurements & { weight?: number }, snubNose = false): CrateRecommendation | undefined {
  const minimum = minimumInternalSize(pet, snubNose);
  if (!minimum) return undefined;
  const crate = smallestSeries(minimum);
  return {
    minimum,
    crate,
    chargeableKg: crate && pet.weight && pet.weight > 0 ? chargeableWeight(pet.weight, crate.external) : undefined,
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
