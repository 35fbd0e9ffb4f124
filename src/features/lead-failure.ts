/**
 * What a refused or failed contact message shows (docs/requirements.md §8), kept apart from the
 * submission hook so the rules can be tested without a browser.
 */

/** How a submission ended when it did not succeed: the server's answer, or no answer at all. */
export type LeadFailure =
  | { kind: "response"; message: string; details: ReadonlyArray<{ message: string }> }
  /** No answer from the server (offline, connection refused or reset): the browser's own error text is not for visitors. */
  | { kind: "network" }
  /** Anything that went wrong in the page itself while submitting. */
  | { kind: "exception" };

export interface FailureTexts {
  /** 'There was an error submitting the form.' */
  general: string;
  /** 'Error submitting the form. Please try again.' */
  unexpected: string;
  /** The translated 'reCAPTCHA verification failed' (forms with the bot check). */
  recaptcha?: string;
}

/**
 * The server's first detail, else its message, else the general text; without a server answer the
 * text for an unexpected failure. A text about the bot check becomes the translated bot-check text.
 */
export function failureText(failure: LeadFailure, texts: FailureTexts): string {
  const text = failure.kind === "response" ? failure.details.find((detail) => detail.message.trim())?.message || failure.message.trim() || texts.general : texts.unexpected;
  return texts.recaptcha && /recaptcha|verification/i.test(text) ? texts.recaptcha : text;
}

/** A submission endpoint's JSON answer, as far as the forms use it. */
export interface LeadAnswer {
  id?: string;
  /** The newsletter's `sent`. */
  status?: string;
  /** A quote request's private page (only ever a path of this site's request pages). */
  requestUrl?: string;
  error?: string;
  message?: string;
  details: Array<{ path: string; message: string }>;
}

/** The paths of request pages (route table: `request`); an answer naming anything else leads nowhere. */
const REQUEST_PATH = /^\/(requests|anfragen)\/[a-z2-7]{32}$/;

const text = (value: unknown) => (typeof value === "string" ? value : undefined);

/**
 * Reads an answer that may come from this server or from anything between (a proxy, an older
 * version): only texts are taken, and `details` may be a list of `{ path, message }` or one text,
 * which then counts as the first detail.
 */
export function readLeadAnswer(body: unknown): LeadAnswer {
  if (!body || typeof body !== "object") return { details: [] };
  const record = body as Record<string, unknown>;
  const details = typeof record.details === "string" ? [{ path: "", message: record.details }] : Array.isArray(record.details) ? record.details.flatMap(detailOf) : [];
  const requestUrl = text(record.requestUrl);
  return { id: text(record.id), status: text(record.status), requestUrl: requestUrl && REQUEST_PATH.test(requestUrl) ? requestUrl : undefined, error: text(record.error), message: text(record.message), details };
}

function detailOf(detail: unknown): Array<{ path: string; message: string }> {
  if (typeof detail === "string") return [{ path: "", message: detail }];
  if (!detail || typeof detail !== "object") return [];
  const { path, message } = detail as Record<string, unknown>;
  return typeof message === "string" ? [{ path: text(path) ?? "", message }] : [];
}
