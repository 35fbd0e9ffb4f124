/**
 * A PostgreSQL cluster of the fault tests' own: made with `initdb` in a temporary folder, started
 * with `pg_ctl` on a free loopback port, and stopped, restarted and removed by the tests — never the
 * shared server the other tests use. The server binaries come from the system's PostgreSQL packages
 * (`pg_config --bindir`, else the newest `/usr/lib/postgresql/<version>/bin`). Run as root, the
 * cluster belongs to the `postgres` user, as PostgreSQL refuses to run as root.
 */
import { execFile, execFileSync } from "node:child_process";
import { promisify } from "node:util";
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir, userInfo } from "node:os";
import { join } from "node:path";
import { freePort } from "./server-process.ts";

function binDir(): string {
  try {
    const dir = execFileSync("pg_config", ["--bindir"], { encoding: "utf8" }).trim();
    if (existsSync(join(dir, "initdb"))) return dir;
  } catch {
    // No pg_config on the path: look for the packages' folders.
  }
  const root = "/usr/lib/postgresql";
  const versions = existsSync(root) ? readdirSync(root).filter((name) => existsSync(join(root, name, "bin", "initdb"))) : [];
  const newest = versions.sort((a, b) => Number(b) - Number(a))[0];
  if (!newest) throw new Error("PostgreSQL's server binaries (initdb, pg_ctl) were not found; install the postgresql package");
  return join(root, newest, "bin");
}

export interface PgCluster {
  port: number;
  /** postgres://postgres@127.0.0.1:port/postgres */
  url: string;
  /** A URL of `database` on this cluster. */
  urlOf(database: string): string;
  start(): Promise<void>;
  /** `pg_ctl stop -m fast`: every connection is ended at once. */
  stop(): Promise<void>;
  /** `pg_ctl restart -m fast`; resolves once the server accepts connections again. */
  restart(): Promise<void>;
  remove(): void;
}

export async function createPgCluster(): Promise<PgCluster> {
  const bin = binDir();
  const asRoot = userInfo().uid === 0;
  const folder = mkdtempSync(join(tmpdir(), "arc-pg-"));
  const data = join(folder, "data");
  if (asRoot) {
    const id = (flag: string) => Number(execFileSync("id", [flag, "postgres"], { encoding: "utf8" }));
    chownSync(folder, id("-u"), id("-g"));
  }
  const commandLine = (command: string, args: string[]): [string, string[]] =>
    asRoot ? ["runuser", ["-u", "postgres", "--", join(bin, command), ...args]] : [join(bin, command), args];
  // Asynchronous, so the tests' own clients keep running while the database goes and comes.
  const run = async (command: string, args: string[]) => void (await promisify(execFile)(...commandLine(command, args), { cwd: folder }));
  execFileSync(...commandLine("initdb", ["-D", data, "-U", "postgres", "--auth=trust", "--no-sync", "-E", "UTF8"]), { stdio: "ignore", cwd: folder });
  const port = await freePort();
  // Small and quick: no fsync (the data is thrown away), the socket in the cluster's own folder.
  const options = `-p ${port} -c listen_addresses=127.0.0.1 -k ${folder} -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=60`;
  const ctl = (...args: string[]) => run("pg_ctl", ["-D", data, "-w", "-t", "60", ...args]);
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  return {
    port,
    url,
    urlOf: (database) => `postgres://postgres@127.0.0.1:${port}/${database}`,
    start: () => ctl("-o", options, "-l", join(folder, "log"), "start"),
    stop: () => ctl("-m", "fast", "stop"),
    restart: () => ctl("-m", "fast", "-o", options, "-l", join(folder, "log"), "restart"),
    remove() {
      try {
        execFileSync(...commandLine("pg_ctl", ["-D", data, "-m", "immediate", "stop"]), { stdio: "ignore" });
      } catch {
        // Not running.
      }
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
