/**
 * Backups of the database and their restore: `npm run backup -- FILE` and `npm run restore -- FILE`
 * (scripts/backup.ts, scripts/restore.ts; docs/operations.md, "Operating the site").
 *
 * - PostgreSQL: pg_dump's custom format (every table, the migrations' record included), restored
 *   with pg_restore into an empty database in one transaction. The password goes to the tools in
 *   their environment, never on a command line.
 * - The embedded database: a gzipped tar of its folder (PGlite's own dump), taken while no
 *   transaction is open. A running server holds the folder, so it writes the file itself: the
 *   command leaves a request in the folder and sends SIGUSR2 to the server (its supervisor, the
 *   lock's holder), which asks its server process; without a server the command opens the folder.
 *   A restore unpacks such a file into an empty folder.
 */
import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { existsSync, lstatSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import { isAbsolute, join, resolve } from "node:path";
import { sql } from "drizzle-orm";
import { z } from "zod";
import { log } from "../log.server.ts";
import { ownFolder } from "./data-dir.server.ts";
import { acquireDataDirLock, lockHolder } from "./lock.server.ts";
import { openDatabase, rowsOf, type DatabaseHandle } from "./client.server.ts";

export class BackupError extends Error {
  override name = "BackupError";
}

/** How long a running server may take to write the embedded database's backup. */
const SERVER_BACKUP_TIMEOUT_MS = 120_000;

const requestFile = (dataDir: string) => join(dataDir, "backup-request.json");
const resultFile = (dataDir: string) => join(dataDir, "backup-result.json");
const requestSchema = z.object({ id: z.uuid(), file: z.string().min(1).max(4096).refine(isAbsolute) });
const resultSchema = z.object({ id: z.uuid(), ok: z.boolean(), bytes: z.number().optional(), error: z.string().optional() });

/**
 * A file is created only where none exists (O_EXCL: a link or a file someone placed there is
 * refused, never followed), readable by its owner only: a backup holds every lead's personal data.
 */
const NEW_FILE = { flag: "wx", mode: 0o600 } as const;

/** A name of its own next to `file`, for writing before the rename: nobody can place a file or link there in advance. */
const partialName = (file: string) => `${file}.${randomUUID()}.partial`;

/** Writes `bytes` to `file` whole or not at all (a partial file under a name of its own, then renamed). */
async function writeWhole(file: string, bytes: Uint8Array): Promise<void> {
  const partial = partialName(file);
  try {
    await writeFile(partial, bytes, NEW_FILE);
    renameSync(partial, file);
  } finally {
    rmSync(partial, { force: true });
  }
}

/** Whether `path` is a regular file (not a link) owned by this process's user. */
function ownRegularFile(path: string): boolean {
  try {
    const stat = lstatSync(path);
    return stat.isFile() && (process.getuid === undefined || stat.uid === process.getuid());
  } catch {
    return false;
  }
}

// PostgreSQL

/** libpq's environment variables for the connection parameters a DATABASE_URL's query may carry. */
const LIBPQ_PARAMETERS: Record<string, string> = { host: "PGHOST", sslmode: "PGSSLMODE", sslrootcert: "PGSSLROOTCERT", sslcert: "PGSSLCERT", sslkey: "PGSSLKEY", sslcrl: "PGSSLCRL", application_name: "PGAPPNAME" };

/** The connection of `url` as libpq's environment (so no password shows in a process list), and its database's name. */
function libpqEnvironment(url: string): NodeJS.ProcessEnv {
  const parsed = new URL(url);
  const env: NodeJS.ProcessEnv = { ...process.env, PGHOST: decodeURIComponent(parsed.hostname), PGPORT: parsed.port || "5432", PGDATABASE: decodeURIComponent(parsed.pathname.slice(1)) };
  if (parsed.username) env.PGUSER = decodeURIComponent(parsed.username);
  if (parsed.password) env.PGPASSWORD = decodeURIComponent(parsed.password);
  for (const [name, value] of parsed.searchParams) {
    if (Object.hasOwn(LIBPQ_PARAMETERS, name)) env[LIBPQ_PARAMETERS[name]!] = value;
  }
  // node-postgres's `ssl=true` is libpq's sslmode=require.
  if (!env.PGSSLMODE && ["true", "1"].includes(parsed.searchParams.get("ssl") ?? "")) env.PGSSLMODE = "require";
  return env;
}

/** A connection string naming only the database (the rest comes from the environment), quoted as libpq reads it. */
const databaseOnly = (env: NodeJS.ProcessEnv) => `dbname='${(env.PGDATABASE ?? "").replace(/[\\']/g, (character) => `\\${character}`)}'`;

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((done, fail) => {
    const child = spawn(command, args, { env, stdio: ["ignore", "inherit", "pipe"] });
    let errors = "";
    child.stderr.on("data", (chunk: Buffer) => (errors += chunk.toString()));
    child.once("error", (error) => fail(new BackupError(`${command} could not be started (${error.message}); install PostgreSQL's client tools of the server's version`)));
    child.once("exit", (code) => (code === 0 ? done() : fail(new BackupError(`${command} failed (exit code ${code}):\n${errors.trim()}`))));
  });
}

