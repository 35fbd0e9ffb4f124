/**
 * Staff sign-in: the same answer and a similar time for an unknown user and a wrong password;
 * failures are counted per username and per IP and checked before any password is hashed.
 */
import { createHmac } from "node:crypto";
import { eq } from "drizzle-orm";
import type { RateLimiterAbstract } from "rate-limiter-flexible";
import { getConfig } from "../config.server.ts";
import { getDatabase } from "../db/client.server.ts";
import { users } from "../db/schema.ts";
import { limiter } from "../rate-limit.server.ts";
import { decoyHash, verifyPassword } from "./password.server.ts";

/** Five wrong passwords for one username, or twenty from one address, block for 15 minutes. */
export const USER_FAILURES = 5;
export const IP_FAILURES = 20;
export const BLOCK_SECONDS = 15 * 60;

const byUser = () => limiter({ keyPrefix: "login_user", points: USER_FAILURES, duration: BLOCK_SECONDS, blockDuration: BLOCK_SECONDS });
const byIp = () => limiter({ keyPrefix: "login_ip", points: IP_FAILURES, duration: BLOCK_SECONDS, blockDuration: BLOCK_SECONDS });

async function blocked(instance: RateLimiterAbstract, key: string, points: number): Promise<number> {
  const state = await instance.get(key);
  return state && state.consumedPoints >= points ? Math.ceil(state.msBeforeNext / 1000) : 0;
}

/** Each recent failure for a username slows its next attempt by 250 ms (up to a second) before the block. */
async function slowDown(instance: RateLimiterAbstract, key: string): Promise<void> {
  const failures = (await instance.get(key))?.consumedPoints ?? 0;
  if (failures > 0) await new Promise((resolve) => setTimeout(resolve, Math.min(1000, failures * 250)));
}

export type SignIn = { ok: true; userId: number } | { ok: false; retryAfter?: number };

export async function signIn(usernameInput: string, password: string, clientIp: string): Promise<SignIn> {
  const username = usernameInput.trim().slice(0, 64);
  const userKey = username.toLowerCase();
  const ipHash = createHmac("sha256", getConfig().IP_HASH_SECRET).update(clientIp).digest("hex").slice(0, 16);
  const [users_, ips] = await Promise.all([byUser(), byIp()]);
  const wait = Math.max(await blocked(users_, userKey, USER_FAILURES), await blocked(ips, clientIp, IP_FAILURES));
  if (wait > 0) {
    console.warn(`admin sign-in blocked user=${JSON.stringify(username)} ip=${ipHash}`);
    return { ok: false, retryAfter: wait };
  }
  await slowDown(users_, userKey);
  const { db } = await getDatabase();
  const [user] = await db.select().from(users).where(eq(users.username, username));
  const ok = await verifyPassword(password, user?.password ?? (await decoyHash()));
  if (user && ok) {
    await users_.delete(userKey);
    console.log(`admin sign-in ok user=${JSON.stringify(username)} ip=${ipHash}`);
    return { ok: true, userId: user.id };
  }
  await Promise.all([users_.penalty(userKey, 1), ips.penalty(clientIp, 1)]);
  console.warn(`admin sign-in failed user=${JSON.stringify(username)} ip=${ipHash}`);
  return { ok: false };
}
