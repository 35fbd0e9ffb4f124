/**
 * Outbox worker: sends the mails that leads wrote to `mail_outbox`, with exponential backoff
 * and one recorded attempt per try. Rows are claimed with FOR UPDATE SKIP LOCKED and a lease
 * (`locked_until`) longer than the worst batch can take with the SMTP timeouts, so several server
 * processes never send one message twice. Each process sends SMTP_CONNECTIONS mails at once over a
 * pool of kept-open connections, and claims the next batch at once while mail is waiting. A sent
 * mail whose record cannot be written (the database went away) is recorded again until the lease
 * ends; should it still be sent twice, its Message-ID, fixed per outbox row, shows it is a repeat.
 */
import { and, eq, gt, inArray, sql } from "drizzle-orm";
import nodemailer, { type Transporter } from "nodemailer";
import SMTPPool from "nodemailer/lib/smtp-pool";
import type SMTPTransport from "nodemailer/lib/smtp-transport";
import { getConfig, type Config } from "../config.server.ts";
import { getDatabase, rowsOf, type Database, type Transaction } from "../db/client.server.ts";
import { contactMessages, mailDeliveryAttempts, mailOutbox, quoteInquiries } from "../db/schema.ts";
import { customerMailKinds, oneLine, type MailDraft } from "../leads/mail-content.server.ts";
import { enqueueDigest } from "./digest.server.ts";
import { enqueueDueReminders } from "../requests/reminders.server.ts";
import { recordSendAttempt } from "../metrics.server.ts";
import { logoAttachment } from "./logo.server.ts";
import { renderTemplate, type MailTemplate } from "../../features/mail/templates.ts";
import { log } from "../log.server.ts";
import { addRequestLink, newRequestToken, requestUrl } from "../requests/links.server.ts";

export const MAX_ATTEMPTS = 10;
/** Mails claimed at once per SMTP connection. */
const BATCH_PER_CONNECTION = 4;

const batchSize = (config: Config) => config.SMTP_CONNECTIONS * BATCH_PER_CONNECTION;

/**
 * How long a claimed batch stays this process's: each connection sends its share one after
 * another, and a mail can take the SMTP timeout three times (connect, greeting, silence), plus a
 * minute to render and record; never less than two minutes.
 */
export function leaseSeconds(config: Config): number {
  return Math.max(120, Math.ceil((BATCH_PER_CONNECTION * 3 * config.SMTP_TIMEOUT_MS) / 1000) + 60);
}

type OutboxRow = MailDraft & { quoteInquiryId?: string; contactMessageId?: string; subscriberId?: string };

const isCustomerMail = (kind: MailDraft["kind"]) => (customerMailKinds as readonly string[]).includes(kind);

/** Providers that ignore dots in the local part of their addresses. */
const dotlessDomains: Record<string, string> = { "gmail.com": "gmail.com", "googlemail.com": "gmail.com" };

/**
 * The mailbox an address delivers to, as far as it can be told from outside: case, a `+tag` and,
 * at providers that ignore them, dots make no difference, so `A.n.n.a+1@GMail.com` and
 * `anna@gmail.com` count as one recipient.
 */
export function mailboxKey(address: string): string {
  const lower = address.trim().toLowerCase();
  const at = lower.lastIndexOf("@");
  if (at < 0) return lower;
  const domain = lower.slice(at + 1);
  const local = lower.slice(0, at).split("+")[0]!;
  const canonical = dotlessDomains[domain];
  return canonical ? `${local.replaceAll(".", "")}@${canonical}` : `${local}@${domain}`;
}

/**
 * Whether `recipient`'s mailbox was sent a customer mail of any kind (an acknowledgement or a
 * newsletter confirmation) in the last day. Takes a transaction lock on the mailbox first, so two
 * submissions at once cannot both decide that none was sent.
 */
