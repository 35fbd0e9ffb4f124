import type { Route } from "./+types/api.newsletter";
import { translator } from "../i18n/messages/index.ts";
import { json, readJsonObject, submissionContext, validationResponse } from "../server/http/api.server.ts";
import { subscribe } from "../server/leads/newsletter.server.ts";

/** `POST /api/newsletter` with `{email, language}`: 201 with `status` "sent" (confirmation mailed) or "already". */
export async function action({ request, context }: Route.ActionArgs) {
  const ctx = submissionContext(request, context);
  const t = translator(ctx.lang);
  const body = await readJsonObject(request, ctx.lang);
  if ("response" in body) return body.response;
  const result = await subscribe(body.raw, ctx);
  switch (result.kind) {
    case "sent":
      return json(201, { ok: true, status: "sent", message: t("newsletter.sent") });
    case "already":
      return json(200, { ok: true, status: "already", message: t("newsletter.already") });
    case "invalid":
      return validationResponse(result.details, ctx.lang);
    case "rate_limited":
      return json(429, { error: "rate_limited", message: t("api.rateLimited") }, { "Retry-After": String(result.retryAfter) });
    case "unavailable":
      return json(503, { error: "unavailable", message: t("api.unavailable") }, { "Retry-After": "60" });
  }
}
