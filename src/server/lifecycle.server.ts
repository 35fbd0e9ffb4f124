/**
 * Start-up and shutdown of the app inside the production server (see http/http-server.server.ts):
 * the supervisor prepares the database once before it listens, so that configuration, content and
 * database fail fast; each server process then starts without needing the database, so one that
 * starts while PostgreSQL is away serves pages and answers 503 where a lead would be stored.
 */
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { bootstrapFirstStaffAccount } from "./staff/accounts.server.ts";
import { startRetention, stopRetention } from "./staff/privacy.server.ts";
import { checkCompanyFacts, stopWatchingCompanyFacts, watchCompanyFacts } from "./company.server.ts";
import { getConfig, type Config } from "./config.server.ts";
import { getContent } from "./content.server.ts";
import { closeDatabase, databaseOptions, databaseReady, getDatabase, openDatabase } from "./db/client.server.ts";
import { ownFolder } from "./db/data-dir.server.ts";
import { acquireDataDirLock } from "./db/lock.server.ts";
import { startMailWorker, stopMailWorker } from "./mail/outbox.server.ts";
import { closeRateLimiter } from "./rate-limit.server.ts";
import { log } from "./log.server.ts";

/**
 * The supervisor's part: checks the content, takes the embedded database's lock for as long as it
 * runs (its server processes open the database under it), runs the migrations and creates the first
 * staff account, then closes the database again.
 */
export async function prepareDatabase(): Promise<Config> {
  const config = getConfig();
  await getContent();
  checkCompanyFacts();
  if (!config.DATABASE_URL) {
    ownFolder(config.DATA_DIR);
    acquireDataDirLock(resolve(config.DATA_DIR));
    // Creating the embedded database takes a while the first time; say so rather than sit silent.
    if (!existsSync(join(config.DATA_DIR, "pglite", "PG_VERSION"))) log.info(`database: creating the embedded database in ${config.DATA_DIR} (first start only)…`);
  }
  const { kind, db, close } = await openDatabase({ ...databaseOptions(config), lockHeld: true });
  try {
    if (await bootstrapFirstStaffAccount(db, config.ADMIN_USERNAME, config.ADMIN_PASSWORD)) log.info("admin: created the first staff account (ADMIN_USERNAME)");
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
  const { db } = await getDatabase();
  if (await bootstrapFirstStaffAccount(db, config.ADMIN_USERNAME, config.ADMIN_PASSWORD)) log.info("admin: created the first staff account (ADMIN_USERNAME)");
  startMailWorker();
  startRetention(config.LEAD_RETENTION_DAYS);
  watchCompanyFacts();
  return config;
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