export async function mailedRecently(tx: Transaction, recipient: string): Promise<boolean> {
  const key = mailboxKey(recipient);
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`mail:${key}`}))`);
  const [row] = await tx
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.recipientKey, key), inArray(mailOutbox.kind, [...customerMailKinds]), gt(mailOutbox.createdAt, sql`now() - interval '1 day'`)))
    .limit(1);
  return row !== undefined;
}

/**
 * Writes mails to the outbox in the caller's transaction. Mail to the staff always goes; a
 * customer mail is left out when that address already got one of its kind in the last day, so
 * the site cannot be used to flood someone's inbox.
 */
export async function enqueueMails(tx: Transaction, rows: OutboxRow[]): Promise<void> {
  const kept: Array<OutboxRow & { recipientKey?: string }> = [];
  for (const row of rows) {
    if (!isCustomerMail(row.kind)) kept.push(row);
    else if (!(await mailedRecently(tx, row.recipient))) kept.push({ ...row, recipientKey: mailboxKey(row.recipient) });
  }
  if (kept.length) await tx.insert(mailOutbox).values(kept);
}

/** 30 s, 60 s, 2 min … capped at one hour. */
export function backoffSeconds(attempt: number): number {
  return Math.min(3600, 30 * 2 ** Math.max(0, attempt - 1));
}

interface Claimed {
  id: number;
  kind: string;
  recipient: string;
  subject: string;
  template: MailTemplate | null;
  text_body: string | null;
  html_body: string | null;
  quote_inquiry_id: string | null;
  contact_message_id: string | null;
  attempts: number;
}

async function claim(db: Database, config: Config): Promise<Claimed[]> {
  return rowsOf<Claimed>(
    await db.execute(sql`
      update mail_outbox set locked_until = now() + make_interval(secs => ${leaseSeconds(config)}), attempts = attempts + 1
      where id in (
        select id from mail_outbox
        where status = 'pending' and next_attempt_at <= now() and (locked_until is null or locked_until < now())
        order by id limit ${batchSize(config)}
        for update skip locked
      )
      returning id, kind, recipient, subject, template, text_body, html_body, quote_inquiry_id, contact_message_id, attempts`),
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

/** The mail's two parts: rendered from its template now, or as stored by an earlier version. */
async function bodyOf(mail: Claimed): Promise<{ text: string; html?: string }> {
  if (mail.template) return renderTemplate(mail.template);
  return { text: mail.text_body ?? "", html: mail.html_body ?? undefined };
}

/**
 * The SMTP transport's options, spelled out from SMTP_URL. nodemailer also reads a plain options
 * object for other transports (a `sendmail` binary, streams); handing it an SMTP transport built
 * from named options means nothing else, not even an inherited property, can choose another one.
 */
export function smtpOptions(url: string, timeoutMs = 15_000): SMTPTransport.Options {
  const parsed = new URL(url);
  const secure = parsed.protocol === "smtps:";
  const user = decodeURIComponent(parsed.username);
  return {
    host: parsed.hostname.replace(/^\[|\]$/g, ""),
    port: parsed.port ? Number(parsed.port) : secure ? 465 : 587,
    secure,
    auth: user ? { user, pass: decodeURIComponent(parsed.password) } : undefined,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  };
}

let transport: Transporter | undefined;
/** Set while the worker stops: a record that cannot be written is not waited for. */
let stopping = false;
/** A pool of SMTP_CONNECTIONS kept-open connections; a mail given to it waits for a free one. */
function smtp(config: Config): Transporter | undefined {
  if (!config.SMTP_URL) return undefined;
  transport ??= nodemailer.createTransport(new SMTPPool({ ...smtpOptions(config.SMTP_URL, config.SMTP_TIMEOUT_MS), maxConnections: config.SMTP_CONNECTIONS, maxMessages: 100 }));
  return transport;
}

/** The Message-ID of an outbox row: the same at every try, so a mail sent twice is recognisably one. */
export function messageIdOf(id: number, siteUrl: string): string {
  return `<outbox-${id}@${new URL(siteUrl).hostname}>`;
}

/**
 * The prop of a mail template that holds a private link to a request page (`requestUrl` of the
 * acknowledgement and the update mail). It is kept only while the mail may still be sent: once the
 * mail is sent, logged or failed for good, it becomes null, so no stored mail opens a request; a
 * resend by staff gives it a new link (`withNewRequestLink`).
 */
export const REQUEST_LINK_PROP = "requestUrl";

/** The template with its link removed, when it had one (SQL, for the statement that records the final attempt). */
const withoutRequestLink = sql.raw(
  `case when jsonb_typeof(template -> 'props' -> '${REQUEST_LINK_PROP}') = 'string' then jsonb_set(template, '{props,${REQUEST_LINK_PROP}}', 'null') else template end`,
);

/**
 * The attempt and the mail's new state, in one statement (so one round trip, and atomic like a
 * transaction): sent or logged, or failed for good (either way its private link removed), or due
 * again after its back-off.
 */
async function recordAttempt(db: Database, mail: Claimed, outcome: { status: "sent" | "logged" } | { status: "failed" | "pending"; error: string }) {
  const attempt = sql`insert into ${mailDeliveryAttempts} (outbox_id, ok, error) values (${mail.id}, ${!("error" in outcome)}, ${"error" in outcome ? outcome.error : null})`;
  const state =
    "error" in outcome
      ? sql`status = ${outcome.status}::mail_status, last_error = ${outcome.error}, next_attempt_at = ${new Date(Date.now() + backoffSeconds(mail.attempts) * 1000).toISOString()}::timestamptz`
      : sql`status = ${outcome.status}::mail_status, sent_at = ${new Date().toISOString()}::timestamptz, last_error = null`;
  const template = outcome.status === "pending" ? sql`` : sql`, template = ${withoutRequestLink}`;
  await db.execute(sql`with attempt as (${attempt}) update ${mailOutbox} set ${state}${template}, locked_until = null where id = ${mail.id}`);
}

/**
 * A stored template about to be sent again: one that carried a private link (kept or already
 * removed) gets a new link to the mail's request, stored as a hash in the caller's transaction.
 */
export async function withNewRequestLink(tx: Transaction, template: MailTemplate | null, inquiryId: string | null): Promise<MailTemplate | null> {
  if (!template || !inquiryId || !(REQUEST_LINK_PROP in template.props)) return template;
  const token = newRequestToken();
  await addRequestLink(tx, inquiryId, token);
  return { ...template, props: { ...template.props, [REQUEST_LINK_PROP]: requestUrl(template.props.lang, token) } } as MailTemplate;
}

/**
 * Records an attempt, trying again while the database is away, until shortly before the lease
 * ends (after that another process may take the mail, and the record would be wrong).
 */
async function recordSafely(db: Database, mail: Claimed, outcome: Parameters<typeof recordAttempt>[2], leaseEnds: number) {
  for (let attempt = 0; ; attempt++) {
    try {
      return await recordAttempt(db, mail, outcome);
    } catch (error) {
      const wait = Math.min(5_000, 250 * 2 ** attempt);
      // Shutting down, the mail is left to its lease: sent again later, under the same Message-ID.
      if (stopping || Date.now() + wait > leaseEnds - 10_000) throw error;
      log.error(`mail #${mail.id}: its attempt could not be recorded (${(error as Error).message}); trying again`);
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }
}

