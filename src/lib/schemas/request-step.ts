/**
 * The form beside each step of a quote request's checklist (the owner's request page and the lead page
 * in the staff area): `stepDone` records the step done on `doneOn` (a calendar day of the last 25 years
 * up to today by the office's calendar, as the planner takes such days), `stepOpen` takes that back.
 * Whether the step is one of the request's plan, the service checks against the plan.
 */
import { z } from "zod";
import { isCalendarDate } from "../planner/dates.ts";
import { inDoneOnWindow } from "../travel-window.ts";

export const requestStepIntents = ["stepDone", "stepOpen"] as const;

export const requestStepSchema = z
  .object({
    intent: z.enum(requestStepIntents),
    /** A step id of content/requirements.json: lowercase words joined by hyphens. */
    stepId: z.string().max(64).regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
    doneOn: z.string().max(10).optional(),
  })
  .refine((form) => form.intent === "stepOpen" || (form.doneOn !== undefined && inDoneOnWindow(form.doneOn) && isCalendarDate(form.doneOn)), { path: ["doneOn"] });
export type RequestStepForm = z.output<typeof requestStepSchema>;

/** What a step's form shows after a post: the step saved, or the message for the step's error. */
export type StepResult = { ok: true; stepId: string } | { ok: false; stepId?: string; error: "request.step.invalidDate" | "request.step.unknown" };

/**
 * A step's form as posted, checked: its data, or the refusal to show beside the step it came from (a
 * day out of range or no day: the day's message; a step id that is none: the form's).
 */
export function parseStepForm(fields: Record<string, unknown>): { success: true; data: RequestStepForm } | { success: false; refused: StepResult } {
  const parsed = requestStepSchema.safeParse(fields);
  if (parsed.success) return parsed;
  const stepId = requestStepSchema.shape.stepId.safeParse(fields.stepId);
  const onDay = parsed.error.issues.every((issue) => issue.path[0] === "doneOn");
  return { success: false, refused: stepId.success && onDay ? { ok: false, stepId: stepId.data, error: "request.step.invalidDate" } : { ok: false, error: "request.step.unknown" } };
}
