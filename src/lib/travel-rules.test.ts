import { describe, expect, it } from "vitest";
import { leadTimeRuleFor, tooEarlyFor } from "./travel-rules.ts";

const today = new Date(2026, 10, 22);

describe("lead times for rabies-free destinations", () => {
  it("recognises destinations in English and German", () => {
    expect(leadTimeRuleFor("Tokyo Narita")?.key).toBe("japan");
    expect(leadTimeRuleFor("Neuseeland, Auckland")?.key).toBe("newZealand");
    expect(leadTimeRuleFor("Honolulu, HI")?.key).toBe("hawaii");
    expect(leadTimeRuleFor("Frankfurt")).toBeUndefined();
  });

  it("warns when the date is earlier than the wait allows", () => {
    expect(tooEarlyFor("Sydney", "2027-03-01", today)?.key).toBe("australia");
    expect(tooEarlyFor("Sydney", "2027-06-01", today)).toBeUndefined();
    expect(tooEarlyFor("Honolulu", "2026-12-10", today)?.minDays).toBe(30);
    expect(tooEarlyFor("Honolulu", "2027-01-10", today)).toBeUndefined();
    expect(tooEarlyFor("Berlin", "2026-11-23", today)).toBeUndefined();
  });
});
