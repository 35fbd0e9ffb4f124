/**
 * The request page's checklist kept by its owner: a step recorded done on its day through the page's
 * form (the route's action, as the server runs it), the plan counted from it, the change in the lead's
 * history; a refused form changes nothing. On PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
 */
import { eq } from "drizzle-orm";
import fc from "fast-check";
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { postgresTestDatabase, withTestDatabase } from "../../test/database.ts";
import { validInquiry } from "../../test/fixtures.ts";
import { propertyRuns, prototypeKeys } from "../../test/property.ts";
import { clientIpContext, langContext } from "../../lib/request-context.ts";
import { addDays, officeToday } from "../../lib/office-day.ts";
import * as requestRoute from "../../routes/request.tsx";
import * as calendarRoute from "../../routes/request-calendar.ts";
import { configure } from "../config.server.ts";
import { leadEvents, quoteInquiries, requestSteps, users } from "../db/schema.ts";
import { submitInquiry } from "../leads/submit.server.ts";
import { erasePerson } from "../staff/privacy.server.ts";
import { leadDetail } from "../staff/inbox.server.ts";
import { requestPage } from "./request-page.server.ts";
import { recordStep } from "./steps.server.ts";

const postgres = postgresTestDatabase("arc_request_steps");
const today = officeToday();

