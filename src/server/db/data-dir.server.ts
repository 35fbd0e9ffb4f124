/**
 * The embedded database's folder (DATA_DIR) is its owner's only: the folder and every folder in it
 * 0700, every file 0600, whatever the process's umask. PGlite's files hold every lead and the staff's
 * password hashes, in the tables and in the WAL.
 *
 * PGlite's Emscripten file system writes the modes it is given with an explicit chmod that no umask
 * narrows: the database a first start makes (initdb runs in memory and is unpacked from an archive)
 * and every restored backup come out 0666; what PostgreSQL writes later is 0600 (folders 0700).
 * So `ownFolder` runs before PGlite opens the folder (the folder 0700: nobody else reaches anything
 * in it from then on) and again once it has unpacked (everything in it narrowed to its owner).
 */
import { chmodSync, lstatSync, mkdirSync, readdirSync } from "node:fs";
import { join } from "node:path";

/** The permission bits of group and others. */
const GROUP_AND_OTHERS = 0o077;

/** Takes group and others out of the modes of everything in `folder`, links left alone (never followed). */
function narrowContents(folder: string): void {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (!entry.isFile() && !entry.isDirectory()) continue;
    const { mode } = lstatSync(path);
    if (mode & GROUP_AND_OTHERS) chmodSync(path, mode & 0o777 & ~GROUP_AND_OTHERS);
    if (entry.isDirectory()) narrowContents(path);
  }
}

/** Makes `dataDir` (created when missing) and everything in it its owner's only. */
export function ownFolder(dataDir: string): void {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  chmodSync(dataDir, 0o700);
  narrowContents(dataDir);
}
