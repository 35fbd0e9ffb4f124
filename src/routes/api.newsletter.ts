import type { Route } from "./+types/api.newsletter";
import { langContext } from "../lib/request-context.ts";
import { postOnlyResponse } from "../lib/api/answer.ts";
import { handleJsonSubmission } from "../server/http/api.server.ts";
import { subscribe } from "../server/leads/newsletter.server.ts";

/** `POST /api/newsletter` with `{email, language}`: 201 with `status` "sent" — the same answer whether
 * or not the address is subscribed already (only a new or unconfirmed address is mailed). */
export function action({ request, context }: Route.ActionArgs) {
  return handleJsonSubmission(request, context, subscribe);
}

/** Only POST submits; a GET or HEAD is told so (405, `Allow: POST`). */
export function loader({ context }: Route.LoaderArgs) {
  return postOnlyResponse(context.get(langContext));
}
