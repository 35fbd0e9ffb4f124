import { apiFetch } from "../lib/api-client.ts";
import { hrefOf, type RouteId } from "../route-table.ts";
import { readLeadAnswer, type LeadAnswer, type LeadFailure } from "./lead-failure.ts";

/** How a submission to one of the site's JSON endpoints ended: accepted with the server's answer, or not. */
export type SubmissionResult = { ok: true; answer: LeadAnswer } | { ok: false; failure: LeadFailure };

/**
 * The one way a form posts to the site's JSON API (docs/requirements.md §7: JSON body, credentials,
 * no retries) and reads the answer: accepted when the server answered 2xx with a stored lead's id or
 * a sent status; anything else is the server's refusal, or no answer at all.
 */
export async function postSubmission(endpoint: RouteId, lang: string, payload: unknown, idempotencyKey?: string): Promise<SubmissionResult> {
  const answer = await apiFetch(`${hrefOf(endpoint, "en")}?language=${lang}`, { method: "POST", body: payload, headers: idempotencyKey ? { "Idempotency-Key": idempotencyKey } : {} });
  // No answer at all: the browser's own text ("Failed to fetch") is not shown (docs/requirements.md §8).
  if (answer.kind === "network") return { ok: false, failure: { kind: "network" } };
  const body: LeadAnswer = answer.body === undefined ? { details: [] } : readLeadAnswer(answer.body);
  if (answer.ok && (body.id || body.status)) return { ok: true, answer: body };
  return { ok: false, failure: { kind: "response", message: body.message ?? answer.message, details: body.details } };
}
