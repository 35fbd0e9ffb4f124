/**
 * Production server: `node serve.ts` (npm run serve) runs the built app. Everything it does —
 * static files, security headers, body limits, the Node↔Fetch bridge, health checks, shutdown —
 * lives in src/server/http/ (see http-server.server.ts) and ships inside the server build.
 * It only disables `__proto__` (src/server/harden-prototype.ts) and sets the environment React needs
 * before loading the build.
 */
import "./src/server/harden-prototype.ts";
import { fileURLToPath } from "node:url";
import type { ServerBuild } from "react-router";

// React picks its build from NODE_ENV when it is first loaded, so the default is set before the app
// loads: its development build renders a page in about 2.4 times the CPU time, with extra checks.
// The server warns at start when it is not "production".
process.env.NODE_ENV ??= "production";

const build = (await import(new URL("./build/server/index.js", import.meta.url).href)) as ServerBuild;
const { runServer } = build.entry.module as unknown as { runServer: (build: ServerBuild, root: string) => Promise<void> };
await runServer(build, fileURLToPath(new URL(".", import.meta.url)));
