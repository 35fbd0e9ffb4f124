/**
 * What an owner writes to the team on the request page (the route's action, as the server runs it): the
 * message and its photos stored without their metadata, one mail per sales address through the outbox
 * at a real SMTP server, never with the private link; refusals in the owner's language that store
 * nothing; the day's limit; erasure. On PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
 */
import { and, eq } from "drizzle-orm";
import fc from "fast-check";
import { RouterContextProvider } from "react-router";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { postgresTestDatabase, withTestDatabase } from "../../test/database.ts";
import { jpegWithGps } from "../../test/photos.ts";
import { inDays, validInquiry } from "../../test/fixtures.ts";
import { propertyRuns, prototypeKeys } from "../../test/property.ts";
import { createSmtpSink } from "../../test/smtp-sink.ts";
import { clientIpContext, langContext } from "../../lib/request-context.ts";
import { MAX_MESSAGES_PER_DAY } from "../../lib/lead-status.ts";
import * as requestRoute from "../../routes/request.tsx";
import { configure } from "../config.server.ts";
import { mailOutbox, requestMessagePhotos, requestMessages, users } from "../db/schema.ts";
import { submitInquiry } from "../leads/submit.server.ts";
import { processOutbox } from "../mail/outbox.server.ts";
import { erasePerson } from "../staff/privacy.server.ts";
import { requestPage, requestPhoto } from "./request-page.server.ts";

const postgres = postgresTestDatabase("arc_request_messages");

const photoWithGps = () => jpegWithGps(80, 60);

