/**
 * One service per lead kind behind both the JSON API and the plain HTML forms: honeypot, rate
 * limit, validation, photo check, idempotency, bot check, then ONE transaction writing the lead,
 * its pets and its outbox mails. What this returns as created is in the database.
 */
import { createHash, randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Lang } from "../../i18n/languages.ts";
import { translator } from "../../i18n/messages/index.ts";
import { translateIssues } from "../../lib/api/answer.ts";
import { placeForText } from "../../lib/destination-options.ts";
import { contactMessageSchema, honeypotFilled, petColumns, quoteInquirySchema } from "../../lib/schemas/leads.ts";
import { getConfig } from "../config.server.ts";
import { getDatabase, transaction } from "../db/client.server.ts";
import { contactMessages, quoteInquiries, quoteInquiryPets } from "../db/schema.ts";
import { enqueueMails } from "../mail/outbox.server.ts";
import { errorSummary, log } from "../log.server.ts";
import { pseudonym } from "../pseudonym.server.ts";
import { recordLeadStored, recordSubmissionRefused, type RefusalReason } from "../metrics.server.ts";
import type { LeadFormKind } from "../../lib/lead-forms.ts";
import { leadChecklist } from "../requirements.server.ts";
import { estimateOfJourney } from "../rates.server.ts";
import { consumeSubmission } from "../rate-limit.server.ts";
import { addRequestLink, linkForReplay, newRequestToken, requestUrl } from "../requests/links.server.ts";
import { checkBot } from "./bot-check.server.ts";
import { contactMails, inquiryMails, type MailDraft } from "./mail-content.server.ts";
import { decodeCratePhoto } from "./photo.server.ts";
import type { SubmissionContext, SubmissionResult } from "./types.ts";

const isUniqueViolation = (error: unknown) => {
  const seen = new Set<unknown>();
  for (let current: unknown = error; current && !seen.has(current); current = (current as { cause?: unknown }).cause) {
    seen.add(current);
    if ((current as { code?: string }).code === "23505") return true;
  }
  return false;
};

/** Guards shared by every kind of lead; returns a result when the submission stops here. */
async function guard(kind: LeadFormKind, raw: unknown, ctx: SubmissionContext): Promise<SubmissionResult | undefined> {
  if (honeypotFilled(raw)) {
    // Bots are told they succeeded and nothing is stored.
    recordSubmissionRefused(kind, "spam_trap");
    return { kind: "created", id: randomUUID(), duplicate: false };
  }
  try {
    const limit = await consumeSubmission(ctx.clientIp);
    if (!limit.allowed) return { kind: "rate_limited", retryAfter: limit.retryAfter };
  } catch (error) {
    // A limiter that cannot count must not cost a real enquiry.
    log.error(`rate limiter unavailable, submission allowed: ${(error as Error).message}`);
  }
  return undefined;
}

type LeadTable = typeof quoteInquiries | typeof contactMessages;
type Stored = { id: string; reference: string; requestToken?: string };

/** An idempotency key as stored: its SHA-256, so the database holds nothing a client could send to reopen a request. */
const storedKey = (key: string) => createHash("sha256").update(key).digest("hex");

async function existingLead(table: LeadTable, key: string | null | undefined): Promise<Stored | undefined> {
  if (!key) return undefined;
  const { db } = await getDatabase();
  const rows = await db.select({ id: table.id, reference: table.reference }).from(table).where(eq(table.idempotencyKey, storedKey(key))).limit(1);
  const lead = rows[0];
  if (!lead || table !== quoteInquiries) return lead;
  // The first answer never arrived: this sender gets a link of its own (the first one, if any reached a mail, stays live),
  // unless staff withdrew the request's links: then the answer names the request and opens nothing.
  const requestToken = await linkForReplay(lead.id);
  return requestToken ? { ...lead, requestToken } : lead;
}

/**
 * Runs the storing step, mapping database trouble to `unavailable`. A repeated idempotency key
 * fails the insert on its unique index (so a first submission costs no extra lookup), and the
 * lead stored first under that key is the answer.
 */
