/**
 * Reminder mails before a step's deadline, on PGlite and, with TEST_DATABASE_URL, on PostgreSQL: asked
 * for on the request page, one per step and address however many workers write and send at once, none
 * for a step recorded done, none after the owner stops them; and the digest's steps past their deadline.
 */
import { and, eq } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { postgresTestDatabase, withTestDatabase } from "../../test/database.ts";
import { inDays, validInquiry } from "../../test/fixtures.ts";
import { createSmtpSink } from "../../test/smtp-sink.ts";
import { clientIpContext, langContext } from "../../lib/request-context.ts";
import { addDays, officeToday } from "../../lib/office-day.ts";
import { planFor } from "../../lib/planner/plan.ts";
import * as requestRoute from "../../routes/request.tsx";
import { configure } from "../config.server.ts";
import { mailOutbox } from "../db/schema.ts";
import { submitInquiry } from "../leads/submit.server.ts";
import { processOutbox } from "../mail/outbox.server.ts";
import { enqueueDigest } from "../mail/digest.server.ts";
import { inquiryOfToken } from "./links.server.ts";
import { dueReminders, enqueueDueReminders } from "./reminders.server.ts";
import { requestPage } from "./request-page.server.ts";

describe("which reminders are due", () => {
  // Tokyo, a dog, travelling on 1 June 2027: the health certificate is due by the travel day.
  const plan = (today: string) => planFor({ rule: "japan", travelDate: "2027-06-01", today, species: "dog", microchippedOn: "2026-01-01", vaccinatedOn: "2026-01-02", stepsDone: { "rabies-vaccination-2": "2026-02-10", "titre-blood-sample": "2026-03-01", "advance-notice": "2027-04-01" } }, "en");
  const certificate = (today: string) => dueReminders(plan(today), today).filter((reminder) => reminder.stepId === "health-certificate");
  it("gives the 14-day reminder from 14 days before, the 3-day one from 3 days before, each caught up for two days, and none on the other days", () => {
    expect(certificate("2027-05-18")).toEqual([{ stepId: "health-certificate", title: "Official health certificate", deadline: "2027-06-01", before: 14, left: 14 }]);
    expect(certificate("2027-05-20").map((reminder) => reminder.before)).toEqual([14]);
    expect(certificate("2027-05-21")).toEqual([]);
    expect(certificate("2027-05-29").map((reminder) => [reminder.before, reminder.left])).toEqual([[3, 3]]);
    expect(certificate("2027-05-31").map((reminder) => [reminder.before, reminder.left])).toEqual([[3, 1]]);
    expect(certificate("2027-06-01")).toEqual([]);
    expect(certificate("2027-05-10")).toEqual([]);
  });
  it("gives none for a step recorded done", () => {
    const today = "2027-05-29";
    const done = planFor({ rule: "japan", travelDate: "2027-06-01", today, species: "dog", microchippedOn: "2026-01-01", vaccinatedOn: "2026-01-02", stepsDone: { "rabies-vaccination-2": "2026-02-10", "titre-blood-sample": "2026-03-01", "advance-notice": "2027-04-01", "health-certificate": "2027-05-28" } }, "en");
    expect(dueReminders(done, today).map((reminder) => reminder.stepId)).not.toContain("health-certificate");
  });
});

const postgres = postgresTestDatabase("arc_request_reminders");

