/**
 * The price estimate of a quote request, from the company's rate card: an itemised range, or "on
 * request" when the card does not price everything the journey needs. Pure arithmetic on a card the
 * caller has already validated (`src/lib/schemas/rate-card.ts`); no figure of its own — every amount
 * comes from the card, every weight from the crate rules of `crate.ts`.
 *
 * - Freight: the shipment's chargeable weight is the sum over its crates of max(actual, volumetric)
 *   (`crate.ts`); the zone's band that holds that weight gives the price per kilogram, and the zone's
 *   minimum charge applies below it. Above the last band the estimate is on request.
 * - Crates: the standard series each pet needs (from its measurements), priced by the card; a pet
 *   without measurements may need any standard series, so the range spans the smallest to the
 *   largest; a pet too large for every series needs a custom crate, which is on request. With their
 *   own crate the owner pays for none, but its size still counts for the freight.
 * - Two pets sharing one crate: one crate for both (width 3·C instead of 2·C, `crate.ts`), their
 *   weights together.
 * - Documents and vet coordination: the destination country's fee, else its zone's. Customs
 *   clearance on arrival: the country's fee. Pickup and delivery: the card's distance bands; the
 *   distance is not known from an address, so the range spans the cheapest to the dearest band.
 *
 * Amounts are whole cents throughout; each end of a line is shown rounded to the whole euro, and the
 * total is the sum of the lines as shown, so the itemisation adds up.
 */
import { chargeableWeight, crateSeries, minimumInternalSize, smallestSeries, type CrateSeries, type CrateSize, type PetMeasurements } from "./crate.ts";
import type { Lang } from "../i18n/languages.ts";
import type { RateCard, RateZone } from "./schemas/rate-card.ts";

export type { RateCard };

export interface EstimatePet {
  /** The pet's own weight, kg. */
  weightKg: number;
  /** Length A, width C and height D in cm (`crate.ts`); without all three the crate is not known. */
  measurements?: PetMeasurements;
  snubNose?: boolean;
}

export interface EstimateJourney {
  destinationCountry: string;
  pets: EstimatePet[];
  /** Exactly two pets travelling in one crate. */
  shareCrate?: boolean;
  ownCrate: boolean;
  pickup: boolean;
  delivery: boolean;
}

export const estimateItems = ["freight", "crates", "documents", "customs", "pickup", "delivery"] as const;
export type EstimateItem = (typeof estimateItems)[number];

/** From `low` to `high`: whole euros for a line or the total, kg for the chargeable weight. */
export interface Range {
  low: number;
  high: number;
}

export type OnRequestReason = "route" | "weight" | "custom-crate" | "crate-price" | "documents" | "customs" | "distance";

export type Estimate =
  | {
      kind: "estimate";
      currency: "EUR";
      version: number;
      validFrom: string;
      /** The chargeable weight of the shipment, kg (one decimal). */
      chargeableKg: Range;
      /**
       * The crate series the figures assume, per crate: one series when the pets' measurements give it, else the
       * smallest and the largest standard series (stored estimates from before it was kept have none).
       */
      crates?: Array<{ smallest: string; largest: string }>;
      lines: Array<{ item: EstimateItem } & Range>;
      total: Range;
    }
  | { kind: "on-request"; reason: OnRequestReason };

/** One crate of the shipment: the pets in it and the series it may be. */
interface CratePlan {
  petsKg: number;
  /** Every standard series the crate may be, smallest first; empty → a custom crate. */
  candidates: readonly CrateSeries[];
}

const round1 = (value: number) => Math.round(value * 10) / 10;

function cratePlans(journey: EstimateJourney): CratePlan[] {
  const sharing = journey.shareCrate === true && journey.pets.length === 2;
  const groups = sharing ? [journey.pets] : journey.pets.map((pet) => [pet]);
  return groups.map((pets) => {
    const petsKg = pets.reduce((sum, pet) => sum + pet.weightKg, 0);
    const sizes = pets.map((pet) => minimumInternalSize(pet.measurements ?? {}, pet.snubNose, sharing));
    if (sizes.some((size) => size === undefined)) return { petsKg, candidates: crateSeries };
    // A shared crate holds the longest, widest and tallest of its two animals.
    const known = sizes as CrateSize[];
    const minimum = { length: Math.max(...known.map((size) => size.length)), width: Math.max(...known.map((size) => size.width)), height: Math.max(...known.map((size) => size.height)) };
    const series = smallestSeries(minimum);
    return { petsKg, candidates: series ? [series] : [] };
  });
}

/** The band price of a chargeable weight with the zone's minimum, in cents; undefined above the last band. */
function freightCents(zone: RateZone, chargeableKg: number): number | undefined {
  const band = zone.bands.find((candidate) => chargeableKg <= candidate.upToKg);
  return band ? Math.max(zone.minimumCents, Math.round(chargeableKg * band.perKgCents)) : undefined;
}

const centsRange = (values: number[]) => ({ low: Math.min(...values), high: Math.max(...values) });
const toEuros = (range: Range): Range => ({ low: Math.round(range.low / 100), high: Math.round(range.high / 100) });

