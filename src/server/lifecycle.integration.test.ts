/** The supervisor's start-up (prepareDatabase): what it prints, and the embedded database's folder it leaves. */
import { rmSync, statSync } from "node:fs";
import { afterAll, describe, expect, it } from "vitest";
import { migratedDataDir } from "../test/database.ts";
import { configure } from "./config.server.ts";
import { prepareDatabase } from "./lifecycle.server.ts";
import { captureLog } from "./log.server.ts";

const dataDir = migratedDataDir("arc-lifecycle-");
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe("prepareDatabase", () => {
  it("creates the first staff account without printing its name (a secret), in a folder only its owner reaches", async () => {
    const username = "first-admin-7f3a";
    configure({ DATA_DIR: dataDir, ADMIN_USERNAME: username, ADMIN_PASSWORD: "a long enough password" });
    const logged: string[] = [];
    const release = captureLog((line) => void logged.push(line));
    try {
      await prepareDatabase();
    } finally {
      release();
    }
    expect(logged.join("\n")).toContain("admin: created the first");
    expect(logged.join("\n")).not.toContain(username);
    expect(statSync(dataDir).mode & 0o777).toBe(0o700);
  });
});
