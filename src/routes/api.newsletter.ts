import type { Route } from "./+types/api.newsletter";
import { translator } from "../i18n/messages/index.ts";
import { isCrossSite, json, submissionContext, validationResponse } from "../server/http/api.server.ts";
import { subscribe } from "../server/leads/newsletter.server.ts";

/** `POST /api/newsletter` with `{email, language}`: 201 with `status` "sent" (confirmation mailed) or "already". */
export async function action({ request, context }: Route.ActionArgs) {
  const ctx = submissionContext(request, context);
  const t = translator(ctx.lang);
  if (isCrossSite(request)) return json(403, { error: "cross_origin", message: t("api.crossOrigin") });
  if ((request.headers.get("content-type") ?? "").split(";")[0]?.trim().toLowerCase() !== "application/json") {
    return json(415, { error: "unsupported_media_type", message: t("api.unsupportedType") });
  }
  let raw: unknown;
  try {
    raw = JSON.parse(await request.text());
  } catch {
    return json(400, { error: "invalid_json", message: t("api.invalidJson"), details: [] });
  }
  if (!raw || typeof raw !== "object") return json(400, { error: "invalid_json", message: t("api.invalidJson"), details: [] });
  const result = await subscribe(raw, ctx);
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
