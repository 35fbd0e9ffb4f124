/**
 * How the site's JSON API answers, in one place for the server and the MSW handlers of `mocks/`:
 * the JSON answer, the error body in the visitor's language, and the answer to every result of a
 * submission. Browser-safe (no Node modules, no `*.server.ts`): the handlers run in Storybook and
 * the browser, so mock and server cannot drift apart (docs/decisions/026-one-api-contract.md).
 */
import type { z } from "zod";
import { isLang, type Lang } from "../../i18n/languages.ts";
import { translator, type MessageKey } from "../../i18n/messages/index.ts";
import { resolveLanguage } from "../../i18n/resolve.ts";
import { hrefOf } from "../../route-table.ts";

/** Seconds after which a visitor may try again when the database is away (a restart takes a few). */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 10;

export interface FieldError {
  path: string;
  message: string;
}

/** What a lead or newsletter service answers; each channel (JSON, HTML form) maps it to its own answer. */
export type SubmissionResult =
  /** A quote request also has a new private link to its page (`requestToken`, given to this sender only). */
  | { kind: "created"; id: string; duplicate: boolean; reference?: string; requestToken?: string }
  /** The newsletter: accepted (a confirmation mail is on its way unless the address is subscribed already). */
  | { kind: "sent" }
  | { kind: "invalid"; details: FieldError[] }
  | { kind: "rejected" }
  | { kind: "rate_limited"; retryAfter: number }
  | { kind: "unavailable" };

/** A schema's issues as field errors in the visitor's language (schemas name message keys). */
export function translateIssues(error: z.ZodError, lang: Lang): FieldError[] {
  const t = translator(lang);
  return error.issues.map((issue) => ({
    path: issue.path.map(String).join("."),
    message: t(issue.message as MessageKey) || issue.message,
  }));
}

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

/** The error body every endpoint answers with: a code, a message in the visitor's language and, for a form, its fields. */
export function apiError(
  status: number,
  error: string,
  key: MessageKey,
  lang: Lang,
  options: { extra?: Record<string, unknown>; headers?: Record<string, string>; vars?: Record<string, string | number> } = {},
): Response {
  return json(status, { error, message: translator(lang)(key, options.vars), ...options.extra }, options.headers);
}

/** The answer of a submission endpoint to any method but POST (GET and HEAD reach its loader, the rest its action). */
export const postOnlyResponse = (lang: Lang) => apiError(405, "method_not_allowed", "api.postOnly", lang, { headers: { Allow: "POST" } });

/** The answer of a read-only endpoint to a write. */
export const readOnlyResponse = (lang: Lang) => apiError(405, "method_not_allowed", "api.methodNotAllowed", lang, { headers: { Allow: "GET, HEAD" } });

/** A state change from another site. */
export const crossOriginResponse = (lang: Lang) => apiError(403, "cross_origin", "api.crossOrigin", lang);

export const validationResponse = (details: FieldError[], lang: Lang) => apiError(400, "validation", "validation.summary", lang, { extra: { details } });

/**
 * Whether a browser request comes from another site: `Sec-Fetch-Site: cross-site`, an opaque
 * Origin (`null`), or an Origin that is none of `ownOrigins` (the request's own origin always counts).
 */
export function isForeignOrigin(request: Request, ownOrigins: readonly string[] = []): boolean {
  if (request.headers.get("sec-fetch-site") === "cross-site") return true;
  const origin = request.headers.get("origin");
  if (!origin || origin === "null") return origin === "null";
  return origin !== new URL(request.url).origin && !ownOrigins.includes(origin);
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
      return apiError(429, "rate_limited", "api.rateLimited", lang, { headers: retryAfterHeader(result) });
    case "unavailable":
      return apiError(503, "unavailable", "api.unavailable", lang, { headers: retryAfterHeader(result) });
  }
}

/** The language of an API answer: `language=en|de` names it; without it (or when it is bad) the visitor's (`lang` cookie, then Accept-Language). */
export function answerLanguage(request: Request): Lang {
  const asked = new URL(request.url).searchParams.get("language");
  return isLang(asked) ? asked : resolveLanguage(request).lang;
}
