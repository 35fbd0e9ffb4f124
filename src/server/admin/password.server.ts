/**
 * Password hashing with scrypt (memory-hard), parameters above OWASP's minimum
 * (N = 2^17, r = 8, p = 1), stored as `scrypt$N$r$p$salt$hash` in base64.
 */
import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from "node:crypto";
import type { MessageKey } from "../../i18n/messages/index.ts";
import { commonPasswords } from "./common-passwords.ts";

const N = 2 ** 17;
const r = 8;
const p = 1;
const KEY_LENGTH = 64;

function scrypt(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scryptCallback(password.normalize("NFKC"), salt, KEY_LENGTH, { ...options, maxmem: 256 * 1024 * 1024 }, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, { N, r, p });
  return ["scrypt", N, r, p, salt.toString("base64"), key.toString("base64")].join("$");
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, rr, pp, salt, hash] = stored.split("$");
  if (scheme !== "scrypt" || !n || !rr || !pp || !salt || !hash) return false;
  const expected = Buffer.from(hash, "base64");
  const key = await scrypt(password, Buffer.from(salt, "base64"), { N: Number(n), r: Number(rr), p: Number(pp) });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** A hash of a random password: checked for unknown users so both answers take the same time. */
let decoy: Promise<string> | undefined;
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword(randomBytes(16).toString("hex"));
  return decoy;
}

export const MIN_PASSWORD_LENGTH = 12;

/** Why a new password is refused, or undefined when it is acceptable. */
export function passwordProblem(password: string, username: string): MessageKey | undefined {
  if (password.length < MIN_PASSWORD_LENGTH) return "admin.passwordTooShort";
  const lower = password.toLowerCase();
  if (commonPasswords.has(lower) || lower === username.toLowerCase() || /^(.)\1+$/.test(password)) return "admin.passwordCommon";
  return undefined;
}
