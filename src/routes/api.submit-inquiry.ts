import type { Route } from "./+types/api.submit-inquiry";
import { langContext } from "../lib/request-context.ts";
import { postOnlyResponse } from "../lib/api/answer.ts";
import { handleJsonSubmission } from "../server/http/api.server.ts";
import { submitInquiry } from "../server/leads/submit.server.ts";

export function action({ request, context }: Route.ActionArgs) {
  return handleJsonSubmission(request, context, submitInquiry);
}

/** Only POST submits; a GET or HEAD is told so (405, `Allow: POST`). */
export function loader({ context }: Route.LoaderArgs) {
  return postOnlyResponse(context.get(langContext));
}
