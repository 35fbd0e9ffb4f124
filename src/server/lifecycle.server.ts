/**
 * Start-up and shutdown of the app inside the production server: `serve.ts` calls these through
 * the server build so that configuration, content and database fail fast, before listening.
 */
import { bootstrapAdmin } from "./admin/accounts.server.ts";
import { startRetention, stopRetention } from "./admin/privacy.server.ts";
import { getConfig, type Config } from "./config.server.ts";
import { getContent } from "./content.server.ts";
import { closeDatabase, databaseReady, getDatabase } from "./db/client.server.ts";
import { startMailWorker, stopMailWorker } from "./mail/outbox.server.ts";
import { closeRateLimiter } from "./rate-limit.server.ts";

export async function startServer(): Promise<Config> {
  const config = getConfig();
  await getContent();
  const { kind, db } = await getDatabase();
  if (await bootstrapAdmin(db, config.ADMIN_USERNAME, config.ADMIN_PASSWORD)) console.log(`admin: created the first account ${config.ADMIN_USERNAME}`);
  console.log(`database: ${kind === "postgres" ? "PostgreSQL" : `embedded PGlite in ${config.DATA_DIR}`}, migrations applied`);
  startMailWorker();
  startRetention(config.LEAD_RETENTION_DAYS);
  console.log(config.SMTP_URL ? "mail: outbox worker sending over SMTP" : "mail: SMTP_URL unset, the outbox worker logs messages instead of sending them");
  return config;
}

export async function stopServer(): Promise<void> {
  stopRetention();
  await stopMailWorker();
  closeRateLimiter();
  await closeDatabase();
}

export async function serverHealth(): Promise<{ database: boolean }> {
  return { database: await databaseReady() };
}
