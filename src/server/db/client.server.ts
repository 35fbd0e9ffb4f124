import { mkdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import type { Sql } from "postgres";
import { getConfig } from "../config.server.ts";
import { projectRoot } from "../project-root.server.ts";
import { acquireDataDirLock } from "./lock.server.ts";
import * as schema from "./schema.ts";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: "postgres" | "pglite";
  /** The postgres.js pool under `db` (PostgreSQL only), for libraries that send their own SQL. */
  sql?: Sql;
  close(): Promise<void>;
}

export interface OpenOptions {
  databaseUrl?: string;
  dataDir?: string;
  /** Run the committed migrations before returning (default true). */
  migrate?: boolean;
}

/** The rows of a raw `db.execute` result: postgres-js answers an array, PGlite an object with `rows`. */
export function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

export function migrationsFolder(): string {
  return join(projectRoot(), "drizzle");
}

/** An arbitrary constant: the advisory lock that serialises migrations between processes. */
const MIGRATION_LOCK_ID = 4_321_001;

/**
 * Opens PostgreSQL when a URL is given, else PGlite persisted in `dataDir` (guarded by a lock
 * file), and runs the migrations. Used once per process by `getDatabase`, and by scripts/tests.
 */
export async function openDatabase(options: OpenOptions): Promise<DatabaseHandle> {
  const runMigrations = options.migrate ?? true;
  if (options.databaseUrl) {
    const { default: postgres } = await import("postgres");
    const { drizzle } = await import("drizzle-orm/postgres-js");
    if (runMigrations) {
      const { migrate } = await import("drizzle-orm/postgres-js/migrator");
      const single = postgres(options.databaseUrl, { max: 1, onnotice: () => {} });
      try {
        await single`select pg_advisory_lock(${MIGRATION_LOCK_ID})`;
        await migrate(drizzle(single), { migrationsFolder: migrationsFolder() });
      } finally {
        await single`select pg_advisory_unlock(${MIGRATION_LOCK_ID})`.catch(() => {});
        await single.end();
      }
    }
    const client = postgres(options.databaseUrl, { max: 10, onnotice: () => {} });
    const db = drizzle(client, { schema }) as unknown as Database;
    return { db, kind: "postgres", sql: client, close: () => client.end({ timeout: 5 }) };
  }

  const dataDir = resolve(options.dataDir ?? "./data");
  mkdirSync(dataDir, { recursive: true });
  const release = acquireDataDirLock(dataDir);
  try {
    const { PGlite } = await import("@electric-sql/pglite");
    const { drizzle } = await import("drizzle-orm/pglite");
    const client = await PGlite.create(join(dataDir, "pglite"));
    const db = drizzle(client, { schema }) as unknown as Database;
    if (runMigrations) {
      const { migrate } = await import("drizzle-orm/pglite/migrator");
      await migrate(drizzle(client), { migrationsFolder: migrationsFolder() });
    }
    return {
      db,
      kind: "pglite",
      close: async () => {
        try {
          await client.close();
        } finally {
          release();
        }
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

let handle: Promise<DatabaseHandle> | undefined;

/** The one database client of this process, opened (and migrated) on first use. */
export function getDatabase(): Promise<DatabaseHandle> {
  if (!handle) {
    const config = getConfig();
    handle = openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
    handle.catch(() => {
      handle = undefined;
    });
  }
  return handle;
}

/** Makes an already opened database the process's client (scripts and tests that open it themselves). */
export function setDatabaseHandle(opened: DatabaseHandle | undefined): void {
  handle = opened ? Promise.resolve(opened) : undefined;
}

export async function closeDatabase(): Promise<void> {
  const current = handle;
  handle = undefined;
  if (current) await (await current).close();
}

/** True when the database answers a trivial query. */
export async function databaseReady(): Promise<boolean> {
  try {
    const { db } = await getDatabase();
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