for (const [engine, open] of [["the embedded database", undefined], ["PostgreSQL", postgres?.open]] as const) {
  describe.runIf(engine !== "PostgreSQL" || postgres)(`a request's checklist kept on its page, on ${engine}`, () => {
    const db = withTestDatabase({}, open ? { open } : {});

    async function submit(email = "owner@example.org") {
      configure({ RATE_LIMIT_POINTS: "100000" });
      // Tokyo, a dog, a year ahead: the plan has the microchip, two vaccinations, the blood sample and the papers.
      const result = await submitInquiry({ ...validInquiry(), email, crateImage: undefined, hasOwnCrate: false, destinationAddress: "Tokyo (NRT), Japan", travelDate: addDays(today, 360) }, { lang: "en", clientIp: "10.9.9.9" });
      if (result.kind !== "created" || !result.requestToken) throw new Error(`not stored: ${result.kind}`);
      return { id: result.id, token: result.requestToken };
    }

    /** Posts the step form to the request page as a browser does; the answer's status and data. */
    async function post(token: string, fields: Record<string, string>, lang: "en" | "de" = "en") {
      const context = new RouterContextProvider();
      context.set(langContext, lang);
      context.set(clientIpContext, "10.8.8.8");
      const request = new Request(`https://arc.example/requests/${token}`, { method: "POST", body: new URLSearchParams(fields) });
      try {
        const answer = (await requestRoute.action({ request, params: { token }, context } as never)) as unknown as { data: unknown; init: { status?: number } | null };
        return { status: answer.init?.status ?? 200, data: (answer.data as { step: { ok: boolean; stepId?: string; error?: string } }).step };
      } catch (thrown) {
        return { status: (thrown as { init?: { status?: number } }).init?.status ?? 500, data: undefined };
      }
    }

    const stepOf = async (id: string, stepId: string) => (await requestPage(id, "en"))!.checklist!.plan.steps.find((step) => step.id === stepId)!;

    it("records a step done on its day: the plan counts from it, and the lead's history says the owner did it", async () => {
      const { id, token } = await submit();
      const first = addDays(today, -60);
      expect((await post(token, { intent: "stepDone", stepId: "microchip", doneOn: addDays(today, -61) })).status).toBe(200);
      expect(await post(token, { intent: "stepDone", stepId: "rabies-vaccination", doneOn: first })).toEqual({ status: 200, data: { ok: true, stepId: "rabies-vaccination" } });
      expect(await stepOf(id, "rabies-vaccination")).toMatchObject({ done: true, doneOn: first });
      expect((await requestPage(id, "en"))!.recorded).toEqual({ microchip: addDays(today, -61), "rabies-vaccination": first });

      // The second vaccination 12 days after the first: stored, but the plan does not count it and says why.
      expect((await post(token, { intent: "stepDone", stepId: "rabies-vaccination-2", doneOn: addDays(first, 12) })).status).toBe(200);
      const page = (await requestPage(id, "de"))!;
      expect(page.checklist!.plan.steps.find((step) => step.id === "rabies-vaccination-2")).toMatchObject({ done: false });
      expect(page.checklist!.plan.notes.join(" ")).toContain("12 Tage");

      // Taken back: the row goes, the history keeps both changes with the owner as their author.
      expect((await post(token, { intent: "stepOpen", stepId: "rabies-vaccination-2" })).status).toBe(200);
      expect((await requestPage(id, "en"))!.recorded["rabies-vaccination-2"]).toBeUndefined();
      const history = (await leadDetail("quote", id))!.history.filter((event) => event.stepId === "rabies-vaccination-2");
      expect(history).toMatchObject([
        { action: "step_done", doneOn: addDays(first, 12), byOwner: true, user: null },
        { action: "step_open", doneOn: null, byOwner: true, user: null },
      ]);
    });

    it("offers the open deadlines as a calendar file that follows what was recorded", async () => {
      const { token } = await submit();
      const calendar = async (link = token) => {
        const context = new RouterContextProvider();
        context.set(langContext, "de");
        context.set(clientIpContext, "10.8.8.9");
        const response = (await calendarRoute.loader({ request: new Request(`https://arc.example/anfragen/${link}/kalender`), params: { token: link }, context } as never)) as Response;
        return { status: response.status, type: response.headers.get("content-type"), cache: response.headers.get("cache-control"), body: await response.text() };
      };
      const before = await calendar();
      expect(before).toMatchObject({ status: 200, type: "text/calendar; charset=utf-8", cache: "private, no-store" });
      const uid = (body: string, step: string) => body.split("\r\n").find((line) => line.startsWith("UID:") && line.includes(step));
      expect(uid(before.body, "microchip")).toBeDefined();
      expect(before.body).toContain("SUMMARY:Mikrochip");
      expect(before.body).toContain(`/anfragen/${token}`);

      expect((await post(token, { intent: "stepDone", stepId: "microchip", doneOn: addDays(today, -2) })).status).toBe(200);
      const after = await calendar();
      // The step recorded done is no longer an open deadline; the others keep their events' UIDs.
      expect(uid(after.body, "microchip")).toBeUndefined();
      expect(uid(after.body, "titre-blood-sample")).toBe(uid(before.body, "titre-blood-sample"));
      expect((await calendar("x".repeat(32))).status).toBe(404);
    });

    it("lets staff record and correct a step, named in the history", async () => {
      const { id } = await submit();
      const [user] = await db.handle.db.insert(users).values({ username: `sales-${id.slice(0, 6)}`, password: "scrypt$placeholder" }).returning({ id: users.id });
      expect(await recordStep(id, { intent: "stepDone", stepId: "microchip", doneOn: addDays(today, -3) }, { userId: user!.id })).toBe("saved");
      expect(await recordStep(id, { intent: "stepDone", stepId: "microchip", doneOn: addDays(today, -4) }, { userId: user!.id })).toBe("saved");
      expect(await db.handle.db.select({ doneOn: requestSteps.doneOn, userId: requestSteps.userId }).from(requestSteps).where(eq(requestSteps.inquiryId, id))).toEqual([{ doneOn: addDays(today, -4), userId: user!.id }]);
      expect((await leadDetail("quote", id))!.history.filter((event) => event.action === "step_done")).toMatchObject([
        { user: `sales-${id.slice(0, 6)}`, byOwner: false, doneOn: addDays(today, -3) },
        { user: `sales-${id.slice(0, 6)}`, byOwner: false, doneOn: addDays(today, -4) },
      ]);
    });

    it("refuses a day in the future, no day, and a step the plan does not have, in the owner's language, and stores nothing", async () => {
      const { id, token } = await submit();
      expect(await post(token, { intent: "stepDone", stepId: "microchip", doneOn: addDays(today, 1) })).toEqual({ status: 400, data: { ok: false, stepId: "microchip", error: "request.step.invalidDate" } });
      expect(await post(token, { intent: "stepDone", stepId: "microchip" })).toMatchObject({ status: 400, data: { stepId: "microchip", error: "request.step.invalidDate" } });
      expect(await post(token, { intent: "stepDone", stepId: "quarantine-on-the-moon", doneOn: today })).toEqual({ status: 400, data: { ok: false, error: "request.step.unknown" } });
      expect(await db.handle.db.select().from(requestSteps).where(eq(requestSteps.inquiryId, id))).toEqual([]);
      expect(await db.handle.db.select().from(leadEvents).where(eq(leadEvents.leadId, id))).toEqual([]);
      // A wrong link records nothing anywhere.
      expect((await post("x".repeat(32), { intent: "stepDone", stepId: "microchip", doneOn: today })).status).toBe(404);
    });

    it("answers any posted form without a server error, and stores nothing when it is refused", async () => {
      const { id, token } = await submit();
      const text = fc.oneof(fc.string({ maxLength: 80 }), fc.constantFrom(...prototypeKeys, "stepDone", "stepOpen", "microchip", today, "2026-02-30", "9999-12-31", "", "\u0000", "<script>"));
      await fc.assert(
        fc.asyncProperty(fc.dictionary(fc.constantFrom("intent", "stepId", "doneOn", ...prototypeKeys), text, { maxKeys: 5 }), async (fields) => {
          const before = await db.handle.db.select().from(requestSteps).where(eq(requestSteps.inquiryId, id));
          const { status, data } = await post(token, fields);
          expect(status).toBeLessThan(500);
          expect(JSON.stringify(data ?? {})).not.toMatch(/at .*\.ts|Error:/);
          if (status !== 200) expect(await db.handle.db.select().from(requestSteps).where(eq(requestSteps.inquiryId, id))).toEqual(before);
        }),
        propertyRuns(40),
      );
    });

    it("goes with the request when the owner's data is erased", async () => {
      const { id, token } = await submit("erase-me@example.org");
      expect((await post(token, { intent: "stepDone", stepId: "microchip", doneOn: today })).status).toBe(200);
      const [user] = await db.handle.db.insert(users).values({ username: `eraser-${id.slice(0, 6)}`, password: "scrypt$placeholder" }).returning({ id: users.id });
      await erasePerson("erase-me@example.org", user!.id);
      expect(await db.handle.db.select().from(quoteInquiries).where(eq(quoteInquiries.id, id))).toEqual([]);
      expect(await db.handle.db.select().from(requestSteps).where(eq(requestSteps.inquiryId, id))).toEqual([]);
      expect(await db.handle.db.select().from(leadEvents).where(eq(leadEvents.leadId, id))).toEqual([]);
    });
  });
}
