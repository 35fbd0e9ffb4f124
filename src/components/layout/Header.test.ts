import { describe, expect, it } from "vitest";
import { isActive } from "./Header.tsx";

describe("active header link", () => {
  it("matches home exactly and other links by prefix", () => {
    expect(isActive("/", "/")).toBe(true);
    expect(isActive("/", "/about")).toBe(false);
    expect(isActive("/services", "/services/pet-air-transport")).toBe(true);
    expect(isActive("/services", "/services")).toBe(true);
    expect(isActive("/blog", "/blogger")).toBe(false);
  });
});
