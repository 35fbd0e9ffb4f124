import fc from "fast-check";
import { describe, expect, it, vi } from "vitest";
import { propertyRuns } from "../../test/property.ts";
import { jsonStructureFits } from "../../lib/api/json-body.ts";

/** The same bounds computed from the parsed value: nesting depth and separators of its JSON text. */
function reference(value: unknown, depth = 0): { depth: number; tokens: number } {
  if (!value || typeof value !== "object") return { depth, tokens: 0 };
  const children = Array.isArray(value) ? value : Object.values(value);
  const own = 1 + Math.max(0, children.length - 1) + (Array.isArray(value) ? 0 : children.length);
  return children.map((child) => reference(child, depth + 1)).reduce((sum, child) => ({ depth: Math.max(sum.depth, child.depth), tokens: sum.tokens + child.tokens }), { depth: depth + 1, tokens: own });
}

describe("JSON structure check before parsing", () => {
  it("lets a quote with a large photo through without parsing it", () => {
    const text = JSON.stringify({ name: "A [b] {c}, \"d\": e\\", additionalPets: [{ dimensions: { length: 1 } }], crateImage: `data:image/png;base64,${"A".repeat(8_000_000)}` });
    const parse = vi.spyOn(JSON, "parse");
    expect(jsonStructureFits(text)).toBe(true);
    expect(parse).not.toHaveBeenCalled();
    parse.mockRestore();
  });

  it("refuses millions of values and deep nesting without parsing them", () => {
    const manyValues = `{${Array.from({ length: 500_000 }, (_, i) => `"k${i}":0`).join(",")}}`;
    const parse = vi.spyOn(JSON, "parse");
    expect(jsonStructureFits("[".repeat(8_000_000))).toBe(false);
    expect(jsonStructureFits(manyValues)).toBe(false);
    expect(jsonStructureFits(`{"a":${"[".repeat(7)}${"]".repeat(7)}}`)).toBe(false);
    expect(parse).not.toHaveBeenCalled();
    parse.mockRestore();
  });

  it("counts what JSON.stringify writes, whatever the value", () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 8 }), (value) => {
        const expected = reference(value);
        expect(jsonStructureFits(JSON.stringify(value))).toBe(expected.depth <= 6 && expected.tokens <= 2000);
      }),
      propertyRuns(300),
    );
  });
});
