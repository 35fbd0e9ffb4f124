import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase, rowsOf, transaction, type DatabaseHandle } from "./client.server.ts";
import { DataDirInUseError } from "./lock.server.ts";
import { contactMessages, quoteInquiries, quoteInquiryPets, users } from "./schema.ts";
import { REFERENCE_ALPHABET } from "../../lib/lead-reference.ts";
import { postgresTestDatabase } from "../../test/database.ts";

const expectedTables = [
  "admin_sessions",
  "app_secrets",
  "company_versions",
  "contact_messages",
  "erasures",
  "lead_events",
  "mail_delivery_attempts",
  "mail_outbox",
  "newsletter_subscribers",
  "photo_files",
  "photos",
  "quote_inquiries",
  "quote_inquiry_pets",
  "rate_cards",
  "rate_limits",
  "request_documents",
  "request_links",
  "request_message_photos",
  "request_messages",
  "request_reminders",
  "request_steps",
  "request_update_photos",
  "request_updates",
  "staff_devices",
  "users",
];

async function tableNames(handle: DatabaseHandle): Promise<string[]> {
  const result = await handle.db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
  );
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { table_name: string }[];
  return rows.map((row) => row.table_name);
}

/** The migrated schema behaves the same on both engines: constraints, enums, cascades. */
async function exerciseSchema(handle: DatabaseHandle) {
  expect(await tableNames(handle)).toEqual(expectedTables);
  await handle.db.insert(users).values({ username: "sales", password: "scrypt$placeholder-hash" });
  await expect(handle.db.insert(users).values({ username: "sales", password: "x" })).rejects.toThrow();
  const [inquiry] = await handle.db
    .insert(quoteInquiries)
    .values({
      language: "de",
      verification: "unverified",
      name: "Anna Beispiel",
      email: "anna@example.org",
      phone: "+49 69 123456",
      petType: "cat",
      weightKg: 4.2,
      departureAddress: "Frankfurt",
      destinationAddress: "Tokyo",
      travelDate: "2027-03-01",
    })
    .returning();
  expect(inquiry?.status).toBe("new");
  // Every lead gets a reference from the database.
  expect(inquiry?.reference).toMatch(new RegExp(`^ARC-[${REFERENCE_ALPHABET}]{6}$`));
  await handle.db.insert(quoteInquiryPets).values({ inquiryId: inquiry!.id, position: 1, petType: "dog", weightKg: 12 });
  await expect(
    handle.db.execute(sql`insert into quote_inquiry_pets (inquiry_id, position, pet_type, weight_kg) values (${inquiry!.id}, 2, 'hamster', 1)`),
  ).rejects.toThrow();
  await handle.db.delete(quoteInquiries);
  expect(await handle.db.select().from(quoteInquiryPets)).toEqual([]);
  // The codes of a sequence's numbers never repeat (with no lead stored, none is skipped as taken).
  const [codes] = rowsOf<{ distinct: number }>(await handle.db.execute(sql`select count(distinct lead_reference(n))::int as distinct from generate_series(1, 20000) as n`));
  expect(codes?.distinct).toBe(20_000);
}

describe("embedded database (PGlite)", () => {
  const dir = mkdtempSync(join(tmpdir(), "arc-pglite-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("runs the migrations, and again without change on the next start", async () => {
    const first = await openDatabase({ dataDir: dir });
    try {
      await exerciseSchema(first);
    } finally {
      await first.close();
    }
    const second = await openDatabase({ dataDir: dir });
    try {
      expect(await tableNames(second)).toEqual(expectedTables);
    } finally {
      await second.close();
    }
  });

  it("keeps 16 MB of shared buffers, not PostgreSQL's 128 MB (the server process's memory, decision 044)", async () => {
    const handle = await openDatabase({ dataDir: dir, migrate: false });
    try {
      expect(rowsOf<{ shared_buffers: string }>(await handle.db.execute(sql`show shared_buffers`))).toEqual([{ shared_buffers: "16MB" }]);
    } finally {
      await handle.close();
    }
  });

  it("refuses a second opener of a folder in use, with a clear message", async () => {
    const holder = await openDatabase({ dataDir: dir, migrate: false });
    try {
      await expect(openDatabase({ dataDir: dir })).rejects.toThrow(DataDirInUseError);
      await expect(openDatabase({ dataDir: dir })).rejects.toThrow(/in use by process \d+/);
    } finally {
      await holder.close();
    }
    const again = await openDatabase({ dataDir: dir, migrate: false });
    await again.close();
  });

  it("takes over a lock left by a process that no longer runs", async () => {
    const { hostname } = await import("node:os");
    writeFileSync(join(dir, "pglite.lock"), JSON.stringify({ pid: 2 ** 22 + 12345, host: hostname() }));
    const handle = await openDatabase({ dataDir: dir, migrate: false });
    await handle.close();
  });
});

const postgresDatabase = postgresTestDatabase("arc_test");

describe.runIf(postgresDatabase)("PostgreSQL", () => {
  it("runs the migrations on a fresh database, concurrently from two processes' worth of clients", async () => {
    const [a, b] = await Promise.all([postgresDatabase!.open(), postgresDatabase!.open()]);
    try {
      await exerciseSchema(a);
      expect(await tableNames(b)).toEqual(expectedTables);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });

  it("gives leads stored at the same time distinct references", async () => {
    const handle = await postgresDatabase!.open();
    try {
      const lead = { language: "en", verification: "unverified", name: "N", email: "n@example.org" } as const;
      const stored = await Promise.all([
        ...Array.from({ length: 60 }, () =>
          handle.db.insert(quoteInquiries).values({ ...lead, phone: "1", petType: "dog", weightKg: 5, departureAddress: "A", destinationAddress: "B", travelDate: "2027-01-01" }).returning({ reference: quoteInquiries.reference }),
        ),
        ...Array.from({ length: 60 }, () => handle.db.insert(contactMessages).values({ ...lead, subject: "S", message: "M" }).returning({ reference: contactMessages.reference })),
      ]);
      const references = stored.map(([row]) => row!.reference);
      expect(new Set(references).size).toBe(120);
    } finally {
      await handle.close();
    }
  });

  it("runs Drizzle's queries as prepared statements, in and outside transactions", async () => {
    const handle = await postgresDatabase!.open();
    const prepared = async (run: Pick<DatabaseHandle["db"], "execute">) =>
      rowsOf<{ statement: string }>(await run.execute(sql`select statement from pg_prepared_statements`)).map((row) => row.statement);
    try {
      // One after the other, the queries share one pooled connection (the pool opens more only when all are busy).
      await handle.db.select({ id: users.id }).from(users).where(eq(users.username, "nobody"));
      expect((await prepared(handle.db)).some((statement) => statement.includes('from "users" where "users"."username" = $1'))).toBe(true);
      await transaction(handle.db, async (tx) => {
        await tx.select({ id: quoteInquiries.id }).from(quoteInquiries).where(eq(quoteInquiries.email, "nobody@example.org"));
        expect((await prepared(tx)).some((statement) => statement.includes('from "quote_inquiries" where "quote_inquiries"."email" = $1'))).toBe(true);
      });
    } finally {
      await handle.close();
    }
  });
});
