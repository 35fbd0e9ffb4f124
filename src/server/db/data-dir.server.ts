/**
 * The embedded database's folder (DATA_DIR) is its owner's only: the folder and every folder in it
 * 0700, every file 0600, whatever the process's umask. PGlite's files hold every lead and the staff's
 * password hashes, in the tables and in the WAL.
 *
 * PGlite's Emscripten file system (NODEFS) writes the modes the database asks for straight to disk,
 * with an explicit chmod that no umask narrows: the folder a first start makes (initdb runs in
 * memory and is unpacked from a tar) and every restored backup came out 0666. `OwnerOnlyNodeFS`
 * takes group and others out of every mode it writes; `ownFolder` makes the folder private and
 * narrows what is in it already (folders made before this, or files copied in).
 */
import { chmodSync, lstatSync, mkdirSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { NodeFS } from "@electric-sql/pglite/nodefs";

/** The permission bits of group and others. */
const GROUP_AND_OTHERS = 0o077;

type ModuleOptions = Parameters<NodeFS["init"]>[1];
type PostgresModule = Parameters<NonNullable<ModuleOptions["preRun"]>[number]>[0];
/** The two ways Emscripten's NODEFS sets a mode on disk (emscripten's library_nodefs.js). */
interface NodeFileSystem {
  node_ops: { mknod(parent: unknown, name: string, mode: number, dev: number): unknown };
  doSetAttr(target: unknown, node: unknown, attributes: { mode?: number }, chmod: (target: unknown, mode: number) => void, ...rest: unknown[]): void;
}

/** NODEFS of one PGlite instance, made to write every mode without group and others. */
function ownerOnlyModes(module: PostgresModule): void {
  const nodefs = module.NODEFS as unknown as NodeFileSystem;
  if (typeof nodefs.node_ops?.mknod !== "function" || typeof nodefs.doSetAttr !== "function") {
    throw new Error("PGlite's file system has changed: the embedded database's files could not be kept private (data-dir.server.ts)");
  }
  const mknod = nodefs.node_ops.mknod.bind(nodefs.node_ops);
  nodefs.node_ops.mknod = (parent, name, mode, dev) => mknod(parent, name, mode & ~GROUP_AND_OTHERS, dev);
  const doSetAttr = nodefs.doSetAttr.bind(nodefs);
  nodefs.doSetAttr = (target, node, attributes, chmod, ...rest) => doSetAttr(target, node, attributes, (path, mode) => chmod(path, mode & ~GROUP_AND_OTHERS), ...rest);
}

/** PGlite's file system on a folder, writing files and folders for their owner only. */
export class OwnerOnlyNodeFS extends NodeFS {
  constructor(folder: string) {
    // NodeFS would make a missing folder with the umask's mode.
    mkdirSync(folder, { recursive: true, mode: 0o700 });
    super(folder);
  }

  override init(...[pg, options]: Parameters<NodeFS["init"]>): ReturnType<NodeFS["init"]> {
    return super.init(pg, { ...options, preRun: [ownerOnlyModes, ...(options.preRun ?? [])] });
  }
}

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
