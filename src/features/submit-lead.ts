import { useState } from "react";
import { hrefOf } from "../route-table.ts";
import { useLang, useT } from "../i18n/use-t.ts";
import { recaptchaToken, SecurityCheckError, type RecaptchaSettings } from "../lib/recaptcha.ts";
import { showToast } from "../lib/toast.ts";

/** Sends a lead to the JSON API (docs/requirements.md §7: JSON body, credentials, no retries). */
export type LeadResponse =
  | { ok: true; id: string }
  | { ok: false; status: number; error: string; message: string; details: Array<{ path: string; message: string }> };

export async function postLead(path: string, lang: string, payload: unknown, idempotencyKey: string): Promise<LeadResponse> {
  let response: Response;
  try {
    response = await fetch(`${path}?language=${lang}`, {
      method: "POST",
      credentials: "same-origin",
      headers: { "Content-Type": "application/json", "Idempotency-Key": idempotencyKey },
      body: JSON.stringify(payload),
    });
  } catch (error) {
    return { ok: false, status: 0, error: "network", message: (error as Error).message, details: [] };
  }
  const text = await response.text();
  let body: { id?: string; error?: string; message?: string; details?: Array<{ path: string; message: string }> } = {};
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    // Not JSON (a proxy error page): the status line is the message (docs/requirements.md §8).
  }
  if (response.ok && body.id) return { ok: true, id: body.id };
  return {
    ok: false,
    status: response.status,
    error: body.error ?? "http",
    message: body.message ?? `${response.status}: ${text || response.statusText}`,
    details: body.details ?? [],
  };
}

export function newIdempotencyKey(): string {
  return typeof crypto !== "undefined" && "randomUUID" in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

/**
 * The two lead forms. Their toasts take the `quote.*` and `contact.*` texts. A refused quote
 * request's toast always gives the form's general text; a refused contact message's toast gives
 * what the server said (docs/requirements.md §8).
 */
const leadForms = {
  quote: { endpoint: "apiSubmitInquiry", recaptchaAction: "inquiry_submit", serverTextInToast: false },
  contact: { endpoint: "apiSubmitContact", recaptchaAction: "contact_submit", serverTextInToast: true },
} as const;

export type LeadForm = keyof typeof leadForms;

/** The server's first detail, else its message, else the general text; a failed bot check has its own text. */
function serverFailureText(result: Extract<LeadResponse, { ok: false }>, generalText: string, recaptchaText: string): string {
  const detail = result.details[0]?.message ?? result.message;
  return /recaptcha|verification/i.test(detail) ? recaptchaText : detail || generalText;
}

export interface LeadSubmission<Values> {
  /** The Idempotency-Key of the form as it is filled now; a new one after each accepted lead. */
  idempotencyKey: string;
  /** Gets the bot-check token, posts the lead and shows the toast of the outcome. */
  submit: (values: Values) => Promise<void>;
}

/** Submission of a lead form with JavaScript: `onSent` runs after the success toast. */
export function useLeadSubmission<Values extends object>(
  form: LeadForm,
  { idempotencyKey, recaptcha, onSent }: { idempotencyKey: string; recaptcha: RecaptchaSettings | null; onSent: (values: Values) => void },
): LeadSubmission<Values> {
  const t = useT();
  const lang = useLang();
  const [key, setKey] = useState(idempotencyKey);
  const { endpoint, recaptchaAction, serverTextInToast } = leadForms[form];

  const submit = async (values: Values) => {
    let token: string;
    try {
      token = await recaptchaToken(recaptchaAction, recaptcha);
    } catch (error) {
      if (error instanceof SecurityCheckError) showToast({ title: t(`${form}.errorTitle`), description: t("form.securityCheck"), variant: "destructive" });
      return;
    }
    const result = await postLead(hrefOf(endpoint, "en"), lang, { ...values, recaptchaToken: token }, key);
    if (result.ok) {
      showToast({ title: t(`${form}.successTitle`), description: t(`${form}.successText`) });
      setKey(newIdempotencyKey());
      onSent(values);
      return;
    }
    const generalText = t(`${form}.errorText`);
    const description = serverTextInToast ? serverFailureText(result, generalText, t("api.recaptchaFailed")) : generalText;
    showToast({ title: t(`${form}.errorTitle`), description, variant: "destructive" });
  };

  return { idempotencyKey: key, submit };
}
