/** Databases for tests: an embedded one per test file, and a throwaway PostgreSQL database when TEST_DATABASE_URL is set. */
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, inject } from "vitest";
import { configure } from "../server/config.server.ts";
import { openDatabase, setDatabaseHandle, type DatabaseHandle } from "../server/db/client.server.ts";
import { stopMailWorker } from "../server/mail/outbox.server.ts";
import { closeRateLimiter } from "../server/rate-limit.server.ts";
import { dropDatabase, withPgClient } from "./pg.ts";
import type { SmtpSink } from "./smtp-sink.ts";

/**
 * A new folder (under the system's temporary one, named after `prefix`) holding a copy of the
 * migrated PGlite data folder the run made at its start (`database-template.ts`): `openDatabase({ dataDir })`
 * on it finds every migration applied.
 */
export function migratedDataDir(prefix = "arc-test-"): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  cpSync(join(inject("pgliteTemplate"), "pglite"), join(dir, "pglite"), { recursive: true });
  return dir;
}

/**
 * A database made the process's client for the tests of one file: an embedded one of its own unless
 * `open` gives another. With `sink`, that SMTP server runs as long, and the mail transport to it is
 * closed at the end.
 */
export function withTestDatabase(env: NodeJS.ProcessEnv = {}, options: { open?: () => Promise<DatabaseHandle>; sink?: SmtpSink } = {}): { readonly handle: DatabaseHandle } {
  const dir = migratedDataDir();
  const holder = {} as { handle: DatabaseHandle };
  beforeAll(async () => {
    configure(env);
    holder.handle = await (options.open?.() ?? openDatabase({ dataDir: dir }));
    setDatabaseHandle(holder.handle);
    await options.sink?.start();
  });
  afterAll(async () => {
    if (options.sink) {
      await stopMailWorker();
      await options.sink.stop();
    }
    setDatabaseHandle(undefined);
    closeRateLimiter();
    await holder.handle.close();
    rmSync(dir, { recursive: true, force: true });
  });
  return holder;
}

/**
 * A PostgreSQL database of its own for one test file, created on first `open` as a copy of the
 * run's migrated template and dropped after the file's tests; undefined without TEST_DATABASE_URL.
 */
export function postgresTestDatabase(prefix: string): { url: string; open(): Promise<DatabaseHandle> } | undefined {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) return undefined;
  const name = `${prefix}_${process.pid}_${Date.now()}`;
  const url = new URL(base);
  url.pathname = `/${name}`;
  let created: Promise<unknown> | undefined;
  afterAll(() => dropDatabase(base, name));
  return {
    url: url.href,
    async open() {
      created ??= withPgClient(base, (client) => client.query(`create database "${name}" template "${inject("postgresTemplate")}"`));
      await created;
      return openDatabase({ databaseUrl: url.href });
    },
  };
}
