import type { Route } from "./+types/api.requirements";
import { isLang, type Lang } from "../i18n/languages.ts";
import { translator, type MessageKey } from "../i18n/messages/index.ts";
import { resolveLanguage } from "../i18n/resolve.ts";
import type { ApiError } from "../lib/schemas/content-api.ts";
import { parseRequirementsQuery } from "../lib/schemas/requirements-query.ts";
import { json } from "../server/http/api.server.ts";
import { errorSummary } from "../server/http/edge.server.ts";
import { officeToday } from "../lib/travel-window.ts";
import { requirementsPlan, type PlanTarget } from "../server/requirements.server.ts";

/**
 * The travel planner as JSON: `GET /api/requirements/{country}` or `GET /api/requirements?destination={slug}`
 * with `travelDate` (and optionally `species`, `ageMonths`, `microchipped`, `vaccinated`) answers the dated
 * checklist (`planResponse` in src/lib/schemas/requirements.ts). A plan depends on the query and the day only.
 */

function failure(status: 400 | 404 | 405 | 500, error: ApiError["error"], key: MessageKey, lang: Lang, headers: Record<string, string> = {}): Response {
  const body: ApiError = { error, message: translator(lang)(key) };
  return json(status, body, headers);
}

/** `language=en|de` names the answer's language; without it (or when it is bad) the visitor's language is used. */
function languageOf(request: Request, url: URL): Lang {
  const asked = url.searchParams.get("language");
  return isLang(asked) ? asked : resolveLanguage(request).lang;
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const lang = languageOf(request, url);
  try {
    const parsed = parseRequirementsQuery(url.searchParams, officeToday());
    if (!parsed.ok) return failure(400, "bad_request", parsed.error, lang);
    const { destination, language, ...query } = parsed.query;
    const country = "country" in params ? params.country : undefined;
    const target: PlanTarget | undefined = country ? { country } : destination ? { destination } : undefined;
    if (!target) return failure(400, "bad_request", "api.requirements.destination", lang);
    const plan = await requirementsPlan(target, query, language ?? lang);
    if (!plan) return failure(404, "not_found", "api.requirements.notFound", lang);
    return json(200, plan, { "Cache-Control": "private, max-age=300" });
  } catch (error) {
    console.error(`requirements API failed: ${errorSummary(error)}`);
    return failure(500, "internal", "api.internal", lang);
  }
}

/** Writes are not part of this API. */
export function action({ request }: Route.ActionArgs) {
  return failure(405, "method_not_allowed", "api.methodNotAllowed", languageOf(request, new URL(request.url)), { Allow: "GET, HEAD" });
}
