/**
 * Password hashing with scrypt (memory-hard), parameters above OWASP's minimum
 * (N = 2^17, r = 8, p = 1), stored as `scrypt$N$r$p$salt$hash` in base64.
 */
import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from "node:crypto";
import type { ZxcvbnFactory } from "@zxcvbn-ts/core";
import type { MessageKey } from "../../i18n/messages/index.ts";

type Cost = { readonly N: number; readonly r: number; readonly p: number };
/** The cost of every hash the server makes. */
const PRODUCTION_COST: Cost = { N: 2 ** 17, r: 8, p: 1 };
/**
 * A cost a thousand times cheaper for test runs, which check what sign-in does, not how hard a
 * stolen hash is to crack. Chosen only by `hashWithTestCost`, which refuses outside a test run.
 */
const TEST_COST: Cost = { N: 2 ** 10, r: 8, p: 1 };
let cost = PRODUCTION_COST;
const KEY_LENGTH = 64;

/** Makes new hashes (and the decoy) with the test cost; throws unless this process is a test run (vitest sets VITEST). */
export function hashWithTestCost(): void {
  if (!process.env.VITEST) throw new Error("The cheaper password hashing cost is for test runs only.");
  cost = TEST_COST;
  decoy = undefined;
}

/**
 * scrypt runs on libuv's thread pool (four threads by default), which file access shares. A burst
 * of sign-ins must not occupy all of it, nor hold 128 MB per computation without bound: at most
 * HASHING_SLOTS computations run at once, HASHING_QUEUE callers wait, and further ones are turned
 * away with a HashingBusyError at once.
 */
export const HASHING_SLOTS = 2;
export const HASHING_QUEUE = 4;

export class HashingBusyError extends Error {
  override name = "HashingBusyError";
}

let running = 0;
const waiting: (() => void)[] = [];

async function inHashingSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running < HASHING_SLOTS) running++;
  else if (waiting.length < HASHING_QUEUE) await new Promise<void>((resolve) => waiting.push(resolve));
  else throw new HashingBusyError("Too many passwords are being hashed at once.");
  try {
    return await work();
  } finally {
    // The slot passes straight to the next waiter, so a newcomer cannot overtake the queue.
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}

function scrypt(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return inHashingSlot(
    () =>
      new Promise((resolve, reject) =>
        scryptCallback(password.normalize("NFKC"), salt, KEY_LENGTH, { ...options, maxmem: 256 * 1024 * 1024 }, (error, key) => (error ? reject(error) : resolve(key))),
      ),
  );
}

const encode = (salt: Buffer, key: Buffer) => ["scrypt", cost.N, cost.r, cost.p, salt.toString("base64"), key.toString("base64")].join("$");

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  return encode(salt, await scrypt(password, salt, cost));
}

/** Whether the password matches the stored hash; throws HashingBusyError when too many are being checked. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, rr, pp, salt, hash] = stored.split("$");
  if (scheme !== "scrypt" || !n || !rr || !pp || !salt || !hash) return false;
  const expected = Buffer.from(hash, "base64");
  const key = await scrypt(password, Buffer.from(salt, "base64"), { N: Number(n), r: Number(rr), p: Number(pp) });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

let decoy: string | undefined;
/**
 * Checked for unknown users so that both answers take the same time: a random salt and key with
 * our parameters cost a full scrypt computation and match no password.
 */
export function decoyHash(): string {
  decoy ??= encode(randomBytes(16), randomBytes(KEY_LENGTH));
  return decoy;
}

export const MIN_PASSWORD_LENGTH = 12;
/** Longer passwords add no strength worth having and only make hashing and strength estimation slower. */
export const MAX_PASSWORD_LENGTH = 256;
/** zxcvbn's scale: 3 means "safely unguessable", beyond 10^8 guesses. */
const MIN_STRENGTH = 3;
/** Words an attacker tries first against this site, besides the username. */
const SITE_WORDS = ["arcpetair", "petair", "arc", "pet", "air"];

/**
 * The strength estimator and its dictionaries (about a megabyte) are loaded on the first password
 * being set, so that the server's start-up and sign-in never pay for them.
 */
let estimator: Promise<ZxcvbnFactory> | undefined;
/** The language packages name their lists alike (`commonWords`, `firstnames` …): each keeps its own. */
const namespaced = (lang: string, lists: Record<string, unknown>) => Object.fromEntries(Object.entries(lists).map(([name, words]) => [`${lang}-${name}`, words]));
function strengthEstimator(): Promise<ZxcvbnFactory> {
  // Common passwords of every language, and English and German words and names (staff type both).
  estimator ??= Promise.all([import("@zxcvbn-ts/core"), import("@zxcvbn-ts/language-common"), import("@zxcvbn-ts/language-en"), import("@zxcvbn-ts/language-de")]).then(
    ([{ ZxcvbnFactory }, common, english, german]) =>
      new ZxcvbnFactory({ dictionary: { ...common.dictionary, ...namespaced("en", english.dictionary), ...namespaced("de", german.dictionary) }, graphs: common.adjacencyGraphs }),
  );
  return estimator;
}

/** Why a new password is refused, or undefined when it is acceptable. */
export async function passwordProblem(password: string, username: string): Promise<MessageKey | undefined> {
  if (password.length < MIN_PASSWORD_LENGTH) return "staff.passwordTooShort";
  if (password.length > MAX_PASSWORD_LENGTH) return "staff.passwordTooLong";
  const { score } = (await strengthEstimator()).check(password, [username, ...SITE_WORDS]);
  return score < MIN_STRENGTH ? "staff.passwordCommon" : undefined;
}
