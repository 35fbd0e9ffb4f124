import { useEffect, useState } from "react";
import type { Lang } from "../../i18n/languages.ts";
import { apiFetch } from "../../lib/api-client.ts";
import type { Plan } from "../../lib/planner/plan.ts";
import type { Origin } from "../../lib/planner/origins.ts";
import { pathOf } from "../../route-table.ts";
import { inTravelWindow } from "../../lib/travel-window.ts";

/** Typing a date or a destination sends one request once the input rests this long. */
export const PLAN_DEBOUNCE_MS = 300;

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
  lang: Lang;
}

/** The requirements API's address for a request, or undefined when there is nothing to ask. */
export function travelPlanUrl({ destination, travelDate, species, origin, lang }: TravelPlanRequest, now = new Date()): string | undefined {
  if (!destination || !plannableDate(travelDate, now)) return undefined;
  const params = new URLSearchParams({ destination, travelDate, language: lang });
  if (origin) params.set("origin", origin);
  if (species) params.set("species", species);
  return `${pathOf("apiRequirementsByDestination", "en")}?${params.toString()}`;
}

/**
 * The dated checklist for a known destination and a travel date, from `GET /api/requirements`: asked for
 * once the values rest for a moment, a stale request aborted when they change. Undefined while there is
 * nothing to ask, while the answer is on its way, and when the request fails (the form works without it).
 */
export function useTravelPlan(request: TravelPlanRequest): Plan | undefined {
  const url = travelPlanUrl(request);
  const [answer, setAnswer] = useState<{ url: string; plan: Plan } | undefined>(undefined);
  useEffect(() => {
    if (!url) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      // Aborted, offline or refused: no notice, the request itself still goes through.
      void apiFetch(url, { signal: controller.signal }).then((answer) => {
        const plan = answer.kind === "answer" && answer.ok ? (answer.body as Plan | undefined) : undefined;
        if (plan && typeof plan.earliestTravelDate === "string" && Array.isArray(plan.steps)) setAnswer({ url, plan });
      });
    }, PLAN_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [url]);
  return answer && answer.url === url ? answer.plan : undefined;
}
