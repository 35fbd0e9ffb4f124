/**
 * Erasure of a person's data on request, and the daily purge of leads past the retention period.
 * The erasure log records that an erasure happened and who did it — never what was erased.
 */
import { and, inArray, lt, sql } from "drizzle-orm";
import { getDatabase, transaction } from "../db/client.server.ts";
import { contactMessages, erasures, leadEvents, mailOutbox, newsletterSubscribers, quoteInquiries } from "../db/schema.ts";
import { customerMailKinds } from "../leads/mail-content.server.ts";
import { log } from "../log.server.ts";

/** Deletes every lead, pet, photo, outbox message and subscription of an address; returns how many records went. */
export async function erasePerson(email: string, userId: number): Promise<number> {
  const address = email.trim().toLowerCase();
  const { db } = await getDatabase();
  return transaction(db, async (tx) => {
    const quotes = await tx.delete(quoteInquiries).where(sql`lower(${quoteInquiries.email}) = ${address}`).returning({ id: quoteInquiries.id });
    const contacts = await tx.delete(contactMessages).where(sql`lower(${contactMessages.email}) = ${address}`).returning({ id: contactMessages.id });
    const subscriptions = await tx.delete(newsletterSubscribers).where(sql`lower(${newsletterSubscribers.email}) = ${address}`).returning({ id: newsletterSubscribers.id });
    const leadIds = [...quotes, ...contacts].map((row) => row.id);
    if (leadIds.length) await tx.delete(leadEvents).where(inArray(leadEvents.leadId, leadIds));
    // Pets and the lead's mails go with the lead (foreign keys cascade); the person's own mails
    // otherwise go here. Notifications about other people's leads sent to the address (a staff or
    // sales address) are those people's data, and stay.
    const mails = await tx
      .delete(mailOutbox)
      .where(and(sql`lower(${mailOutbox.recipient}) = ${address}`, inArray(mailOutbox.kind, [...customerMailKinds])))
      .returning({ id: mailOutbox.id });
    await tx.insert(erasures).values({ userId });
    return quotes.length + contacts.length + subscriptions.length + mails.length;
  });
}

/** Deletes leads (with their pets, mails and history) older than the retention period. */
export async function purgeExpiredLeads(retentionDays: number): Promise<number> {
  const cutoff = new Date(Date.now() - retentionDays * 86_400_000);
  const { db } = await getDatabase();
  return transaction(db, async (tx) => {
    const quotes = await tx.delete(quoteInquiries).where(lt(quoteInquiries.createdAt, cutoff)).returning({ id: quoteInquiries.id });
    const contacts = await tx.delete(contactMessages).where(lt(contactMessages.createdAt, cutoff)).returning({ id: contactMessages.id });
    const ids = [...quotes, ...contacts].map((row) => row.id);
    if (ids.length) await tx.delete(leadEvents).where(and(inArray(leadEvents.leadId, ids)));
    return ids.length;
  });
}

let timer: ReturnType<typeof setInterval> | undefined;

/** Purges at start-up and then once a day in this process. */
export function startRetention(retentionDays: number): void {
  const run = () =>
    purgeExpiredLeads(retentionDays)
      .then((count) => count > 0 && log.info(`retention: deleted ${count} leads older than ${retentionDays} days`))
      .catch((error: unknown) => log.error(`retention: ${(error as Error).message}`));
  void run();
  timer = setInterval(run, 24 * 60 * 60 * 1000);
  timer.unref();
}

export function stopRetention(): void {
  if (timer) clearInterval(timer);
  timer = undefined;
}
