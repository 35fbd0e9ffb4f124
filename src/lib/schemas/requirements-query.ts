/**
 * The query of `GET /api/requirements/{country}` and `GET /api/requirements?destination={slug}`: an
 * allow-list of parameters, each read once (the first value) and checked by zod. Unknown parameters are
 * ignored; an empty optional value counts as not given. "Today" is passed in (the server's UTC date), so the
 * travel-date window is today up to two years ahead. Shared by the route and the MSW handler.
 */
import { z } from "zod";
import type { MessageKey } from "../../i18n/messages/index.ts";
import { toCalendarDate } from "../planner/dates.ts";
import { species } from "./requirements.ts";

z.config({ jitless: true });

export const requirementsQueryFields = ["language", "travelDate", "species", "ageMonths", "microchipped", "vaccinated", "destination"] as const;
export type RequirementsQueryField = (typeof requirementsQueryFields)[number];

/** How far ahead a travel date may be. */
export const TRAVEL_WINDOW_YEARS = 2;

const msg = (key: MessageKey) => ({ error: key });

const isCalendarDate = (value: string) => {
  try {
    toCalendarDate(value);
    return true;
  } catch {
    return false;
  }
};

const flag = z.enum(["1", "0", "true", "false"], msg("api.requirements.flag")).transform((value) => value === "1" || value === "true");

/** The schema for a given today (ISO date). */
export function requirementsQuerySchema(today: string) {
  const last = toCalendarDate(today, "today").add({ years: TRAVEL_WINDOW_YEARS }).toString();
  return z.object({
    language: z.enum(["en", "de"], msg("api.requirements.language")).optional(),
    travelDate: z
      .string(msg("api.requirements.travelDate"))
      .regex(/^\d{4}-\d{2}-\d{2}$/, msg("api.requirements.travelDate"))
      .refine(isCalendarDate, msg("api.requirements.travelDate"))
      .refine((value) => value >= today && value <= last, msg("api.requirements.travelDate")),
    species: z.enum(species, msg("api.requirements.species")).optional(),
    ageMonths: z
      .string()
      .regex(/^\d{1,3}$/, msg("api.requirements.ageMonths"))
      .transform(Number)
      .pipe(z.number().int().min(0).max(300, msg("api.requirements.ageMonths")))
      .optional(),
    microchipped: flag.optional(),
    vaccinated: flag.optional(),
    destination: z
      .string()
      .max(120, msg("api.requirements.destination"))
      .regex(/^[a-z0-9-]+\/[a-z0-9-]+$/, msg("api.requirements.destination"))
      .optional(),
  });
}

export type RequirementsQuery = z.output<ReturnType<typeof requirementsQuerySchema>>;

export type ParsedRequirementsQuery = { ok: true; query: RequirementsQuery } | { ok: false; field: string; error: MessageKey };

/** Reads the allowed parameters of a query string and checks them; the first problem is reported. */
export function parseRequirementsQuery(params: URLSearchParams, today: string): ParsedRequirementsQuery {
  const raw: Partial<Record<RequirementsQueryField, string>> = {};
  for (const field of requirementsQueryFields) {
    const value = params.get(field);
    // travelDate is required: an empty one is reported as missing by the schema.
    if (value !== null && (value !== "" || field === "travelDate")) raw[field] = value;
  }
  const result = requirementsQuerySchema(today).safeParse(raw);
  if (result.success) return { ok: true, query: result.data };
  const issue = result.error.issues[0];
  return { ok: false, field: String(issue?.path[0] ?? ""), error: (issue?.message ?? "api.requirements.travelDate") as MessageKey };
}

