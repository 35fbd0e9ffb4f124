/** Queries behind the staff inbox: filtered, newest first, paged. */
import { and, count, desc, eq, getTableColumns, gte, ilike, inArray, lt, or, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { z } from "zod";
import { normaliseReference } from "../../lib/lead-reference.ts";
import { anyLeadStatuses, statusesOf, type AnyLeadStatus, type ContactStatus, type LeadStatus } from "../../lib/lead-status.ts";
import { getDatabase, transaction } from "../db/client.server.ts";
import { currentRateCard } from "../rates.server.ts";
import { contactMessages, leadEvents, mailOutbox, newsletterSubscribers, quoteInquiries, quoteInquiryPets, requestDocuments, users } from "../db/schema.ts";
import { tooEarlyFor } from "../requirements.server.ts";
import { withNewRequestLink } from "../mail/outbox.server.ts";
import { parseDate } from "@internationalized/date";
import { getOfficeTimeZone } from "../../lib/office-time-zone.ts";

export const PAGE_SIZE = 25;

export const inboxFilterSchema = z.object({
  kind: z.enum(["quote", "contact", "newsletter"]).catch("quote"),
  status: z.enum(anyLeadStatuses).optional().catch(undefined),
  verification: z.enum(["verified", "unverified"]).optional().catch(undefined),
  from: z.iso.date().optional().catch(undefined),
  to: z.iso.date().optional().catch(undefined),
  q: z.string().trim().max(100).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(10_000).catch(1),
});
export type InboxFilter = z.output<typeof inboxFilterSchema>;

export function parseFilter(url: URL): InboxFilter {
  return inboxFilterSchema.parse(Object.fromEntries([...url.searchParams].filter(([, value]) => value !== "")));
}

export interface InboxRow {
  id: string;
  /** The lead's reference (`ARC-7K4M2Q`); a subscriber has none. */
  reference?: string;
  receivedAt: string;
  name: string;
  email: string;
  phone?: string;
  summary: string;
  status?: string;
  verification?: string;
  language: string;
  /** Of a quote request whose travel date is too early for its route: the earliest date possible (see `tooEarlyFor`). */
  earliestTravelDate?: string;
  /** Of a quote request whose destination the planner does not know: sales checks its entry rules. */
  rulesToCheck?: true;
  /** Of a quote request with papers its owner uploaded that wait for the team's verdict: how many. */
  papersToCheck?: number;
  /** Of a quote request shown a price estimate: its total range in euros and the rate card's version. */
  estimate?: { low: number; high: number; version: number };
}

const like = (value: string) => `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
/** The instant an office day (YYYY-MM-DD) starts, and the one the next starts: the filter's days are the office's, as the times shown. */
const officeDayStart = (day: string, after = 0) => parseDate(day).add({ days: after }).toDate(getOfficeTimeZone());

/** One page of rows (one more was fetched to know whether another page follows). */
function page<Row>(rows: Row[], limit: number, toRow: (row: Row) => InboxRow) {
  return { hasMore: rows.length > limit, rows: rows.slice(0, limit).map(toRow) };
}

/** The columns every lead shares, as a row of the list. */
function leadRow(lead: Pick<ContactLead, "id" | "reference" | "createdAt" | "name" | "email" | "verification" | "language"> & { status: AnyLeadStatus }, summary: string, phone?: string): InboxRow {
  return { id: lead.id, reference: lead.reference, receivedAt: lead.createdAt.toISOString(), name: lead.name, email: lead.email, phone, summary, status: lead.status, verification: lead.verification, language: lead.language };
}

/** The kinds of the further pets of some quote requests, by request. */
async function petTypesOf(ids: string[]): Promise<Map<string, string[]>> {
  const byLead = new Map<string, string[]>();
  if (ids.length === 0) return byLead;
  const { db } = await getDatabase();
  const pets = await db.select({ inquiryId: quoteInquiryPets.inquiryId, petType: quoteInquiryPets.petType }).from(quoteInquiryPets).where(inArray(quoteInquiryPets.inquiryId, ids));
  for (const pet of pets) byLead.set(pet.inquiryId, [...(byLead.get(pet.inquiryId) ?? []), pet.petType]);
  return byLead;
}

/** The too-early flag of a stored quote request (its first pet is in its own row, the others in `petTypes`). */
const tooEarly = (row: Pick<QuoteRow, "departureAddress" | "destinationAddress" | "destinationCountry" | "travelDate" | "microchippedOn" | "vaccinatedOn" | "petType" | "createdAt">, petTypes: string[] = []) =>
  tooEarlyFor({ ...row, petTypes: [row.petType, ...petTypes] });

export async function listLeads(filter: InboxFilter, limit = PAGE_SIZE): Promise<{ rows: InboxRow[]; hasMore: boolean }> {
  const { db } = await getDatabase();
  const offset = (filter.page - 1) * limit;
  const received = (column: AnyPgColumn) => [
    ...(filter.from ? [gte(column, officeDayStart(filter.from))] : []),
    ...(filter.to ? [lt(column, officeDayStart(filter.to, 1))] : []),
  ];
  if (filter.kind === "newsletter") {
    const subscribers = newsletterSubscribers;
    const where = [...received(subscribers.createdAt), ...(filter.q ? [ilike(subscribers.email, like(filter.q))] : [])];
    const rows = await db.select().from(subscribers).where(and(...where)).orderBy(desc(subscribers.createdAt)).limit(limit + 1).offset(offset);
    return page(rows, limit, (row) => ({
      id: row.id,
      receivedAt: row.createdAt.toISOString(),
      name: "",
      email: row.email,
      summary: row.unsubscribedAt ? "unsubscribed" : row.confirmedAt ? "confirmed" : "pending",
      language: row.language,
    }));
  }
  const leads = filter.kind === "quote" ? quoteInquiries : contactMessages;
  const where: SQL[] = received(leads.createdAt);
  // A status the kind does not have matches nothing.
  if (filter.status) where.push(statusesOf(filter.kind).includes(filter.status) ? eq(leads.status as AnyPgColumn, filter.status) : sql`false`);
  if (filter.verification) where.push(eq(leads.verification, filter.verification));
  if (filter.q) {
    // A query that can be a reference ("arc 7k4m2q") finds that lead; anything else is looked for in names, emails and phones.
    const reference = normaliseReference(filter.q);
    const pattern = like(filter.q);
    where.push(reference ? eq(leads.reference, reference) : or(ilike(leads.name, pattern), ilike(leads.email, pattern), ...(filter.kind === "quote" ? [ilike(quoteInquiries.phone, pattern)] : []))!);
  }
  // The two lead tables differ in their columns, so each is queried with its own type.
  if (filter.kind === "quote") {
    const { crateImage: _photo, ...columns } = getTableColumns(quoteInquiries);
    const rows = await db.select(columns).from(quoteInquiries).where(and(...where)).orderBy(desc(quoteInquiries.createdAt)).limit(limit + 1).offset(offset);
    const listed = page(rows, limit, (row) => ({
      ...leadRow(row, `${row.departureAddress} → ${row.destinationAddress}, ${row.travelDate}`, row.phone),
      ...(row.estimate ? { estimate: { ...row.estimate.total, version: row.estimate.version } } : {}),
    }));
    const shown = rows.slice(0, limit);
    const pets = await petTypesOf(shown.map((row) => row.id));
    const flags = await Promise.all(shown.map((row) => tooEarly(row, pets.get(row.id))));
    const waiting = await pendingPapersOf(shown.map((row) => row.id));
    return {
      ...listed,
      rows: listed.rows.map((row, index) => ({
        ...row,
        ...(flags[index] ? { earliestTravelDate: flags[index] } : {}),
        ...(shown[index]!.destinationCountry ? {} : { rulesToCheck: true as const }),
        ...(waiting.get(row.id) ? { papersToCheck: waiting.get(row.id) } : {}),
      })),
    };
  }
  const rows = await db.select().from(contactMessages).where(and(...where)).orderBy(desc(contactMessages.createdAt)).limit(limit + 1).offset(offset);
  return page(rows, limit, (row) => leadRow(row, row.subject));
}

/** How many papers of each request wait for the team's verdict (requests with none are left out). */
async function pendingPapersOf(ids: string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const { db } = await getDatabase();
  const rows = await db
    .select({ id: requestDocuments.inquiryId, count: count() })
    .from(requestDocuments)
    .where(and(inArray(requestDocuments.inquiryId, ids), eq(requestDocuments.status, "pending")))
    .groupBy(requestDocuments.inquiryId);
  return new Map(rows.map((row) => [row.id, row.count]));
}

type QuoteRow = typeof quoteInquiries.$inferSelect;
export type QuoteLead = Omit<QuoteRow, "crateImage"> & { hasPhoto: boolean };
export type ContactLead = typeof contactMessages.$inferSelect;
export type LeadPet = typeof quoteInquiryPets.$inferSelect;

/** Everything about one lead for its page (the photo itself is served by `leadPhoto`). */
export type LeadDetail = { mails: LeadMail[]; history: LeadHistory[] } & (
  | {
      kind: "quote";
      lead: QuoteLead;
      pets: LeadPet[];
      earliestTravelDate?: string;
      /** For a lead with an estimate: the version of the rate card in force now (undefined: none is). */
      rateCardNow?: number;
    }
  | { kind: "contact"; lead: ContactLead }
);

async function leadMails(kind: "quote" | "contact", id: string) {
  const { db } = await getDatabase();
  const link = kind === "quote" ? mailOutbox.quoteInquiryId : mailOutbox.contactMessageId;
  return db
    .select({ id: mailOutbox.id, kind: mailOutbox.kind, recipient: mailOutbox.recipient, status: mailOutbox.status, attempts: mailOutbox.attempts, lastError: mailOutbox.lastError, createdAt: mailOutbox.createdAt, sentAt: mailOutbox.sentAt })
    .from(mailOutbox)
    .where(eq(link, id))
    .orderBy(mailOutbox.id);
}
export type LeadMail = Awaited<ReturnType<typeof leadMails>>[number];

async function leadHistory(kind: "quote" | "contact", id: string) {
  const { db } = await getDatabase();
  return db
    .select({
      at: leadEvents.createdAt,
      user: users.username,
      from: leadEvents.fromStatus,
      to: leadEvents.toStatus,
      note: leadEvents.note,
      action: leadEvents.action,
      stepId: leadEvents.stepId,
      doneOn: leadEvents.doneOn,
      byOwner: leadEvents.byOwner,
    })
    .from(leadEvents)
    .leftJoin(users, eq(users.id, leadEvents.userId))
    .where(and(eq(leadEvents.leadKind, kind), eq(leadEvents.leadId, id)))
    .orderBy(leadEvents.id);
}
export type LeadHistory = Awaited<ReturnType<typeof leadHistory>>[number];

export async function leadDetail(kind: "quote" | "contact", id: string): Promise<LeadDetail | undefined> {
  const { db } = await getDatabase();
  const [mails, history] = await Promise.all([leadMails(kind, id), leadHistory(kind, id)]);
  if (kind === "contact") {
    const [lead] = await db.select().from(contactMessages).where(eq(contactMessages.id, id));
    return lead && { kind, lead, mails, history };
  }
  const [row] = await db.select().from(quoteInquiries).where(eq(quoteInquiries.id, id));
  if (!row) return undefined;
  const { crateImage, ...lead } = row;
  const pets = await db.select().from(quoteInquiryPets).where(eq(quoteInquiryPets.inquiryId, id)).orderBy(quoteInquiryPets.position);
  const [earliestTravelDate, card] = await Promise.all([tooEarly(lead, pets.map((pet) => pet.petType)), lead.estimate ? currentRateCard() : undefined]);
  return { kind, lead: { ...lead, hasPhoto: crateImage !== null }, pets, mails, history, ...(earliestTravelDate ? { earliestTravelDate } : {}), ...(card ? { rateCardNow: card.version } : {}) };
}

/** A quote's crate photo with the type it was checked to be, or undefined. */
export async function leadPhoto(id: string): Promise<{ bytes: Buffer; type: string } | undefined> {
  const { db } = await getDatabase();
  const [row] = await db.select({ bytes: quoteInquiries.crateImage, type: quoteInquiries.crateImageType }).from(quoteInquiries).where(eq(quoteInquiries.id, id));
  return row?.bytes && row.type ? { bytes: row.bytes, type: row.type } : undefined;
}

/** Moves a lead to a status of its kind; false when there is no such lead or its kind has no such status. */
export async function changeStatus(kind: "quote" | "contact", id: string, to: AnyLeadStatus, userId: number): Promise<boolean> {
  if (!statusesOf(kind).includes(to)) return false;
  const { db } = await getDatabase();
  return transaction(db, async (tx) => {
    const leads = kind === "quote" ? quoteInquiries : contactMessages;
    const [current] = await tx.select({ status: leads.status }).from(leads).where(eq(leads.id, id)).for("update");
    if (!current) return false;
    if (current.status === to) return true;
    if (kind === "quote") await tx.update(quoteInquiries).set({ status: to as LeadStatus }).where(eq(quoteInquiries.id, id));
    else await tx.update(contactMessages).set({ status: to as ContactStatus }).where(eq(contactMessages.id, id));
    await tx.insert(leadEvents).values({ leadKind: kind, leadId: id, userId, fromStatus: current.status, toStatus: to });
    return true;
  });
}


export async function addNote(kind: "quote" | "contact", id: string, note: string, userId: number): Promise<void> {
  const { db } = await getDatabase();
  await db.insert(leadEvents).values({ leadKind: kind, leadId: id, userId, note: note.slice(0, 5000) });
}

/**
 * Sends a mail again: due now, with a fresh set of attempts. A mail that carried a private link
 * (whose stored form no longer holds it once sent) carries a new one, as an update's mail does.
 */
export async function resendMail(mailId: number, leadId: string): Promise<void> {
  const { db } = await getDatabase();
  await transaction(db, async (tx) => {
    const of = and(eq(mailOutbox.id, mailId), or(eq(mailOutbox.quoteInquiryId, leadId), eq(mailOutbox.contactMessageId, leadId)));
    const [mail] = await tx.select({ template: mailOutbox.template, quoteInquiryId: mailOutbox.quoteInquiryId }).from(mailOutbox).where(of).for("update");
    if (!mail) return;
    const template = await withNewRequestLink(tx, mail.template, mail.quoteInquiryId);
    await tx.update(mailOutbox).set({ status: "pending", attempts: 0, nextAttemptAt: new Date(), lockedUntil: null, template }).where(of);
  });
}