for (const [engine, open] of [["the embedded database", undefined], ["PostgreSQL", postgres?.open]] as const) {
  describe.runIf(engine !== "PostgreSQL" || postgres)(`reminder mails on ${engine}`, () => {
    const sink = createSmtpSink();
    const db = withTestDatabase({}, { sink, ...(open ? { open } : {}) });
    const env = () => ({ SMTP_URL: `smtp://127.0.0.1:${sink.port}`, SALES_EMAIL: "sales@arc.example", MAIL_FROM: "ARC Pet Air <mail@arc.example>", RATE_LIMIT_POINTS: "100000", SITE_URL: "https://arc.example", DIGEST_HOUR: "0" });

    /** A request to Tokyo travelling in 3 days: its health certificate is due by then (its other steps are overdue). */
    async function submit(email: string) {
      configure(env());
      const result = await submitInquiry({ ...validInquiry(), email, crateImage: undefined, hasOwnCrate: false, destinationAddress: "Tokyo (NRT), Japan", travelDate: inDays(3) }, { lang: "de", clientIp: "10.9.9.9" });
      if (result.kind !== "created" || !result.requestToken) throw new Error(`not stored: ${result.kind}`);
      return { id: result.id, token: result.requestToken, reference: result.reference! };
    }

    async function post(token: string, fields: Record<string, string>) {
      const context = new RouterContextProvider();
      context.set(langContext, "de");
      context.set(clientIpContext, "10.8.5.4");
      const answer = (await requestRoute.action({ request: new Request(`https://arc.example/anfragen/${token}`, { method: "POST", body: new URLSearchParams(fields) }), params: { token }, context } as never)) as unknown as { init: { status?: number } | null };
      return answer.init?.status ?? 200;
    }

    const remindersTo = (email: string) => sink.messages.filter((mail) => JSON.stringify(mail.to).includes(email) && (mail.subject ?? "").startsWith("Erinnerung"));
    const drain = async () => {
      await Promise.all([processOutbox(), processOutbox()]);
      await processOutbox();
    };

    it("sends one reminder per step and address, in the owner's language with a working private link, however many workers write and send", async () => {
      const email = "reminded@example.org";
      const { id, token, reference } = await submit(email);
      expect((await requestPage(id, "de"))!.reminders).toBe(false);
      expect(await post(token, { intent: "remindersOn" })).toBe(200);
      expect((await requestPage(id, "de"))!.reminders).toBe(true);
      // Two processes' workers look at once, twice, and send at once.
      await Promise.all([enqueueDueReminders(new Date(), { force: true }), enqueueDueReminders(new Date(), { force: true })]);
      await enqueueDueReminders(new Date(), { force: true });
      await drain();
      const mails = remindersTo(email);
      expect(mails.map((mail) => mail.subject)).toEqual([expect.stringMatching(new RegExp(`^Erinnerung: Amtliche Gesundheitsbescheinigung bis .* \\(${reference}\\)$`))]);
      expect(mails[0]!.text).toContain("in 3 Tagen");
      const link = /https:\/\/arc\.example\/anfragen\/([a-z2-7]{32})#request-checklist/.exec(mails[0]!.text ?? "")?.[1];
      expect(await inquiryOfToken(link)).toBe(id);
      expect(mails[0]!.text).toContain("#reminders");
      // The stored mail keeps no link that opens the request.
      const [row] = await db.handle.db.select().from(mailOutbox).where(and(eq(mailOutbox.quoteInquiryId, id), eq(mailOutbox.kind, "step_reminder")));
      expect(JSON.stringify(row!.template)).not.toContain(link);
    });

    it("sends none for a step recorded done, withdrawing one not yet sent", async () => {
      const email = "done-first@example.org";
      const { id, token } = await submit(email);
      expect(await post(token, { intent: "remindersOn" })).toBe(200);
      expect(await db.handle.db.select().from(mailOutbox).where(and(eq(mailOutbox.quoteInquiryId, id), eq(mailOutbox.kind, "step_reminder")))).toHaveLength(1);
      // Every step it follows recorded first, so the plan counts it (Japan: 180 days from the blood sample, notice 40 days ahead).
      for (const [stepId, days] of [["microchip", -400], ["rabies-vaccination", -390], ["rabies-vaccination-2", -350], ["titre-blood-sample", -300], ["advance-notice", -60], ["document-preparation", -20], ["health-certificate", 0]] as const) {
        expect(await post(token, { intent: "stepDone", stepId, doneOn: addDays(officeToday(), days) })).toBe(200);
      }
      expect((await requestPage(id, "de"))!.checklist!.plan.steps.find((step) => step.id === "health-certificate")).toMatchObject({ done: true });
      await enqueueDueReminders(new Date(), { force: true });
      await drain();
      expect(remindersTo(email)).toEqual([]);
    });

    it("sends none after the owner stops them", async () => {
      const email = "stopped@example.org";
      const { id, token } = await submit(email);
      expect(await post(token, { intent: "remindersOn" })).toBe(200);
      expect(await post(token, { intent: "remindersOff" })).toBe(200);
      expect((await requestPage(id, "de"))!.reminders).toBe(false);
      await enqueueDueReminders(new Date(), { force: true });
      await drain();
      expect(remindersTo(email)).toEqual([]);
      expect(await db.handle.db.select().from(mailOutbox).where(and(eq(mailOutbox.quoteInquiryId, id), eq(mailOutbox.kind, "step_reminder")))).toEqual([]);
    });

    it("lists the steps past their deadline of requests whose owners keep their checklist in the digest, by reference", async () => {
      const { token, reference } = await submit("overdue@example.org");
      expect(await post(token, { intent: "stepDone", stepId: "microchip", doneOn: addDays(officeToday(), -30) })).toBe(200);
      const before = sink.messages.length;
      // A day of its own per database: the digest module remembers the last day it wrote.
      await enqueueDigest(new Date(Date.now() + (engine === "PostgreSQL" ? 2 : 1) * 86_400_000));
      await drain();
      const digest = sink.messages.slice(before).find((mail) => (mail.subject ?? "").startsWith("Leads of"));
      expect(digest?.text).toContain("Steps past their deadline");
      expect(digest?.text).toMatch(new RegExp(`${reference}\\s+Second rabies vaccination`));
      expect(digest?.text).not.toContain("overdue@example.org");
    });
  });
}