for (const [engine, open] of [["the embedded database", undefined], ["PostgreSQL", postgres?.open]] as const) {
  describe.runIf(engine !== "PostgreSQL" || postgres)(`messages from a request page to the team, on ${engine}`, () => {
    const sink = createSmtpSink();
    const db = withTestDatabase({}, { sink, ...(open ? { open } : {}) });
    const env = () => ({ SMTP_URL: `smtp://127.0.0.1:${sink.port}`, SALES_EMAIL: "sales@arc.example,desk@arc.example", MAIL_FROM: "ARC Pet Air <mail@arc.example>", RATE_LIMIT_POINTS: "100000", SITE_URL: "https://arc.example" });

    async function submit(email = `owner-${Math.random().toString(36).slice(2)}@example.org`, lang: "en" | "de" = "en") {
      configure(env());
      const result = await submitInquiry({ ...validInquiry(), email, crateImage: undefined, hasOwnCrate: false, destinationAddress: "Tokyo (NRT), Japan", travelDate: inDays(300) }, { lang, clientIp: "10.9.9.9" });
      if (result.kind !== "created" || !result.requestToken) throw new Error(`not stored: ${result.kind}`);
      return { id: result.id, token: result.requestToken, reference: result.reference! };
    }

    /** Posts the message form to the request page as a browser does (multipart, with photos). */
    async function post(token: string, fields: Record<string, string>, photos: Buffer[] = []) {
      const body = new FormData();
      for (const [name, value] of Object.entries(fields)) body.append(name, value);
      for (const [index, bytes] of photos.entries()) body.append("photos", new File([new Uint8Array(bytes)], `photo-${index}.jpg`, { type: "image/jpeg" }));
      const context = new RouterContextProvider();
      context.set(langContext, "de");
      context.set(clientIpContext, "10.8.7.6");
      try {
        const answer = (await requestRoute.action({ request: new Request(`https://arc.example/anfragen/${token}`, { method: "POST", body }), params: { token }, context } as never)) as unknown as { data: { message?: { ok: boolean; error?: string; text?: string } }; init: { status?: number } | null };
        return { status: answer.init?.status ?? 200, data: answer.data.message };
      } catch (thrown) {
        return { status: (thrown as { init?: { status?: number } }).init?.status ?? 500, data: undefined };
      }
    }

    it("stores the message with its photo stripped of location and camera data, and mails each sales address once, without the private link", async () => {
      const { id, token, reference } = await submit();
      await processOutbox();
      const before = sink.messages.length;
      const withGps = await photoWithGps();
      expect((await sharp(withGps).metadata()).exif).toBeDefined();

      expect(await post(token, { intent: "message", text: "Hier ist der Impfpass.\nPasst der Termin noch?" }, [withGps])).toEqual({ status: 200, data: { ok: true } });
      const page = (await requestPage(id, "de"))!;
      expect(page.messages).toMatchObject([{ text: "Hier ist der Impfpass.\nPasst der Termin noch?", photos: [{ width: 80, height: 60 }] }]);
      const [stored] = await db.handle.db.select().from(requestMessagePhotos).where(eq(requestMessagePhotos.id, page.messages[0]!.photos[0]!.id));
      expect((await sharp(stored!.bytes).metadata()).exif).toBeUndefined();
      expect(stored!.bytes.includes("owner camera secret")).toBe(false);
      expect(await requestPhoto(id, stored!.id)).toMatchObject({ type: "image/jpeg" });

      // Two workers at once, then again: one mail per sales address.
      await Promise.all([processOutbox(), processOutbox()]);
      await processOutbox();
      const mails = sink.messages.slice(before);
      expect(mails.map((mail) => JSON.stringify(mail.to)).sort()).toEqual([expect.stringContaining("desk@arc.example"), expect.stringContaining("sales@arc.example")]);
      for (const mail of mails) {
        expect(mail.subject).toContain(reference);
        expect(mail.text).toContain("Hier ist der Impfpass.");
        expect(mail.text).toContain(`https://arc.example/admin/leads/quote/${id}`);
        expect(`${mail.text}${mail.html}`).not.toContain(token);
      }
    });

    it("refuses no text, a file that is no image and too many photos, in the owner's language, keeping the text and storing nothing", async () => {
      const { id, token } = await submit();
      expect(await post(token, { intent: "message", text: "   " })).toEqual({ status: 400, data: { ok: false, error: "request.message.textRequired", text: "   " } });
      expect(await post(token, { intent: "message", text: "Impfpass" }, [Buffer.from("not a photo at all")])).toEqual({ status: 400, data: { ok: false, error: "request.message.photoInvalid", text: "Impfpass" } });
      const photo = await photoWithGps();
      expect(await post(token, { intent: "message", text: "Vier Fotos" }, [photo, photo, photo, photo])).toMatchObject({ status: 400, data: { error: "request.message.tooManyPhotos" } });
      expect(await db.handle.db.select().from(requestMessages).where(eq(requestMessages.inquiryId, id))).toEqual([]);
      expect(await db.handle.db.select().from(mailOutbox).where(and(eq(mailOutbox.kind, "sales_message"), eq(mailOutbox.quoteInquiryId, id)))).toEqual([]);
      expect((await post("x".repeat(32), { intent: "message", text: "Hallo" })).status).toBe(404);
    });

    it(`takes ${MAX_MESSAGES_PER_DAY} messages a day from one request, then asks to wait`, async () => {
      const { id, token } = await submit();
      for (let n = 0; n < MAX_MESSAGES_PER_DAY; n++) expect((await post(token, { intent: "message", text: `Frage ${n}` })).status).toBe(200);
      expect(await post(token, { intent: "message", text: "Noch eine" })).toEqual({ status: 400, data: { ok: false, error: "request.message.tooMany", text: "Noch eine" } });
      expect(await db.handle.db.select().from(requestMessages).where(eq(requestMessages.inquiryId, id))).toHaveLength(MAX_MESSAGES_PER_DAY);
    });

    it("answers any posted form without a server error, and stores nothing when it is refused", async () => {
      const { id, token } = await submit();
      const text = fc.oneof(fc.string({ maxLength: 120 }), fc.constantFrom(...prototypeKeys, "message", "", "\u0000\u0001", "<img src=x onerror=alert(1)>", "x".repeat(2001)));
      await fc.assert(
        fc.asyncProperty(fc.dictionary(fc.constantFrom("intent", "text", ...prototypeKeys), text, { maxKeys: 4 }), async (fields) => {
          const before = (await db.handle.db.select({ id: requestMessages.id }).from(requestMessages).where(eq(requestMessages.inquiryId, id))).length;
          const { status } = await post(token, { ...fields, intent: "message" });
          expect(status).toBeLessThan(500);
          const after = (await db.handle.db.select({ id: requestMessages.id }).from(requestMessages).where(eq(requestMessages.inquiryId, id))).length;
          expect(after).toBe(status === 200 ? before + 1 : before);
          // Stay under the day's limit: what was stored goes again.
          if (after >= MAX_MESSAGES_PER_DAY - 1) await db.handle.db.delete(requestMessages).where(eq(requestMessages.inquiryId, id));
        }),
        propertyRuns(30),
      );
    });

    it("goes with the request when the owner's data is erased", async () => {
      const email = `erase-${Math.random().toString(36).slice(2)}@example.org`;
      const { id, token } = await submit(email);
      expect((await post(token, { intent: "message", text: "Bitte löschen" }, [await photoWithGps()])).status).toBe(200);
      const [message] = await db.handle.db.select({ id: requestMessages.id }).from(requestMessages).where(eq(requestMessages.inquiryId, id));
      expect(await db.handle.db.select().from(requestMessagePhotos).where(eq(requestMessagePhotos.messageId, message!.id))).toHaveLength(1);
      const [user] = await db.handle.db.insert(users).values({ username: `eraser-${id.slice(0, 6)}`, password: "scrypt$placeholder" }).returning({ id: users.id });
      await erasePerson(email, user!.id);
      expect(await db.handle.db.select().from(requestMessages).where(eq(requestMessages.inquiryId, id))).toEqual([]);
      expect(await db.handle.db.select().from(requestMessagePhotos).where(eq(requestMessagePhotos.messageId, message!.id))).toEqual([]);
    });
  });
}
