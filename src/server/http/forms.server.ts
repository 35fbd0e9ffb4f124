/**
 * The no-JavaScript path of the lead forms: a posted HTML form becomes the API's payload and goes
 * through the same service; the route re-renders with translated errors and the entered values.
 */
import { createHash } from "node:crypto";
import { z } from "zod";
import { MAX_FORM_FIELDS } from "../../lib/form-payload.ts";
import { leadFormPayload, type LeadFormKind } from "../../lib/lead-forms.ts";
import { RECAPTCHA_PLACEHOLDER } from "../../lib/schemas/leads.ts";
import type { Lang } from "../../i18n/languages.ts";
import { translator, type MessageKey } from "../../i18n/messages/index.ts";
import { retryAfterHeader, type FieldError, type SubmissionResult } from "../../lib/api/answer.ts";
import { idempotencyKeySchema } from "./api.server.ts";

const TOKEN = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;
/** RFC 2046's boundary characters: 1 to 70 of them, not ending in a space. */
const BOUNDARY = /^[0-9A-Za-z'()+_,\-./:=? ]{0,69}[0-9A-Za-z'()+_,\-./:=?]$/;

/**
 * The boundary of a `multipart/form-data` Content-Type, read strictly: each parameter once, the
 * boundary present and well-formed. Anything ambiguous (a parameter twice, a quote out of place)
 * is no boundary, so no parser downstream can pick another one than the one counted.
 */
export function formBoundary(contentType: string): string | undefined {
  const [type = "", ...parameters] = contentType.split(";");
  if (type.trim().toLowerCase() !== "multipart/form-data") return undefined;
  const seen = new Map<string, string>();
  for (const parameter of parameters) {
    const match = /^\s*([^=\s]+)=(?:"([^"\\]*)"|([^"\s]*))\s*$/.exec(parameter);
    const name = match?.[1]?.toLowerCase();
    if (!match || !name || !TOKEN.test(name) || seen.has(name)) return undefined;
    seen.set(name, match[2] ?? match[3] ?? "");
  }
  const boundary = seen.get("boundary");
  return boundary !== undefined && BOUNDARY.test(boundary) ? boundary : undefined;
}

/**
 * The posted form. A body that is not a readable form (wrong type, broken multipart) reads as an
 * empty form, and so does a multipart body of more parts than any form of the site has: counting
 * its boundaries costs microseconds, parsing hundreds of thousands of tiny parts would cost seconds.
 * The parser is given exactly the boundary that was counted, in a Content-Type of our own; a
 * multipart body whose boundary cannot be told for sure is never parsed.
 */
async function readFormData(request: Request): Promise<FormData> {
  const type = request.headers.get("content-type") ?? "";
  // The Fetch parser would also take the last of several comma-separated types: only one is read.
  if (/^\s*application\/x-www-form-urlencoded\s*(;[^,]*)?$/i.test(type)) {
    return new Response(await request.arrayBuffer(), { headers: { "Content-Type": "application/x-www-form-urlencoded" } }).formData().catch(() => new FormData());
  }
  const boundary = formBoundary(type);
  if (!boundary) return new FormData();
  const body = Buffer.from(await request.arrayBuffer());
  const delimiter = Buffer.from(`--${boundary}`);
  let parts = 0;
  for (let at = body.indexOf(delimiter); at >= 0; at = body.indexOf(delimiter, at + delimiter.length)) {
    if (++parts > MAX_FORM_FIELDS + 1) return new FormData();
  }
  return new Response(body, { headers: { "Content-Type": `multipart/form-data; boundary="${boundary}"` } }).formData().catch(() => new FormData());
}

/**
 * The fields `schema` names, read from a posted form and parsed by it: nothing else of the form
 * is looked at. For the small forms (consent, newsletter, sign-in, staff actions).
 */
export async function parseForm<Shape extends z.ZodRawShape>(request: Request, schema: z.ZodObject<Shape>) {
  return schema.safeParse(namedFields(await readFormData(request), schema));
}

/**
 * The fields named, as posted and not yet checked (for a page with several forms, each parsed by its
 * own schema, that shows a refusal beside the form it came from), and the non-empty files of the file
 * fields named, at most so many each (as `parseFormWithFiles` reads them).
 */
export async function formFields(request: Request, names: readonly string[], files: Record<string, number> = {}): Promise<{ fields: Record<string, unknown>; files: Record<string, Buffer[]> }> {
  const form = await readFormData(request);
  const read = await Promise.all(Object.entries(files).map(async ([field, max]) => [field, await filesOf(form, field, max)] as const));
  return { fields: Object.fromEntries(names.map((name) => [name, form.get(name) ?? undefined])), files: Object.fromEntries(read) };
}

const namedFields = <Shape extends z.ZodRawShape>(form: FormData, schema: z.ZodObject<Shape>) =>
  Object.fromEntries(Object.keys(schema.shape).map((name) => [name, form.get(name) ?? undefined]));

