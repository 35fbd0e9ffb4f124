/** The daily digest on PGlite and, with TEST_DATABASE_URL, on PostgreSQL: due from its hour, once per day and address. */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSmtpSink } from "../../test/smtp-sink.ts";
import { configure } from "../config.server.ts";
import { openDatabase, setDatabaseHandle, type DatabaseHandle } from "../db/client.server.ts";
import { contactMessages, mailOutbox, newsletterSubscribers, quoteInquiries } from "../db/schema.ts";
import { digestDay, enqueueDigest } from "./digest.server.ts";
import { processOutbox, stopMailWorker } from "./outbox.server.ts";

describe("the digest's day", () => {
  it("is yesterday (UTC) from the configured hour on, and never without one", () => {
    expect(digestDay(new Date("2026-11-23T06:59:59Z"), 7)).toBeUndefined();
    expect(digestDay(new Date("2026-11-23T07:00:00Z"), 7)).toBe("2026-11-22");
    expect(digestDay(new Date("2026-11-23T23:30:00Z"), 0)).toBe("2026-11-22");
    expect(digestDay(new Date("2026-11-23T23:30:00Z"), undefined)).toBeUndefined();
  });
});

function suite(name: string, open: () => Promise<DatabaseHandle>, env: () => Record<string, string>, day: string) {
  describe(name, () => {
    const sink = createSmtpSink();
    let handle: DatabaseHandle;
    beforeAll(async () => {
      handle = await open();
      setDatabaseHandle(handle);
      await sink.start();
    });
    afterAll(async () => {
      // Also closes the SMTP connection to this suite's sink.
      await stopMailWorker();
      await sink.stop();
      setDatabaseHandle(undefined);
      await handle.close();
    });

    it("writes one digest per address and day however many workers try, listing yesterday's leads without names", async () => {
      const at = (time: string) => new Date(`${day}T${time}Z`);
      const lead = { language: "en" as const, verification: "verified" as const, email: "secret@example.org", phone: "+49 1", petType: "dog" as const, weightKg: 9, departureAddress: "Berlin", destinationAddress: "Tokyo", travelDate: "2027-07-01" };
      const [quote] = await handle.db
        .insert(quoteInquiries)
        .values([
          { ...lead, createdAt: at("08:15:00"), name: "Secret Quoter", destinationCountry: "japan", status: "contacted" },
          { ...lead, createdAt: at("23:59:59"), name: "Late Quoter", destinationCountry: null },
          { ...lead, createdAt: new Date(at("00:00:00").getTime() - 1000), name: "Too Early" },
        ])
        .returning({ id: quoteInquiries.id });
      await handle.db.insert(contactMessages).values({ createdAt: at("12:00:00"), language: "de", verification: "unverified", name: "Secret Writer", email: "writer@example.org", subject: "Hi", message: "A message here" });
      await handle.db.insert(newsletterSubscribers).values({ createdAt: at("10:00:00"), email: `reader-${day}@example.org`, language: "en" });

      const next = new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000);
      const beforeHour = new Date(next.getTime() + 6 * 3_600_000);
      const afterHour = new Date(next.getTime() + 7 * 3_600_000 + 60_000);
      configure({ ...env(), SALES_EMAIL: "anna@arc.example,ben@arc.example", DIGEST_HOUR: "7", SITE_URL: "https://www.arc.example", SMTP_URL: `smtp://127.0.0.1:${sink.port}` });
      expect(await enqueueDigest(beforeHour)).toBe(0);
      // Three worker processes at once: each address still gets exactly one digest.
      const written = await Promise.all([enqueueDigest(afterHour), enqueueDigest(afterHour), enqueueDigest(afterHour)]);
      expect(written.reduce((sum, count) => sum + count, 0)).toBe(2);
      expect(await enqueueDigest(new Date(afterHour.getTime() + 3_600_000))).toBe(0);
      const rows = await handle.db.select().from(mailOutbox).where(eq(mailOutbox.kind, "digest"));
      expect(rows.map((row) => row.dedupeKey).sort()).toEqual([`digest:${day}:anna@arc.example`, `digest:${day}:ben@arc.example`]);

      expect(await processOutbox()).toBe(2);
      expect(sink.messages.map((mail) => JSON.stringify(mail.to)).sort().join()).toMatch(/anna@arc\.example.*ben@arc\.example/);
      const digest = sink.messages[0]!;
      expect(digest.subject).toMatch(/^Leads of \w+ \d\d, 2026: 3$/);
      expect(digest.text).toMatch(/Quote requests: 2 · contact messages: 1 · newsletter sign-ups: 1/);
      expect(digest.text).toMatch(/08:15 UTC\s+Quote request\s+Japan\s+Contacted\s+Open/);
      expect(digest.text).toMatch(/12:00 UTC\s+Contact message\s+—\s+New/);
      expect(digest.text).toMatch(/23:59 UTC\s+Quote request\s+another place\s+New/);
      expect(digest.html).toContain(`https://www.arc.example/admin/leads/quote/${quote!.id}`);
      expect(`${digest.text}${digest.html}`).not.toMatch(/Secret|Late Quoter|Too Early|@example\.org/);
    });
  });
}

const dir = mkdtempSync(join(tmpdir(), "arc-digest-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
suite("daily digest on PGlite", () => openDatabase({ dataDir: dir }), () => ({}), "2026-03-09");

const postgresUrl = process.env.TEST_DATABASE_URL;
if (postgresUrl) {
  const dbName = `arc_digest_${process.pid}_${Date.now()}`;
  const url = new URL(postgresUrl);
  url.pathname = `/${dbName}`;
  const admin = postgres(postgresUrl, { max: 1, onnotice: () => {} });
  afterAll(async () => {
    await admin.unsafe(`drop database if exists "${dbName}" with (force)`);
    await admin.end();
  });
  suite(
    "daily digest on PostgreSQL",
    async () => {
      await admin.unsafe(`create database "${dbName}"`);
      return openDatabase({ databaseUrl: url.href });
    },
    () => ({ DATABASE_URL: url.href }),
    "2026-03-10",
  );
}
