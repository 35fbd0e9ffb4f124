/**
 * The JSON face of the lead services on the server: the origin check with the site's own address,
 * and the request's context (language, client, idempotency key) for the services. The answers
 * themselves are src/lib/api/ (shared with the MSW handlers). Never a 500 for bad input, never a stack trace.
 */
import type { RouterContextProvider } from "react-router";
import { z } from "zod";
import type { Lang } from "../../i18n/languages.ts";
import { translator } from "../../i18n/messages/index.ts";
import { crossOriginResponse, isForeignOrigin, type SubmissionResult } from "../../lib/api/answer.ts";
import { submissionAnswer } from "../../lib/api/json-body.ts";
import { clientIpContext, langContext } from "../../lib/request-context.ts";
import { getConfig } from "../config.server.ts";
import type { SubmissionContext } from "../leads/types.ts";

/** A browser request whose Origin (or Sec-Fetch-Site) names another site than this one (or its SITE_URL) is refused. */
export function isCrossSite(request: Request): boolean {
  return isForeignOrigin(request, [new URL(getConfig().SITE_URL).origin]);
}

/** The answer to a state change from another site: JSON for the API, a short text for pages. */
export function crossSiteResponse(request: Request, lang: Lang): Response {
  if (new URL(request.url).pathname.startsWith("/api/")) return crossOriginResponse(lang);
  return new Response(translator(lang)("api.crossOrigin"), { status: 403, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });
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

/** Checks and parses a JSON POST, then hands the payload to a lead service. */
export async function handleJsonSubmission(
  request: Request,
  context: Readonly<RouterContextProvider>,
  submit: (raw: unknown, ctx: SubmissionContext) => Promise<SubmissionResult>,
): Promise<Response> {
  const ctx = submissionContext(request, context);
  return submissionAnswer(request, ctx.lang, (raw) => submit(raw, ctx));
}
