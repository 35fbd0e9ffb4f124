/**
 * The types the lead services share with the request channels that call them (server/http/api.server.ts
 * for JSON, server/http/forms.server.ts for HTML forms): who submits, and what comes of it. Types only,
 * so a channel never imports a service module to name them.
 */
import type { Lang } from "../../i18n/languages.ts";

export type { FieldError, SubmissionResult } from "../../lib/api/answer.ts";

/** Who submits, in which language, with which idempotency key. */
export interface SubmissionContext {
  lang: Lang;
  clientIp: string;
  userAgent?: string | null;
  idempotencyKey?: string | null;
}
