import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from "node:fs";
import { hostname } from "node:os";
import { join } from "node:path";
import { log } from "../log.server.ts";

export class DataDirInUseError extends Error {
  override name = "DataDirInUseError";
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** The process that holds the data folder's lock, when it runs on this host; undefined when none does. */
export function lockHolder(dataDir: string): number | undefined {
  try {
    const holder = JSON.parse(readFileSync(join(dataDir, "pglite.lock"), "utf8")) as { pid?: unknown; host?: unknown };
    return typeof holder.pid === "number" && holder.host === hostname() && isAlive(holder.pid) ? holder.pid : undefined;
  } catch {
    return undefined;
  }
}

/**
 * PGlite has no cross-process lock, and two processes on one data folder corrupt it. This lock
 * file (created atomically with O_EXCL) lets exactly one process open the folder; a lock left by
 * a process that no longer runs on this host is taken over, with a warning saying so.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  const path = join(dataDir, "pglite.lock");
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(path, "wx", 0o600);
      writeSync(fd, JSON.stringify({ pid: process.pid, host: hostname(), since: new Date().toISOString() }));
      closeSync(fd);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        process.off("exit", release);
        try {
          unlinkSync(path);
        } catch {
          // Already gone: nothing to release.
        }
      };
      process.on("exit", release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      let holder: { pid?: number; host?: string; since?: unknown } = {};
      try {
        holder = JSON.parse(readFileSync(path, "utf8")) as typeof holder;
      } catch {
        // Unreadable lock: treat as held, unless it is stale by the checks below.
      }
      const sameHost = holder.host === hostname();
      if (sameHost && typeof holder.pid === "number" && !isAlive(holder.pid)) {
        log.warn(
          `The embedded database folder ${dataDir} has a lock left by process ${holder.pid} (since ${typeof holder.since === "string" ? holder.since : "?"}), which no longer runs: ` +
            `it did not end cleanly (killed, or its terminal closed). Taking the folder over.`,
        );
        unlinkSync(path);
        continue;
      }
      throw new DataDirInUseError(
        `The embedded database folder ${dataDir} is in use by process ${holder.pid ?? "?"} on ${holder.host ?? "?"}. ` +
          `Stop that process first (only one process may open an embedded database), or set DATABASE_URL to use PostgreSQL. ` +
          `If no such process runs, delete ${path}.`,
      );
    }
  }
  throw new DataDirInUseError(`Could not lock ${path}.`);
}
