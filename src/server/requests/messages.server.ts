/**
 * What an owner writes to the team on the request page: a text and a few photos (checked and stripped
 * of their metadata like an update's). One transaction stores it and the mail to every sales address
 * (through the outbox, one per message and address); the mail names the request and links to its lead
 * page, never to the private link. The team answers with an update (updates.server.ts).
 */
import { and, count, desc, eq, gt, inArray } from "drizzle-orm";
import { mailTemplate } from "../../features/mail/templates.ts";
import { translator } from "../../i18n/messages/index.ts";
import { MAX_MESSAGE_PHOTOS, MAX_MESSAGES_PER_DAY } from "../../lib/lead-status.ts";
import type { RequestMessageForm } from "../../lib/schemas/request-message.ts";
import type { MessageKey } from "../../i18n/messages/index.ts";
import { pathOf } from "../../route-table.ts";
import { getConfig } from "../config.server.ts";
import { getDatabase, transaction } from "../db/client.server.ts";
import { mailOutbox, quoteInquiries, requestMessagePhotos, requestMessages } from "../db/schema.ts";
import { oneLine } from "../leads/mail-content.server.ts";
import { cleanUpdatePhoto, type UpdatePhoto } from "../leads/photo.server.ts";

/** A photo of an update or a message: its id (the photo routes' `:photo`) and its size. */
export interface RequestPhoto {
  id: string;
  width: number;
  height: number;
}

export interface RequestMessage {
  id: number;
  /** ISO time it was sent. */
  at: string;
  text: string;
  photos: RequestPhoto[];
}

export type PostedMessage = { ok: true; id: number } | { ok: false; error: MessageKey | "notFound" };

export async function postOwnerMessage(inquiryId: string, form: RequestMessageForm, files: Buffer[], now = new Date()): Promise<PostedMessage> {
  if (files.length > MAX_MESSAGE_PHOTOS) return { ok: false, error: "request.message.tooManyPhotos" };
  const photos: Array<Extract<UpdatePhoto, { ok: true }>> = [];
  for (const file of files) {
    const photo = await cleanUpdatePhoto(file);
    if (!photo.ok) return { ok: false, error: "request.message.photoInvalid" };
    photos.push(photo);
  }
  const { SALES_EMAIL, SITE_URL } = getConfig();
  const { db } = await getDatabase();
  return transaction(db, async (tx) => {
    // The request's row is locked, so two messages at once count each other against the day's limit.
    const [lead] = await tx
      .select({ name: quoteInquiries.name, email: quoteInquiries.email, language: quoteInquiries.language, reference: quoteInquiries.reference })
      .from(quoteInquiries)
      .where(eq(quoteInquiries.id, inquiryId))
      .for("update");
    if (!lead) return { ok: false, error: "notFound" };
    const [today] = await tx.select({ sent: count() }).from(requestMessages).where(and(eq(requestMessages.inquiryId, inquiryId), gt(requestMessages.createdAt, new Date(now.getTime() - 86_400_000))));
    if ((today?.sent ?? 0) >= MAX_MESSAGES_PER_DAY) return { ok: false, error: "request.message.tooMany" };
    const [message] = await tx.insert(requestMessages).values({ inquiryId, text: form.text, createdAt: now }).returning({ id: requestMessages.id });
    const id = message!.id;
    if (photos.length) {
      await tx.insert(requestMessagePhotos).values(photos.map((photo, position) => ({ messageId: id, position, bytes: photo.bytes, type: photo.type, width: photo.width, height: photo.height })));
    }
    const t = translator(lead.language);
    const inboxUrl = `${SITE_URL}${pathOf("staffLead", "en", { kind: "quote", id: inquiryId })}`;
    for (const recipient of SALES_EMAIL) {
      await tx
        .insert(mailOutbox)
        .values({
          kind: "sales_message",
          quoteInquiryId: inquiryId,
          recipient,
          subject: oneLine(t("mail.salesMessage.subject", { name: lead.name, reference: lead.reference })),
          template: mailTemplate("salesOwnerMessage", { lang: lead.language, name: oneLine(lead.name), email: lead.email, reference: lead.reference, text: form.text, photoCount: photos.length, inboxUrl }),
          dedupeKey: `request-message:${id}:${recipient}`,
        })
        .onConflictDoNothing();
    }
    return { ok: true, id };
  });
}

/** A request's messages from its owner with their photos' sizes, newest first. */
export async function messagesOf(inquiryId: string): Promise<RequestMessage[]> {
  const { db } = await getDatabase();
  const messages = await db
    .select({ id: requestMessages.id, at: requestMessages.createdAt, text: requestMessages.text })
    .from(requestMessages)
    .where(eq(requestMessages.inquiryId, inquiryId))
    .orderBy(desc(requestMessages.createdAt), desc(requestMessages.id));
  if (messages.length === 0) return [];
  const photos = await db
    .select({ id: requestMessagePhotos.id, messageId: requestMessagePhotos.messageId, width: requestMessagePhotos.width, height: requestMessagePhotos.height })
    .from(requestMessagePhotos)
    .where(inArray(requestMessagePhotos.messageId, messages.map((message) => message.id)))
    .orderBy(requestMessagePhotos.position);
  return messages.map((message) => ({
    ...message,
    at: message.at.toISOString(),
    photos: photos.filter((photo) => photo.messageId === message.id).map(({ id, width, height }) => ({ id, width, height })),
  }));
}