export async function backupPostgres(url: string, file: string): Promise<void> {
  const partial = partialName(file);
  try {
    // Created empty first (refusing anything already there), so pg_dump writes into a file only its owner reads.
    writeFileSync(partial, "", NEW_FILE);
    const env = libpqEnvironment(url);
    await run("pg_dump", ["--format=custom", "--no-owner", "--no-privileges", `--file=${partial}`, `--dbname=${databaseOnly(env)}`], env);
    renameSync(partial, file);
  } finally {
    rmSync(partial, { force: true });
  }
}

/** Tables in the schemas the site uses (its own and the migrations' record) in the database of `url`. */
async function tablesIn(url: string): Promise<number> {
  const handle = await openDatabase({ databaseUrl: url, migrate: false });
  try {
    return Number(rowsOf<{ count: number }>(await handle.db.execute(sql`select count(*)::int as count from information_schema.tables where table_schema in ('public', 'drizzle')`))[0]?.count ?? 0);
  } finally {
    await handle.close();
  }
}

/** Restores a pg_dump file into the (empty) database of `url`, all or nothing. */
export async function restorePostgres(url: string, file: string): Promise<void> {
  if ((await tablesIn(url)) > 0) throw new BackupError("The database is not empty: restore into a new, empty database (createdb), then point DATABASE_URL at it.");
  const env = libpqEnvironment(url);
  await run("pg_restore", ["--no-owner", "--no-privileges", "--exit-on-error", "--single-transaction", `--dbname=${databaseOnly(env)}`, file], env);
}

// The embedded database

/** The embedded database's backup, written by this process, which must not be a server's (the lock is taken). */
export async function backupEmbeddedHere(dataDir: string, file: string): Promise<number> {
  if (!existsSync(join(dataDir, "pglite", "PG_VERSION"))) throw new BackupError(`There is no embedded database in ${dataDir}.`);
  const handle = await openDatabase({ dataDir, migrate: false });
  try {
    const bytes = new Uint8Array(await (await handle.dump!()).arrayBuffer());
    await writeWhole(file, bytes);
    return bytes.length;
  } finally {
    await handle.close();
  }
}

/** Whether process `pid` is this site's server, started by `serve.js` or `npm start` (where the system tells: Linux's /proc). */
function isSiteServer(pid: number): boolean {
  try {
    return /\b(serve\.js|scripts\/start\.ts)\b/.test(readFileSync(`/proc/${pid}/cmdline`, "utf8"));
  } catch {
    return !existsSync("/proc/self");
  }
}

/**
 * Asks the running server that holds `dataDir` (process `pid`) to write the backup; resolves with
 * its size. Only the server's own user may ask (the request and result files are that user's).
 */
