import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cookieName, hasCookie, readCookie, setCookie, storedConsent } from "./cookies.ts";

describe("cookies", () => {
  it("takes only a known consent choice from the consent cookie", () => {
    expect(storedConsent("lang=de; consent=all")).toBe("all");
    expect(storedConsent("consent=essential")).toBe("essential");
    expect(storedConsent("consent=everything")).toBeNull();
    expect(storedConsent("consent=%E0%A4%A")).toBeNull();
    expect(storedConsent(undefined)).toBeNull();
  });

  it("are read by their entry in the table, a malformed value being no value", () => {
    expect(readCookie("a=1; lang=de; b=2", "lang")).toBe("de");
    expect(readCookie(null, "lang")).toBeUndefined();
    expect(readCookie("lang=%E0%A4%A; consent=all", "lang")).toBeUndefined();
    expect(readCookie("lang=%E0%A4%A; consent=all", "consent")).toBe("all");
    expect(readCookie("xlang=de", "lang")).toBeUndefined();
  });

  it("are written the same way for every cookie: path, SameSite, lifetime, HttpOnly for the staff's", () => {
    expect(setCookie("lang", "de")).toBe("lang=de; Path=/; SameSite=Lax; Max-Age=31536000");
    expect(setCookie("consent", undefined)).toBe("consent=; Path=/; SameSite=Lax; Max-Age=0");
    expect(setCookie("staffSession", "t", { secure: false, maxAgeSeconds: 60 })).toBe("arc_admin=t; Path=/; HttpOnly; SameSite=Lax; Max-Age=60");
    expect(setCookie("staffDevice", "t", { secure: true })).toBe("__Host-arc_device=t; Path=/; HttpOnly; SameSite=Lax; Max-Age=15552000; Secure");
  });

  it("of the staff carry the __Host- prefix over HTTPS, and are recognised in either form", () => {
    expect(cookieName("staffSession", true)).toBe("__Host-arc_admin");
    expect(cookieName("staffSession", false)).toBe("arc_admin");
    expect(cookieName("lang", true)).toBe("lang");
    expect(readCookie("__Host-arc_admin=abc", "staffSession", true)).toBe("abc");
    expect(readCookie("__Host-arc_admin=abc", "staffSession", false)).toBeUndefined();
    expect(hasCookie("x=1; __Host-arc_admin=abc", "staffSession")).toBe(true);
    expect(hasCookie("arc_admin=abc", "staffSession")).toBe(true);
    expect(hasCookie("xarc_admin=abc; arc_adminx=1", "staffSession")).toBe(false);
  });

  it("read back what they wrote, whatever the value", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (value) => {
        const written = setCookie("consent", value).split(";")[0]!;
        expect(readCookie(`a=1; ${written}`, "consent")).toBe(value);
      }),
      { numRuns: 200, seed: 7 },
    );
  });
});
