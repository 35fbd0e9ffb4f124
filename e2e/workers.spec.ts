/**
 * With PostgreSQL the server runs one process per core (or WEB_CONCURRENCY) on one port: two
 * processes serve, and SIGTERM lets both finish before the server ends. Needs PostgreSQL
 * (TEST_DATABASE_URL); the embedded database allows one process.
 */
import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { dropDatabase, recreateDatabase } from "../src/test/pg.ts";
import { freePort, startServer } from "./support/server-process.ts";

const testDatabase = process.env.TEST_DATABASE_URL;
if (testDatabase) {
  test("two server processes share the port on PostgreSQL and stop cleanly", async () => {
    test.setTimeout(90_000);
    const name = `arc_workers_${process.pid}`;
    await recreateDatabase(testDatabase, name);
    const url = new URL(testDatabase);
    url.pathname = `/${name}`;
    const server = startServer({ port: await freePort(), env: { DATABASE_URL: url.href, WEB_CONCURRENCY: "2", LOG_REQUESTS: "false", NODE_ENV: "production" } });
    try {
      await server.waitUntilReady({ timeoutMs: 60_000 });
      await expect.poll(() => new Set(server.output().match(/\(process \d+\)/g)).size, { timeout: 20_000 }).toBe(2);
      expect(server.output()).toContain("2 server processes");
      // Each runs the built app from plain JavaScript (no TypeScript loader in it) with __proto__ switched off, as in the supervisor.
      for (const pid of new Set([...server.output().matchAll(/\(process (\d+)\)/g)].map((match) => match[1]))) {
        const command = readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0");
        expect(command, `process ${pid}`).toContain("--disable-proto=throw");
        expect(command.at(-2) ?? "", `process ${pid}`).toMatch(/serve-process\.js$/);
      }
      // The supervisor runs serve.js, which loads its build (build/supervisor/), not a TypeScript file.
      expect(readFileSync(`/proc/${server.pid}/cmdline`, "utf8").split("\0")).toContain("serve.js");
      const answers = await Promise.all(Array.from({ length: 20 }, () => fetch(`${server.base}/faq`).then((response) => response.status)));
      expect(answers.every((status) => status === 200)).toBe(true);
    } finally {
      await server.stop();
      await dropDatabase(testDatabase, name);
    }
    expect(await server.exited).toBe(0);
    expect(server.output().match(/"message":"stopped"/g)).toHaveLength(2);
  });
}
