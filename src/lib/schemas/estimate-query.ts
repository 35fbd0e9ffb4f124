/**
 * The query of `GET /api/estimate` (and of the staff area's preview): where to and which pets, read
 * against an allow-list and shared by the route and the MSW handler.
 *
 *   destination  the quote form's destination text (a suggestion's label names a site destination), or
 *   country      a destination country's path segment (`japan`, `deutschland`)
 *   pet          once per pet (1 to 11): `weight` in kg, or `weight,length,width,height` with the
 *                measurements in cm (A, C and D of the crate rules), each optionally followed by `,snub`
 *   pickup, delivery, ownCrate   `1`/`true` or `0`/`false`
 *   language     `en` or `de`; the visitor's language otherwise
 *
 * Each parameter but `pet` is read once (the first value); unknown parameters are ignored; the first
 * problem is reported.
 */
import { z } from "zod";
import { findCountry } from "../../i18n/countries.ts";
import { languages, type Lang } from "../../i18n/languages.ts";
import type { MessageKey } from "../../i18n/messages/index.ts";
import type { EstimatePet } from "../estimate.ts";
import { LIMITS } from "./leads.ts";

z.config({ jitless: true });

const amount = String.raw`\d{1,3}(?:\.\d{1,2})?`;
const PET = new RegExp(String.raw`^(${amount})(?:,(${amount}),(${amount}),(${amount}))?(,snub)?$`);
const flag = z.enum(["1", "0", "true", "false"]).transform((value) => value === "1" || value === "true");

const petValue = z
  .string()
  .max(40)
  .regex(PET)
  .transform((value, context): EstimatePet => {
    const [, weight, length, width, height, snub] = PET.exec(value)!;
    const weightKg = Number(weight);
    const sizes = [length, width, height].map(Number);
    if (weightKg <= 0 || weightKg > LIMITS.maxWeightKg || (length && sizes.some((size) => size <= 0 || size > LIMITS.maxDimensionCm))) {
      context.addIssue({ code: "custom", message: "out of range" });
      return z.NEVER;
    }
    return { weightKg, snubNose: snub !== undefined, ...(length ? { measurements: { length: sizes[0]!, width: sizes[1]!, height: sizes[2]! } } : {}) };
  });

const singleFields = {
  language: z.enum(languages),
  destination: z.string().max(200),
  country: z.string().max(60).regex(/^[a-z-]+$/i),
  pickup: flag,
  delivery: flag,
  ownCrate: flag,
};
type SingleField = keyof typeof singleFields;
export type EstimateQueryField = SingleField | "pet";

/** In the order they are checked: the language first, so that every later message can be in it. */
const singleFieldOrder = ["language", "destination", "country", "pickup", "delivery", "ownCrate"] as const satisfies readonly SingleField[];

const errorKeys: Record<EstimateQueryField, MessageKey> = {
  language: "api.requirements.language",
  destination: "api.estimate.destination",
  country: "api.estimate.destination",
  pet: "api.estimate.pet",
  pickup: "api.estimate.flag",
  delivery: "api.estimate.flag",
  ownCrate: "api.estimate.flag",
};

export interface EstimateQuery {
  language?: Lang;
  /** The destination as the quote form names it (resolved by the API: `lib/api/estimate.ts`). */
  destination?: string;
  /** A destination country's key (English segment), from `country`; undefined for a segment that names no country. */
  country?: string;
  pets: EstimatePet[];
  pickup: boolean;
  delivery: boolean;
  ownCrate: boolean;
}

export type ParsedEstimateQuery = { ok: true; query: EstimateQuery } | { ok: false; field: EstimateQueryField; error: MessageKey };

export function parseEstimateQuery(params: URLSearchParams): ParsedEstimateQuery {
  const values: Partial<Record<SingleField, unknown>> = {};
  for (const field of singleFieldOrder) {
    const value = params.get(field);
    if (value === null || value === "") continue;
    const result = singleFields[field].safeParse(value);
    if (!result.success) return { ok: false, field, error: errorKeys[field] };
    values[field] = result.data;
  }
  if (values.destination === undefined && values.country === undefined) return { ok: false, field: "destination", error: errorKeys.destination };
  const pets = z.array(petValue).min(1).max(LIMITS.maxAdditionalPets + 1).safeParse(params.getAll("pet"));
  if (!pets.success) return { ok: false, field: "pet", error: errorKeys.pet };
  const country = values.country === undefined ? undefined : findCountry(values.country as string)?.en;
  return {
    ok: true,
    query: {
      ...(values.language ? { language: values.language as Lang } : {}),
      ...(values.destination !== undefined ? { destination: values.destination as string } : {}),
      ...(country ? { country } : {}),
      pets: pets.data,
      pickup: values.pickup === true,
      delivery: values.delivery === true,
      ownCrate: values.ownCrate === true,
    },
  };
}

/** The query string of an estimate for the given journey (what the quote form asks the API). */
export function estimateQueryString(journey: { destination: string; pets: EstimatePet[]; pickup: boolean; delivery: boolean; ownCrate: boolean }): string {
  const params = new URLSearchParams({ destination: journey.destination });
  for (const pet of journey.pets) {
    const size = pet.measurements ? `,${pet.measurements.length},${pet.measurements.width},${pet.measurements.height}` : "";
    params.append("pet", `${pet.weightKg}${size}${pet.snubNose ? ",snub" : ""}`);
  }
  for (const flagName of ["pickup", "delivery", "ownCrate"] as const) if (journey[flagName]) params.set(flagName, "1");
  return params.toString();
}
