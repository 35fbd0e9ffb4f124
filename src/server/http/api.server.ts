/**
 * The JSON face of the lead services: request checks (origin, content type, JSON), and one
 * mapping from service results to HTTP answers. Never a 500 for bad input, never a stack trace.
 */
import type { RouterContextProvider } from "react-router";
import { z } from "zod";
import type { Lang } from "../../i18n/languages.ts";
import { translator, type MessageKey } from "../../i18n/messages/index.ts";
import { clientIpContext, langContext } from "../../lib/request-context.ts";
import { getConfig } from "../config.server.ts";
import { hrefOf } from "../../route-table.ts";
import type { FieldError, SubmissionContext, SubmissionResult } from "../leads/submit.server.ts";

/** Seconds after which a visitor may try again when the database is away (a restart takes a few). */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 10;

/** `Retry-After` of a result that asks the visitor to wait: the rate limit's own wait, or the database's. */
export function retryAfterHeader(result: SubmissionResult): Record<string, string> {
  if (result.kind === "rate_limited") return { "Retry-After": String(result.retryAfter) };
  if (result.kind === "unavailable") return { "Retry-After": String(UNAVAILABLE_RETRY_AFTER_SECONDS) };
  return {};
}

/** A JSON answer; not cacheable unless `headers` say otherwise. A 304 has no body. */
export function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(status === 304 ? null : JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store", ...headers },
  });
}

function apiError(status: number, error: string, key: MessageKey, lang: Lang, extra: Record<string, unknown> = {}, headers?: Record<string, string>) {
  return json(status, { error, message: translator(lang)(key), ...extra }, headers);
}

/** The answer of a submission endpoint to any method but POST (GET and HEAD reach its loader, the rest its action). */
export function postOnlyResponse(lang: Lang): Response {
  return apiError(405, "method_not_allowed", "api.postOnly", lang, {}, { Allow: "POST" });
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

/** The JSON channel's answer to every service result: a lead's id, the newsletter's state, or the error. */
export function submissionResponse(result: SubmissionResult, lang: Lang): Response {
  switch (result.kind) {
    case "created":
      // A quote request's answer leads its sender to the request's private page (the confirmation).
      return json(201, {
        ok: true,
        id: result.id,
        ...(result.reference ? { reference: result.reference } : {}),
        ...(result.requestToken ? { requestUrl: hrefOf("request", lang, { token: result.requestToken }) } : {}),
      });
    case "sent":
      return json(201, { ok: true, status: "sent", message: translator(lang)("newsletter.sent") });
    case "invalid":
      return validationResponse(result.details, lang);
    case "rejected":
      return apiError(403, "recaptcha", "api.recaptchaFailed", lang);
    case "rate_limited":
      return apiError(429, "rate_limited", "api.rateLimited", lang, {}, retryAfterHeader(result));
    case "unavailable":
      return apiError(503, "unavailable", "api.unavailable", lang, {}, retryAfterHeader(result));
  }
}

/** The key a filled form sends with each submission (a UUID from this site), as header or hidden field. */
export const idempotencyKeySchema = z.string().regex(/^[\w-]{1,100}$/).nullable().catch(null);

/** Who submits, in which language, with which key; the HTML forms pass the key of their hidden field. */
export function submissionContext(request: Request, context: Readonly<RouterContextProvider>, idempotencyKey: unknown = request.headers.get("idempotency-key")): SubmissionContext {
  return {
    lang: context.get(langContext),
    clientIp: context.get(clientIpContext),
    userAgent: request.headers.get("user-agent"),
    idempotencyKey: idempotencyKeySchema.parse(idempotencyKey),
  };
}

/** No payload of the site nests deeper or has more separators (`,` `:` `[` `{`) than this. */
const JSON_LIMITS = { depth: 6, tokens: 2000 };
const prototypeKeys = new Set(["__proto__", "constructor", "prototype"]);

/**
 * Whether a JSON text is small in structure, checked before parsing it: a crate photo is one long
 * string, but a body of millions of tiny values or deep nesting would cost seconds to parse and
 * validate for nothing. Strings are skipped whole; a malformed text is left to JSON.parse.
 */
export function jsonStructureFits(text: string): boolean {
  let depth = 0;
  let tokens = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === 34 /* " */) {
      i = stringEnd(text, i);
      if (i < 0) return true;
      continue;
    }
    if (code === 123 /* { */ || code === 91 /* [ */) {
      if (++depth > JSON_LIMITS.depth) return false;
    } else if (code === 125 /* } */ || code === 93 /* ] */) {
      depth--;
      continue;
    } else if (code !== 44 /* , */ && code !== 58 /* : */) {
      continue;
    }
    if (++tokens > JSON_LIMITS.tokens) return false;
  }
  return true;
}

/** Where the JSON string opening at `start` closes (its unescaped quote), or -1 if it never does. */
function stringEnd(text: string, start: number): number {
  let end = start;
  for (;;) {
    end = text.indexOf('"', end + 1);
    if (end < 0) return -1;
    let backslashes = 0;
    while (text.charCodeAt(end - 1 - backslashes) === 92 /* \ */) backslashes++;
    if (backslashes % 2 === 0) return end;
  }
}

/**
 * JSON.parse that refuses prototype keys anywhere in the text, and reads a lone UTF-16 surrogate
 * (`"\ud800"`, which no text can store) as U+FFFD, as a browser does when it encodes a form.
 */
function parseWithoutPrototypeKeys(text: string): unknown {
  return JSON.parse(text, (key, value: unknown) => {
    if (prototypeKeys.has(key)) throw new SyntaxError(`The key ${key} is not accepted.`);
    return typeof value === "string" ? value.toWellFormed() : value;
  });
}

/**
 * The checks every JSON endpoint makes before looking at a payload: POST, JSON content type, a
 * modest JSON object (the root middleware has refused other sites already). Returns the parsed object, or the error response to send.
 */
export async function readJsonObject(request: Request, lang: Lang): Promise<{ raw: object } | { response: Response }> {
  if (request.method !== "POST") return { response: postOnlyResponse(lang) };
  const type = (request.headers.get("content-type") ?? "").split(";")[0]?.trim().toLowerCase();
  if (type !== "application/json") return { response: apiError(415, "unsupported_media_type", "api.unsupportedType", lang) };
  try {
    const text = await request.text();
    const raw = jsonStructureFits(text) ? parseWithoutPrototypeKeys(text) : undefined;
    if (raw && typeof raw === "object" && !Array.isArray(raw)) return { raw };
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
