/**
 * Staff sign-in: the same answer and a similar time for an unknown user and a wrong password.
 * Every attempt takes a point per client address and per username BEFORE its password is hashed,
 * and atomically, so a burst of simultaneous attempts cannot all pass on one reading of the
 * counters; a successful sign-in gives its points back, so only failures add up to a block.
 *
 * A browser the account has signed in with before (a known device, `session.server.ts`) counts
 * against a limit of its own instead of the username's: a stranger who types wrong passwords for a
 * username blocks that username for every other browser, not for its owner's (decision 018).
 */
import { eq } from "drizzle-orm";
import { getDatabase } from "../db/client.server.ts";
import { users } from "../db/schema.ts";
import { pseudonym } from "../pseudonym.server.ts";
import { consumePoint, ipKey, limiter, limitKey } from "../rate-limit.server.ts";
import { decoyHash, HashingBusyError, MAX_PASSWORD_LENGTH, verifyPassword } from "./password.server.ts";
import { knownDevice } from "./session.server.ts";
import { recordSignInFailure } from "../metrics.server.ts";
import { log } from "../log.server.ts";

/**
 * Five wrong passwords for one username (from browsers it has not signed in with), five from one of
 * its known browsers, or twenty from one address, block for 15 minutes.
 */
export const USER_FAILURES = 5;
export const IP_FAILURES = 20;
export const BLOCK_SECONDS = 15 * 60;
/** When to come back after all hashing slots were taken: a check takes well under a second. */
const BUSY_RETRY_SECONDS = 5;

const byUser = () => limiter({ keyPrefix: "login_user", points: USER_FAILURES, duration: BLOCK_SECONDS, blockDuration: BLOCK_SECONDS });
const byDevice = () => limiter({ keyPrefix: "login_device", points: USER_FAILURES, duration: BLOCK_SECONDS, blockDuration: BLOCK_SECONDS });
const byIp = () => limiter({ keyPrefix: "login_ip", points: IP_FAILURES, duration: BLOCK_SECONDS, blockDuration: BLOCK_SECONDS });

/** The id of the user with this username and password; an unknown username costs the same hashing time. */
async function matchingUserId(username: string, password: string): Promise<number | undefined> {
  const { db } = await getDatabase();
  const [user] = await db.select({ id: users.id, password: users.password }).from(users).where(eq(users.username, username));
  const matches = await verifyPassword(password, user?.password ?? decoyHash());
  return matches ? user?.id : undefined;
}

/** `deviceId`: the known browser the sign-in came from, if it was one (see `rememberDevice`). */
export type SignIn = { ok: true; userId: number; deviceId?: string } | { ok: false; retryAfter?: number; busy?: true };

/** `deviceToken`: the request's known-browser token, if it has one. */
export async function signIn(usernameInput: string, password: string, clientIp: string, deviceToken?: string): Promise<SignIn> {
  const username = usernameInput.trim().slice(0, 64);
  const userKey = username.toLowerCase();
  const deviceId = await knownDevice(deviceToken, username);
  // Failures count for the known browser, or else for the username; the counters keep only HMACs.
  const [accountKey, addressKey] = await Promise.all([limitKey(deviceId ? `device:${deviceId}` : `user:${userKey}`), limitKey(ipKey(clientIp))]);
  // What strangers type as a username (an e-mail address, a password by mistake) is not logged.
  const [userHash, ipHash] = await Promise.all([pseudonym(userKey, 12), pseudonym(clientIp, 16)]);
  const line = (outcome: string) => `admin sign-in ${outcome} user#${userHash} ip=${ipHash}${deviceId ? " known-browser" : ""}`;
  const [accountLimiter, ipLimiter] = await Promise.all([deviceId ? byDevice() : byUser(), byIp()]);
  // The address first: one that is over its limit cannot use up a username's attempts.
  const byAddress = await consumePoint(ipLimiter, addressKey);
  const attempt = byAddress.allowed ? await consumePoint(accountLimiter, accountKey) : byAddress;
  if (!attempt.allowed) {
    log.warn(line("blocked"));
    recordSignInFailure(true);
    return { ok: false, retryAfter: attempt.retryAfter };
  }
  let userId: number | undefined;
  try {
    // No password that long is ever set: a failure, without the cost of hashing it.
    userId = password.length <= MAX_PASSWORD_LENGTH ? await matchingUserId(username, password) : undefined;
  } catch (error) {
    if (!(error instanceof HashingBusyError)) throw error;
    // The password was not checked, so the attempt does not count.
    await Promise.all([accountLimiter.reward(accountKey, 1), ipLimiter.reward(addressKey, 1)]);
    log.warn(line("busy"));
    return { ok: false, busy: true, retryAfter: BUSY_RETRY_SECONDS };
  }
  if (userId === undefined) {
    log.warn(line("failed"));
    recordSignInFailure(false);
    return { ok: false };
  }
  await Promise.all([accountLimiter.delete(accountKey), ipLimiter.reward(addressKey, 1)]);
  log.info(`${line("ok")} user=${JSON.stringify(username)}`);
  return { ok: true, userId, ...(deviceId ? { deviceId } : {}) };
}
