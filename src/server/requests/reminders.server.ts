/**
 * Reminder mails an owner asked for on the request page (off until asked): one 14 days and one 3 days
 * before each open step's deadline, in the owner's language, with a new private link, through the
 * outbox. Each is written once, however many processes try: its outbox row's unique key names the
 * request, the step, the deadline and the days before it (a deadline that moves gets reminders of its
 * own). A step recorded done gets none (its pending one is withdrawn), and stopping the reminders
 * withdraws every pending one. The mail worker looks for due reminders every few minutes
 * (`enqueueDueReminders`); a day missed while the server was away is caught up for two days.
 */
import { and, eq, inArray, like } from "drizzle-orm";
import { mailTemplate } from "../../features/mail/templates.ts";
import { translator } from "../../i18n/messages/index.ts";
import { formatLongDate } from "../../i18n/format.ts";
import { officeToday } from "../../lib/office-day.ts";
import type { Plan } from "../../lib/planner/plan.ts";
import { getDatabase, transaction, type Database, type Transaction } from "../db/client.server.ts";
import { mailOutbox, quoteInquiries, requestReminders, requestSteps } from "../db/schema.ts";
import { oneLine } from "../leads/mail-content.server.ts";
import { addRequestLink, newRequestToken, requestUrl } from "./links.server.ts";
import { requestPage } from "./request-page.server.ts";

/** Days before a step's deadline a reminder goes: the nearest first. */
export const REMINDER_DAYS = [3, 14] as const;
/** A reminder whose day passed while no process wrote it still goes this many days later (before the deadline). */
const CATCH_UP_DAYS = 2;
/** How often a process looks for due reminders. */
const CHECK_EVERY_MS = 10 * 60_000;

export interface DueReminder {
  stepId: string;
  title: string;
  deadline: string;
  /** Days before the deadline this reminder is for (14 or 3). */
  before: (typeof REMINDER_DAYS)[number];
  /** Days left until the deadline today. */
  left: number;
}

const daysFrom = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** The reminders due today for a plan: per open step with a deadline ahead, the one whose day has come (or came up to two days ago). */
export function dueReminders(plan: Plan, today: string): DueReminder[] {
  return plan.steps.flatMap((step) => {
    if (step.done || !step.latest || step.latest < today) return [];
    const left = daysFrom(today, step.latest);
    const before = REMINDER_DAYS.find((days) => left <= days && left >= days - CATCH_UP_DAYS);
    return before ? [{ stepId: step.id, title: step.title, deadline: step.latest, before, left }] : [];
  });
}

const keyPrefix = (inquiryId: string, stepId?: string) => `reminder:${inquiryId}:${stepId ? `${stepId}:` : ""}`;
const reminderKey = (inquiryId: string, reminder: DueReminder) => `${keyPrefix(inquiryId, reminder.stepId)}${reminder.deadline}:${reminder.before}`;

/** Withdraws the pending reminders of a request (of one step, when named) not yet sent. */
export async function withdrawReminders(db: Database | Transaction, inquiryId: string, stepId?: string): Promise<void> {
  await db.delete(mailOutbox).where(and(eq(mailOutbox.quoteInquiryId, inquiryId), eq(mailOutbox.kind, "step_reminder"), eq(mailOutbox.status, "pending"), like(mailOutbox.dedupeKey, `${keyPrefix(inquiryId, stepId)}%`)));
}

/** Writes the reminders due today for one request whose owner asked for them; returns how many this call wrote. */
async function enqueueFor(inquiryId: string, now: Date): Promise<number> {
  const { db } = await getDatabase();
  const [lead] = await db.select({ language: quoteInquiries.language, email: quoteInquiries.email, name: quoteInquiries.name, reference: quoteInquiries.reference }).from(quoteInquiries).where(eq(quoteInquiries.id, inquiryId));
  const page = lead && (await requestPage(inquiryId, lead.language, now));
  if (!lead || !page?.checklist) return 0;
  const due = dueReminders(page.checklist.plan, officeToday(now));
  if (due.length === 0) return 0;
  const written = new Set((await db.select({ key: mailOutbox.dedupeKey }).from(mailOutbox).where(inArray(mailOutbox.dedupeKey, due.map((reminder) => reminderKey(inquiryId, reminder))))).map((row) => row.key));
  const t = translator(lead.language);
  let count = 0;
  for (const reminder of due.filter((each) => !written.has(reminderKey(inquiryId, each)))) {
    const token = newRequestToken();
    count += await transaction(db, async (tx) => {
      // The request's row locked, as recording a step locks it; then still asked for (the owner may have
      // stopped them meanwhile, which waits for this lock) and the step not recorded since the plan was made.
      await tx.select({ id: quoteInquiries.id }).from(quoteInquiries).where(eq(quoteInquiries.id, inquiryId)).for("update");
      const [asked] = await tx.select({ id: requestReminders.inquiryId }).from(requestReminders).where(eq(requestReminders.inquiryId, inquiryId)).for("update");
      const [recorded] = await tx.select({ id: requestSteps.stepId }).from(requestSteps).where(and(eq(requestSteps.inquiryId, inquiryId), eq(requestSteps.stepId, reminder.stepId)));
      if (!asked || recorded) return 0;
      const [row] = await tx
        .insert(mailOutbox)
        .values({
          kind: "step_reminder",
          quoteInquiryId: inquiryId,
          recipient: lead.email,
          subject: oneLine(t("mail.reminder.subject", { step: reminder.title, date: formatLongDate(reminder.deadline, lead.language), reference: lead.reference })),
          template: mailTemplate("stepReminder", { lang: lead.language, name: oneLine(lead.name), reference: lead.reference, step: reminder.title, deadline: reminder.deadline, days: reminder.left, requestUrl: requestUrl(lead.language, token) }),
          dedupeKey: reminderKey(inquiryId, reminder),
        })
        .onConflictDoNothing()
        .returning({ id: mailOutbox.id });
      if (!row) return 0;
      await addRequestLink(tx, inquiryId, token);
      return 1;
    });
  }
  return count;
}

/** Turns a request's reminders on (writing any due today at once) or off (withdrawing the pending ones). */
export async function setReminders(inquiryId: string, on: boolean, now = new Date()): Promise<void> {
  const { db } = await getDatabase();
  if (on) {
    await db.insert(requestReminders).values({ inquiryId }).onConflictDoNothing();
    await enqueueFor(inquiryId, now);
  } else {
    await transaction(db, async (tx) => {
      await tx.select({ id: quoteInquiries.id }).from(quoteInquiries).where(eq(quoteInquiries.id, inquiryId)).for("update");
      await tx.delete(requestReminders).where(eq(requestReminders.inquiryId, inquiryId));
      await withdrawReminders(tx, inquiryId);
    });
  }
}

let lastCheck = 0;

/** Writes every request's reminders due today, at most every ten minutes in this process; returns how many it wrote. */
export async function enqueueDueReminders(now = new Date(), { force = false } = {}): Promise<number> {
  if (!force && now.getTime() - lastCheck < CHECK_EVERY_MS) return 0;
  lastCheck = now.getTime();
  const { db } = await getDatabase();
  const asked = await db.select({ id: requestReminders.inquiryId }).from(requestReminders);
  let count = 0;
  for (const { id } of asked) count += await enqueueFor(id, now);
  return count;
}
