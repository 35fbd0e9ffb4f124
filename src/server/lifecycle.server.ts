/**
 * Start-up and shutdown of the app inside the production server: `serve.ts` calls these through
 * the server build so that configuration, content and database fail fast, before listening.
 */
import { getConfig, type Config } from "./config.server.ts";
import { getContent } from "./content.server.ts";
import { closeDatabase, databaseReady, getDatabase } from "./db/client.server.ts";

export async function startServer(): Promise<Config> {
  const config = getConfig();
  await getContent();
  const { kind } = await getDatabase();
  console.log(`database: ${kind === "postgres" ? "PostgreSQL" : `embedded PGlite in ${config.DATA_DIR}`}, migrations applied`);
  return config;
}

export async function stopServer(): Promise<void> {
  await closeDatabase();
}

export async function serverHealth(): Promise<{ database: boolean }> {
  return { database: await databaseReady() };
}
