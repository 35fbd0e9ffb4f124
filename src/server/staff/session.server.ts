/**
 * Staff sessions: a 256-bit random token in an HttpOnly, SameSite=Lax cookie (Secure and
 * `__Host-` prefixed over HTTPS); the database keeps only its SHA-256, so any process can check
 * it. Idle timeout 8 hours, absolute timeout 7 days. Known browsers (below) are remembered the same
 * way, for 180 days after their last sign-in.
 */
import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, lt, or } from "drizzle-orm";
import { createContext, redirect } from "react-router";
import { isSecureRequest, readCookie, setCookie, type CookieId } from "../../lib/cookies.ts";
import { getDatabase, transaction } from "../db/client.server.ts";
import { adminSessions, staffDevices, users } from "../db/schema.ts";
import { staffHref } from "../../route-table.ts";

export const IDLE_TIMEOUT_MS = 8 * 60 * 60 * 1000;
export const ABSOLUTE_TIMEOUT_MS = 7 * 24 * 60 * 60 * 1000;
const DEVICE_LIFETIME_MS = 180 * 24 * 60 * 60 * 1000;

const digest = (token: string) => createHash("sha256").update(token).digest("hex");
/** What a token of ours looks like (32 random bytes in base64url); any other cookie value is none. */
const TOKEN = /^[\w-]{43}$/;

/** The request's token in a staff cookie (lib/cookies.ts), when it has the form of one. */
function tokenIn(request: Request, id: CookieId): string | undefined {
  const token = readCookie(request.headers.get("cookie"), id, isSecureRequest(request));
  return token && TOKEN.test(token) ? token : undefined;
}

export interface Staff {
  userId: number;
  username: string;
  sessionId: string;
}

/** The signed-in staff member, set for every route of the staff area by `routes/staff-session.tsx`. */
export const staffContext = createContext<Staff>();

/** Starts a fresh session (a new id at every sign-in) and returns its Set-Cookie header. */
export async function startSession(request: Request, userId: number): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  const { db } = await getDatabase();
  const now = Date.now();
  await db.insert(adminSessions).values({ id: digest(token), userId, expiresAt: new Date(now + ABSOLUTE_TIMEOUT_MS) });
  // Sessions past their time are removed as others start.
  await db.delete(adminSessions).where(or(lt(adminSessions.expiresAt, new Date(now)), lt(adminSessions.lastSeenAt, new Date(now - IDLE_TIMEOUT_MS))));
  return setCookie("staffSession", token, { secure: isSecureRequest(request), maxAgeSeconds: ABSOLUTE_TIMEOUT_MS / 1000 });
}

export async function currentStaff(request: Request): Promise<Staff | undefined> {
  const token = tokenIn(request, "staffSession");
  if (!token) return undefined;
  const { db } = await getDatabase();
  const now = Date.now();
  const [row] = await db
    .select({ sessionId: adminSessions.id, userId: users.id, username: users.username, lastSeenAt: adminSessions.lastSeenAt })
    .from(adminSessions)
    .innerJoin(users, eq(users.id, adminSessions.userId))
    .where(and(eq(adminSessions.id, digest(token)), gt(adminSessions.expiresAt, new Date(now)), gt(adminSessions.lastSeenAt, new Date(now - IDLE_TIMEOUT_MS))));
  if (!row) return undefined;
  if (now - row.lastSeenAt.getTime() > 60_000) {
    await db.update(adminSessions).set({ lastSeenAt: new Date(now) }).where(eq(adminSessions.id, row.sessionId));
  }
  return { userId: row.userId, username: row.username, sessionId: row.sessionId };
}

/** Every staff loader and action starts here: a valid session, or the sign-in page. */
export async function requireStaff(request: Request): Promise<Staff> {
  const staff = await currentStaff(request);
  if (!staff) throw redirect(staffHref("staffLogin"), { headers: { "Cache-Control": "no-store" } });
  return staff;
}

export async function endSession(request: Request, staff: Staff): Promise<string> {
  const { db } = await getDatabase();
  await db.delete(adminSessions).where(eq(adminSessions.id, staff.sessionId));
  return setCookie("staffSession", undefined, { secure: isSecureRequest(request) });
}

/** The request's known-browser token, when it has the form of one. */
export const deviceToken = (request: Request) => tokenIn(request, "staffDevice");

/**
 * The browser holding `token`, when `username` signed in with it (within the last 180 days): its
 * id, for counting its own failed sign-ins.
 */
export async function knownDevice(token: string | undefined, username: string): Promise<string | undefined> {
  if (!token) return undefined;
  const { db } = await getDatabase();
  const [row] = await db
    .select({ id: staffDevices.id })
    .from(staffDevices)
    .innerJoin(users, eq(users.id, staffDevices.userId))
    .where(and(eq(staffDevices.id, digest(token)), eq(users.username, username), gt(staffDevices.lastUsedAt, new Date(Date.now() - DEVICE_LIFETIME_MS))));
  return row?.id;
}

/**
 * After a successful sign-in: the browser is known to this account for the next 180 days, under a
 * new token (a known one's old token is given up). Returns its Set-Cookie header.
 */
export async function rememberDevice(request: Request, userId: number, previousId: string | undefined): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  const { db } = await getDatabase();
  // Browsers not used for sign-in in 180 days are forgotten as others are added.
  const stale = lt(staffDevices.lastUsedAt, new Date(Date.now() - DEVICE_LIFETIME_MS));
  await transaction(db, async (tx) => {
    await tx.delete(staffDevices).where(previousId ? or(eq(staffDevices.id, previousId), stale) : stale);
    await tx.insert(staffDevices).values({ id: digest(token), userId });
  });
  return setCookie("staffDevice", token, { secure: isSecureRequest(request), maxAgeSeconds: DEVICE_LIFETIME_MS / 1000 });
}
