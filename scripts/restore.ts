/**
 * Restores a backup of `npm run backup` into an empty database, as configured (docs/operations.md, "Operating the site"):
 *   npm run restore -- FILE
 * PostgreSQL (DATABASE_URL): pg_restore into that database, which must be empty, in one transaction.
 * The embedded database (DATA_DIR): unpacked into that folder, which must hold no database yet.
 * The server then starts on it as usual (migrations newer than the backup run at start).
 */
import { resolve } from "node:path";
import { parseConfig } from "../src/server/config.server.ts";
import { BackupError, restoreEmbedded, restorePostgres } from "../src/server/db/backup.server.ts";
import { fileArgument, runCommand } from "./command.ts";

const file = fileArgument("Usage: npm run restore -- FILE");

await runCommand(async () => {
  const config = parseConfig();
  if (config.DATABASE_URL) {
    await restorePostgres(config.DATABASE_URL, file);
    return console.log(`Restored ${file} into the PostgreSQL database.`);
  }
  await restoreEmbedded(config.DATA_DIR, file);
  console.log(`Restored ${file} into the embedded database in ${resolve(config.DATA_DIR)}.`);
}, [BackupError]);
