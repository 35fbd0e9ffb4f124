/**
 * The steps of a quote request's checklist recorded as done: by the owner on the request page, by staff
 * on the lead page. The plan counts its waiting times from them (lib/planner/plan.ts, `stepsDone`), and
 * each change is in the lead's history with who and when.
 */
import { and, eq } from "drizzle-orm";
import type { RequestStepForm } from "../../lib/schemas/request-step.ts";
import { getDatabase, transaction } from "../db/client.server.ts";
import { leadEvents, quoteInquiries, requestSteps } from "../db/schema.ts";
import { requestPage } from "./request-page.server.ts";
import { withdrawReminders } from "./reminders.server.ts";

/** Who records a step: the owner through the private link, or a staff member. */
export type StepRecorder = { owner: true } | { userId: number };

/**
 * Records a step done on its day, or opens it again, with the change in the lead's history: "saved",
 * or "unknownStep" for a step that is not one of the request's plan, or "notFound". A step recorded
 * again on another day keeps one row, the newest day.
 */
export async function recordStep(inquiryId: string, form: RequestStepForm, by: StepRecorder): Promise<"saved" | "unknownStep" | "notFound"> {
  const page = await requestPage(inquiryId, "en");
  if (!page) return "notFound";
  if (!page.checklist?.plan.steps.some((step) => step.id === form.stepId)) return "unknownStep";
  const userId = "userId" in by ? by.userId : null;
  const { db } = await getDatabase();
  return transaction(db, async (tx) => {
    const [lead] = await tx.select({ id: quoteInquiries.id }).from(quoteInquiries).where(eq(quoteInquiries.id, inquiryId)).for("update");
    if (!lead) return "notFound";
    const key = and(eq(requestSteps.inquiryId, inquiryId), eq(requestSteps.stepId, form.stepId));
    if (form.intent === "stepDone" && form.doneOn) {
      await tx
        .insert(requestSteps)
        .values({ inquiryId, stepId: form.stepId, doneOn: form.doneOn, userId })
        .onConflictDoUpdate({ target: [requestSteps.inquiryId, requestSteps.stepId], set: { doneOn: form.doneOn, userId, updatedAt: new Date() } });
    } else {
      const removed = await tx.delete(requestSteps).where(key).returning({ stepId: requestSteps.stepId });
      if (removed.length === 0) return "saved";
    }
    // A step recorded done gets no reminder that is still waiting to be sent.
    if (form.intent === "stepDone") await withdrawReminders(tx, inquiryId, form.stepId);
    await tx.insert(leadEvents).values({
      leadKind: "quote",
      leadId: inquiryId,
      userId,
      byOwner: userId === null,
      action: form.intent === "stepDone" ? "step_done" : "step_open",
      stepId: form.stepId,
      doneOn: form.intent === "stepDone" ? (form.doneOn ?? null) : null,
    });
    return "saved";
  });
}