async function store(table: LeadTable, ctx: SubmissionContext, verification: "verified" | "unverified", write: (clientIpHash: string) => Promise<Stored>): Promise<SubmissionResult> {
  try {
    // The pseudonym's key lives in the database too, so it is read here, where trouble means 503.
    const stored = await write(await pseudonym(ctx.clientIp));
    recordLeadStored(table === quoteInquiries ? "quote" : "contact", verification);
    return { kind: "created", ...stored, duplicate: false };
  } catch (error) {
    if (ctx.idempotencyKey && isUniqueViolation(error)) {
      const previous = await existingLead(table, ctx.idempotencyKey).catch(() => undefined);
      if (previous) return { kind: "created", ...previous, duplicate: true };
    }
    log.error(`lead could not be stored: ${errorSummary(error)}`);
    return { kind: "unavailable" };
  }
}

/** Runs the bot check; returns the lead's shared metadata columns, or undefined when rejected. */
async function botCheckedMetadata(token: string, action: "inquiry_submit" | "contact_submit", ctx: SubmissionContext) {
  const bot = await checkBot(token, action, getConfig(), ctx.clientIp);
  if (bot.outcome === "rejected") {
    log.warn(`${action} rejected by the bot check (${bot.reason})`);
    return undefined;
  }
  return {
    language: ctx.lang,
    verification: bot.outcome === "verified" ? ("verified" as const) : ("unverified" as const),
    recaptchaScore: bot.outcome === "verified" ? bot.score : null,
    idempotencyKey: ctx.idempotencyKey ? storedKey(ctx.idempotencyKey) : null,
    userAgent: ctx.userAgent?.slice(0, 500) ?? null,
  };
}


const outboxRows = (drafts: MailDraft[], link: { quoteInquiryId: string } | { contactMessageId: string }) =>
  drafts.map((draft) => ({ ...draft, ...link }));

/** What the mails of a new lead need besides its fields; its id is chosen here, so the sales mail can link to it. */
function mailContext(lang: Lang, verification: "verified" | "unverified") {
  const { SALES_EMAIL, SITE_URL } = getConfig();
  return { id: randomUUID(), lang, salesEmails: SALES_EMAIL, siteUrl: SITE_URL, verification };
}

/**
 * Whether a lead sends mail. With the bot check configured, a lead it did not confirm (the
 * placeholder token of a form without JavaScript, a low-confidence answer, the verifier away) is
 * stored and flagged, and reaches sales in the inbox and the daily digest, but sends no mail: not
 * to the address its sender typed, nor one per lead to sales. Without the bot check every lead is
 * unverified and mails as before.
 */
function sendsMail(verification: "verified" | "unverified"): boolean {
  return verification === "verified" || !getConfig().RECAPTCHA_SECRET_KEY;
}

/** What a refused submission counts as in the metrics (a stored lead is counted where it is stored). */
const REFUSALS: Partial<Record<SubmissionResult["kind"], RefusalReason>> = {
  invalid: "validation",
  rejected: "bot_check",
  rate_limited: "rate_limit",
  unavailable: "unavailable",
};

/** A lead service whose refusals are counted by reason. */
function countingRefusals(kind: LeadFormKind, submit: (raw: unknown, ctx: SubmissionContext) => Promise<SubmissionResult>) {
  return async (raw: unknown, ctx: SubmissionContext): Promise<SubmissionResult> => {
    const result = await submit(raw, ctx);
    const reason = REFUSALS[result.kind];
    if (reason) recordSubmissionRefused(kind, reason);
    return result;
  };
}

