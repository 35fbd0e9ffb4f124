/**
 * The estimate API (`GET /api/estimate`), shared by the server (src/routes/api.estimate.ts, from the
 * rate card in force) and the MSW handlers of `mocks/` (from the fictitious card of the test
 * fixtures): the query, the visitor's language, 400 and the estimate. Browser-safe.
 *
 * The answer is the estimate as the quote form shows it (`ShownEstimate` of src/lib/estimate.ts): an
 * itemised range with the card's version, validity date, VAT note and free text, or `on-request`
 * with the reason — also for a destination that is no site destination, and when no card is in force.
 */
import type { Lang } from "../../i18n/languages.ts";
import { placeForText } from "../destination-options.ts";
import { estimateIn, type RateCard, type ShownEstimate } from "../estimate.ts";
import { parseEstimateQuery, type EstimateQuery } from "../schemas/estimate-query.ts";
import { answerLanguage, apiError, json, retryAfterHeader } from "./answer.ts";

/** The rate card that prices estimates now, if any. */
export type RateCardSource = () => Promise<RateCard | undefined>;

/** The estimate of a (checked) query with a card. */
export function estimateOfQuery(card: RateCard | undefined, query: EstimateQuery, lang: Lang): ShownEstimate {
  const destinationCountry = query.country ?? placeForText(query.destination)?.country;
  if (!destinationCountry) return { kind: "on-request", reason: "route" };
  return estimateIn(card, { destinationCountry, pets: query.pets, pickup: query.pickup, delivery: query.delivery, ownCrate: query.ownCrate }, lang);
}

/**
 * A GET of the estimate API: the estimate (never kept: the card changes when staff publish), 400 for
 * a bad query. The card comes from the database: when it cannot be read, 503 with Retry-After, and
 * `onError` hears why.
 */
export async function estimateAnswer(request: Request, currentCard: RateCardSource, onError?: (error: unknown) => void): Promise<Response> {
  const lang = answerLanguage(request);
  const parsed = parseEstimateQuery(new URL(request.url).searchParams);
  if (!parsed.ok) return apiError(400, "bad_request", parsed.error, lang);
  let card: RateCard | undefined;
  try {
    card = await currentCard();
  } catch (error) {
    onError?.(error);
    return apiError(503, "unavailable", "api.estimateUnavailable", lang, { headers: retryAfterHeader({ kind: "unavailable" }) });
  }
  const { language, ...query } = parsed.query;
  return json(200, estimateOfQuery(card, query, language ?? lang));
}
