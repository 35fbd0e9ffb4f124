/**
 * The server `npm run audit` audits: the built server, started on a snapshot of build/ and a
 * fresh embedded database, or a server that is already running (--url).
 */
import { copyFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort, repositoryRoot, sleep, startServer } from "../e2e/support/server-process.ts";

const READY_TIMEOUT_MS = 90_000;

export interface AuditedServer {
  base: string;
  /** The server's process id, when this script started it. */
  pid?: number;
  stop(): Promise<void>;
}

/** Changes whenever a build writes, adds or removes files in build/. */
function buildStamp(): string {
  return ["build/server/index.js", "build/server", "build/client", "build/client/assets", "build/supervisor"]
    .map((path) => {
      try {
        return String(statSync(join(repositoryRoot, path)).mtimeMs);
      } catch {
        return "missing";
      }
    })
    .join("|");
}

/** The server bundle and the client assets it links to belong to the same build. */
function buildIsComplete(app: string): boolean {
  const serverBundle = join(app, "build", "server", "index.js");
  if (!existsSync(serverBundle)) return false;
  // Vite's hashed bundles only (the generated images under /assets/ have stable names).
  const linked = new Set(readFileSync(serverBundle, "utf8").match(/(?<=["'`])\/assets\/[\w.-]+\.(?:js|css)(?=["'`])/g) ?? []);
  return linked.size > 0 && [...linked].every((asset) => existsSync(join(app, "build", "client", asset)));
}

/**
 * The server runs on a copy of build/ (with serve.js, and links to node_modules, content/,
 * drizzle/ and package.json), so a rebuild during the audit cannot swap the hashed assets under
 * it. A copy taken while a build was writing is taken again.
 */
async function snapshotApp(app: string): Promise<string> {
  for (let attempt = 1; ; attempt++) {
    const before = buildStamp();
    rmSync(app, { recursive: true, force: true });
    mkdirSync(join(app, "build"), { recursive: true });
    try {
      cpSync(join(repositoryRoot, "build", "server"), join(app, "build", "server"), { recursive: true });
      cpSync(join(repositoryRoot, "build", "client"), join(app, "build", "client"), { recursive: true });
      cpSync(join(repositoryRoot, "build", "supervisor"), join(app, "build", "supervisor"), { recursive: true });
    } catch {
      // a build was deleting files: try again
    }
    await sleep(1_000);
    if (buildStamp() === before && !before.includes("missing") && buildIsComplete(app)) break;
    if (attempt === 30) throw new Error("build/ kept changing (is a build running?); could not take a consistent copy.");
    if (attempt === 1) console.log("build/ is being written; waiting for a consistent copy…");
    await sleep(2_000);
  }
  // serve.js starts the supervisor (build/supervisor); the server processes run the app's build (serve-process.js).
  for (const name of ["serve.js", "serve-process.js"]) copyFileSync(join(repositoryRoot, name), join(app, name));
  for (const name of ["node_modules", "content", "drizzle", "src", "package.json"]) {
    if (existsSync(join(repositoryRoot, name))) symlinkSync(join(repositoryRoot, name), join(app, name));
  }
  return app;
}

/**
 * The built server on a free port, a snapshot of build/ and a fresh embedded database, all removed
 * by stop(). `env` adds to or overrides the server's environment (the benchmark lifts the rate limit).
 */
export async function startBuiltServer(env: Record<string, string> = {}): Promise<AuditedServer> {
  if (!existsSync(join(repositoryRoot, "build", "server", "index.js"))) {
    throw new Error("No build found (build/server/index.js): run `npm run build` first, or pass --url of a running server.");
  }
  const port = await freePort();
  const workDir = mkdtempSync(join(tmpdir(), "arc-audit-"));
  const dataDir = join(workDir, "data");
  let app: string;
  try {
    app = await snapshotApp(join(workDir, "app"));
  } catch (error) {
    rmSync(workDir, { recursive: true, force: true });
    throw error;
  }
  const base = `http://127.0.0.1:${port}`;
  const server = startServer({
    port,
    cwd: app,
    env: {
      NODE_ENV: "production",
      DATA_DIR: dataDir,
      LOG_REQUESTS: "false",
      // Canonical and hreflang links on the audited origin, as on the live site.
      SITE_URL: base,
      ...env,
    },
  });

  const removeWorkDir = () => rmSync(workDir, { recursive: true, force: true });
  // Also when the audit itself is ended abruptly.
  process.once("exit", removeWorkDir);
  const stop = async () => {
    await server.stop();
    removeWorkDir();
  };

  const started = Date.now();
  process.stdout.write(`Starting the built server on ${base} (snapshot of build/ in ${app}, DATA_DIR ${dataDir}) `);
  try {
    await server.waitUntilReady({ timeoutMs: READY_TIMEOUT_MS, onPoll: () => process.stdout.write(".") });
  } catch (error) {
    process.stdout.write("\n");
    await stop();
    throw error;
  }
  console.log(` ready after ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return { base, pid: server.pid, stop };
}

/** A server that is already running, checked to answer; the audit leaves it running. */
export async function runningServer(url: string): Promise<AuditedServer> {
  const reachable = await fetch(url, { signal: AbortSignal.timeout(15_000) }).then(
    async (response) => (await response.body?.cancel(), true),
    () => false,
  );
  if (!reachable) throw new Error(`Cannot reach ${url}.`);
  return { base: url, stop: async () => {} };
}
