// @ts-check
/**
 * A process of the production server that runs the built app: the supervisor (serve.js) forks this
 * file for the process that prepares the database and for each server process. It is JavaScript so
 * that Node loads no TypeScript loader here (about 18 MB per process); the supervisor starts it with
 * `--disable-proto=throw` and the environment React needs (see serve.js).
 */
import { join } from "node:path";
import { pathToFileURL } from "node:url";

/** @type {import("react-router").ServerBuild} */
const build = await import(pathToFileURL(join(import.meta.dirname, "build", "server", "index.js")).href);
const { runServer } = /** @type {{ runServer: (build: import("react-router").ServerBuild, root: string) => Promise<void> }} */ (/** @type {unknown} */ (build.entry.module));
await runServer(build, import.meta.dirname);
