import { eq, sql } from "drizzle-orm";
import { translator } from "../../i18n/messages/index.ts";
import { transaction, type Database } from "../db/client.server.ts";
import { adminSessions, staffDevices, users } from "../db/schema.ts";
import { hashPassword, passwordProblem } from "./password.server.ts";

export class AccountError extends Error {
  override name = "AccountError";
}

const USERNAME = /^[A-Za-z0-9._@-]{3,64}$/;

async function check(username: string, password: string) {
  if (!USERNAME.test(username)) throw new AccountError("The username must be 3–64 letters, digits or . _ @ -.");
  const problem = await passwordProblem(password, username);
  if (problem) throw new AccountError(translator("en")(problem));
}

/** Creates a staff account; the password is stored only as its scrypt hash. */
export async function createUser(db: Database, username: string, password: string): Promise<void> {
  await check(username, password);
  const existing = await db.select({ id: users.id }).from(users).where(eq(users.username, username));
  if (existing.length) throw new AccountError(`The user ${username} already exists.`);
  await db.insert(users).values({ username, password: await hashPassword(password) });
}

/**
 * Sets a new password, ends every session of the account and forgets its known browsers: whoever
 * knew the old password (the usual reason to change it) is signed out with it and counts as a
 * stranger from then on.
 */
export async function changePassword(db: Database, username: string, password: string): Promise<void> {
  await check(username, password);
  const hash = await hashPassword(password);
  await transaction(db, async (tx) => {
    const [user] = await tx.update(users).set({ password: hash, updatedAt: new Date() }).where(eq(users.username, username)).returning({ id: users.id });
    if (!user) throw new AccountError(`There is no user ${username}.`);
    await tx.delete(adminSessions).where(eq(adminSessions.userId, user.id));
    await tx.delete(staffDevices).where(eq(staffDevices.userId, user.id));
  });
}

/** The first account from ADMIN_USERNAME/ADMIN_PASSWORD, only while no account exists. */
export async function bootstrapFirstStaffAccount(db: Database, username?: string, password?: string): Promise<boolean> {
  if (!username || !password) return false;
  const [{ count } = { count: 0 }] = await db.select({ count: sql<number>`count(*)::int` }).from(users);
  if (count > 0) return false;
  await createUser(db, username, password);
  return true;
}
