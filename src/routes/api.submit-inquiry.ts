import type { Route } from "./+types/api.submit-inquiry";
import { handleJsonSubmission } from "../server/http/api.server.ts";
import { submitInquiry } from "../server/leads/submit.server.ts";

export function action({ request, context }: Route.ActionArgs) {
  return handleJsonSubmission(request, context, submitInquiry);
}
