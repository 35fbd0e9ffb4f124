/**
 * Restores a backup of `npm run backup` into an empty database, as configured (README "Operating the site"):
 *   npm run restore -- FILE
 * PostgreSQL (DATABASE_URL): pg_restore into that database, which must be empty, in one transaction.
 * The embedded database (DATA_DIR): unpacked into that folder, which must hold no database yet.
 * The server then starts on it as usual (migrations newer than the backup run at start).
 */
import { resolve } from "node:path";
import { sql } from "drizzle-orm";
import { ConfigError, parseConfig } from "../src/server/config.server.ts";
import { BackupError, restoreEmbedded, restorePostgres } from "../src/server/db/backup.server.ts";
import { openDatabase, rowsOf } from "../src/server/db/client.server.ts";
import { DataDirInUseError } from "../src/server/db/lock.server.ts";

const [source] = process.argv.slice(2);
if (!source || source.startsWith("-")) {
  console.error("Usage: npm run restore -- FILE");
  process.exit(2);
}
const file = resolve(source);

/** Tables in the schemas the site uses (its own and the migrations' record). */
async function tablesIn(databaseUrl: string): Promise<number> {
  const handle = await openDatabase({ databaseUrl, migrate: false });
  try {
    const rows = rowsOf<{ count: number }>(await handle.db.execute(sql`select count(*)::int as count from information_schema.tables where table_schema in ('public', 'drizzle')`));
    return Number(rows[0]?.count ?? 0);
  } finally {
    await handle.close();
  }
}

try {
  const config = parseConfig();
  if (config.DATABASE_URL) {
    const url = config.DATABASE_URL;
    await restorePostgres(url, file, () => tablesIn(url));
    console.log(`Restored ${file} into the PostgreSQL database.`);
  } else {
    await restoreEmbedded(config.DATA_DIR, file);
    console.log(`Restored ${file} into the embedded database in ${resolve(config.DATA_DIR)}.`);
  }
} catch (error) {
  if (error instanceof BackupError || error instanceof ConfigError || error instanceof DataDirInUseError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