/** The non-empty files of one field, at most `maxFiles` + 1 of them (so "too many" can be told). */
async function filesOf(form: FormData, fileField: string, maxFiles: number): Promise<Buffer[]> {
  const files = form
    .getAll(fileField)
    .filter((entry): entry is File => typeof entry !== "string" && entry.size > 0)
    .slice(0, maxFiles + 1);
  return Promise.all(files.map(async (file) => Buffer.from(await file.arrayBuffer())));
}

const fieldsOf = <Shape extends z.ZodRawShape>(form: FormData, schema: z.ZodObject<Shape>) => schema.safeParse(namedFields(form, schema));

/**
 * A staff form with files: the fields `schema` names, and the non-empty files of one field (at most
 * `maxFiles` + 1 read, so "too many" can be told; the body's size was limited before it was read).
 */
export async function parseFormWithFiles<Shape extends z.ZodRawShape>(request: Request, schema: z.ZodObject<Shape>, fileField: string, maxFiles: number) {
  const form = await readFormData(request);
  return { fields: fieldsOf(form, schema), files: await filesOf(form, fileField, maxFiles) };
}

/** The form's own controls besides the payload: the button pressed and the key of this filled form. */
const controlsSchema = z.object({
  intent: z.string().regex(/^(submit|estimate|addPet|removePet:\d{1,2})$/).catch("submit"),
  idempotencyKey: idempotencyKeySchema,
});

async function fileToDataUrl(file: FormDataEntryValue | null): Promise<string | undefined> {
  if (!file || typeof file === "string" || file.size === 0) return undefined;
  const bytes = Buffer.from(await file.arrayBuffer());
  return `data:${file.type || "application/octet-stream"};base64,${bytes.toString("base64")}`;
}

function errorsByPath(details: FieldError[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const detail of details) errors[detail.path] ??= detail.message;
  return errors;
}

/** A form posted without JavaScript cannot carry a bot-check token; it is marked as such. */
function withPlaceholderToken(payload: Record<string, unknown>) {
  if (!payload.recaptchaToken) payload.recaptchaToken = RECAPTCHA_PLACEHOLDER;
  return payload;
}

/** How long the same form, sent again without a key of its own, counts as the same enquiry. */
const CONTENT_KEY_WINDOW_MS = 10 * 60_000;

/**
 * The key of a form posted without one — a form on a shared, cached page (the FAQ's inline quote
 * form without JavaScript) cannot carry a key per visitor: a digest of the lead kind and everything
 * the form says, within a ten-minute window. A double click or a re-sent post then stores one lead;
 * the same enquiry sent again later is a new one.
 */
function contentKey(kind: LeadFormKind, payload: Record<string, unknown>, now = Date.now()): string {
  const digest = createHash("sha256").update(JSON.stringify([kind, Math.floor(now / CONTENT_KEY_WINDOW_MS), payload])).digest("base64url");
  return `form-${digest}`;
}

/**
 * Reads a posted lead form: the payload (allowed fields only; the quote form's crate photo as a
 * data URL), the button pressed and the idempotency key (the form's own, else one made from its
 * contents). A body that is no form reads as empty.
 */
export async function readForm(request: Request, kind: LeadFormKind) {
  const form = await readFormData(request);
  const payload = withPlaceholderToken(leadFormPayload(form, kind));
  const crateImage = kind === "quote" && payload.hasOwnCrate ? await fileToDataUrl(form.get("crateImage")) : undefined;
  if (crateImage) payload.crateImage = crateImage;
  const controls = controlsSchema.parse({ intent: form.get("intent"), idempotencyKey: form.get("idempotencyKey") });
  return { payload, intent: controls.intent, idempotencyKey: controls.idempotencyKey ?? contentKey(kind, payload) };
}

/**
 * A form result for the page: accepted (the thank-you view; for the newsletter, sent) or the form
 * again with its values, its field errors and a message for the whole form.
 */
export type FormOutcome =
  | { kind: "created"; name: string }
  | { kind: "sent" }
  | { kind: "form"; values: Record<string, unknown>; errors: Record<string, string>; message?: string };

/** HTTP status of a form page answered after a submission. */
const formStatus = { created: 200, sent: 200, invalid: 400, rejected: 403, rate_limited: 429, unavailable: 503 } as const;
const formMessage: Partial<Record<SubmissionResult["kind"], MessageKey>> = { rejected: "api.recaptchaFailed", rate_limited: "api.rateLimited", unavailable: "api.unavailable" };

/** The HTML channel's answer to every service result: the outcome for the page, its status and headers (`Retry-After`). */
export function formOutcome(result: SubmissionResult, values: Record<string, unknown>, lang: Lang): { outcome: FormOutcome; status: number; headers: Record<string, string> } {
  const status = formStatus[result.kind];
  const headers = retryAfterHeader(result);
  if (result.kind === "created") return { outcome: { kind: "created", name: String(values.name ?? "") }, status, headers };
  if (result.kind === "sent") return { outcome: { kind: result.kind }, status, headers };
  const errors = result.kind === "invalid" ? errorsByPath(result.details) : {};
  const message = formMessage[result.kind];
  return { outcome: { kind: "form", values, errors, message: message && translator(lang)(message) }, status, headers };
}
