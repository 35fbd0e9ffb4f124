/** The daily digest on PGlite and, with TEST_DATABASE_URL, on PostgreSQL: due from its hour, once per day and address. */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { postgresTestDatabase, withTestDatabase } from "../../test/database.ts";
import { createSmtpSink } from "../../test/smtp-sink.ts";
import { configure } from "../config.server.ts";
import type { DatabaseHandle } from "../db/client.server.ts";
import { contactMessages, mailOutbox, newsletterSubscribers, quoteInquiries } from "../db/schema.ts";
import { digestDay, enqueueDigest } from "./digest.server.ts";
import { processOutbox } from "./outbox.server.ts";

describe("the digest's day", () => {
  it("is the office's yesterday from the configured hour of its clock on, and never without one", () => {
    // The office (Europe/Berlin) is an hour ahead of UTC in November.
    expect(digestDay(new Date("2026-11-23T05:59:59Z"), 7)).toBeUndefined();
    expect(digestDay(new Date("2026-11-23T06:00:00Z"), 7)).toBe("2026-11-22");
    expect(digestDay(new Date("2026-11-23T22:30:00Z"), 0)).toBe("2026-11-22");
    // Past midnight at the office, still the 23rd in UTC: the 23rd is yesterday.
    expect(digestDay(new Date("2026-11-23T23:30:00Z"), 0)).toBe("2026-11-23");
    expect(digestDay(new Date("2026-11-23T23:30:00Z"), undefined)).toBeUndefined();
  });
});

function suite(name: string, open: (() => Promise<DatabaseHandle>) | undefined, env: () => Record<string, string>, day: string) {
  describe(name, () => {
    const sink = createSmtpSink();
    const db = withTestDatabase(env(), { open, sink });

    it("writes one digest per address and day however many workers try, listing yesterday's leads without names", async () => {
      // Times on the office's clock (Europe/Berlin, an hour ahead of UTC in March).
      const at = (time: string) => new Date(`${day}T${time}+01:00`);
      const lead = { language: "en" as const, verification: "verified" as const, email: "secret@example.org", phone: "+49 1", petType: "dog" as const, weightKg: 9, departureAddress: "Berlin", destinationAddress: "Tokyo", travelDate: "2027-07-01" };
      const [quote] = await db.handle.db
        .insert(quoteInquiries)
        .values([
          { ...lead, createdAt: at("08:15:00"), name: "Secret Quoter", destinationCountry: "japan", status: "contacted" },
          { ...lead, createdAt: at("23:59:59"), name: "Late Quoter", destinationCountry: null },
          { ...lead, createdAt: new Date(at("00:00:00").getTime() - 1000), name: "Too Early" },
        ])
        .returning({ id: quoteInquiries.id });
      await db.handle.db.insert(contactMessages).values({ createdAt: at("12:00:00"), language: "de", verification: "unverified", name: "Secret Writer", email: "writer@example.org", subject: "Hi", message: "A message here" });
      await db.handle.db.insert(newsletterSubscribers).values({ createdAt: at("10:00:00"), email: `reader-${day}@example.org`, language: "en" });

      const next = new Date(Date.parse(`${day}T00:00:00+01:00`) + 86_400_000);
      const beforeHour = new Date(next.getTime() + 6 * 3_600_000);
      const afterHour = new Date(next.getTime() + 7 * 3_600_000 + 60_000);
      configure({ ...env(), SALES_EMAIL: "anna@arc.example,ben@arc.example", MAIL_FROM: "ARC Pet Air <mail@arc.example>", DIGEST_HOUR: "7", SITE_URL: "https://www.arc.example", SMTP_URL: `smtp://127.0.0.1:${sink.port}` });
      expect(await enqueueDigest(beforeHour)).toBe(0);
      // Three worker processes at once: each address still gets exactly one digest.
      const written = await Promise.all([enqueueDigest(afterHour), enqueueDigest(afterHour), enqueueDigest(afterHour)]);
      expect(written.reduce((sum, count) => sum + count, 0)).toBe(2);
      expect(await enqueueDigest(new Date(afterHour.getTime() + 3_600_000))).toBe(0);
      const rows = await db.handle.db.select().from(mailOutbox).where(eq(mailOutbox.kind, "digest"));
      expect(rows.map((row) => row.dedupeKey).sort()).toEqual([`digest:${day}:anna@arc.example`, `digest:${day}:ben@arc.example`]);

      expect(await processOutbox()).toBe(2);
      expect(sink.messages.map((mail) => JSON.stringify(mail.to)).sort().join()).toMatch(/anna@arc\.example.*ben@arc\.example/);
      const digest = sink.messages[0]!;
      // The day without a leading zero.
      expect(digest.subject).toMatch(/^Leads of \w+ [1-9]\d?, 2026: 3$/);
      expect(digest.text).toMatch(/Quote requests: 2 · contact messages: 1 · newsletter sign-ups: 1/);
      expect(digest.text).toMatch(/08:15\s+Quote request\s+Japan\s+Contacted\s+Open/);
      expect(digest.text).toMatch(/12:00\s+Contact message\s+—\s+New/);
      expect(digest.text).toMatch(/23:59\s+Quote request\s+another place\s+New/);
      expect(digest.html).toContain(`https://www.arc.example/admin/leads/quote/${quote!.id}`);
      expect(`${digest.text}${digest.html}`).not.toMatch(/Secret|Late Quoter|Too Early|@example\.org/);
    });
  });
}

suite("daily digest on PGlite", undefined, () => ({}), "2026-03-09");

const postgresDatabase = postgresTestDatabase("arc_digest");
if (postgresDatabase) suite("daily digest on PostgreSQL", postgresDatabase.open, () => ({ DATABASE_URL: postgresDatabase.url }), "2026-03-10");
