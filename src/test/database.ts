/** An embedded database of its own for one test file, made the process's client for its tests. */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll } from "vitest";
import { configure } from "../server/config.server.ts";
import { openDatabase, setDatabaseHandle, type DatabaseHandle } from "../server/db/client.server.ts";
import { closeRateLimiter } from "../server/rate-limit.server.ts";

export function withTestDatabase(env: NodeJS.ProcessEnv = {}): { readonly handle: DatabaseHandle } {
  const dir = mkdtempSync(join(tmpdir(), "arc-test-"));
  const holder = {} as { handle: DatabaseHandle };
  beforeAll(async () => {
    configure(env);
    holder.handle = await openDatabase({ dataDir: dir });
    setDatabaseHandle(holder.handle);
  });
  afterAll(async () => {
    setDatabaseHandle(undefined);
    closeRateLimiter();
    await holder.handle.close();
    rmSync(dir, { recursive: true, force: true });
  });
  return holder;
}
