import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

describe("npm run launch-check", () => {
  it("lists what a visitor cannot verify with the shipped facts and fails while the imprint lacks anything", () => {
    // No database yet (an empty data folder): the shipped facts; nothing is created.
    const dataDir = mkdtempSync(join(tmpdir(), "arc-launch-"));
    const run = spawnSync(process.execPath, [join(import.meta.dirname, "launch-check.ts")], { encoding: "utf8", env: { ...process.env, DATABASE_URL: "", DATA_DIR: dataDir } });
    const left = readdirSync(dataDir);
    rmSync(dataDir, { recursive: true, force: true });
    expect(left).toEqual([]);
    expect(run.stdout).toContain("content/company.json, no version is published");
    expect(run.status).toBe(1);
    for (const fact of ["legal name", "phone number", "e-mail address", "an office address", "commercial register entry", "VAT ID", "review profile", "photographs of the team"]) {
      expect(run.stdout).toContain(fact);
    }
    expect(run.stdout).toContain("§ 5 DDG");
  });
});
