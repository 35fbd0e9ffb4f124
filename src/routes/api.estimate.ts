import type { Route } from "./+types/api.estimate";
import { answerLanguage, readOnlyResponse } from "../lib/api/answer.ts";
import { estimateAnswer } from "../lib/api/estimate.ts";
import { errorSummary, log } from "../server/log.server.ts";
import { currentRateCard } from "../server/rates.server.ts";

/**
 * The price estimate as JSON: `GET /api/estimate?destination=…&pet=…` (the query of
 * src/lib/schemas/estimate-query.ts) answers the itemised range from the rate card in force, or
 * "on request", by src/lib/api/estimate.ts (shared with the MSW handlers).
 */
export function loader({ request }: Route.LoaderArgs) {
  return estimateAnswer(request, () => currentRateCard(), (error) => log.error(`estimate API failed: ${errorSummary(error)}`));
}

/** Writes are not part of this API. */
export function action({ request }: Route.ActionArgs) {
  return readOnlyResponse(answerLanguage(request));
}
