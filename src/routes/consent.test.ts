import { describe, expect, it } from "vitest";
import { safeReturnPath } from "./consent.ts";

describe("consent return path", () => {
  it("accepts local paths only", () => {
    expect(safeReturnPath("/faq?language=de")).toBe("/faq?language=de");
    expect(safeReturnPath("//evil.example/")).toBe("/");
    expect(safeReturnPath("https://evil.example/")).toBe("/");
    expect(safeReturnPath("/\\evil.example")).toBe("/");
    expect(safeReturnPath(null)).toBe("/");
  });
});
