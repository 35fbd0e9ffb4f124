/**
 * The JSON face of the lead services: request checks (origin, content type, JSON), and one
 * mapping from service results to HTTP answers. Never a 500 for bad input, never a stack trace.
 */
import type { RouterContextProvider } from "react-router";
import type { Lang } from "../../i18n/languages.ts";
import { translator, type MessageKey } from "../../i18n/messages/index.ts";
import { clientIpContext, langContext } from "../../lib/request-context.ts";
import { getConfig } from "../config.server.ts";
import type { FieldError, SubmissionContext, SubmissionResult } from "../leads/submit.server.ts";

export function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store", ...headers },
  });
}

function apiError(status: number, error: string, key: MessageKey, lang: Lang, extra: Record<string, unknown> = {}, headers?: Record<string, string>) {
  return json(status, { error, message: translator(lang)(key), ...extra }, headers);
}

/** A browser request whose Origin (or Sec-Fetch-Site) names another site is refused. */
export function isCrossSite(request: Request): boolean {
  if (request.headers.get("sec-fetch-site") === "cross-site") return true;
  const origin = request.headers.get("origin");
  if (!origin || origin === "null") return origin === "null";
  const own = new URL(request.url).origin;
  return origin !== own && origin !== new URL(getConfig().SITE_URL).origin;
}

export function validationResponse(details: FieldError[], lang: Lang): Response {
  return apiError(400, "validation", "validation.summary", lang, { details });
}

export function submissionResponse(result: SubmissionResult, lang: Lang): Response {
  switch (result.kind) {
    case "created":
      return json(201, { ok: true, id: result.id });
    case "invalid":
      return validationResponse(result.details, lang);
    case "rejected":
      return apiError(403, "recaptcha", "api.recaptchaFailed", lang);
    case "rate_limited":
      return apiError(429, "rate_limited", "api.rateLimited", lang, {}, { "Retry-After": String(result.retryAfter) });
    case "unavailable":
      return apiError(503, "unavailable", "api.unavailable", lang, {}, { "Retry-After": "60" });
  }
}

export function submissionContext(request: Request, context: Readonly<RouterContextProvider>): SubmissionContext {
  return {
    lang: context.get(langContext),
    clientIp: context.get(clientIpContext),
    userAgent: request.headers.get("user-agent"),
    idempotencyKey: request.headers.get("idempotency-key")?.slice(0, 200) || null,
  };
}

/** Checks and parses a JSON POST, then hands the payload to a lead service. */
export async function handleJsonSubmission(
  request: Request,
  context: Readonly<RouterContextProvider>,
  submit: (raw: unknown, ctx: SubmissionContext) => Promise<SubmissionResult>,
): Promise<Response> {
  const ctx = submissionContext(request, context);
  if (request.method !== "POST") return apiError(405, "method_not_allowed", "api.unsupportedType", ctx.lang, {}, { Allow: "POST" });
  if (isCrossSite(request)) return apiError(403, "cross_origin", "api.crossOrigin", ctx.lang);
  const type = (request.headers.get("content-type") ?? "").split(";")[0]?.trim().toLowerCase();
  if (type !== "application/json") return apiError(415, "unsupported_media_type", "api.unsupportedType", ctx.lang);
  let raw: unknown;
  try {
    raw = JSON.parse(await request.text());
  } catch {
    return apiError(400, "invalid_json", "api.invalidJson", ctx.lang, { details: [] });
  }
  if (!raw || typeof raw !== "object" || Array.isArray(raw)) return apiError(400, "invalid_json", "api.invalidJson", ctx.lang, { details: [] });
  return submissionResponse(await submit(raw, ctx), ctx.lang);
}