export function estimate(card: RateCard, journey: EstimateJourney): Estimate {
  const zone = card.zones.find((candidate) => candidate.countries.includes(journey.destinationCountry));
  if (!zone || journey.pets.length === 0) return { kind: "on-request", reason: "route" };
  const plans = cratePlans(journey);
  if (plans.some((plan) => plan.candidates.length === 0)) return { kind: "on-request", reason: "custom-crate" };

  const chargeable = plans.map((plan) => plan.candidates.map((crate) => chargeableWeight(plan.petsKg + crate.emptyKg, crate.external)));
  const chargeableKg = { low: round1(chargeable.reduce((sum, options) => sum + Math.min(...options), 0)), high: round1(chargeable.reduce((sum, options) => sum + Math.max(...options), 0)) };
  const freightLow = freightCents(zone, chargeableKg.low);
  const freightHigh = freightCents(zone, chargeableKg.high);
  if (freightLow === undefined || freightHigh === undefined) return { kind: "on-request", reason: "weight" };
  const lines: Array<{ item: EstimateItem } & Range> = [{ item: "freight", ...toEuros({ low: freightLow, high: freightHigh }) }];

  if (!journey.ownCrate) {
    const prices = plans.map((plan) => plan.candidates.map((crate) => card.crates.find((entry) => entry.series === crate.series)?.cents));
    if (prices.some((options) => options.some((cents) => cents === undefined))) return { kind: "on-request", reason: "crate-price" };
    const known = prices as number[][];
    lines.push({ item: "crates", ...toEuros({ low: known.reduce((sum, options) => sum + Math.min(...options), 0), high: known.reduce((sum, options) => sum + Math.max(...options), 0) }) });
  }

  const documents = card.documents.find((entry) => entry.country === journey.destinationCountry)?.cents ?? zone.documentsCents;
  if (documents === undefined) return { kind: "on-request", reason: "documents" };
  lines.push({ item: "documents", ...toEuros({ low: documents, high: documents }) });

  const customs = card.customs.find((entry) => entry.country === journey.destinationCountry)?.cents;
  if (customs === undefined) return { kind: "on-request", reason: "customs" };
  lines.push({ item: "customs", ...toEuros({ low: customs, high: customs }) });

  for (const item of ["pickup", "delivery"] as const) {
    if (!journey[item]) continue;
    if (card[item].length === 0) return { kind: "on-request", reason: "distance" };
    lines.push({ item, ...toEuros(centsRange(card[item].map((band) => band.cents))) });
  }

  const total = { low: lines.reduce((sum, line) => sum + line.low, 0), high: lines.reduce((sum, line) => sum + line.high, 0) };
  const crates = plans.map((plan) => ({ smallest: plan.candidates[0]!.series, largest: plan.candidates.at(-1)!.series }));
  return { kind: "estimate", currency: card.currency, version: card.version, validFrom: card.validFrom, chargeableKg, crates, lines, total };
}

/** An estimate as the site shows it: with the card's VAT note and free text in the visitor's language. */
export type PricedEstimate = Extract<Estimate, { kind: "estimate" }> & { vatNote: string; notes: string };
export type ShownEstimate = PricedEstimate | Extract<Estimate, { kind: "on-request" }>;

/** `estimate` with the card's texts in `lang`; without a card every route is on request. */
export function estimateIn(card: RateCard | undefined, journey: EstimateJourney, lang: Lang): ShownEstimate {
  if (!card) return { kind: "on-request", reason: "route" };
  const result = estimate(card, journey);
  return result.kind === "estimate" ? { ...result, vatNote: card.vatNote[lang], notes: card.notes[lang] } : result;
}

/** A pet of the quote form as the estimate reads it: its measurements count only when all three are given. */
interface QuotePet {
  weight: number;
  isSnubNose?: boolean;
  dimensions?: { length?: number; width?: number; height?: number };
}

/** Weights and measurements to two decimals, as the estimate API takes them: the form's live estimate and the stored one price the same numbers. */
const round2 = (value: number) => Math.round(value * 100) / 100;

const estimatePet = (pet: QuotePet): EstimatePet => {
  const [length, width, height] = [pet.dimensions?.length, pet.dimensions?.width, pet.dimensions?.height].map((size) => (size ? round2(size) : 0));
  return { weightKg: round2(pet.weight), snubNose: pet.isSnubNose === true, ...(length && width && height ? { measurements: { length, width, height } } : {}) };
};

/** The journey of a quote request to a destination country of the site. */
export function journeyOfQuote(
  quote: QuotePet & { additionalPets?: QuotePet[]; needPickup?: boolean; needDelivery?: boolean; hasOwnCrate?: boolean },
  destinationCountry: string,
): EstimateJourney {
  return {
    destinationCountry,
    pets: [quote, ...(quote.additionalPets ?? [])].map(estimatePet),
    ownCrate: quote.hasOwnCrate === true,
    pickup: quote.needPickup === true,
    delivery: quote.needDelivery === true,
  };
}
