import { createHash, randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { eq, sql } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { postgresTestDatabase, withTestDatabase } from "../../test/database.ts";
import { inDays, validInquiry } from "../../test/fixtures.ts";
import { createSmtpSink } from "../../test/smtp-sink.ts";
import { clientIpContext, langContext } from "../../lib/request-context.ts";
import * as submitRoute from "../../routes/api.submit-inquiry.ts";
import * as requestRoute from "../../routes/request.tsx";
import { erasePerson } from "../staff/privacy.server.ts";
import { leadDetail, resendMail } from "../staff/inbox.server.ts";
import { configure } from "../config.server.ts";
import { migrationsFolder, rowsOf } from "../db/client.server.ts";
import { mailOutbox, quoteInquiries, requestLinks, requestUpdatePhotos, requestUpdates, users } from "../db/schema.ts";
import { submitInquiry } from "../leads/submit.server.ts";
import { processOutbox } from "../mail/outbox.server.ts";
import { inquiryOfToken, withdrawRequestLinks } from "./links.server.ts";
import { requestPage, requestPhoto } from "./request-page.server.ts";
import { postUpdate } from "./updates.server.ts";

const TOKYO = "Tokyo (NRT), Japan";

const jpeg = (options: { exif?: boolean } = {}) => {
  const image = sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 120, b: 40 } } }).jpeg();
  return (options.exif ? image.withExif({ IFD0: { Copyright: "camera owner secret" }, IFD3: { GPSLatitudeRef: "N", GPSLatitude: "50/1 6/1 0/1", GPSLongitudeRef: "E", GPSLongitude: "8/1 40/1 0/1" } }) : image).toBuffer();
};

/** The lower quartile: what a lookup takes when the machine is not busy with something else (a busy machine adds to the upper half). */
const lowerQuartile = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 4)]!;

const postgres = postgresTestDatabase("arc_requests");

