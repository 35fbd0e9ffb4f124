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

/** The answer to a state change from another site: JSON for the API, a short text for pages. */
export function crossSiteResponse(request: Request, lang: Lang): Response {
  if (new URL(request.url).pathname.startsWith("/api/")) return apiError(403, "cross_origin", "api.crossOrigin", lang);
  return new Response(translator(lang)("api.crossOrigin"), { status: 403, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });
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

/** No payload of the site nests deeper or has more values than this. */
const JSON_LIMITS = { depth: 6, values: 1000 };
const prototypeKeys = new Set(["__proto__", "constructor", "prototype"]);

/**
 * Whether a parsed JSON body is small in structure (a crate photo is one long string) and names
 * no prototype key: huge arrays or deep nesting would cost validation time for nothing.
 */
export function isModestJson(root: unknown): boolean {
  const stack: Array<[value: unknown, depth: number]> = [[root, 0]];
  let values = 1;
  while (stack.length) {
    const [value, depth] = stack.pop()!;
    if (!value || typeof value !== "object") continue;
    if (depth >= JSON_LIMITS.depth) return false;
    for (const key in value) {
      if (prototypeKeys.has(key) || ++values > JSON_LIMITS.values) return false;
      stack.push([(value as Record<string, unknown>)[key], depth + 1]);
    }
  }
  return true;
}

/**
 * The checks every JSON endpoint makes before looking at a payload: POST, JSON content type, a
 * modest JSON object (the root middleware has refused other sites already). Returns the parsed object, or the error response to send.
 */
export async function readJsonObject(request: Request, lang: Lang): Promise<{ raw: object } | { response: Response }> {
  if (request.method !== "POST") return { response: apiError(405, "method_not_allowed", "api.unsupportedType", lang, {}, { Allow: "POST" }) };
  const type = (request.headers.get("content-type") ?? "").split(";")[0]?.trim().toLowerCase();
  if (type !== "application/json") return { response: apiError(415, "unsupported_media_type", "api.unsupportedType", lang) };
  try {
    const raw: unknown = JSON.parse(await request.text());
    if (raw && typeof raw === "object" && !Array.isArray(raw) && isModestJson(raw)) return { raw };
  } catch {
    // Falls through to the same answer as a non-object body.
  }
  return { response: apiError(400, "invalid_json", "api.invalidJson", lang, { details: [] }) };
}

/** Checks and parses a JSON POST, then hands the payload to a lead service. */
export async function handleJsonSubmission(
  request: Request,
  context: Readonly<RouterContextProvider>,
  submit: (raw: unknown, ctx: SubmissionContext) => Promise<SubmissionResult>,
): Promise<Response> {
  const ctx = submissionContext(request, context);
  const body = await readJsonObject(request, ctx.lang);
  if ("response" in body) return body.response;
  return submissionResponse(await submit(body.raw, ctx), ctx.lang);
}
