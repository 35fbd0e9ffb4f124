/**
 * Production server: `node serve.ts` (npm run serve) runs the built app. Everything it does —
 * static files, security headers, body limits, the Node↔Fetch bridge, health checks, shutdown —
 * lives in src/server/http/ (see http-server.server.ts) and ships inside the server build.
 * It only sets the environment React needs and disables `__proto__` before loading the build.
 */
import { fileURLToPath } from "node:url";
import type { ServerBuild } from "react-router";

// Defence in depth against prototype pollution, as `node --disable-proto=throw` does: reading or
// writing `obj.__proto__` throws, so a crafted key can never reach Object.prototype through it.
// Set before the app is loaded, so it holds for every module.
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
// loads: its development build renders a page in about 2.4 times the CPU time, with extra checks.
// The server warns at start when it is not "production".
process.env.NODE_ENV ??= "production";

const build = (await import(new URL("./build/server/index.js", import.meta.url).href)) as ServerBuild;
const { runServer } = build.entry.module as unknown as { runServer: (build: ServerBuild, root: string) => Promise<void> };
await runServer(build, fileURLToPath(new URL(".", import.meta.url)));
