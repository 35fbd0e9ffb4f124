import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

let root: string | undefined;

/**
 * The project folder (the one holding `package.json`, `content/` and `drizzle/`), found upward
 * from this module so it is the same from the sources, the built server and the test runner.
 */
export function projectRoot(): string {
  if (root) return root;
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i++) {
    if (existsSync(join(dir, "drizzle")) && existsSync(join(dir, "package.json"))) return (root = dir);
    dir = dirname(dir);
  }
  return (root = process.cwd());
}