for (const [engine, open] of [["the embedded database", undefined], ["PostgreSQL", postgres?.open]] as const) {
  describe.runIf(engine !== "PostgreSQL" || postgres)(`request pages on ${engine}`, () => {
    const sink = createSmtpSink();
    const db = withTestDatabase({}, { sink, ...(open ? { open } : {}) });
    const env = () => ({ SMTP_URL: `smtp://127.0.0.1:${sink.port}`, SALES_EMAIL: "sales@arc.example", MAIL_FROM: "ARC Pet Air <mail@arc.example>", RATE_LIMIT_POINTS: "1000", SITE_URL: "https://arc.example" });

    async function submit(fields: Partial<ReturnType<typeof validInquiry> & { microchippedOn: string; vaccinatedOn: string }> = {}) {
      configure(env());
      const result = await submitInquiry({ ...validInquiry(), crateImage: undefined, hasOwnCrate: false, destinationAddress: TOKYO, ...fields }, { lang: "en", clientIp: "10.9.9.9" });
      if (result.kind !== "created" || !result.requestToken || !result.reference) throw new Error(`not stored: ${result.kind}`);
      return { id: result.id, token: result.requestToken, reference: result.reference };
    }

    async function staffId() {
      const [existing] = await db.handle.db.select({ id: users.id }).from(users);
      if (existing) return existing.id;
      const [user] = await db.handle.db.insert(users).values({ username: "sales", password: "scrypt$placeholder" }).returning({ id: users.id });
      return user!.id;
    }

    it("gives each stored request a reference and a private link kept only as its hash", async () => {
      const { id, token, reference } = await submit();
      expect(reference).toMatch(/^ARC-[2-9A-HJKMNP-Z]{6}$/);
      expect(token).toMatch(/^[a-z2-7]{32}$/);
      const links = await db.handle.db.select().from(requestLinks).where(eq(requestLinks.inquiryId, id));
      expect(links.map((link) => link.tokenHash)).toEqual([createHash("sha256").update(token).digest("hex")]);
      // The token itself is nowhere in the database (an unverified lead's mail carries no link).
      const dump = JSON.stringify(rowsOf(await db.handle.db.execute(sql`select * from mail_outbox`))) + JSON.stringify(links);
      expect(dump).not.toContain(token);
      expect(await inquiryOfToken(token)).toBe(id);

      const page = await requestPage(id, "en");
      expect(page).toMatchObject({ reference, stage: "received", destinationAddress: TOKYO, name: "Katrin Vogel", updates: [] });
      expect(page?.pets).toHaveLength(2);
      // A destination of the site: its dated checklist, for the request's travel date.
      expect(page?.checklist?.destination.country).toBe("japan");
      expect(page?.checklist?.plan.travelDate).toBe(validInquiry().travelDate);
    });

    it("keeps the days of steps the owner said were done, and the request page's checklist counts from them", async () => {
      const { id } = await submit({ microchippedOn: "2026-01-10", vaccinatedOn: "2026-02-01" });
      const [stored] = await db.handle.db.select().from(quoteInquiries).where(eq(quoteInquiries.id, id));
      expect([stored!.microchippedOn, stored!.vaccinatedOn]).toEqual(["2026-01-10", "2026-02-01"]);
      const steps = (await requestPage(id, "en"))?.checklist?.plan.steps ?? [];
      expect(steps.find((step) => step.id === "microchip")).toMatchObject({ done: true, doneOn: "2026-01-10" });
      expect(steps.find((step) => step.id === "rabies-vaccination")).toMatchObject({ done: true, doneOn: "2026-02-01" });
      // Without the days, nothing is done.
      const plain = await submit();
      const open = (await requestPage(plain.id, "en"))?.checklist?.plan.steps.find((step) => step.id === "microchip");
      expect(open).toMatchObject({ done: false, doneOn: null });
    });

    /** The status the request page answers for a path's token (its loader, as the server runs it). */
    async function pageStatus(requestUrl: string | undefined): Promise<number> {
      const context = new RouterContextProvider();
      context.set(langContext, "en");
      context.set(clientIpContext, `10.7.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`);
      const token = requestUrl?.split("/").pop() ?? "";
      try {
        await requestRoute.loader({ request: new Request(`https://arc.example${requestUrl}`), params: { token }, context } as never);
        return 200;
      } catch (thrown) {
        return (thrown as { init?: { status?: number } }).init?.status ?? 500;
      }
    }

    /** A quote request sent to the JSON API under an Idempotency-Key, from an address, in a language. */
    async function sendWithKey(key: string, fields: Partial<ReturnType<typeof validInquiry>>, { ip = "10.9.9.9", lang = "en" as "en" | "de" } = {}) {
      configure(env());
      const context = new RouterContextProvider();
      context.set(langContext, lang);
      context.set(clientIpContext, ip);
      const body = JSON.stringify({ ...validInquiry(), crateImage: undefined, hasOwnCrate: false, destinationAddress: TOKYO, ...fields });
      const request = new Request("https://arc.example/api/submit-inquiry", { method: "POST", headers: { "Content-Type": "application/json", "Idempotency-Key": key }, body });
      const response = await submitRoute.action({ request, params: {}, context } as never);
      return { status: response.status, answer: (await response.json()) as { id?: string; reference?: string; requestUrl?: string } };
    }

    it("gives references that tell nothing of how many leads came before", async () => {
      // Migration 0008's permutation, whose constants are public: a reference was its lead's number in disguise.
      const [codes, multiplier, offset] = [729_000_000n, 492_876_847n, 123_456_789n];
      const inverse = (a: bigint, m: bigint) => {
        let [r0, r1, s0, s1] = [a, m, 1n, 0n];
        while (r1) [r0, r1, s0, s1] = [r1, r0 % r1, s1, s0 - (r0 / r1) * s1];
        return ((s0 % m) + m) % m;
      };
      const publicNumber = (reference: string) => {
        const code = [...reference.slice(4)].reduce((value, char) => value * 30n + BigInt("23456789ABCDEFGHJKMNPQRSTVWXYZ".indexOf(char)), 0n);
        return (((code - offset) % codes) + codes) % codes * inverse(multiplier, codes) % codes;
      };
      const references = [(await submit()).reference, (await submit()).reference, (await submit()).reference];
      const [sequence] = rowsOf<{ last_value: string }>(await db.handle.db.execute(sql`select last_value from lead_reference_seq`));
      const leadsSoFar = BigInt(sequence!.last_value);
      for (const reference of references) {
        expect(reference).toMatch(/^ARC-[23456789ABCDEFGHJKMNPQRSTVWXYZ]{6}$/);
        expect(publicNumber(reference) <= leadsSoFar + 10n, reference).toBe(false);
      }
    });

    it("skips a code an older reference took, so no two leads share one", async () => {
      const [next] = rowsOf<{ n: string }>(await db.handle.db.execute(sql`select nextval('lead_reference_seq') as n`));
      const [taken] = rowsOf<{ code: string }>(await db.handle.db.execute(sql`select lead_reference(${next!.n}::bigint) as code`));
      // An older lead (numbered by migration 0008's permutation) holds the code the next lead's number gives.
      const older = await submit();
      await db.handle.db.update(quoteInquiries).set({ reference: taken!.code }).where(eq(quoteInquiries.id, older.id));
      await db.handle.db.execute(sql`select setval('lead_reference_seq', ${next!.n}::bigint - 1)`);
      const newer = await submit();
      expect(newer.reference).not.toBe(taken!.code);
      expect(newer.reference).toMatch(/^ARC-[23456789ABCDEFGHJKMNPQRSTVWXYZ]{6}$/);
    });

    it("never opens a withdrawn request again through a replay of its submission, and keeps only a digest of the idempotency key", async () => {
      const key = randomUUID();
      const first = await sendWithKey(key, { email: "replay.owner@example.org" });
      expect(first.status).toBe(201);
      expect(await pageStatus(first.answer.requestUrl)).toBe(200);
      // The first answer was lost: asked again under its key, the sender gets a link of its own.
      const lost = await sendWithKey(key, { email: "replay.owner@example.org" });
      expect(lost.answer.id).toBe(first.answer.id);
      expect(await pageStatus(lost.answer.requestUrl)).toBe(200);

      const id = first.answer.id!;
      expect(await withdrawRequestLinks(id, await staffId())).toBe(2);
      // The same key later, from another address, in another language, with another body: the same request, and no page opens.
      const replays = [
        await sendWithKey(key, { email: "replay.owner@example.org" }),
        await sendWithKey(key, { email: "stranger@example.org", name: "Mallory" }, { ip: "10.66.6.6", lang: "de" }),
      ];
      for (const replay of replays) {
        expect(replay.status).toBe(201);
        expect(replay.answer).toMatchObject({ id, reference: first.answer.reference });
        expect(replay.answer.requestUrl).toBeUndefined();
      }
      for (const url of [first.answer.requestUrl, lost.answer.requestUrl, ...replays.map((replay) => replay.answer.requestUrl)]) expect(await pageStatus(url)).toBe(404);
      expect(await inquiryOfToken(first.answer.requestUrl?.split("/").pop())).toBeUndefined();

      // The database keeps a digest of the key, never the key; sent as a key, the digest is a new key (a new request).
      const [stored] = await db.handle.db.select({ key: quoteInquiries.idempotencyKey }).from(quoteInquiries).where(eq(quoteInquiries.id, id));
      expect(stored!.key).not.toBeNull();
      expect(stored!.key).not.toContain(key);
      expect(JSON.stringify(rowsOf(await db.handle.db.execute(sql`select * from quote_inquiries`)))).not.toContain(key);
      const digestAsKey = await sendWithKey(stored!.key!, { email: "replay.owner@example.org" });
      expect(digestAsKey.answer.id).not.toBe(id);

      // The withdrawal is in the request's history, with who did it.
      const detail = await leadDetail("quote", id);
      expect(detail?.history).toEqual([expect.objectContaining({ action: "links_withdrawn", user: "sales" })]);
    });

    it("answers a wrong and a withdrawn link alike, and as fast", async () => {
      const { id, token } = await submit();
      const other = await submit();
      expect(await withdrawRequestLinks(id, await staffId())).toBe(1);
      expect(await inquiryOfToken(token)).toBeUndefined();
      expect(await inquiryOfToken("x".repeat(32))).toBeUndefined();
      for (const hostile of ["", "../../etc/passwd", "' or 1=1 --", "a".repeat(10_000), null, 42]) expect(await inquiryOfToken(hostile)).toBeUndefined();
      // Another request's link still opens that request.
      expect(await inquiryOfToken(other.token)).toBe(other.id);

      const wrong: number[] = [];
      const revoked: number[] = [];
      for (let round = 0; round < 120; round++) {
        for (const [token_, times] of [[token, revoked], [`${"abcd".repeat(7)}${String(round).padStart(4, "2").replace(/[0189]/g, "z")}`, wrong]] as const) {
          const started = performance.now();
          await inquiryOfToken(token_);
          times.push(performance.now() - started);
        }
      }
      const [a, b] = [lowerQuartile(wrong), lowerQuartile(revoked)];
      console.log(`link lookup on ${engine}: wrong ${a.toFixed(2)} ms, withdrawn ${b.toFixed(2)} ms (lower quartiles of 120)`);
      expect(Math.abs(a - b)).toBeLessThan(Math.max(1, 0.5 * Math.max(a, b)));
    });

    it("posts the team's update with photos stripped of their metadata, and mails the owner once per update", async () => {
      const { id, token, reference } = await submit({ email: "owner@example.org" });
      const userId = await staffId();
      await processOutbox();
      const before = sink.messages.length;

      const withExif = await jpeg({ exif: true });
      expect((await sharp(withExif).metadata()).exif).toBeDefined();
      expect(withExif.includes("camera owner secret")).toBe(true);
      const posted = await postUpdate(id, userId, { stage: "documents_checked", text: "The health certificate is endorsed." }, [withExif]);
      expect(posted.ok).toBe(true);
      const second = await postUpdate(id, userId, { stage: "departed", text: "Juno is on her way." }, []);
      expect(second.ok).toBe(true);

      const [stored] = await db.handle.db.select().from(requestUpdatePhotos);
      const metadata = await sharp(stored!.bytes).metadata();
      expect(metadata.exif).toBeUndefined();
      expect(stored!.bytes.includes("camera owner secret")).toBe(false);
      expect([stored!.width, stored!.height]).toEqual([64, 48]);

      const page = await requestPage(id, "en");
      expect(page?.stage).toBe("departed");
      expect(page?.updates.map((update) => update.stage)).toEqual(["departed", "documents_checked"]);
      expect(page?.updates[0]).not.toHaveProperty("by");
      expect(await requestPhoto(id, stored!.id)).toMatchObject({ type: "image/jpeg" });

      // Two workers at once, then again: each update's mail arrives exactly once.
      await Promise.all([processOutbox(), processOutbox()]);
      await processOutbox();
      const updates = sink.messages.slice(before).filter((message) => JSON.stringify(message.to).includes("owner@example.org"));
      expect(updates.map((message) => message.subject).sort()).toEqual([`Your request ${reference}: Departed`, `Your request ${reference}: Documents checked`]);
      // Each carries a new private link that opens the request; the confirmation's link stays live.
      const link = /https:\/\/arc\.example\/requests\/([a-z2-7]{32})/.exec(updates[0]!.text ?? "")?.[1];
      expect(link).toBeDefined();
      expect(await inquiryOfToken(link)).toBe(id);
      expect(await inquiryOfToken(token)).toBe(id);
      const rows = await db.handle.db.select().from(mailOutbox).where(eq(mailOutbox.kind, "request_update"));
      expect(rows.filter((row) => row.quoteInquiryId === id)).toHaveLength(2);
    });

    it("moves the sales status forward with the stage an update names, never back and never out of closed or spam, each move in the lead's history", async () => {
      const userId = await staffId();
      const statusOf = async (id: string) => (await db.handle.db.select({ status: quoteInquiries.status }).from(quoteInquiries).where(eq(quoteInquiries.id, id)))[0]?.status;
      const historyOf = async (id: string) => (await leadDetail("quote", id))?.history.filter((event) => event.to).map((event) => [event.from, event.to, event.user]);

      const { id } = await submit({ email: "stage.status@example.org" });
      expect(await statusOf(id)).toBe("new");
      expect((await postUpdate(id, userId, { stage: "preparing", text: "We are planning the route." }, [])).ok).toBe(true);
      expect(await statusOf(id)).toBe("contacted");
      expect((await postUpdate(id, userId, { stage: "quote_sent", text: "Your quote is in your inbox." }, [])).ok).toBe(true);
      expect(await statusOf(id)).toBe("quoted");
      expect((await postUpdate(id, userId, { stage: "picked_up", text: "Juno is with us." }, [])).ok).toBe(true);
      expect(await statusOf(id)).toBe("booked");
      // An update naming an earlier stage (a correction) does not move the sale back.
      expect((await postUpdate(id, userId, { stage: "preparing", text: "A new blood test is needed." }, [])).ok).toBe(true);
      expect(await statusOf(id)).toBe("booked");
      expect(await historyOf(id)).toEqual([["new", "contacted", "sales"], ["contacted", "quoted", "sales"], ["quoted", "booked", "sales"]]);

      const { id: spam } = await submit({ email: "stage.spam@example.org" });
      await db.handle.db.update(quoteInquiries).set({ status: "spam" }).where(eq(quoteInquiries.id, spam));
      expect((await postUpdate(spam, userId, { stage: "booked", text: "Booked." }, [])).ok).toBe(true);
      expect(await statusOf(spam)).toBe("spam");
      expect(await historyOf(spam)).toEqual([]);
    });

    it("keeps no working link in a sent mail's stored row, and a resend by staff mails a new one", async () => {
      const { id } = await submit({ email: "stored.link@example.org" });
      const userId = await staffId();
      await processOutbox();
      expect((await postUpdate(id, userId, { stage: "booked", text: "Booked for May." }, [])).ok).toBe(true);
      const before = sink.messages.length;
      await processOutbox();
      const linkOf = (text: string | undefined) => /https:\/\/arc\.example\/requests\/([a-z2-7]{32})/.exec(text ?? "")?.[1];
      const sent = sink.messages.slice(before).find((message) => JSON.stringify(message.to).includes("stored.link@example.org"));
      const token = linkOf(sent?.text);
      expect(token).toBeDefined();
      expect(await inquiryOfToken(token)).toBe(id);

      /** The stored row of the update's mail, and every token-shaped text in it, none of which may open the request. */
      const storedRow = async () => {
        const [row] = rowsOf<Record<string, unknown>>(await db.handle.db.execute(sql`select * from mail_outbox where kind = 'request_update' and quote_inquiry_id = ${id}`));
        const dump = JSON.stringify(row);
        for (const candidate of dump.match(/[a-z2-7]{32}/g) ?? []) expect(await inquiryOfToken(candidate)).toBeUndefined();
        return { row: row!, dump };
      };
      const stored = await storedRow();
      expect(stored.row.status).toBe("sent");
      expect(stored.dump).not.toContain(token);

      // Sent again by staff: a new link that opens the request, and again none kept.
      await resendMail(Number(stored.row.id), id);
      const resentFrom = sink.messages.length;
      await processOutbox();
      const resent = sink.messages.slice(resentFrom).find((message) => JSON.stringify(message.to).includes("stored.link@example.org"));
      const newToken = linkOf(resent?.text);
      expect(newToken).toBeDefined();
      expect(newToken).not.toBe(token);
      expect(await inquiryOfToken(newToken)).toBe(id);
      expect((await storedRow()).dump).not.toContain(newToken);
    });

    it("migrates what older versions stored: idempotency keys become their digests, sent mails lose their links", async () => {
      const key = randomUUID();
      const sent = await sendWithKey(key, { email: "older.version@example.org" });
      const id = sent.answer.id!;
      const link = `https://arc.example${sent.answer.requestUrl}`;
      // As an older version stored them: keys themselves (no digest yet), and a sent mail and a pending one with the page's link.
      await db.handle.db.update(quoteInquiries).set({ idempotencyKey: null }).where(sql`${quoteInquiries.id} <> ${id}`);
      await db.handle.db.update(quoteInquiries).set({ idempotencyKey: key }).where(eq(quoteInquiries.id, id));
      const mail = (status: "sent" | "pending") => ({ kind: "request_update", quoteInquiryId: id, recipient: "older.version@example.org", subject: "Update", status, template: { name: "requestUpdate", props: { lang: "en", name: "O", reference: "ARC-22222A", stage: "booked", text: "Booked", photoCount: 0, requestUrl: link } } }) as const;
      const [old, pending] = await db.handle.db.insert(mailOutbox).values([mail("sent"), mail("pending")]).returning({ id: mailOutbox.id });
      for (const file of ["0010_private_links.sql", "0011_sent_mail_links.sql"]) {
        for (const statement of readFileSync(join(migrationsFolder(), file), "utf8").split("--> statement-breakpoint")) {
          if (/^\s*(--.*\n)*\s*UPDATE/.test(statement)) await db.handle.db.execute(sql.raw(statement));
        }
      }
      const [lead] = await db.handle.db.select({ key: quoteInquiries.idempotencyKey }).from(quoteInquiries).where(eq(quoteInquiries.id, id));
      expect(lead!.key).toBe(createHash("sha256").update(key).digest("hex"));
      // The same key still finds the request.
      expect((await sendWithKey(key, {})).answer.id).toBe(id);
      const mails = await db.handle.db.select({ id: mailOutbox.id, template: mailOutbox.template }).from(mailOutbox).where(eq(mailOutbox.quoteInquiryId, id));
      expect(JSON.stringify(mails.find((row) => row.id === old!.id))).not.toContain(sent.answer.requestUrl!);
      // A mail not sent yet keeps its link until it is.
      expect(JSON.stringify(mails.find((row) => row.id === pending!.id))).toContain(sent.answer.requestUrl!);
    });

    it("refuses hostile photos and stores nothing of such an update", async () => {
      const { id } = await submit();
      const userId = await staffId();
      const count = async () => (await db.handle.db.select().from(requestUpdates).where(eq(requestUpdates.inquiryId, id))).length;
      const valid = await jpeg();
      const hostile = [
        Buffer.from("<html><script>alert(1)</script></html>"),
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
        // A JPEG cut off half-way, and one with a page of markup after it.
        valid.subarray(0, Math.floor(valid.length / 2)),
        // A PNG header that claims 100,000 × 100,000 pixels (a decompression bomb).
        Buffer.concat([Buffer.from("89504e470d0a1a0a0000000d49484452", "hex"), Buffer.from([0, 1, 0x86, 0xa0, 0, 1, 0x86, 0xa0, 8, 2, 0, 0, 0]), Buffer.alloc(16)]),
        Buffer.alloc(0),
      ];
      for (const file of hostile) {
        const result = await postUpdate(id, userId, { stage: "preparing", text: "Hostile photo" }, [file]);
        expect(result.ok).toBe(false);
      }
      expect((await postUpdate(id, userId, { stage: "preparing", text: "Too many" }, Array(5).fill(valid))).ok).toBe(false);
      expect(await count()).toBe(0);
      expect(await postUpdate("00000000-0000-4000-8000-000000000000", userId, { stage: "preparing", text: "No such request" }, [])).toEqual({ ok: false, error: "notFound" });
    });

    it("never shows one request's photo through another's link", async () => {
      const a = await submit();
      const b = await submit();
      const userId = await staffId();
      expect((await postUpdate(b.id, userId, { stage: "picked_up", text: "B's pet" }, [await jpeg()])).ok).toBe(true);
      const [photo] = await db.handle.db
        .select({ id: requestUpdatePhotos.id })
        .from(requestUpdatePhotos)
        .innerJoin(requestUpdates, eq(requestUpdates.id, requestUpdatePhotos.updateId))
        .where(eq(requestUpdates.inquiryId, b.id));
      expect(await requestPhoto(a.id, photo!.id)).toBeUndefined();
      expect(await requestPhoto(b.id, photo!.id)).toBeDefined();
      expect((await requestPage(a.id, "en"))?.updates).toEqual([]);
    });

    it("erases a request's updates, photos and links with the person", async () => {
      const { id, token } = await submit({ email: "erase.me@example.org", travelDate: inDays(100) });
      const userId = await staffId();
      expect((await postUpdate(id, userId, { stage: "booked", text: "Booked" }, [await jpeg()])).ok).toBe(true);
      await erasePerson("erase.me@example.org", userId);
      expect(await db.handle.db.select().from(quoteInquiries).where(eq(quoteInquiries.id, id))).toEqual([]);
      expect(await db.handle.db.select().from(requestUpdates).where(eq(requestUpdates.inquiryId, id))).toEqual([]);
      expect(await db.handle.db.select().from(requestLinks).where(eq(requestLinks.inquiryId, id))).toEqual([]);
      expect(rowsOf(await db.handle.db.execute(sql`select p.id from request_update_photos p left join request_updates u on u.id = p.update_id where u.id is null`))).toEqual([]);
      expect(await inquiryOfToken(token)).toBeUndefined();
    });
  });
}
