/**
 * The inbox for staff on PGlite and, with TEST_DATABASE_URL, on PostgreSQL: a lead found by its
 * reference however it is typed, and quote requests whose travel date comes before the earliest date
 * the travel planner allows for their route, as of the day they came in.
 */
import { parseDate } from "@internationalized/date";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { postgresTestDatabase, withTestDatabase } from "../../test/database.ts";
import { officeToday } from "../../lib/office-day.ts";
import type { DatabaseHandle } from "../db/client.server.ts";
import { contactMessages, quoteInquiries, quoteInquiryPets } from "../db/schema.ts";
import { requirementsPlan } from "../requirements.server.ts";
import { daysAgo, storedQuote } from "../../test/fixtures.ts";
import { inboxFilterSchema, leadDetail, listLeads } from "./inbox.server.ts";

const now = new Date();
const ago = (days: number) => daysAgo(days, now);
/** The office's date `days` after the day of `from`. */
const dayAfter = (from: Date, days: number) => parseDate(officeToday(from)).add({ days }).toString();
const quote = storedQuote;
const filter = (query: Record<string, string>) => inboxFilterSchema.parse(query);

function suite(name: string, open?: () => Promise<DatabaseHandle>) {
  describe(name, () => {
    const db = withTestDatabase({}, open ? { open } : {});

    it("finds a lead by its reference however it is typed, and by name, email or phone otherwise", async () => {
      const [first, second] = await db.handle.db
        .insert(quoteInquiries)
        .values([quote({ name: "Rita Reference", email: "rita@example.org" }), quote({ name: "Sam Second", email: "sam@example.org" })])
        .returning({ id: quoteInquiries.id, reference: quoteInquiries.reference });
      const [contact] = await db.handle.db
        .insert(contactMessages)
        .values({ language: "de", verification: "verified", name: "Carla Contact", email: "carla@example.org", subject: "Frage", message: "Eine Frage" })
        .returning({ id: contactMessages.id, reference: contactMessages.reference });
      expect(first!.reference).toMatch(/^ARC-[2-9A-HJKMNP-TV-Z]{6}$/);
      const code = first!.reference.slice(4);

      for (const typed of [first!.reference, first!.reference.toLowerCase(), `arc ${code.toLowerCase()}`, code, ` ${code} `]) {
        const { rows } = await listLeads(filter({ kind: "quote", q: typed }));
        expect(rows.map((row) => row.id), typed).toEqual([first!.id]);
        expect(rows[0]!.reference).toBe(first!.reference);
      }
      // A reference is looked up as a whole, and only among leads of the kind shown.
      expect((await listLeads(filter({ kind: "quote", q: second!.reference }))).rows.map((row) => row.id)).toEqual([second!.id]);
      expect((await listLeads(filter({ kind: "quote", q: contact!.reference }))).rows).toEqual([]);
      expect((await listLeads(filter({ kind: "contact", q: contact!.reference.toLowerCase() }))).rows.map((row) => [row.id, row.reference])).toEqual([[contact!.id, contact!.reference]]);
      // Anything else is searched in names, emails and phone numbers as before.
      expect((await listLeads(filter({ kind: "quote", q: "rita@" }))).rows.map((row) => row.id)).toEqual([first!.id]);
      expect((await listLeads(filter({ kind: "contact", q: "Carla" }))).rows.map((row) => row.id)).toEqual([contact!.id]);
      expect((await listLeads(filter({ kind: "newsletter", q: first!.reference }))).rows).toEqual([]);
      // The lead page shows the reference too.
      expect((await leadDetail("quote", first!.id))?.lead.reference).toBe(first!.reference);
    });

    it("filters by the office's days, as the times are shown", async () => {
      // 23:30 UTC on 9 March is 00:30 on 10 March in Frankfurt: a lead of the office's 10 March.
      const [late] = await db.handle.db
        .insert(quoteInquiries)
        .values(quote({ name: "Nina Night", createdAt: new Date("2026-03-09T23:30:00Z") }))
        .returning({ id: quoteInquiries.id });
      const ids = async (query: Record<string, string>) => (await listLeads(filter({ kind: "quote", ...query }))).rows.map((row) => row.id);
      expect(await ids({ from: "2026-03-10", to: "2026-03-10" })).toEqual([late!.id]);
      expect(await ids({ from: "2026-03-09", to: "2026-03-09" })).not.toContain(late!.id);
      expect(await ids({ to: "2026-03-09" })).not.toContain(late!.id);
      expect(await ids({ from: "2026-03-11" })).not.toContain(late!.id);
    });

    it("flags a quote request whose travel date comes before the earliest date its route allows, as of the day it came in", async () => {
      const japan = await requirementsPlan({ destination: "japan/tokyo-nrt" }, { travelDate: dayAfter(now, 30), origin: "eu" }, "en", now);
      expect(japan!.onTime).toBe(false);
      const [tooSoon, inTime, longAgo, elsewhere, mixed] = await db.handle.db
        .insert(quoteInquiries)
        .values([
          // Japan needs months of preparation: next month is too soon, eleven months ahead is fine.
          quote({ name: "Tim Too-Soon", travelDate: dayAfter(now, 30), destinationCountry: "japan" }),
          quote({ name: "Ina In-Time", travelDate: dayAfter(now, 334), destinationCountry: "japan" }),
          // Received a year ago for eleven months after that: it was in time when it came.
          quote({ name: "Lena Long-Ago", createdAt: ago(365), travelDate: dayAfter(ago(365), 334), destinationCountry: "japan" }),
          // A place that is none of the site's destinations gets no flag.
          quote({ name: "Otto Other", destinationAddress: "Kathmandu", travelDate: dayAfter(now, 5) }),
          // A dog and a cat to Tokyo in ten days: planned for both kinds.
          quote({ name: "Mia Mixed", travelDate: dayAfter(now, 10), destinationCountry: "japan" }),
        ])
        .returning({ id: quoteInquiries.id });
      await db.handle.db.insert(quoteInquiryPets).values({ inquiryId: mixed!.id, position: 1, petType: "cat", weightKg: 4 });

      const { rows } = await listLeads(filter({ kind: "quote", q: "@example.org" }));
      const flagOf = (id: string) => rows.find((row) => row.id === id)?.earliestTravelDate;
      expect(flagOf(tooSoon!.id)).toBe(japan!.earliestTravelDate);
      expect(japan!.earliestTravelDate > dayAfter(now, 180)).toBe(true);
      expect(flagOf(inTime!.id)).toBeUndefined();
      expect(flagOf(longAgo!.id)).toBeUndefined();
      expect(flagOf(elsewhere!.id)).toBeUndefined();
      expect(flagOf(mixed!.id)).toBe(japan!.earliestTravelDate);
      // A destination the planner does not know is flagged for sales to check its entry rules; a known one is not.
      const rulesFlagOf = (id: string) => rows.find((row) => row.id === id)?.rulesToCheck;
      expect(rulesFlagOf(elsewhere!.id)).toBe(true);
      expect([tooSoon, inTime, mixed].map((lead) => rulesFlagOf(lead!.id))).toEqual([undefined, undefined, undefined]);

      const detail = await leadDetail("quote", tooSoon!.id);
      expect(detail?.kind === "quote" && detail.earliestTravelDate).toBe(japan!.earliestTravelDate);
      const fine = await leadDetail("quote", inTime!.id);
      expect(fine?.kind === "quote" && fine.earliestTravelDate).toBeUndefined();
      // The earliest date is the one of the day the lead came in: a year ago it was a year earlier.
      const [old] = await db.handle.db.select().from(quoteInquiries).where(eq(quoteInquiries.id, longAgo!.id));
      expect(old!.travelDate < dayAfter(now, 0)).toBe(true);
    });
  });
}

suite("staff inbox on PGlite");

const postgresDatabase = postgresTestDatabase("arc_inbox");
if (postgresDatabase) suite("staff inbox on PostgreSQL", postgresDatabase.open);
