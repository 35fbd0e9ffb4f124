/**
 * Run once before the integration files (vitest globalSetup): one migrated database of each kind,
 * which every file copies instead of running the migrations again. PostgreSQL copies a template
 * database (`create database … template …`); PGlite's data folder is copied as files.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../server/db/client.server.ts";
import { dropDatabase, recreateDatabase } from "./pg.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** A migrated PostgreSQL database to copy (on the server of TEST_DATABASE_URL), when that is set. */
    postgresTemplate: string | undefined;
    /** A folder holding a migrated PGlite data folder (`pglite`) to copy. */
    pgliteTemplate: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const base = process.env.TEST_DATABASE_URL;
  const postgresTemplate = base ? `arc_template_${process.pid}` : undefined;
  const pgliteTemplate = mkdtempSync(join(tmpdir(), "arc-template-"));
  // One after the other: PGlite's start keeps the event loop busy for seconds on a fresh clone, and a
  // PostgreSQL connection waiting meanwhile would pass its connect timeout.
  if (base && postgresTemplate) {
    await recreateDatabase(base, postgresTemplate);
    const url = new URL(base);
    url.pathname = `/${postgresTemplate}`;
    await (await openDatabase({ databaseUrl: url.href })).close();
  }
  await (await openDatabase({ dataDir: pgliteTemplate })).close();
  project.provide("postgresTemplate", postgresTemplate);
  project.provide("pgliteTemplate", pgliteTemplate);
  return async () => {
    rmSync(pgliteTemplate, { recursive: true, force: true });
    if (base && postgresTemplate) await dropDatabase(base, postgresTemplate);
  };
}
