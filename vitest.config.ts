import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { defineConfig } from "vitest/config";

export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["src/**/*.test.{ts,tsx}", "scripts/**/*.test.ts"],
          exclude: ["src/**/*.integration.test.ts"],
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
          // PGlite instances are memory-hungry; one file at a time keeps the 2-core machine responsive.
          fileParallelism: false,
        },
      },
    ],
  },
});
