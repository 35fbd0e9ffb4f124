/**
 * The travel planner's parameters (`?travelDate=&species=&ageMonths=&microchipped=1&vaccinated=1`, and
 * the days of steps already done: `microchippedOn=`, `vaccinatedOn=`, `titreSampledOn=`, each today or
 * up to 25 years back),
 * read through one allow-list by the GET form on every destination page, its calendar download and
 * the requirements API (`requirements-query.ts`). "Today" is passed in (the office's date): the
 * travel date runs from today to the end of next year (src/lib/travel-window.ts). A flag is on with 1, true or on (a ticked box)
 * and off with 0 or false.
 */
import { z } from "zod";
import type { MessageKey } from "../../i18n/messages/index.ts";
import { isCalendarDate, toCalendarDate } from "../planner/dates.ts";
import { DONE_ON_YEARS, lastTravelDate } from "../travel-window.ts";
import { DEFAULT_ORIGIN, origins, type Origin } from "../planner/origins.ts";
import { species } from "./requirements.ts";
import { doneOnFields } from "../planner/owner-dates.ts";

export const plannerFields = ["travelDate", "origin", "species", "ageMonths", "microchipped", "vaccinated", ...doneOnFields] as const;
export type PlannerField = (typeof plannerFields)[number];


const flag = z.enum(["1", "true", "on", "0", "false"]).transform((value) => value === "1" || value === "true" || value === "on");

export { lastTravelDate };

/** One schema per planner parameter, for the given today (made once per day: every destination page reads them). */
export function plannerFieldSchemas(today: string) {
  if (fieldSchemas?.today !== today) fieldSchemas = { today, schemas: fieldSchemasFor(today) };
  return fieldSchemas.schemas;
}
let fieldSchemas: { today: string; schemas: ReturnType<typeof fieldSchemasFor> } | undefined;

function fieldSchemasFor(today: string) {
  const last = lastTravelDate(today);
  const first = toCalendarDate(today).subtract({ years: DONE_ON_YEARS }).toString();
  const doneOn = z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .refine(isCalendarDate)
    .refine((value) => value >= first && value <= today);
  return {
    travelDate: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/)
      .refine(isCalendarDate)
      .refine((value) => value >= today && value <= last),
    origin: z.enum(origins),
    species: z.enum(species),
    ageMonths: z.string().regex(/^\d{1,3}$/).transform(Number).pipe(z.number().int().min(0).max(300)),
    microchipped: flag,
    vaccinated: flag,
    microchippedOn: doneOn,
    vaccinatedOn: doneOn,
    titreSampledOn: doneOn,
  } satisfies Record<PlannerField, z.ZodType>;
}

const errorKeys: Record<PlannerField, MessageKey> = {
  travelDate: "validation.travelDateRange",
  origin: "planner.error.origin",
  species: "planner.error.species",
  ageMonths: "planner.error.ageMonths",
  microchipped: "planner.error.flag",
  vaccinated: "planner.error.flag",
  microchippedOn: "planner.error.doneOn",
  vaccinatedOn: "planner.error.doneOn",
  titreSampledOn: "planner.error.doneOn",
};

export interface PlannerQuery {
  travelDate?: string;
  origin?: Origin;
  species?: "dog" | "cat";
  ageMonths?: number;
  microchipped?: boolean;
  vaccinated?: boolean;
  microchippedOn?: string;
  vaccinatedOn?: string;
  titreSampledOn?: string;
}

/** What the owner told the planner about the pet, as the planner takes it (`planFor`'s input besides rule and dates). */
export function petAnswers(query: PlannerQuery): Omit<PlannerQuery, "travelDate"> {
  const { origin, species, ageMonths, microchipped, vaccinated, microchippedOn, vaccinatedOn, titreSampledOn } = query;
  return { origin, species, ageMonths, microchipped, vaccinated, microchippedOn, vaccinatedOn, titreSampledOn };
}

export interface ParsedPlannerQuery {
  query: PlannerQuery;
  /** The values as sent (bounded), to show in the form again. */
  values: Partial<Record<PlannerField, string>>;
  errors: Partial<Record<PlannerField, MessageKey>>;
}

/**
 * The page's reading: only the planner's own parameters, the first value of each; an empty value is
 * no value. Each is checked on its own, so one bad value is reported and the rest still count.
 */
export function parsePlannerQuery(params: URLSearchParams, today: string): ParsedPlannerQuery {
  const schemas = plannerFieldSchemas(today);
  const query: Record<string, unknown> = {};
  const values: Partial<Record<PlannerField, string>> = {};
  const errors: Partial<Record<PlannerField, MessageKey>> = {};
  for (const field of plannerFields) {
    const raw = params.get(field)?.trim();
    if (!raw) continue;
    values[field] = raw.slice(0, 20);
    const result = schemas[field].safeParse(raw);
    if (result.success) query[field] = result.data;
    else errors[field] = errorKeys[field];
  }
  return { query: query as PlannerQuery, values, errors };
}

/** The query string of a plan, for links to the calendar file and back to the page. */
export function plannerSearch(query: PlannerQuery): string {
  const params = new URLSearchParams();
  if (query.travelDate) params.set("travelDate", query.travelDate);
  if (query.origin && query.origin !== DEFAULT_ORIGIN) params.set("origin", query.origin);
  if (query.species) params.set("species", query.species);
  if (query.ageMonths !== undefined) params.set("ageMonths", String(query.ageMonths));
  if (query.microchipped) params.set("microchipped", "1");
  if (query.vaccinated) params.set("vaccinated", "1");
  for (const field of doneOnFields) if (query[field]) params.set(field, query[field]);
  const search = params.toString();
  return search ? `?${search}` : "";
}
