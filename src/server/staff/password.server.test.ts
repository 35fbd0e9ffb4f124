import { scrypt } from "node:crypto";
import type * as NodeCrypto from "node:crypto";
import { afterEach, describe, expect, it, vi } from "vitest";
import { HashingBusyError, HASHING_QUEUE, HASHING_SLOTS, hashPassword, MAX_PASSWORD_LENGTH, passwordProblem, verifyPassword } from "./password.server.ts";

// scrypt is replaced by one the test finishes by hand, to watch how many run at once.
vi.mock("node:crypto", async (importOriginal) => ({ ...(await importOriginal<typeof NodeCrypto>()), scrypt: vi.fn() }));
const pending: (() => void)[] = [];
let running = 0;
let peak = 0;
vi.mocked(scrypt).mockImplementation(((_password: string, _salt: Buffer, length: number, _options: unknown, done: (error: Error | null, key: Buffer) => void) => {
  peak = Math.max(peak, ++running);
  pending.push(() => {
    running--;
    done(null, Buffer.alloc(length));
  });
}) as never);

// Records whether the strength estimator's dictionaries were loaded.
const loaded = vi.hoisted(() => ({ dictionaries: false }));
vi.mock("@zxcvbn-ts/language-common", async (importOriginal) => {
  loaded.dictionaries = true;
  return await importOriginal();
});

/** Loading the strength estimator's dictionaries takes seconds on a busy machine. */
const LOADING_TIMEOUT_MS = 30_000;

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Completes every computation, including those that start as others finish. */
async function finishAll() {
  await settle();
  while (pending.length) {
    pending.shift()!();
    await settle();
  }
}

afterEach(async () => {
  await finishAll();
  peak = 0;
});

describe("password hashing", () => {
  it("runs at most HASHING_SLOTS computations at once and turns callers away beyond a short queue", async () => {
    const hashing = hashPassword("correct horse battery staple");
    await finishAll();
    const stored = await hashing;
    peak = 0;
    const total = HASHING_SLOTS + HASHING_QUEUE + 3;
    const calls = Array.from({ length: total }, () => verifyPassword("a guess", stored).then((match) => match, (error: unknown) => error));
    await settle();
    expect(running).toBe(HASHING_SLOTS);
    await finishAll();
    const outcomes = await Promise.all(calls);
    expect(peak).toBe(HASHING_SLOTS);
    expect(outcomes.filter((outcome) => outcome === true)).toHaveLength(HASHING_SLOTS + HASHING_QUEUE);
    expect(outcomes.filter((outcome) => outcome instanceof HashingBusyError)).toHaveLength(3);
    // Once the queue has drained, a new caller is served again.
    const next = verifyPassword("a guess", stored);
    await finishAll();
    expect(await next).toBe(true);
  });

  it("frees the slot of a computation that fails", async () => {
    for (let i = 0; i < HASHING_SLOTS; i++) {
      vi.mocked(scrypt).mockImplementationOnce(((...args: unknown[]) => (args.at(-1) as (error: Error) => void)(new Error("out of memory"))) as never);
      await expect(hashPassword("correct horse battery staple")).rejects.toThrow("out of memory");
    }
    const hash = hashPassword("correct horse battery staple");
    await settle();
    expect(running).toBe(1);
    await finishAll();
    expect(await hash).toMatch(/^scrypt\$/);
  });
});

describe("new passwords", () => {
  it("loads the strength estimator only when a password is being set", async () => {
    // The tests above hashed and verified passwords without it.
    expect(loaded.dictionaries).toBe(false);
    expect(await passwordProblem("correct horse battery staple", "sales")).toBeUndefined();
    expect(loaded.dictionaries).toBe(true);
  }, LOADING_TIMEOUT_MS);

  it("refuses short, overlong and guessable passwords", async () => {
    expect(await passwordProblem("short-pass", "sales")).toBe("staff.passwordTooShort");
    expect(await passwordProblem("x".repeat(MAX_PASSWORD_LENGTH + 1), "sales")).toBe("staff.passwordTooLong");
    for (const guessable of ["password1234", "qwertyuiop123", "aaaaaaaaaaaa", "salessalessales", "Sales.Sales.Sales", "arcpetair2026", "Schmetterling1", "Hamburg12345678"]) {
      expect(await passwordProblem(guessable, "sales"), guessable).toBe("staff.passwordCommon");
    }
    for (const strong of ["correct horse battery staple", "a long e2e staff passphrase", "another long passphrase", "a brand new passphrase", "Ql9#vR2!mzK4"]) {
      expect(await passwordProblem(strong, "sales"), strong).toBeUndefined();
    }
  }, LOADING_TIMEOUT_MS);
});
