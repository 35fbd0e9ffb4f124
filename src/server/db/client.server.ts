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

/**
 * Drizzle sends its queries through postgres.js's `unsafe`, which runs them unprepared: each one
 * is parsed and planned anew, and one with parameters costs two round trips (postgres.js asks for
 * the parameter types before it sends the values). Prepared, a query's second run is one round trip
 * to a statement PostgreSQL already planned. Drizzle builds parameterised SQL, so the statements
 * per connection are as few as the queries in the code; connections are replaced after an hour
 * at most (postgres.js's `max_lifetime`), and migrations run on their own connection first.
 */
function preparedByDefault<T extends Sql>(sql: T): T {
  const unsafe = sql.unsafe.bind(sql);
  sql.unsafe = ((query: string, parameters?: unknown[], queryOptions?: object) =>
    unsafe(query, parameters as never[], { ...queryOptions, prepare: true })) as T["unsafe"];
  // A transaction's own handle has no `begin`.
  if (typeof sql.begin !== "function") return sql;
  const begin = sql.begin.bind(sql) as unknown as (...args: unknown[]) => Promise<unknown>;
  (sql as { begin: unknown }).begin = (...args: unknown[]) => {
    const fn = args.at(-1) as (tx: Sql) => unknown;
    return begin(...args.slice(0, -1), (tx: Sql) => fn(preparedByDefault(tx)));
  };
  return sql;
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
    const client = preparedByDefault(postgres(options.databaseUrl, { max: 10, onnotice: () => {} }));
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
