import { describe, expect, it, vi } from "vitest";

/** The module as production loads it: fresh, without the test runs' setting. */
async function freshModule() {
  vi.resetModules();
  return import("./password.server.ts");
}

describe("password hashing cost", () => {
  it("hashes with N = 2^17, r = 8, p = 1 unless a test run lowers it", async () => {
    const { hashPassword, decoyHash } = await freshModule();
    const stored = await hashPassword("correct horse battery staple");
    expect(stored).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(decoyHash()).toMatch(/^scrypt\$131072\$8\$1\$/);
  }, 30_000);

  it("lets only a test run choose the cheaper cost, and a hash made with it still verifies", async () => {
    const { hashPassword, hashWithTestCost, verifyPassword, decoyHash } = await freshModule();
    vi.stubEnv("VITEST", "");
    expect(() => hashWithTestCost()).toThrow("test runs only");
    vi.unstubAllEnvs();
    expect(decoyHash()).toMatch(/^scrypt\$131072\$/);
    hashWithTestCost();
    const stored = await hashPassword("correct horse battery staple");
    expect(stored).toMatch(/^scrypt\$1024\$8\$1\$/);
    expect(decoyHash()).toMatch(/^scrypt\$1024\$8\$1\$/);
    expect(await verifyPassword("correct horse battery staple", stored)).toBe(true);
    expect(await verifyPassword("wrong", stored)).toBe(false);
  });
});
