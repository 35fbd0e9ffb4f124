/**
 * A backup of the database, as configured (docs/operations.md, "Operating the site"):
 *   npm run backup -- FILE
 * PostgreSQL (DATABASE_URL): pg_dump's custom format. The embedded database (DATA_DIR): a gzipped
 * tar of its folder, written by the running server when one holds the folder, else by this command.
 * Either way the file appears whole or not at all.
 */
import { resolve } from "node:path";
import { parseConfig } from "../src/server/config.server.ts";
import { backupEmbeddedByServer, backupEmbeddedHere, backupPostgres, BackupError } from "../src/server/db/backup.server.ts";
import { lockHolder } from "../src/server/db/lock.server.ts";
import { fileArgument, runCommand } from "./command.ts";

// Whatever this command or its tools create is readable by its user only.
process.umask(0o077);

const file = fileArgument("Usage: npm run backup -- FILE   (for example backups/site-$(date +%F).dump)");

await runCommand(async () => {
  const config = parseConfig();
  if (config.DATABASE_URL) {
    await backupPostgres(config.DATABASE_URL, file);
    return console.log(`Wrote the PostgreSQL backup ${file}.`);
  }
  const dataDir = resolve(config.DATA_DIR);
  const server = lockHolder(dataDir);
  const bytes = server === undefined ? await backupEmbeddedHere(dataDir, file) : await backupEmbeddedByServer(dataDir, server, file);
  console.log(`Wrote the backup of the embedded database ${file} (${Math.round(bytes / 1024)} kB${server === undefined ? "" : `, by the running server, process ${server}`}).`);
}, [BackupError]);
