import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { propertyRuns } from "../../test/property.ts";
import { safeReturnPath } from "./return-path.server.ts";

const origin = "https://www.example.com";

describe("consent return path", () => {
  it("accepts local paths only", () => {
    expect(safeReturnPath("/faq?language=de", origin)).toBe("/faq?language=de");
    expect(safeReturnPath("/destinations#list", origin)).toBe("/destinations#list");
    for (const hostile of ["//evil.example/", "https://evil.example/", "/\\evil.example", "/\t/evil.example", "/\n/evil.example", "/%09/evil.example", "/./\u0000/x", null, 42]) {
      const path = safeReturnPath(hostile, origin);
      expect(new URL(path, origin).origin).toBe(origin);
      expect(path).toMatch(/^\/(?!\/)/);
    }
  });

  it("never leads off the site, whatever the value", () => {
    const piece = fc.constantFrom("/", "\\", "\t", "\n", "\r", ".", "..", "%2f", "%5c", "%09", "evil.example", ":", "@", "?", "#", "http:", " ");
    const value = fc.oneof(fc.string(), fc.array(piece, { maxLength: 12 }).map((parts) => parts.join("")));
    fc.assert(
      fc.property(value, (candidate) => {
        const path = safeReturnPath(candidate, origin);
        // How a browser resolves the Location header the redirect sends.
        expect(new URL(path, origin).origin).toBe(origin);
        expect(path.startsWith("/") && !path.startsWith("//")).toBe(true);
      }),
      propertyRuns(500),
    );
  });
});