/** Sends one claimed mail (or logs it without SMTP_URL) and records the attempt. */
async function deliver(db: Database, config: Config, mail: Claimed, leaseEnds: number): Promise<void> {
  const transporter = smtp(config);
  let error: string | undefined;
  let errorCodes = "";
  try {
    if (transporter) {
      const { replyTo, attachments } = await extras(db, mail);
      const body = await bodyOf(mail);
      // multipart/alternative: the text part and the HTML part (with its logo inline).
      await transporter.sendMail({
        from: config.MAIL_FROM,
        to: mail.recipient,
        replyTo,
        subject: oneLine(mail.subject),
        messageId: messageIdOf(mail.id, config.SITE_URL),
        text: body.text,
        ...(body.html ? { html: body.html } : {}),
        attachments: body.html ? [await logoAttachment(), ...attachments] : attachments,
      });
    } else {
      // Mails carry personal data: the log names the mail, never its address or text.
      log.info(`mail #${mail.id} (${mail.kind}) not sent: SMTP_URL unset`);
    }
  } catch (caught) {
    error = (caught as Error).message.slice(0, 500);
    const { code, responseCode } = caught as { code?: unknown; responseCode?: unknown };
    errorCodes = [code, responseCode].filter((part) => typeof part === "string" || typeof part === "number").join(" ") || "no error code";
  }
  recordSendAttempt(error !== undefined ? "failed" : transporter ? "sent" : "logged");
  await recordSafely(db, mail, error === undefined ? { status: transporter ? "sent" : "logged" } : { status: mail.attempts >= MAX_ATTEMPTS ? "failed" : "pending", error }, leaseEnds);
  // The SMTP server's reply may name the address, so the log gets only the error's codes.
  if (error) log.error({ mailId: mail.id, kind: mail.kind, attempt: mail.attempts, codes: errorCodes }, `mail #${mail.id} (${mail.kind}) failed (attempt ${mail.attempts}): ${errorCodes}`);
}

/**
 * Sends every mail of one claimed batch, SMTP_CONNECTIONS at once; returns how many were claimed
 * (a full batch means more may be waiting).
 */
export async function processOutbox(): Promise<number> {
  const { db } = await getDatabase();
  const config = getConfig();
  const leaseEnds = Date.now() + leaseSeconds(config) * 1000;
  const batch = await claim(db, config);
  const results = await Promise.allSettled(batch.map((mail) => deliver(db, config, mail, leaseEnds)));
  for (const result of results) if (result.status === "rejected") log.error(`mail worker: ${(result.reason as Error).message}`);
  return batch.length;
}

let timer: ReturnType<typeof setTimeout> | undefined;
let running: Promise<unknown> | undefined;
let stopped = true;

/**
 * Polls the outbox every MAIL_POLL_MS in this process, and without a pause while mail is waiting
 * (writing the daily digest first when it is due, and the owners' reminders every few minutes).
 */
export function startMailWorker(): void {
  if (!stopped) return;
  stopped = stopping = false;
  const tick = () => {
    running = enqueueDigest()
      .catch((error: unknown) => log.error(`daily digest: ${(error as Error).message}`))
      .then(() => enqueueDueReminders())
      .catch((error: unknown) => log.error(`reminders: ${(error as Error).message}`))
      .then(processOutbox)
      .catch((error: unknown) => {
        log.error(`mail worker: ${(error as Error).message}`);
        return 0;
      })
      .then((claimed) => {
        running = undefined;
        // A full batch: more mail is waiting, so the next batch is claimed at once.
        const config = getConfig();
        if (!stopped) timer = setTimeout(tick, claimed >= batchSize(config) ? 0 : config.MAIL_POLL_MS);
      });
  };
  timer = setTimeout(tick, 0);
}

export async function stopMailWorker(): Promise<void> {
  stopped = stopping = true;
  if (timer) clearTimeout(timer);
  await running;
  transport?.close();
  transport = undefined;
  // Stopped: a batch sent by hand from now on (a test, a script) records its attempts as any other.
  stopping = false;
}
