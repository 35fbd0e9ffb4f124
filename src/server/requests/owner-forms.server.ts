/**
 * The answers to the forms of a request's checklist, reminders and messages, for the owner's request
 * page and (the checklist) the lead page in the staff area alike: each parsed by its own schema,
 * answered with what the page shows beside the form it came from (`{ step }`, `{ reminders }` or
 * `{ message }`) and the status. Nothing is stored from a refused form.
 */
import { data } from "react-router";
import { z } from "zod";
import { parseStepForm, requestStepSchema, type StepResult } from "../../lib/schemas/request-step.ts";
import type { DocumentResult } from "../../lib/schemas/request-document.ts";
import { addDocument } from "./documents.server.ts";
import { requestMessageSchema, type MessageResult } from "../../lib/schemas/request-message.ts";
import { postOwnerMessage } from "./messages.server.ts";
import { recordStep, type StepRecorder } from "./steps.server.ts";
import { setReminders } from "./reminders.server.ts";

type Headers = Record<string, string>;

/** The fields the request page's forms post (the message's photos are files of `photos`, a step's paper of `document`). */
export const ownerFormFields = ["intent", "stepId", "doneOn", "text"] as const;

/** Which of the request page's forms was posted; anything else is read as a step's form, which refuses it. */
export const ownerIntentSchema = z.enum(["stepDone", "stepOpen", "document", "remindersOn", "remindersOff", "message"]).catch("stepDone");

/** Reminder mails asked for or stopped (`{ reminders: { on } }` for the page's confirmation). */
export async function answerRemindersForm(inquiryId: string, on: boolean, headers: Headers = {}) {
  await setReminders(inquiryId, on);
  return data({ reminders: { on } }, { headers });
}


/** A checklist step recorded done or opened again; throws 404 when there is no such request. */
export async function answerStepForm(inquiryId: string, fields: Record<string, unknown>, by: StepRecorder, headers: Headers = {}) {
  const form = parseStepForm(fields);
  if (!form.success) return data({ step: form.refused }, { status: 400, headers });
  const outcome = await recordStep(inquiryId, form.data, by);
  if (outcome === "notFound") throw data(null, { status: 404, headers });
  const step: StepResult = outcome === "unknownStep" ? { ok: false, error: "request.step.unknown" } : { ok: true, stepId: form.data.stepId };
  return data({ step }, { status: step.ok ? 200 : 400, headers });
}

/** The owner's message to the team; a refusal keeps the text typed, so the form shows it again. */
export async function answerMessageForm(inquiryId: string, fields: Record<string, unknown>, files: Buffer[], headers: Headers = {}) {
  const text = typeof fields.text === "string" ? fields.text.slice(0, 4000) : undefined;
  const form = requestMessageSchema.safeParse(fields);
  if (!form.success) return data({ message: { ok: false, error: "request.message.textRequired", text } satisfies MessageResult }, { status: 400, headers });
  const posted = await postOwnerMessage(inquiryId, form.data, files);
  if (!posted.ok && posted.error === "notFound") throw data(null, { status: 404, headers });
  const message: MessageResult = posted.ok ? { ok: true } : { ok: false, error: posted.error as Exclude<typeof posted.error, "notFound">, text };
  return data({ message }, { status: posted.ok ? 200 : 400, headers });
}

/** A paper for a step (one file of `document`); refused with the reason beside that step's form. */
export async function answerDocumentForm(inquiryId: string, fields: Record<string, unknown>, files: Buffer[], headers: Headers = {}) {
  const stepId = requestStepSchema.shape.stepId.safeParse(fields.stepId);
  const file = files.length === 1 ? files[0] : undefined;
  if (!stepId.success) return data({ document: { ok: false, error: "request.step.unknown" } satisfies DocumentResult }, { status: 400, headers });
  if (!file) return data({ document: { ok: false, stepId: stepId.data, error: "request.document.type" } satisfies DocumentResult }, { status: 400, headers });
  const added = await addDocument(inquiryId, stepId.data, file);
  if (!added.ok && added.error === "notFound") throw data(null, { status: 404, headers });
  const document: DocumentResult = added.ok ? { ok: true, stepId: stepId.data } : { ok: false, stepId: stepId.data, error: added.error as Exclude<typeof added.error, "notFound"> };
  return data({ document }, { status: document.ok ? 200 : 400, headers });
}
