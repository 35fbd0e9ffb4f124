/**
 * `npm run dev`: the site's own server (src/server/http, as in production) with Vite's dev server
 * mounted in it in middleware mode, as React Router's custom-server template and epic-stack do. So
 * CSP, cache headers, canonical redirects, body limits, the cross-site refusal, request ids, the mail
 * worker and the first staff account behave in development as they do in production; only the app
 * is compiled on request and reloaded when its code changes. Embedded database unless DATABASE_URL.
 */
import { spawnSync } from "node:child_process";
import { createServer } from "node:http";
import type { ServerBuild } from "react-router";
import { createServer as createViteServer } from "vite";
import type { runDevelopmentServer as RunDevelopmentServer } from "../src/server/http/http-server.server.ts";

process.env.NODE_ENV ??= "development";
// Every page rendered anew, so a change shows at the next load.
process.env.PAGE_CACHE_BYTES ??= "0";

// The drawn images are files the pages link to (skipped while nothing they are drawn from changed).
const images = spawnSync(process.execPath, [new URL("./build-images.ts", import.meta.url).pathname], { stdio: "inherit" });
if (images.status !== 0) process.exit(images.status ?? 1);

const server = createServer();
const vite = await createViteServer({ server: { middlewareMode: true, hmr: { server } }, appType: "custom" });
const loadBuild = () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>;
// The server comes with the app's build (as serve.js takes it from build/server), so both share one copy of every module.
const { runDevelopmentServer } = (await loadBuild()).entry.module as unknown as { runDevelopmentServer: typeof RunDevelopmentServer };
await runDevelopmentServer({ server, loadBuild, vite: vite.middlewares, closeVite: () => vite.close() });
