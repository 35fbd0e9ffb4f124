/**
 * The embedded database's folder is its owner's only, whatever the umask of the process that opens
 * it: PGlite's files hold every lead and the staff's password hashes (in the tables and in the WAL).
 * Each case runs in a process of its own with the umask set, as `npm start` and `npm run restore` do.
 */
import { spawnSync } from "node:child_process";
import { chmodSync, lstatSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { migratedDataDir } from "../../test/database.ts";
import { openDatabase } from "./client.server.ts";

const folder = mkdtempSync(join(tmpdir(), "arc-data-dir-test-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const module = (name: string) => JSON.stringify(pathToFileURL(join(import.meta.dirname, name)).href);

/**
 * A first start on a new folder, writes (and a new WAL segment), a backup, its restore into another
 * folder and writes there: the modes of everything in both folders (each folder's own included),
 * taken while the database is open (its lock file there too) and after it is closed.
 */
const child = `
  const { lstatSync, readdirSync } = await import("node:fs");
  const { join } = await import("node:path");
  const { openDatabase } = await import(${module("client.server.ts")});
  const { backupEmbeddedHere, restoreEmbedded } = await import(${module("backup.server.ts")});
  const [first, restored, backup] = process.argv.slice(1);
  const modes = [];
  const walk = (path) => {
    modes.push([path, lstatSync(path).mode]);
    if (lstatSync(path).isDirectory()) for (const name of readdirSync(path)) walk(join(path, name));
  };
  const writeSome = async (dataDir) => {
    const handle = await openDatabase({ dataDir, migrate: false });
    await handle.db.execute("create table if not exists private (secret text)");
    await handle.db.execute("insert into private values ('anna@example.org')");
    await handle.db.execute("select pg_switch_wal()");
    await handle.db.execute("insert into private values ('scrypt$hash')");
    walk(dataDir);
    await handle.close();
    walk(dataDir);
  };
  await writeSome(first);
  await backupEmbeddedHere(first, backup);
  await restoreEmbedded(restored, backup);
  walk(restored);
  await writeSome(restored);
  console.log(JSON.stringify(modes));
`;

describe("the embedded database's folder", () => {
  for (const umask of ["022", "077"]) {
    it(`is its owner's only under umask ${umask}: on first start, after a restore, and for files written later`, () => {
      const first = join(folder, `first-${umask}`);
      const restored = join(folder, `restored-${umask}`);
      const run = spawnSync("sh", ["-c", `umask ${umask}; exec "$0" --input-type=module -e "$1" "$2" "$3" "$4"`, process.execPath, child, first, restored, join(folder, `backup-${umask}.tar.gz`)], {
        encoding: "utf8",
        timeout: 100_000,
      });
      expect(run.status, run.stderr).toBe(0);
      const modes = JSON.parse(run.stdout.trim().split("\n").at(-1)!) as [string, number][];
      const paths = modes.map(([path]) => path);
      // Everything was seen: both folders, the lock, the catalogs, more than one WAL segment.
      expect(paths).toEqual(expect.arrayContaining([first, restored, join(first, "pglite.lock"), join(restored, "pglite.lock"), join(first, "pglite", "global", "pg_control")]));
      expect(paths.filter((path) => path.startsWith(join(restored, "pglite", "pg_wal")) && /\/[0-9A-F]{24}$/.test(path)).length).toBeGreaterThan(1);
      expect(modes.length).toBeGreaterThan(1000);
      const open = modes.filter(([, mode]) => (mode & 0o077) !== 0).map(([path, mode]) => `${(mode & 0o777).toString(8)} ${path}`);
      expect({ seen: modes.length, open: open.length, first: open.slice(0, 5) }).toEqual({ seen: modes.length, open: 0, first: [] });
    });
  }

  it("is narrowed to its owner when it was made before (the folder and every file in it)", async () => {
    const dataDir = migratedDataDir("arc-data-dir-old-");
    const everything = (path: string): string[] => [path, ...(lstatSync(path).isDirectory() ? readdirSync(path).flatMap((name) => everything(join(path, name))) : [])];
    try {
      for (const path of everything(dataDir)) chmodSync(path, lstatSync(path).isDirectory() ? 0o777 : 0o666);
      await (await openDatabase({ dataDir, migrate: false })).close();
      const paths = everything(dataDir);
      expect(paths.length).toBeGreaterThan(1000);
      expect(paths.filter((path) => lstatSync(path).mode & 0o077)).toEqual([]);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