export const submitInquiry = countingRefusals("quote", async (raw, ctx) => {
  const stopped = await guard("quote", raw, ctx);
  if (stopped) return stopped;
  const parsed = quoteInquirySchema.safeParse(raw);
  if (!parsed.success) return { kind: "invalid", details: translateIssues(parsed.error, ctx.lang) };
  const inquiry = parsed.data;
  let photo: { bytes: Buffer; type: string } | undefined;
  if (inquiry.crateImage) {
    const decoded = await decodeCratePhoto(inquiry.crateImage);
    if (!decoded.ok) return { kind: "invalid", details: [{ path: "crateImage", message: translator(ctx.lang)(decoded.error) }] };
    photo = decoded;
  }
  const metadata = await botCheckedMetadata(inquiry.recaptchaToken, "inquiry_submit", ctx);
  if (!metadata) return { kind: "rejected" };
  const checklist = await leadChecklist(inquiry, ctx.lang);
  const shown = await estimateOfJourney(inquiry, ctx.lang);
  const estimate = shown?.kind === "estimate" ? shown : undefined;
  return store(quoteInquiries, ctx, metadata.verification, async (clientIpHash) => {
    const mail = mailContext(ctx.lang, metadata.verification);
    const requestToken = newRequestToken();
    const { db } = await getDatabase();
    return transaction(db, async (tx) => {
      const [row] = await tx
        .insert(quoteInquiries)
        .values({
          id: mail.id,
          ...metadata,
          clientIpHash,
          name: inquiry.name,
          email: inquiry.email,
          phone: inquiry.phone,
          ...petColumns(inquiry),
          departureAddress: inquiry.departureAddress,
          destinationAddress: inquiry.destinationAddress,
          travelDate: inquiry.travelDate,
          microchippedOn: inquiry.microchippedOn ?? null,
          vaccinatedOn: inquiry.vaccinatedOn ?? null,
          needPickup: inquiry.needPickup,
          needDelivery: inquiry.needDelivery,
          hasOwnCrate: inquiry.hasOwnCrate,
          crateImage: photo?.bytes ?? null,
          crateImageType: photo?.type ?? null,
          additionalNotes: inquiry.additionalNotes ?? null,
          additionalPetsNotes: inquiry.additionalPetsNotes ?? null,
          destinationCountry: placeForText(inquiry.destinationAddress)?.country ?? null,
          estimate: estimate ?? null,
          rateCardVersion: estimate?.version ?? null,
        })
        .returning({ id: quoteInquiries.id, reference: quoteInquiries.reference });
      const { id, reference } = row!;
      if (inquiry.additionalPets.length > 0) {
        await tx.insert(quoteInquiryPets).values(
          inquiry.additionalPets.map((pet, index) => ({ inquiryId: id, position: index + 1, ...petColumns(pet) })),
        );
      }
      await addRequestLink(tx, id, requestToken);
      // The request page shows what the sender typed: its link is mailed only to a sender the bot check confirmed.
      const link = metadata.verification === "verified" ? requestUrl(ctx.lang, requestToken) : undefined;
      const mails = sendsMail(metadata.verification) ? inquiryMails(inquiry, { ...mail, reference, requestUrl: link, estimate }, checklist) : [];
      await enqueueMails(tx, outboxRows(mails, { quoteInquiryId: id }));
      return { id, reference, requestToken };
    });
  });
});

export const submitContact = countingRefusals("contact", async (raw, ctx) => {
  const stopped = await guard("contact", raw, ctx);
  if (stopped) return stopped;
  const parsed = contactMessageSchema.safeParse(raw);
  if (!parsed.success) return { kind: "invalid", details: translateIssues(parsed.error, ctx.lang) };
  const message = parsed.data;
  const metadata = await botCheckedMetadata(message.recaptchaToken, "contact_submit", ctx);
  if (!metadata) return { kind: "rejected" };
  return store(contactMessages, ctx, metadata.verification, async (clientIpHash) => {
    const mail = mailContext(ctx.lang, metadata.verification);
    const mails = sendsMail(metadata.verification) ? contactMails(message, mail) : [];
    const { db } = await getDatabase();
    return transaction(db, async (tx) => {
      const [row] = await tx
        .insert(contactMessages)
        .values({
          id: mail.id,
          ...metadata,
          clientIpHash,
          name: message.name,
          email: message.email,
          subject: message.subject,
          message: message.message,
        })
        .returning({ id: contactMessages.id, reference: contactMessages.reference });
      await enqueueMails(tx, outboxRows(mails, { contactMessageId: row!.id }));
      return row!;
    });
  });
});
