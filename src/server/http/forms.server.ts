/**
 * The no-JavaScript path of the lead forms: a posted HTML form becomes the API's payload and goes
 * through the same service; the route re-renders with translated errors and the entered values.
 */
import { formToPayload } from "../../lib/form-payload.ts";
import { RECAPTCHA_PLACEHOLDER } from "../../lib/schemas/leads.ts";
import type { FieldError, SubmissionResult } from "../leads/submit.server.ts";

export async function fileToDataUrl(file: FormDataEntryValue | null): Promise<string | undefined> {
  if (!file || typeof file === "string" || file.size === 0) return undefined;
  const bytes = Buffer.from(await file.arrayBuffer());
  return `data:${file.type || "application/octet-stream"};base64,${bytes.toString("base64")}`;
}

export function errorsByPath(details: FieldError[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const detail of details) errors[detail.path] ??= detail.message;
  return errors;
}

/** A form posted without JavaScript cannot carry a bot-check token; it is marked as such. */
export function withPlaceholderToken(payload: Record<string, unknown>) {
  if (!payload.recaptchaToken) payload.recaptchaToken = RECAPTCHA_PLACEHOLDER;
  return payload;
}

export async function readForm(request: Request) {
  const form = await request.formData();
  const payload = withPlaceholderToken(formToPayload(form, (name) => name !== "crateImage" && name !== "intent" && name !== "idempotencyKey"));
  const crateImage = payload.hasOwnCrate ? await fileToDataUrl(form.get("crateImage")) : undefined;
  if (crateImage) payload.crateImage = crateImage;
  return {
    payload,
    intent: String(form.get("intent") ?? ""),
    idempotencyKey: String(form.get("idempotencyKey") ?? "").slice(0, 200) || null,
  };
}

/** A form result for the page: created (thank-you view) or the form again with its errors. */
export type FormOutcome =
  | { status: "created"; name: string }
  | { status: "form"; values: Record<string, unknown>; errors: Record<string, string>; message?: string };

export function outcomeOf(result: SubmissionResult, values: Record<string, unknown>, messages: { rejected: string; rateLimited: string; unavailable: string }): FormOutcome {
  switch (result.kind) {
    case "created":
      return { status: "created", name: String(values.name ?? "") };
    case "invalid":
      return { status: "form", values, errors: errorsByPath(result.details) };
    case "rejected":
      return { status: "form", values, errors: {}, message: messages.rejected };
    case "rate_limited":
      return { status: "form", values, errors: {}, message: messages.rateLimited };
    case "unavailable":
      return { status: "form", values, errors: {}, message: messages.unavailable };
  }
}

/** HTTP status of a form page re-rendered after a submission. */
export const formStatus = { invalid: 400, rejected: 403, rate_limited: 429, unavailable: 503, created: 200 } as const;
