/**
 * Start-up and shutdown of the app inside the production server (see http/http-server.server.ts):
 * the database is prepared once, by a process of its own, before the supervisor opens the port, so
 * that configuration, content and database fail fast; each server process then starts without
 * needing the database, so one that starts while PostgreSQL is away serves pages and answers 503
 * where a lead would be stored.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { bootstrapFirstStaffAccount } from "./staff/accounts.server.ts";
import { startRetention, stopRetention } from "./staff/privacy.server.ts";
import { checkCompanyFacts, stopWatchingCompanyFacts, watchCompanyFacts } from "./company.server.ts";
import { getConfig, type Config } from "./config.server.ts";
import { getContent } from "./content.server.ts";
import { closeDatabase, databaseOptions, databaseReady, getDatabase, openDatabase, type Database } from "./db/client.server.ts";
import { startMailWorker, stopMailWorker } from "./mail/outbox.server.ts";
import { closeRateLimiter } from "./rate-limit.server.ts";
import { log } from "./log.server.ts";

/** The staff account ADMIN_USERNAME names, when the database has none yet (its name is a secret: never logged). */
async function createFirstStaffAccount(db: Database, config: Config): Promise<void> {
  if (await bootstrapFirstStaffAccount(db, config.ADMIN_USERNAME, config.ADMIN_PASSWORD)) log.info("admin: created the first staff account (ADMIN_USERNAME)");
}

/**
 * Before the port opens, in a process of its own that then ends (the supervisor holds the embedded
 * database's lock, under which this process and the server processes open it): checks the content
 * and the company facts, runs the migrations and creates the first staff account, then closes the
 * database again.
 */
export async function prepareDatabase(): Promise<Config> {
  const config = getConfig();
  await getContent();
  checkCompanyFacts();
  // Creating the embedded database takes a while the first time; say so rather than sit silent.
  if (!config.DATABASE_URL && !existsSync(join(config.DATA_DIR, "pglite", "PG_VERSION"))) log.info(`database: creating the embedded database in ${config.DATA_DIR} (first start only)…`);
  const { kind, db, close } = await openDatabase({ ...databaseOptions(config), lockHeld: true });
  try {
    await createFirstStaffAccount(db, config);
  } finally {
    await close();
  }
  log.info(`database: ${kind === "postgres" ? "PostgreSQL" : `embedded PGlite in ${config.DATA_DIR}`}, migrations applied`);
  log.info(config.SMTP_URL ? "mail: outbox workers sending over SMTP" : "mail: SMTP_URL unset, the outbox workers log messages instead of sending them");
  return config;
}

/** A server process's part: content, the database client (PostgreSQL connects on first use), the mail worker, retention and the published company facts. */
export async function startServer(): Promise<Config> {
  const config = getConfig();
  await getContent();
  await getDatabase();
  startMailWorker();
  startRetention(config.LEAD_RETENTION_DAYS);
  watchCompanyFacts();
  return config;
}

/**
 * The whole server in one process (`npm run dev`): what the supervisor and a server process do, in
 * turn, with the database opened once (migrated, and the embedded one locked, by this process).
 */
export async function startSingleProcess(): Promise<Config> {
  const config = getConfig();
  await getContent();
  checkCompanyFacts();
  await createFirstStaffAccount((await getDatabase()).db, config);
  return startServer();
}

export async function stopServer(): Promise<void> {
  stopRetention();
  stopWatchingCompanyFacts();
  await stopMailWorker();
  closeRateLimiter();
  await closeDatabase();
}

export async function serverHealth(): Promise<{ database: boolean }> {
  return { database: await databaseReady() };
}
