import { describe, expect, it } from "vitest";
import { countries, countrySegment, findCountry } from "./countries.ts";

describe("country segments", () => {
  it("maps about 39 countries with unique segments in each language", () => {
    expect(countries.length).toBeGreaterThanOrEqual(38);
    expect(new Set(countries.map((c) => c.en)).size).toBe(countries.length);
    expect(new Set(countries.map((c) => c.de)).size).toBe(countries.length);
    for (const country of countries) {
      expect(country.en).toMatch(/^[a-z]+(-[a-z]+)*$/);
      expect(country.de).toMatch(/^[a-z]+(-[a-z]+)*$/);
    }
  });

  it("converts the examples of docs/requirements.md §2 in both directions", () => {
    expect(countrySegment("germany", "de")).toBe("deutschland");
    expect(countrySegment("deutschland", "en")).toBe("germany");
    expect(countrySegment("austria", "de")).toBe("osterreich");
    expect(countrySegment("vereinigtes-konigreich", "en")).toBe("united-kingdom");
    expect(countrySegment("atlantis", "de")).toBe("atlantis");
    expect(findCountry("Deutschland")?.name.de).toBe("Deutschland");
  });
});
