import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

describe("npm run launch-check", () => {
  it("lists what a visitor cannot verify with the shipped facts and fails while the imprint lacks anything", () => {
    const run = spawnSync(process.execPath, [join(import.meta.dirname, "launch-check.ts")], { encoding: "utf8" });
    expect(run.status).toBe(1);
    for (const fact of ["legal name", "phone number", "e-mail address", "an office address", "commercial register entry", "VAT ID", "review profile", "photographs of the team"]) {
      expect(run.stdout).toContain(fact);
    }
    expect(run.stdout).toContain("§ 5 DDG");
  });
});
