/**
 * The backup service's own guards, below the commands (e2e/backup.spec.ts restores a whole site):
 * files only their owner reads, never written through a link someone placed, a request of the
 * server's own user only, and PostgreSQL databases of any name.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { migratedDataDir } from "../../test/database.ts";
import { withPgClient } from "../../test/pg.ts";
import { answerBackupRequest, backupEmbeddedHere, backupPostgres, restoreEmbedded, restorePostgres } from "./backup.server.ts";
import { openDatabase, rowsOf, type DatabaseHandle } from "./client.server.ts";

const folder = mkdtempSync(join(tmpdir(), "arc-backup-test-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const fakeHandle = (bytes: string): DatabaseHandle => ({ dump: async () => new Blob([bytes]) }) as unknown as DatabaseHandle;

describe("the embedded database", () => {
  it("round-trips through a backup file only its owner can read", async () => {
    const dataDir = migratedDataDir("arc-backup-source-");
    try {
      const file = join(folder, "embedded.tar.gz");
      const bytes = await backupEmbeddedHere(dataDir, file);
      expect(bytes).toBeGreaterThan(10_000);
      expect(statSync(file).mode & 0o777).toBe(0o600);
      const restored = join(folder, "restored");
      await restoreEmbedded(restored, file);
      const handle = await openDatabase({ dataDir: restored, migrate: false });
      try {
        const rows = rowsOf<{ count: number }>(await handle.db.execute(sql`select count(*)::int as count from drizzle.__drizzle_migrations`));
        expect(Number(rows[0]?.count)).toBeGreaterThan(0);
      } finally {
        await handle.close();
      }
      await expect(restoreEmbedded(restored, file)).rejects.toThrow(/already holds a database/);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it("a server writes the backup a request of its own user asks for, never through a link, and answers", async () => {
    const dataDir = mkdtempSync(join(folder, "data-"));
    const target = join(folder, "by-server.tar.gz");
    const id = crypto.randomUUID();
    writeFileSync(join(dataDir, "backup-request.json"), JSON.stringify({ id, file: target }));
    await answerBackupRequest(dataDir, fakeHandle("backup bytes"));
    expect(readFileSync(target, "utf8")).toBe("backup bytes");
    expect(statSync(target).mode & 0o777).toBe(0o600);
    expect(JSON.parse(readFileSync(join(dataDir, "backup-result.json"), "utf8"))).toEqual({ id, ok: true, bytes: 12 });
    expect(existsSync(join(dataDir, "backup-request.json"))).toBe(false);

    // A request that is a link to a file elsewhere is no request.
    const elsewhere = join(folder, "planted.json");
    writeFileSync(elsewhere, JSON.stringify({ id: crypto.randomUUID(), file: join(folder, "planted.tar.gz") }));
    symlinkSync(elsewhere, join(dataDir, "backup-request.json"));
    await answerBackupRequest(dataDir, fakeHandle("x"));
    expect(existsSync(join(folder, "planted.tar.gz"))).toBe(false);

    // A file or link already at the target is replaced by the rename, never written through.
    const victim = join(folder, "victim.txt");
    writeFileSync(victim, "keep me");
    const linked = join(folder, "linked.tar.gz");
    symlinkSync(victim, linked);
    writeFileSync(join(dataDir, "backup-request.json"), JSON.stringify({ id: crypto.randomUUID(), file: linked }));
    await answerBackupRequest(dataDir, fakeHandle("new backup"));
    expect(readFileSync(victim, "utf8")).toBe("keep me");
    expect(readFileSync(linked, "utf8")).toBe("new backup");
  });
});

const testDatabase = process.env.TEST_DATABASE_URL;
describe.runIf(testDatabase)("PostgreSQL", () => {
  // Names libpq would misread if they were passed as they are (a space, a quote, a backslash).
  const names = [`arc bk'${process.pid}`, `arc 'restored\\ ${process.pid}`];
  const urlOf = (name: string) => Object.assign(new URL(testDatabase!), { pathname: `/${encodeURIComponent(name)}` }).href;
  const recreate = (name: string) =>
    withPgClient(testDatabase!, async (client) => {
      await client.query(`drop database if exists "${name}" with (force)`);
      await client.query(`create database "${name}"`);
    });
  afterAll(() => withPgClient(testDatabase!, async (client) => {
    for (const name of names) await client.query(`drop database if exists "${name}" with (force)`);
  }));

  it("backs up and restores databases of any name, into a file only its owner reads", async () => {
    for (const name of names) await recreate(name);
    const source = await openDatabase({ databaseUrl: urlOf(names[0]!) });
    await source.close();
    const file = join(folder, "postgres.dump");
    await backupPostgres(urlOf(names[0]!), file);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const tables = async (name: string) => {
      const handle = await openDatabase({ databaseUrl: urlOf(name), migrate: false });
      try {
        return Number(rowsOf<{ count: number }>(await handle.db.execute(sql`select count(*)::int as count from information_schema.tables where table_schema in ('public', 'drizzle')`))[0]?.count);
      } finally {
        await handle.close();
      }
    };
    await restorePostgres(urlOf(names[1]!), file);
    expect(await tables(names[1]!)).toBe(await tables(names[0]!));
    await expect(restorePostgres(urlOf(names[1]!), file)).rejects.toThrow(/not empty/);
  });
});
