import cluster from "node:cluster";
import { createHash } from "node:crypto";
import { join, resolve } from "node:path";
import { sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import type pg from "pg";
import type { QueryOptions, Transaction as PGliteTransaction } from "@electric-sql/pglite";
import { getConfig, type Config } from "../config.server.ts";
import { projectRoot } from "../project-root.server.ts";
import { ownFolder } from "./data-dir.server.ts";
import { acquireDataDirLock } from "./lock.server.ts";
import * as schema from "./schema.ts";
import { log } from "../log.server.ts";
import { recordQueryError, watchPool } from "../metrics.server.ts";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
/** The handle a `db.transaction` callback gets. */
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

export interface DatabaseHandle {
  db: Database;
  kind: "postgres" | "pglite";
  /** The node-postgres pool under `db` (PostgreSQL only), for libraries that send their own SQL. */
  pool?: pg.Pool;
  /** The embedded database as a gzipped tar of its folder, taken between two transactions (db/backup.server.ts). */
  dump?(): Promise<Blob>;
  close(): Promise<void>;
}

/** How long the PostgreSQL pool waits, and how long it keeps what it no longer uses (docs/configuration.md). */
export interface PoolTimeouts {
  /** Connecting, or waiting for a free connection: past this a query fails (and a request answers 503). */
  connectMs: number;
  /** The longest a statement may run on the server (`statement_timeout`; also idle-in-transaction). */
  statementMs: number;
  /** An idle connection is closed after this. */
  idleMs: number;
}

export interface OpenOptions {
  databaseUrl?: string;
  dataDir?: string;
  /** Run the committed migrations before returning (default true). */
  migrate?: boolean;
  timeouts?: PoolTimeouts;
  /** The embedded database's lock is held already: by this process, or by the supervisor of this server process. */
  lockHeld?: boolean;
}

/** The rows of a raw `db.execute` result: an object with `rows` on node-postgres and PGlite alike. */
export function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

export function migrationsFolder(): string {
  return join(projectRoot(), "drizzle");
}

/** `result`, counted as a failed query (metrics.server.ts) when it is a promise that rejects. */
function counted<T>(result: T): T {
  if (result instanceof Promise) result.catch(recordQueryError);
  return result;
}

/** The name a query's text is prepared under: the same text, the same statement. */
const statementName = (text: string) => `q${createHash("sha1").update(text).digest("base64url")}`;

/**
 * node-postgres runs a query without a name unprepared: PostgreSQL parses and plans it each time.
 * The pool's connections (its public `Client` option) give every query a name derived from its text,
 * so its first run on a connection prepares it and later runs reuse the plan (decision 017). Drizzle
 * builds parameterised SQL, so a connection holds about as many statements as the code has queries;
 * connections are replaced after an hour at most, and migrations run on their own connection first.
 * Queries of a transaction come here as promises and are counted when they fail; the pool's own
 * queries (with a callback) are counted by the pool (below).
 */
function preparingClient(Client: typeof pg.Client): typeof pg.Client {
  return class PreparingClient extends Client {
    override query(config: unknown, ...rest: unknown[]): never {
      const named = typeof config === "object" && config !== null && "text" in config && !(config as { name?: string }).name && typeof (config as { submit?: unknown }).submit !== "function";
      const query = super.query.bind(this) as (...args: unknown[]) => never;
      return counted(query(named ? { ...config, name: statementName((config as { text: string }).text) } : config, ...rest));
    }
  };
}

/** The pool, with every query it runs that fails (also for want of a connection) counted. */
function countingPool(Pool: typeof pg.Pool): typeof pg.Pool {
  return class CountingPool extends Pool {
    override query(...args: unknown[]): never {
      return counted((super.query.bind(this) as (...args: unknown[]) => never)(...args));
    }
  };
}

/**
 * The PostgreSQL pool: bounded waits everywhere, so a database that is away makes queries fail
 * within `connectMs` (answered 503) instead of hanging, and errors of a connection that is lost —
 * idle or in use — are logged instead of ending the process. node-postgres reconnects on the next
 * query, so the server serves again as soon as the database is back.
 */
async function openPool(url: string, timeouts: PoolTimeouts): Promise<pg.Pool> {
  const { default: pg } = await import("pg");
  const Pool = countingPool(pg.Pool);
  const pool = new Pool({
    Client: preparingClient(pg.Client),
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: timeouts.connectMs,
    idleTimeoutMillis: timeouts.idleMs,
    maxLifetimeSeconds: 3600,
    statement_timeout: timeouts.statementMs,
    idle_in_transaction_session_timeout: timeouts.statementMs,
    keepAlive: true,
  });
  pool.on("error", (error) => log.error(`database: an idle connection failed (${error.message})`));
  watchPool(() => ({ inUse: pool.totalCount - pool.idleCount, idle: pool.idleCount, waiting: pool.waitingCount }));
  pool.on("connect", (client) => {
    // A connection in use that fails rejects its query; without a listener it would also throw.
    client.on("error", () => {});
  });
  return pool;
}

/** Drizzle on one pooled connection, made once per connection; and the pool of each PostgreSQL database. */
const pools = new WeakMap<Database, { pool: pg.Pool; on: (client: pg.PoolClient) => Database }>();
const onConnection = new WeakMap<pg.PoolClient, Database>();

/**
 * Runs `run` as one transaction of `db`. Drizzle's node-postgres session (drizzle-orm 0.45) sends
 * BEGIN on a pooled connection before its try/finally, so a connection that fails at BEGIN — as
 * every open one does when PostgreSQL restarts — would never be given back, and the pool would
 * shrink until no query gets a connection (and `pool.end()` waits for ever). So on PostgreSQL the
 * transaction runs on a connection taken from the pool first, through drizzle's public API for a
 * single connection, and the connection is given back whatever happens; the pool drops it when it
 * broke. Every transaction of the site goes through here.
 */
export async function transaction<T>(db: Database, run: (tx: Transaction) => Promise<T>): Promise<T> {
  const postgres = pools.get(db);
  if (!postgres) return db.transaction(run);
  const client = await postgres.pool.connect().catch((error: unknown) => {
    recordQueryError();
    throw error;
  });
  try {
    let single = onConnection.get(client);
    if (!single) onConnection.set(client, (single = postgres.on(client)));
    return await single.transaction(run);
  } finally {
    client.release();
  }
}

/** An arbitrary constant: the advisory lock that serialises migrations between processes. */
const MIGRATION_LOCK_ID = 4_321_001;

async function migratePostgres(url: string, timeouts: PoolTimeouts): Promise<void> {
  const { default: pg } = await import("pg");
  const { drizzle } = await import("drizzle-orm/node-postgres");
  const { migrate } = await import("drizzle-orm/node-postgres/migrator");
  const single = new pg.Client({ connectionString: url, connectionTimeoutMillis: timeouts.connectMs });
  single.on("error", () => {});
  await single.connect();
  try {
    await single.query("set client_min_messages = warning");
    await single.query(`select pg_advisory_lock(${MIGRATION_LOCK_ID})`);
    await migrate(drizzle(single), { migrationsFolder: migrationsFolder() });
  } finally {
    await single.query(`select pg_advisory_unlock(${MIGRATION_LOCK_ID})`).catch(() => {});
    await single.end().catch(() => {});
  }
}

/**
 * The embedded database's settings beyond PGlite's own. PostgreSQL's default of 128 MB of shared
 * buffers made the server process hold about 70 MB more at start and 135 MB more once the tables had
 * been read, in a process that also has the operating system's file cache behind it; the site's
 * data fits in 16 MB many times over (decision 044).
 */
const EMBEDDED_SETTINGS = ["-c", "shared_buffers=16MB"];

/**
 * Opens PostgreSQL when a URL is given, else PGlite persisted in `dataDir` (guarded by a lock
 * file), and runs the migrations. Used once per process by `getDatabase`, and by scripts/tests.
 * Opening PostgreSQL connects nothing yet: the pool connects on the first query.
 */
export async function openDatabase(options: OpenOptions): Promise<DatabaseHandle> {
  const runMigrations = options.migrate ?? true;
  // Scripts and tests that open the database themselves get the configured (or default) timeouts.
  const timeouts = options.timeouts ?? databaseOptions(getConfig()).timeouts;
  if (options.databaseUrl) {
    if (runMigrations) await migratePostgres(options.databaseUrl, timeouts);
    const { drizzle } = await import("drizzle-orm/node-postgres");
    const pool = await openPool(options.databaseUrl, timeouts);
    const db = drizzle(pool, { schema }) as unknown as Database;
    pools.set(db, { pool, on: (client) => drizzle(client, { schema }) as unknown as Database });
    return { db, kind: "postgres", pool, close: () => pool.end() };
  }

  const dataDir = resolve(options.dataDir ?? "./data");
  ownFolder(dataDir);
  const release = options.lockHeld ? () => {} : acquireDataDirLock(dataDir);
  try {
    const { PGlite } = await import("@electric-sql/pglite");
    const { drizzle } = await import("drizzle-orm/pglite");
    /** The embedded database, with every query and transaction that fails counted. */
    class CountingPGlite extends PGlite {
      override query<T>(query: string, params?: unknown[], options?: QueryOptions) {
        return counted(super.query<T>(query, params, options));
      }
      override transaction<T>(run: (tx: PGliteTransaction) => Promise<T>) {
        return counted(super.transaction(run));
      }
    }
    const client = new CountingPGlite(join(dataDir, "pglite"), { startParams: [...PGlite.defaultStartParams, ...EMBEDDED_SETTINGS] });
    await client.waitReady;
    // A first start unpacks the new database with the modes of PGlite's archive (0666); what
    // PostgreSQL writes later is its owner's only. The folder was closed to others before either.
    ownFolder(dataDir);
    const db = drizzle(client, { schema }) as unknown as Database;
    if (runMigrations) {
      const { migrate } = await import("drizzle-orm/pglite/migrator");
      await migrate(drizzle(client), { migrationsFolder: migrationsFolder() });
    }
    // PGlite runs one transaction at a time: inside a transaction of its own (which writes nothing),
    // no other is open while the folder is read, so the copy holds exactly what was committed. (The
    // checkpoint, which only shortens the recovery after a restore, runs before.)
    return {
      db,
      kind: "pglite",
      dump: async () => {
        await client.exec("checkpoint");
        return client.transaction(() => client.dumpDataDir("gzip"));
      },
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

/** The database, its folder and its timeouts as configured. */
export function databaseOptions(config: Config): OpenOptions & { timeouts: PoolTimeouts } {
  return {
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    timeouts: { connectMs: config.DATABASE_CONNECT_TIMEOUT_MS, statementMs: config.DATABASE_STATEMENT_TIMEOUT_MS, idleMs: config.DATABASE_IDLE_TIMEOUT_MS },
  };
}

let handle: Promise<DatabaseHandle> | undefined;

/** The one database client of this process, opened (and migrated) on first use. */
export function getDatabase(): Promise<DatabaseHandle> {
  if (!handle) {
    const config = getConfig();
    // A server process finds the database prepared (migrated, and the embedded one locked) by its supervisor.
    handle = openDatabase({ ...databaseOptions(config), migrate: !cluster.isWorker, lockHeld: cluster.isWorker });
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

/** True when the database answers a trivial query within `timeoutMs`. */
export async function databaseReady(timeoutMs = 1_000): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), timeoutMs)));
  const answered = getDatabase()
    .then(({ db }) => db.execute(sql`select 1`))
    .then(
      () => true,
      () => false,
    );
  try {
    return await Promise.race([answered, late]);
  } finally {
    clearTimeout(timer);
  }
}
