import { describe, expect, it } from "vitest";
import { telHref } from "./tel.ts";

describe("telHref", () => {
  it("keeps the digits and a leading plus only", () => {
    expect(telHref("+49 69 2475 3810")).toBe("tel:+496924753810");
    expect(telHref("(069) 2475-3810")).toBe("tel:06924753810");
    expect(telHref(" +1 (555) 010-2030 ")).toBe("tel:+15550102030");
  });
});
