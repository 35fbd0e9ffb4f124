/**
 * The travel planner on the server: a destination's dated checklist from its country's entry
 * requirements (loaded and validated with the content), for the page and its calendar file.
 */
import type { Lang } from "../i18n/languages.ts";
import { planFor, ruleKeyFor, type Plan } from "../lib/planner/plan.ts";
import { petAnswers, type PlannerQuery } from "../lib/schemas/planner.ts";
import { getContent } from "./content.server.ts";
import { officeToday } from "../lib/office-day.ts";



export interface DestinationPlan {
  plan: Plan;
  /** No date was chosen: the plan is for the earliest date possible when starting today. */
  fromToday: boolean;
}

export async function destinationPlan(slug: string, query: PlannerQuery, lang: Lang, now = new Date()): Promise<DestinationPlan> {
  const { requirements } = await getContent();
  const today = officeToday(now);
  const input = {
    rule: ruleKeyFor(slug, requirements),
    today,
    ...petAnswers(query),
  };
  if (query.travelDate) return { plan: planFor({ ...input, travelDate: query.travelDate }, lang, requirements), fromToday: false };
  const earliest = planFor({ ...input, travelDate: today }, lang, requirements).earliestTravelDate;
  return { plan: planFor({ ...input, travelDate: earliest }, lang, requirements), fromToday: true };
}
