import { describe, expect, it } from "vitest";
import { requirements } from "./data.ts";
import { rulesToRecheck } from "./review.ts";
import type { RequirementsFile } from "../schemas/requirements.ts";

/** The shipped file with the sources of two rule sets dated back. */
function withChecked(dates: Record<string, string>): RequirementsFile {
  const file = structuredClone(requirements());
  for (const [rule, checked] of Object.entries(dates)) file.rules[rule]!.sources = file.rules[rule]!.sources.map((source, index) => (index === 0 ? { ...source, checked } : source));
  return file;
}

describe("rulesToRecheck", () => {
  it("lists the rule sets whose oldest source was checked more than six months ago, the oldest first", () => {
    const file = withChecked({ japan: "2026-05-01", hawaii: "2026-03-15" });
    expect(rulesToRecheck(file, "2026-11-28")).toEqual([
      { rule: "hawaii", checked: "2026-03-15" },
      { rule: "japan", checked: "2026-05-01" },
    ]);
  });

  it("keeps a rule set checked exactly six months ago off the list, and lists it a day later", () => {
    const file = withChecked({ japan: "2026-05-28" });
    expect(rulesToRecheck(file, "2026-11-28").map((entry) => entry.rule)).not.toContain("japan");
    expect(rulesToRecheck(file, "2026-11-29").map((entry) => entry.rule)).toContain("japan");
  });

  it("finds every shipped rule set once its sources are older than six months", () => {
    const all = rulesToRecheck(requirements(), "2027-12-31");
    expect(all).toHaveLength(Object.keys(requirements().rules).length);
    expect(rulesToRecheck(requirements(), "2026-11-28")).toEqual([]);
  });
});
