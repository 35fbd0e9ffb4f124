import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { defineConfig } from "vitest/config";

/**
 * Unit tests that need modules of their own: a module replaced with `vi.mock`, or a check that a
 * module is loaded only on first use.
 */
const needFreshModules = ["src/entry.server.test.tsx", "src/server/staff/password.server.test.ts"];

export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["src/**/*.test.{ts,tsx}", "scripts/**/*.test.ts"],
          exclude: ["src/**/*.integration.test.ts", ...needFreshModules],
          environment: "node",
          // The files of a worker share their modules: importing them once per worker, not once per
          // file, halves the run. A test that needs modules no other file has loaded goes below.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: "unit-fresh-modules",
          include: needFreshModules,
          environment: "node",
        },
      },
      {
        extends: true,
        test: {
          name: "integration",
          include: ["src/**/*.integration.test.ts"],
          environment: "node",
          setupFiles: ["src/test/hashing-cost.ts"],
          // One migrated database of each kind for the whole run; each file copies it.
          globalSetup: ["src/test/database-template.ts"],
          testTimeout: 120_000,
          hookTimeout: 120_000,
          // Two files at a time (each with its own copy of the databases). PGlite takes some 300 MB per
          // open database, so no more than two at once.
          maxWorkers: 2,
          // The files of a worker share their modules, as the unit tests do: each file still has databases
          // of its own (withTestDatabase makes them the process's client), and PGlite's code is compiled
          // once per worker instead of once per file: 72–100 s in four runs on two cores, 115–151 s before.
          isolate: false,
        },
      },
    ],
  },
});
