import type { Lang } from "../../i18n/languages.ts";
import type { ApiAnswer } from "../../lib/api-client.ts";
import { useApiAnswer } from "../use-api-answer.ts";
import type { Plan } from "../../lib/planner/plan.ts";
import type { Origin } from "../../lib/planner/origins.ts";
import { pathOf } from "../../route-table.ts";
import { inDoneOnWindow, inTravelWindow } from "../../lib/travel-window.ts";

/** Whether the requirements API accepts the date: one in the travel-date window, as the server counts it. */
export function plannableDate(value: string | undefined, now = new Date()): value is string {
  return !!value && inTravelWindow(value, now);
}

export interface TravelPlanRequest {
  /** Slug of a destination of the site; free text has no plan. */
  destination: string | undefined;
  travelDate: string | undefined;
  species: "dog" | "cat" | undefined;
  /** Where the pet travels from, when the departure is one of the site's places. */
  origin: Origin | undefined;
  /** The days the microchip and the first rabies vaccination were done, where the owner gave them. */
  microchippedOn?: string | undefined;
  vaccinatedOn?: string | undefined;
  lang: Lang;
}

/** The requirements API's address for a request, or undefined when there is nothing to ask. */
export function travelPlanUrl({ destination, travelDate, species, origin, microchippedOn, vaccinatedOn, lang }: TravelPlanRequest, now = new Date()): string | undefined {
  if (!destination || !plannableDate(travelDate, now)) return undefined;
  const params = new URLSearchParams({ destination, travelDate, language: lang });
  if (origin) params.set("origin", origin);
  if (species) params.set("species", species);
  // A day the API would refuse (half typed, in the future) is left out: the plan then counts as if not done.
  for (const [name, value] of [["microchippedOn", microchippedOn], ["vaccinatedOn", vaccinatedOn]] as const) {
    if (value && inDoneOnWindow(value, now)) params.set(name, value);
  }
  return `${pathOf("apiRequirementsByDestination", "en")}?${params.toString()}`;
}

/**
 * The dated checklist for a known destination and a travel date, from `GET /api/requirements`: asked for
 * once the values rest for a moment, a stale request aborted when they change. Undefined while there is
 * nothing to ask, while the answer is on its way, and when the request fails (the form works without it).
 */
export function useTravelPlan(request: TravelPlanRequest): Plan | undefined {
  return useApiAnswer(travelPlanUrl(request), readPlan);
}

/** The plan in the API's answer; aborted, offline or refused, none (no notice: the request itself still goes through). */
function readPlan(answer: ApiAnswer): Plan | undefined {
  const plan = answer.kind === "answer" && answer.ok ? (answer.body as Plan | undefined) : undefined;
  return plan && typeof plan.earliestTravelDate === "string" && Array.isArray(plan.steps) ? plan : undefined;
}
