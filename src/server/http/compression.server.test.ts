import type { IncomingMessage } from "node:http";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { propertyRuns } from "../../test/property.ts";
import { preferredEncoding } from "./compression.server.ts";

const asking = (acceptEncoding?: string) => ({ headers: acceptEncoding === undefined ? {} : { "accept-encoding": acceptEncoding } }) as IncomingMessage;

describe("choosing an encoding", () => {
  it("takes brotli, else gzip, from what the client accepts", () => {
    expect(preferredEncoding(asking("gzip, deflate, br, zstd"))).toBe("br");
    expect(preferredEncoding(asking("gzip"))).toBe("gzip");
    expect(preferredEncoding(asking("*"))).toBe("br");
    expect(preferredEncoding(asking())).toBeUndefined();
    expect(preferredEncoding(asking("identity"))).toBeUndefined();
  });

  it("honours q=0, which refuses an encoding, and never reads a name inside another", () => {
    expect(preferredEncoding(asking("br;q=0, gzip"))).toBe("gzip");
    expect(preferredEncoding(asking("br; q=0.0, gzip;q=0"))).toBeUndefined();
    expect(preferredEncoding(asking("*;q=0"))).toBeUndefined();
    expect(preferredEncoding(asking("*, br;q=0"))).toBe("gzip");
    expect(preferredEncoding(asking("x-br, gzip-not"))).toBeUndefined();
    expect(preferredEncoding(asking("br;q=0, *"))).toBe("gzip");
  });

  it("follows the client's weights, and prefers brotli only between equal ones", () => {
    expect(preferredEncoding(asking("gzip;q=0.5, br;q=0.001"))).toBe("gzip");
    expect(preferredEncoding(asking("gzip, br"))).toBe("br");
    expect(preferredEncoding(asking("gzip;q=1, br;q=0.9"))).toBe("gzip");
    expect(preferredEncoding(asking("identity;q=1, br;q=0.5"))).toBeUndefined();
  });

  it("reads any header a client sends without failing, and never picks an encoding it refused by name", () => {
    const part = fc.oneof(fc.constantFrom("br", "gzip", "*", "identity", "br;q=0", "gzip; q=0.0", "br;q=abc", ";", ",", "q=1"), fc.string({ maxLength: 12 }));
    fc.assert(
      fc.property(fc.array(part, { maxLength: 6 }), (parts) => {
        const header = parts.join(", ");
        const chosen = preferredEncoding(asking(header));
        expect([undefined, "br", "gzip"]).toContain(chosen);
        if (parts.length === 1 && /^(br|gzip);q=0$/.test(parts[0]!)) expect(chosen).not.toBe(parts[0]!.split(";")[0]);
      }),
      propertyRuns(300),
    );
  });
});
