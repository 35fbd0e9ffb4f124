import { useAtomValue } from "jotai";
import { useState } from "react";
import { useNavigate } from "react-router";
import { consentAtom } from "../lib/atoms.ts";
import { useLang, useT } from "../i18n/use-t.ts";
import { recaptchaToken, SecurityCheckError, type RecaptchaSettings } from "../lib/recaptcha.ts";
import { showToast } from "../lib/toast.ts";
import { failureText, type LeadFailure } from "./lead-failure.ts";
import { postSubmission, type SubmissionResult } from "./post-submission.ts";

export function newIdempotencyKey(): string {
  return typeof crypto !== "undefined" && "randomUUID" in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

/**
 * The two lead forms. Their toasts take the `quote.*` and `contact.*` texts. A refused quote
 * request's toast always gives the form's general text; a refused contact message's toast gives
 * what the server said, with the fallbacks of docs/requirements.md §8 (`failureText`).
 */
const leadForms = {
  quote: { endpoint: "apiSubmitInquiry", recaptchaAction: "inquiry_submit", serverTextInToast: false },
  contact: { endpoint: "apiSubmitContact", recaptchaAction: "contact_submit", serverTextInToast: true },
} as const;

export type LeadForm = keyof typeof leadForms;

/** Why the last submission failed, until the next one starts: the bot check could not run, or the lead did not arrive. */
export type SubmissionFailure = "securityCheck" | "notSent";

export interface LeadSubmission<Values> {
  /** The Idempotency-Key of the form as it is filled now; a new one after each accepted lead. */
  idempotencyKey: string;
  /** Gets the bot-check token, posts the lead and shows the toast of the outcome. */
  submit: (values: Values) => Promise<void>;
  /** The last submission's failure (its toast was shown), for the form to say next to its button too. */
  failure: SubmissionFailure | undefined;
}

/** The navigation state of the private page a quote request's sender is led to right after sending. */
export interface SentState {
  sent: true;
}

/**
 * Submission of a lead form with JavaScript: a contact message's success is a toast; a quote request's
 * sender goes on to its private page, the confirmation, which says the request arrived (decision 038).
 * `onSent` runs before either.
 */
export function useLeadSubmission<Values extends object>(
  form: LeadForm,
  { idempotencyKey, recaptcha, onSent }: { idempotencyKey: string; recaptcha: RecaptchaSettings | null; onSent: (values: Values) => void },
): LeadSubmission<Values> {
  const t = useT();
  const lang = useLang();
  const [key, setKey] = useState(idempotencyKey);
  const [failure, setFailure] = useState<SubmissionFailure>();
  const consent = useAtomValue(consentAtom);
  const navigate = useNavigate();
  const { endpoint, recaptchaAction, serverTextInToast } = leadForms[form];

  const fail = (failure: LeadFailure) => {
    const description = serverTextInToast
      ? failureText(failure, { general: t("contact.errorGeneral"), unexpected: t("contact.errorUnexpected"), recaptcha: t("api.recaptchaFailed") })
      : t(`${form}.errorText`);
    showToast({ title: t(`${form}.errorTitle`), description, variant: "destructive" });
    setFailure("notSent");
  };

  const submit = async (values: Values) => {
    setFailure(undefined);
    let result: SubmissionResult;
    try {
      const token = await recaptchaToken(recaptchaAction, recaptcha, consent);
      result = await postSubmission(endpoint, lang, { ...values, recaptchaToken: token }, key);
    } catch (error) {
      if (error instanceof SecurityCheckError) {
        showToast({ title: t(`${form}.errorTitle`), description: t("form.securityCheck"), variant: "destructive" });
        setFailure("securityCheck");
      } else fail({ kind: "exception" });
      return;
    }
    if (result.ok) {
      const { requestUrl } = result.answer;
      // A quote request goes on to its private page, which says it arrived in place of a toast over it.
      if (!requestUrl) showToast({ title: t(`${form}.successTitle`), description: t(`${form}.successText`) });
      setKey(newIdempotencyKey());
      onSent(values);
      if (requestUrl) void navigate(requestUrl, { state: { sent: true } satisfies SentState });
      return;
    }
    fail(result.failure);
  };

  return { idempotencyKey: key, submit, failure };
}
