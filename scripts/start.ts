/**
 * `npm start`: builds the site when build/ is missing or was made from other sources (told by their
 * content, scripts/build-stamp.ts), then runs the production server in this process (serve.js;
 * embedded database unless DATABASE_URL is set). `npm start -- --no-build` serves the build as it is.
 *
 * package.json starts it with `exec`, so npm's own signal reaches this process and not a shell that
 * would end without passing it on: SIGTERM, SIGINT or SIGHUP to npm stops the build, or the server.
 */
import { spawn } from "node:child_process";
import { staleBuild } from "./build-stamp.ts";

const root = new URL("..", import.meta.url).pathname;
/** The signals that stop the server (src/server/http/supervisor.server.ts); nothing of the app is loaded before serve.js. */
const STOP_SIGNALS = ["SIGTERM", "SIGINT", "SIGHUP"] as const;
const options = process.argv.slice(2);
const unknown = options.filter((option) => option !== "--no-build");
if (unknown.length > 0) {
  console.error(`Unknown option ${unknown.join(" ")}. Usage: npm start [-- --no-build]`);
  process.exit(2);
}

/** Runs `npm run build` in a process group of its own, so that a signal stops every process of it. */
function build(): Promise<number> {
  const child = spawn("npm", ["run", "build"], { cwd: root, stdio: "inherit", detached: true });
  const forward = (signal: NodeJS.Signals) => process.kill(-child.pid!, signal);
  for (const signal of STOP_SIGNALS) process.on(signal, forward);
  return new Promise((resolve) =>
    child.once("exit", (code, signal) => {
      for (const stop of STOP_SIGNALS) process.off(stop, forward);
      resolve(code ?? (signal ? 1 : 0));
    }),
  );
}

if (!options.includes("--no-build")) {
  const started = Date.now();
  const reason = staleBuild();
  if (reason) {
    console.log(`${reason}: building the site (about half a minute on two cores; 2 to 4 minutes more when what the images are drawn from has changed)…`);
    const status = await build();
    if (status !== 0) process.exit(status);
  } else console.log(`The build is current (checked in ${Date.now() - started} ms): starting the server…`);
}

await import("../serve.js");
