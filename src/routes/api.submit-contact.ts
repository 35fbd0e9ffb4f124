import type { Route } from "./+types/api.submit-contact";
import { handleJsonSubmission } from "../server/http/api.server.ts";
import { submitContact } from "../server/leads/submit.server.ts";

export function action({ request, context }: Route.ActionArgs) {
  return handleJsonSubmission(request, context, submitContact);
}
