import { describe, expect, it } from "vitest";
import { telHref } from "./phone-link.ts";

describe("telHref", () => {
  it("keeps the digits and a leading plus, nothing else", () => {
    expect(telHref("+49 (69) 123-45 67")).toBe("tel:+49691234567");
    expect(telHref(" 069 / 12 34 56 ")).toBe("tel:069123456");
    expect(telHref("+1.212.555.0100 ext+")).toBe("tel:+12125550100");
  });
});
