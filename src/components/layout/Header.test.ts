import { describe, expect, it } from "vitest";
import { isActive } from "./Header.tsx";

describe("active header link", () => {
  it("matches home exactly and other links by prefix", () => {
    expect(isActive("home", "/")).toBe(true);
    expect(isActive("home", "/about")).toBe(false);
    expect(isActive("services", "/services/pet-air-transport")).toBe(true);
    expect(isActive("services", "/services")).toBe(true);
    expect(isActive("blog", "/blogger")).toBe(false);
  });

  it("matches the paths of both languages: German service pages share the English prefix", () => {
    expect(isActive("services", "/leistungen")).toBe(true);
    expect(isActive("about", "/uber-uns")).toBe(true);
    expect(isActive("about", "/uber-unsere")).toBe(false);
  });
});
