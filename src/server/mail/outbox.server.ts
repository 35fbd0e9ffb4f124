/**
 * Outbox worker: sends the mails that leads wrote to `mail_outbox`, with exponential backoff
 * and one recorded attempt per try. Rows are claimed with FOR UPDATE SKIP LOCKED and a lease
 * (`locked_until`), so several server processes never send one message twice.
 */
import { eq, sql } from "drizzle-orm";
import nodemailer, { type Transporter } from "nodemailer";
import { getConfig } from "../config.server.ts";
import { getDatabase, type Database } from "../db/client.server.ts";
import { contactMessages, mailDeliveryAttempts, mailOutbox, quoteInquiries } from "../db/schema.ts";
import { oneLine } from "../leads/mail-content.server.ts";

export const MAX_ATTEMPTS = 10;
const BATCH = 10;
const LEASE_SECONDS = 120;

/** 30 s, 60 s, 2 min … capped at one hour. */
export function backoffSeconds(attempt: number): number {
  return Math.min(3600, 30 * 2 ** Math.max(0, attempt - 1));
}

interface Claimed {
  id: number;
  kind: string;
  recipient: string;
  subject: string;
  text_body: string;
  quote_inquiry_id: string | null;
  contact_message_id: string | null;
  attempts: number;
}

function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

async function claim(db: Database): Promise<Claimed[]> {
  return rowsOf<Claimed>(
    await db.execute(sql`
      update mail_outbox set locked_until = now() + make_interval(secs => ${LEASE_SECONDS}), attempts = attempts + 1
      where id in (
        select id from mail_outbox
        where status = 'pending' and next_attempt_at <= now() and (locked_until is null or locked_until < now())
        order by id limit ${BATCH}
        for update skip locked
      )
      returning id, kind, recipient, subject, text_body, quote_inquiry_id, contact_message_id, attempts`),
  );
}

/** Reply-to and attachment come from the lead itself, read when the mail is sent. */
async function extras(db: Database, mail: Claimed) {
  if (mail.kind === "sales_inquiry" && mail.quote_inquiry_id) {
    const [lead] = await db
      .select({ email: quoteInquiries.email, image: quoteInquiries.crateImage, type: quoteInquiries.crateImageType })
      .from(quoteInquiries)
      .where(eq(quoteInquiries.id, mail.quote_inquiry_id));
    const extension = lead?.type?.split("/")[1] ?? "bin";
    return {
      replyTo: lead?.email,
      attachments: lead?.image ? [{ filename: `crate.${extension === "jpeg" ? "jpg" : extension}`, content: lead.image, contentType: lead.type ?? undefined }] : [],
    };
  }
  if (mail.kind === "sales_contact" && mail.contact_message_id) {
    const [lead] = await db.select({ email: contactMessages.email }).from(contactMessages).where(eq(contactMessages.id, mail.contact_message_id));
    return { replyTo: lead?.email, attachments: [] };
  }
  return { attachments: [] };
}

let transport: Transporter | undefined;
function smtp(): Transporter | undefined {
  const url = getConfig().SMTP_URL;
  if (!url) return undefined;
  transport ??= nodemailer.createTransport(url);
  return transport;
}

/** Sends every due message once; returns how many were handled. */
export async function processOutbox(): Promise<number> {
  const { db } = await getDatabase();
  const config = getConfig();
  const batch = await claim(db);
  for (const mail of batch) {
    const transporter = smtp();
    let error: string | undefined;
    try {
      if (transporter) {
        const { replyTo, attachments } = await extras(db, mail);
        await transporter.sendMail({
          from: config.MAIL_FROM,
          to: mail.recipient,
          replyTo,
          subject: oneLine(mail.subject),
          text: mail.text_body,
          attachments,
        });
      } else {
        console.log(`mail not sent (SMTP_URL unset) #${mail.id} to=${mail.recipient} subject=${JSON.stringify(mail.subject)}\n${mail.text_body}`);
      }
    } catch (caught) {
      error = (caught as Error).message.slice(0, 500);
    }
    await db.transaction(async (tx) => {
      await tx.insert(mailDeliveryAttempts).values({ outboxId: mail.id, ok: !error, error: error ?? null });
      if (!error) {
        await tx
          .update(mailOutbox)
          .set({ status: transporter ? "sent" : "logged", sentAt: new Date(), lockedUntil: null, lastError: null })
          .where(eq(mailOutbox.id, mail.id));
      } else {
        const failed = mail.attempts >= MAX_ATTEMPTS;
        await tx
          .update(mailOutbox)
          .set({
            status: failed ? "failed" : "pending",
            lockedUntil: null,
            lastError: error,
            nextAttemptAt: new Date(Date.now() + backoffSeconds(mail.attempts) * 1000),
          })
          .where(eq(mailOutbox.id, mail.id));
      }
    });
    if (error) console.error(`mail #${mail.id} to ${mail.recipient} failed (attempt ${mail.attempts}): ${error}`);
  }
  return batch.length;
}

let timer: ReturnType<typeof setTimeout> | undefined;
let running: Promise<unknown> | undefined;
let stopped = true;

/** Polls the outbox every MAIL_POLL_MS in this process. */
export function startMailWorker(): void {
  if (!stopped) return;
  stopped = false;
  const tick = () => {
    running = processOutbox()
      .catch((error: unknown) => console.error("mail worker:", (error as Error).message))
      .finally(() => {
        running = undefined;
        if (!stopped) timer = setTimeout(tick, getConfig().MAIL_POLL_MS);
      });
  };
  timer = setTimeout(tick, 0);
}

export async function stopMailWorker(): Promise<void> {
  stopped = true;
  if (timer) clearTimeout(timer);
  await running;
  transport?.close();
  transport = undefined;
}
