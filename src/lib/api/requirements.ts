/**
 * The requirements API (`GET /api/requirements/{country}`, `GET /api/requirements?destination={slug}`),
 * shared by the server (src/routes/api.requirements.ts, from the content of the deploy) and the MSW
 * handlers of `mocks/` (from the same requirements file and the fixtures): the query, the visitor's
 * language, the rule a target names, 400/404 and the plan. Browser-safe.
 */
import { findCountry } from "../../i18n/countries.ts";
import type { Lang } from "../../i18n/languages.ts";
import type { MessageKey } from "../../i18n/messages/index.ts";
import { planFor, ruleKeyFor, type Plan, type PlannerInput } from "../planner/plan.ts";
import { parseRequirementsQuery, type RequirementsQuery } from "../schemas/requirements-query.ts";
import { petAnswers } from "../schemas/planner.ts";
import type { RequirementsFile } from "../schemas/requirements.ts";
import { officeToday } from "../office-day.ts";
import { answerLanguage, apiError, json } from "./answer.ts";

/** A country key (`japan`, or its German path segment `deutschland`), a rule key (`hawaii`), or a destination slug. */
export type PlanTarget = { country: string } | { destination: string };

/** The entry requirements, and which destination slugs the site publishes. */
export interface RequirementsSource {
  requirements(): Promise<RequirementsFile>;
  hasDestination(slug: string): Promise<boolean>;
}

/**
 * The rule key a target names, or undefined when there is none: an unknown country, or a slug that is no
 * published destination of the site.
 */
export async function ruleFor(target: PlanTarget, source: RequirementsSource): Promise<string | undefined> {
  const requirements = await source.requirements();
  if ("destination" in target) {
    if (!(await source.hasDestination(target.destination))) return undefined;
    return ruleKeyFor(target.destination, requirements);
  }
  const key = target.country.toLowerCase();
  const rule = findCountry(key)?.en ?? key;
  // Own keys only: "constructor" and its kind name no rule.
  return Object.hasOwn(requirements.rules, rule) ? rule : undefined;
}

/** The plan for a target and a (checked) query, or undefined for an unknown target. */
export async function requirementsPlan(
  target: PlanTarget,
  query: Omit<RequirementsQuery, "language" | "destination"> & Pick<PlannerInput, "stepsDone">,
  lang: Lang,
  source: RequirementsSource,
  now = new Date(),
): Promise<Plan | undefined> {
  const rule = await ruleFor(target, source);
  if (!rule) return undefined;
  return planFor(
    {
      rule,
      travelDate: query.travelDate,
      today: officeToday(now),
      ...petAnswers(query),
      ...(query.stepsDone ? { stepsDone: query.stepsDone } : {}),
    },
    lang,
    await source.requirements(),
  );
}

function failure(status: 400 | 404 | 500, key: MessageKey, lang: Lang): Response {
  return apiError(status, { 400: "bad_request", 404: "not_found", 500: "internal" }[status], key, lang);
}

/**
 * A GET of the requirements API: the plan (private, as it depends on the query and the day), 400 for a
 * bad query or no target, 404 for a target without requirements. `onError` hears of a failure (then 500).
 */
export async function requirementsAnswer(request: Request, country: string | undefined, source: RequirementsSource, onError?: (error: unknown) => void): Promise<Response> {
  const url = new URL(request.url);
  const lang = answerLanguage(request);
  try {
    const parsed = parseRequirementsQuery(url.searchParams, officeToday());
    if (!parsed.ok) return failure(400, parsed.error, lang);
    const { destination, language, ...query } = parsed.query;
    const target: PlanTarget | undefined = country ? { country } : destination ? { destination } : undefined;
    if (!target) return failure(400, "api.requirements.destination", lang);
    const plan = await requirementsPlan(target, query, language ?? lang, source);
    if (!plan) return failure(404, "api.requirements.notFound", lang);
    return json(200, plan, { "Cache-Control": "private, max-age=300" });
  } catch (error) {
    onError?.(error);
    return failure(500, "api.internal", lang);
  }
}
