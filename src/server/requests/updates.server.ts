/**
 * The team's updates to a pet's owner: the stage the journey reached, a short text and photos. One
 * transaction stores the update, its photos, a new private link and the one mail that tells the
 * owner (in their language, through the outbox; its dedupe key makes it one mail per update).
 *
 * The update's stage also moves the lead's sales status forward (`statusAfterUpdate`), so the inbox and the
 * owner's page never disagree.
 *
 * Posting an update is the team's confirmation that the request is real, so its mail carries the
 * link to the request page whether or not the bot check confirmed the sender.
 */
import { eq } from "drizzle-orm";
import { z } from "zod";
import { mailTemplate } from "../../features/mail/templates.ts";
import { translator, type MessageKey } from "../../i18n/messages/index.ts";
import { MAX_UPDATE_PHOTOS, statusAfterUpdate, updateStages } from "../../lib/lead-status.ts";
import { withoutControlCharacters } from "../../lib/schemas/leads.ts";
import { getDatabase, transaction } from "../db/client.server.ts";
import { leadEvents, mailOutbox, quoteInquiries, requestUpdatePhotos, requestUpdates } from "../db/schema.ts";
import { oneLine } from "../leads/mail-content.server.ts";
import { cleanUpdatePhoto, type UpdatePhoto } from "../leads/photo.server.ts";
import { addRequestLink, newRequestToken, requestUrl } from "./links.server.ts";

export { MAX_UPDATE_PHOTOS };

/** The fields of the update form (its photos are files, read apart). */
export const updateFormSchema = z.object({
  stage: z.enum(updateStages),
  text: z.string().overwrite(withoutControlCharacters).trim().min(1).max(2000),
});
export type UpdateForm = z.output<typeof updateFormSchema>;

export type PostedUpdate = { ok: true; id: number } | { ok: false; error: MessageKey | "notFound" };

export async function postUpdate(inquiryId: string, userId: number, form: UpdateForm, files: Buffer[]): Promise<PostedUpdate> {
  if (files.length > MAX_UPDATE_PHOTOS) return { ok: false, error: "staff.update.tooManyPhotos" };
  const photos: Array<Extract<UpdatePhoto, { ok: true }>> = [];
  for (const file of files) {
    const photo = await cleanUpdatePhoto(file);
    if (!photo.ok) return photo;
    photos.push(photo);
  }
  const { db } = await getDatabase();
  const [lead] = await db.select({ email: quoteInquiries.email, name: quoteInquiries.name, language: quoteInquiries.language, reference: quoteInquiries.reference }).from(quoteInquiries).where(eq(quoteInquiries.id, inquiryId));
  if (!lead) return { ok: false, error: "notFound" };
  const token = newRequestToken();
  const t = translator(lead.language);
  return transaction(db, async (tx) => {
    const [update] = await tx.insert(requestUpdates).values({ inquiryId, userId, stage: form.stage, text: form.text }).returning({ id: requestUpdates.id });
    const id = update!.id;
    // The sale follows the journey: an update's stage moves the inbox status forward, in the lead's history.
    const [sale] = await tx.select({ status: quoteInquiries.status }).from(quoteInquiries).where(eq(quoteInquiries.id, inquiryId)).for("update");
    const status = sale && statusAfterUpdate(sale.status, form.stage);
    if (sale && status !== sale.status) {
      await tx.update(quoteInquiries).set({ status }).where(eq(quoteInquiries.id, inquiryId));
      await tx.insert(leadEvents).values({ leadKind: "quote", leadId: inquiryId, userId, fromStatus: sale.status, toStatus: status });
    }
    if (photos.length) {
      await tx.insert(requestUpdatePhotos).values(photos.map((photo, position) => ({ updateId: id, position, bytes: photo.bytes, type: photo.type, width: photo.width, height: photo.height })));
    }
    await addRequestLink(tx, inquiryId, token);
    await tx
      .insert(mailOutbox)
      .values({
        kind: "request_update",
        quoteInquiryId: inquiryId,
        recipient: lead.email,
        subject: oneLine(t("mail.requestUpdate.subject", { reference: lead.reference, stage: t(`request.stage.${form.stage}`) })),
        template: mailTemplate("requestUpdate", {
          lang: lead.language,
          name: oneLine(lead.name),
          reference: lead.reference,
          stage: form.stage,
          text: form.text,
          photoCount: photos.length,
          requestUrl: requestUrl(lead.language, token),
        }),
        dedupeKey: `request-update:${id}`,
      })
      .onConflictDoNothing();
    return { ok: true, id };
  });
}
