/**
 * `npm start`: builds the site when the build is missing or older than its sources, then runs
 * the production server (embedded database unless DATABASE_URL is set).
 */
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

const root = new URL("..", import.meta.url).pathname;
const output = join(root, "build", "server", "index.js");
const sources = ["src", "public", "content/company.json", "vite.config.ts", "react-router.config.ts", "package-lock.json"];

function newest(path: string): number {
  if (!existsSync(path)) return 0;
  const info = statSync(path);
  if (!info.isDirectory()) return info.mtimeMs;
  return readdirSync(path).reduce((latest, name) => Math.max(latest, newest(join(path, name))), info.mtimeMs);
}

const builtAt = existsSync(output) ? statSync(output).mtimeMs : 0;
if (builtAt === 0 || sources.some((source) => newest(join(root, source)) > builtAt)) {
  console.log(builtAt === 0 ? "No build found: building the site…" : "Sources changed since the last build: rebuilding…");
  const result = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

await import("../serve.ts");
