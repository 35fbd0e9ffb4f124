// @ts-check
/**
 * Production server: `node serve.js` (npm run serve). This process is the supervisor
 * (src/server/http/supervisor.server.ts, built into build/supervisor/ as plain JavaScript: it loads
 * neither the app nor a database driver nor Node's TypeScript loader, so it costs little more than a
 * bare Node process); every process it forks — the one that prepares the database, and the server
 * processes — runs serve-process.js, which loads the built app, whose HTTP server lives in
 * src/server/http/ (see http-server.server.ts) and ships inside the server build. This file only
 * disables `__proto__` and sets the environment React needs before either is loaded.
 */
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";

// Defence in depth against prototype pollution, as `node --disable-proto=throw` does (and is given to
// every forked process): reading or writing `obj.__proto__` throws, so a crafted key can never reach
// Object.prototype through it. Set before anything else is loaded, so it holds for every module.
Object.defineProperty(Object.prototype, "__proto__", {
  get() {
    throw new TypeError("Object.prototype.__proto__ is disabled in this server");
  },
  set() {
    throw new TypeError("Object.prototype.__proto__ is disabled in this server");
  },
  configurable: false,
});

// React picks its build from NODE_ENV when it is first loaded, so the default is set before the app
// loads (the forked processes inherit it): its development build renders a page in about 2.4 times
// the CPU time, with extra checks. The server warns at start when it is not "production".
process.env.NODE_ENV ??= "production";

const supervisor = new URL("./build/supervisor/supervisor.js", import.meta.url);
if (!existsSync(supervisor)) {
  console.error("No build found (build/supervisor/supervisor.js): run `npm run build` first, or `npm start`, which builds when needed.");
  process.exit(1);
}
/** @type {{ runSupervisor: (processFile: string) => Promise<void> }} */
const { runSupervisor } = await import(supervisor.href);
await runSupervisor(fileURLToPath(new URL("./serve-process.js", import.meta.url)));
