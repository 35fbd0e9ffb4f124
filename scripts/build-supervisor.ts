/**
 * Part of `npm run build:app` (after `react-router build`, which empties build/): the supervisor (src/server/http/supervisor.server.ts) as plain
 * JavaScript in build/supervisor/, which serve.js runs. So the one process that only holds the port
 * loads no TypeScript loader (about 18 MB), and its libraries stay in node_modules as for the app.
 */
import { build } from "vite";

await build({
  configFile: false,
  logLevel: "warn",
  publicDir: false,
  build: {
    ssr: new URL("../src/server/http/supervisor.server.ts", import.meta.url).pathname,
    outDir: new URL("../build/supervisor", import.meta.url).pathname,
    emptyOutDir: true,
    target: "node24",
    minify: false,
    rollupOptions: { output: { entryFileNames: "supervisor.js" } },
  },
});
