/**
 * The query of `GET /api/requirements/{country}` and `GET /api/requirements?destination={slug}`: the
 * planner's parameters, read through the planner's own schemas (`planner.ts`), plus `language` and
 * `destination`. Each allowed parameter is read once (the first value); unknown parameters are ignored
 * and an empty optional value counts as not given; `travelDate` is required. Shared by the route and
 * the MSW handler.
 */
import { z } from "zod";
import { languages, type Lang } from "../../i18n/languages.ts";
import type { MessageKey } from "../../i18n/messages/index.ts";
import { plannerFields, plannerFieldSchemas, type PlannerQuery } from "./planner.ts";

z.config({ jitless: true });

const apiFields = {
  language: z.enum(languages),
  destination: z.string().max(120).regex(/^[a-z0-9-]+\/[a-z0-9-]+$/),
};

/** In the order they are checked: the language first, so that every later message can be in it. */
export const requirementsQueryFields = ["language", ...plannerFields, "destination"] as const satisfies ReadonlyArray<keyof typeof apiFields | (typeof plannerFields)[number]>;
export type RequirementsQueryField = (typeof requirementsQueryFields)[number];

const errorKeys: Record<RequirementsQueryField, MessageKey> = {
  travelDate: "api.requirements.travelDate",
  origin: "api.requirements.origin",
  species: "api.requirements.species",
  ageMonths: "api.requirements.ageMonths",
  microchipped: "api.requirements.flag",
  vaccinated: "api.requirements.flag",
  microchippedOn: "api.requirements.doneOn",
  vaccinatedOn: "api.requirements.doneOn",
  titreSampledOn: "api.requirements.doneOn",
  language: "api.requirements.language",
  destination: "api.requirements.destination",
};

export type RequirementsQuery = PlannerQuery & { travelDate: string; language?: Lang; destination?: string };

export type ParsedRequirementsQuery = { ok: true; query: RequirementsQuery } | { ok: false; field: RequirementsQueryField; error: MessageKey };

/** Reads the allowed parameters of a query string and checks them, today being `today` (ISO); the first problem is reported. */
export function parseRequirementsQuery(params: URLSearchParams, today: string): ParsedRequirementsQuery {
  const schemas: Record<RequirementsQueryField, z.ZodType> = { ...plannerFieldSchemas(today), ...apiFields };
  const query: Record<string, unknown> = {};
  for (const field of requirementsQueryFields) {
    const value = params.get(field);
    if (value === null || value === "") {
      if (field === "travelDate") return { ok: false, field, error: errorKeys[field] };
      continue;
    }
    const result = schemas[field].safeParse(value);
    if (!result.success) return { ok: false, field, error: errorKeys[field] };
    query[field] = result.data;
  }
  return { ok: true, query: query as unknown as RequirementsQuery };
}