export async function backupEmbeddedByServer(dataDir: string, pid: number, file: string): Promise<number> {
  if (!ownRegularFile(join(dataDir, "pglite.lock"))) throw new BackupError(`Run this as the user the server runs as (the owner of ${join(dataDir, "pglite.lock")}).`);
  if (!isSiteServer(pid)) throw new BackupError(`Process ${pid}, named in ${join(dataDir, "pglite.lock")}, is not this site's server. If no server runs, delete that file and try again.`);
  const id = randomUUID();
  rmSync(resultFile(dataDir), { force: true });
  rmSync(requestFile(dataDir), { force: true });
  writeFileSync(requestFile(dataDir), JSON.stringify({ id, file }), NEW_FILE);
  try {
    try {
      process.kill(pid, "SIGUSR2");
    } catch (error) {
      throw new BackupError(`The server (process ${pid}) could not be asked: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`);
    }
    for (const started = Date.now(); Date.now() - started < SERVER_BACKUP_TIMEOUT_MS; await new Promise((done) => setTimeout(done, 200))) {
      let result: z.infer<typeof resultSchema>;
      try {
        result = resultSchema.parse(JSON.parse(readFileSync(resultFile(dataDir), "utf8")));
      } catch {
        continue;
      }
      if (result.id !== id) continue;
      rmSync(resultFile(dataDir), { force: true });
      if (!result.ok) throw new BackupError(`The server could not write the backup: ${result.error ?? "no reason given"}`);
      return result.bytes ?? 0;
    }
    throw new BackupError(`The server (process ${pid}) wrote no backup within ${SERVER_BACKUP_TIMEOUT_MS / 1000} s; its log says why.`);
  } finally {
    // A request left behind would be carried out by the next SIGUSR2.
    rmSync(requestFile(dataDir), { force: true });
  }
}

/** A server process's part: writes the backup the request in `dataDir` asks for, and its result next to it. */
export async function answerBackupRequest(dataDir: string, handle: DatabaseHandle): Promise<void> {
  let request: z.infer<typeof requestSchema>;
  try {
    // Only a plain file of the server's own user is a request (a link, or another user's file, is not).
    if (!ownRegularFile(requestFile(dataDir))) throw new Error("no request");
    request = requestSchema.parse(JSON.parse(readFileSync(requestFile(dataDir), "utf8")));
  } catch {
    return void log.warn("backup: asked for one, but no valid request was found in the data folder");
  } finally {
    rmSync(requestFile(dataDir), { force: true });
  }
  const answer = (result: Omit<z.infer<typeof resultSchema>, "id">) => {
    rmSync(resultFile(dataDir), { force: true });
    writeFileSync(resultFile(dataDir), JSON.stringify({ id: request.id, ...result }), NEW_FILE);
  };
  try {
    if (!handle.dump) throw new BackupError("this server does not run the embedded database");
    const started = performance.now();
    const bytes = new Uint8Array(await (await handle.dump()).arrayBuffer());
    await writeWhole(request.file, bytes);
    log.info({ bytes: bytes.length, ms: Math.round(performance.now() - started) }, "backup: the embedded database was written");
    answer({ ok: true, bytes: bytes.length });
  } catch (error) {
    log.error(`backup failed: ${(error as Error).message}`);
    answer({ ok: false, error: (error as Error).message });
  }
}

/** Unpacks a backup of the embedded database into `dataDir`, which must hold none yet. */
export async function restoreEmbedded(dataDir: string, file: string): Promise<void> {
  const folder = resolve(dataDir);
  if (lockHolder(folder) !== undefined) throw new BackupError(`A server runs on ${folder}: stop it, and restore into an empty folder.`);
  if (existsSync(join(folder, "pglite", "PG_VERSION"))) throw new BackupError(`${folder} already holds a database: restore into an empty folder (set DATA_DIR), or move this one away first.`);
  ownFolder(folder);
  const release = acquireDataDirLock(folder);
  try {
    const { PGlite } = await import("@electric-sql/pglite");
    const client = await PGlite.create(join(folder, "pglite"), { loadDataDir: new Blob([readFileSync(file)]) });
    await client.query("select 1");
    await client.close();
    // The backup is unpacked with its archive's modes (0666), inside a folder only its owner reaches.
    ownFolder(folder);
  } finally {
    release();
  }
}
