import type { Route } from "./+types/api.requirements";
import { answerLanguage, readOnlyResponse } from "../lib/api/answer.ts";
import { requirementsAnswer } from "../lib/api/requirements.ts";
import { errorSummary, log } from "../server/log.server.ts";
import { deployedRequirements } from "../server/requirements.server.ts";

/**
 * The travel planner as JSON: `GET /api/requirements/{country}` or `GET /api/requirements?destination={slug}`
 * with `travelDate` (and optionally `species`, `ageMonths`, `microchipped`, `vaccinated`) answers the dated
 * checklist (`planResponse` in src/lib/schemas/requirements.ts), by src/lib/api/requirements.ts (shared
 * with the MSW handlers). A plan depends on the query and the day only.
 */
export function loader({ request, params }: Route.LoaderArgs) {
  const country = "country" in params ? params.country : undefined;
  return requirementsAnswer(request, country, deployedRequirements, (error) => log.error(`requirements API failed: ${errorSummary(error)}`));
}

/** Writes are not part of this API. */
export function action({ request }: Route.ActionArgs) {
  return readOnlyResponse(answerLanguage(request));
}
