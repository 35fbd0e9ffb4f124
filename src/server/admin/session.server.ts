/**
 * Staff sessions: a 256-bit random token in an HttpOnly, SameSite=Lax cookie (Secure and
 * `__Host-` prefixed over HTTPS); the database keeps only its SHA-256, so any process can check
 * it. Idle timeout 8 hours, absolute timeout 7 days.
 */
import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, lt, or } from "drizzle-orm";
import { createContext, redirect } from "react-router";
import { readCookie } from "../../i18n/resolve.ts";
import { getDatabase } from "../db/client.server.ts";
import { adminSessions, users } from "../db/schema.ts";

export const IDLE_TIMEOUT_MS = 8 * 60 * 60 * 1000;
export const ABSOLUTE_TIMEOUT_MS = 7 * 24 * 60 * 60 * 1000;

const secure = (request: Request) => new URL(request.url).protocol === "https:";
export const sessionCookieName = (request: Request) => (secure(request) ? "__Host-arc_admin" : "arc_admin");
const digest = (token: string) => createHash("sha256").update(token).digest("hex");

function cookie(request: Request, value: string, maxAgeSeconds: number) {
  return `${sessionCookieName(request)}=${value}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${maxAgeSeconds}${secure(request) ? "; Secure" : ""}`;
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
  return cookie(request, token, ABSOLUTE_TIMEOUT_MS / 1000);
}

export async function currentStaff(request: Request): Promise<Staff | undefined> {
  const token = readCookie(request.headers.get("cookie"), sessionCookieName(request));
  if (!token || token.length > 100) return undefined;
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

/** Every admin loader and action starts here: a valid session, or the sign-in page. */
export async function requireStaff(request: Request): Promise<Staff> {
  const staff = await currentStaff(request);
  if (!staff) throw redirect("/admin/login", { headers: { "Cache-Control": "no-store" } });
  return staff;
}

export async function endSession(request: Request, staff: Staff): Promise<string> {
  const { db } = await getDatabase();
  await db.delete(adminSessions).where(eq(adminSessions.id, staff.sessionId));
  return cookie(request, "", 0);
}
