/**
 * The travel planner's query (`?travelDate=&species=&ageMonths=&microchipped=1&vaccinated=1`): the
 * GET form on every destination page and its calendar download read it through this one allow-list.
 * Each field is checked on its own, so one bad value is reported and the rest still count.
 */
import { z } from "zod";
import type { MessageKey } from "../../i18n/messages/index.ts";
import { travelDateWindow } from "./leads.ts";

export const plannerFields = ["travelDate", "species", "ageMonths", "microchipped", "vaccinated"] as const;
export type PlannerField = (typeof plannerFields)[number];

const flag = z.enum(["1", "on", "true"]).transform(() => true);

const fieldSchemas = {
  travelDate: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .refine((value) => !Number.isNaN(Date.parse(value)))
    .refine((value) => {
      const { min, max } = travelDateWindow();
      return value > min && value <= max;
    }),
  species: z.enum(["dog", "cat"]),
  ageMonths: z.string().regex(/^\d{1,3}$/).transform(Number).pipe(z.number().int().min(0).max(300)),
  microchipped: flag,
  vaccinated: flag,
} satisfies Record<PlannerField, z.ZodType>;

const errorKeys: Record<PlannerField, MessageKey> = {
  travelDate: "validation.travelDateRange",
  species: "planner.error.species",
  ageMonths: "planner.error.ageMonths",
  microchipped: "planner.error.flag",
  vaccinated: "planner.error.flag",
};

export interface PlannerQuery {
  travelDate?: string;
  species?: "dog" | "cat";
  ageMonths?: number;
  microchipped?: boolean;
  vaccinated?: boolean;
}

export interface ParsedPlannerQuery {
  query: PlannerQuery;
  /** The values as sent (bounded), to show in the form again. */
  values: Partial<Record<PlannerField, string>>;
  errors: Partial<Record<PlannerField, MessageKey>>;
}

/** Reads only the planner's own parameters; an empty value is no value. */
export function parsePlannerQuery(params: URLSearchParams): ParsedPlannerQuery {
  const query: Record<string, unknown> = {};
  const values: Partial<Record<PlannerField, string>> = {};
  const errors: Partial<Record<PlannerField, MessageKey>> = {};
  for (const field of plannerFields) {
    const raw = params.get(field)?.trim();
    if (!raw) continue;
    values[field] = raw.slice(0, 20);
    const result = fieldSchemas[field].safeParse(raw);
    if (result.success) query[field] = result.data;
    else errors[field] = errorKeys[field];
  }
  return { query: query as PlannerQuery, values, errors };
}

/** The query string of a plan, for links to the calendar file and back to the page. */
export function plannerSearch(query: PlannerQuery): string {
  const params = new URLSearchParams();
  if (query.travelDate) params.set("travelDate", query.travelDate);
  if (query.species) params.set("species", query.species);
  if (query.ageMonths !== undefined) params.set("ageMonths", String(query.ageMonths));
  if (query.microchipped) params.set("microchipped", "1");
  if (query.vaccinated) params.set("vaccinated", "1");
  const search = params.toString();
  return search ? `?${search}` : "";
}
