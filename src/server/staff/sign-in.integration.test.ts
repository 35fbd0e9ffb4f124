import { scrypt } from "node:crypto";
import type * as NodeCrypto from "node:crypto";
import { eq, sql } from "drizzle-orm";
import fc from "fast-check";
import { RouterContextProvider, type UNSAFE_DataWithResponseInit } from "react-router";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { clientIpContext, langContext } from "../../lib/request-context.ts";
import { action } from "../../routes/staff-login.tsx";
import { postgresTestDatabase, withTestDatabase } from "../../test/database.ts";
import { configure } from "../config.server.ts";
import { rowsOf, setDatabaseHandle, type Database, type DatabaseHandle } from "../db/client.server.ts";
import { staffDevices, users } from "../db/schema.ts";
import { closeRateLimiter, consumeSubmission } from "../rate-limit.server.ts";
import { AccountError, bootstrapFirstStaffAccount, changePassword, createUser } from "./accounts.server.ts";
import { MAX_PASSWORD_LENGTH } from "./password.server.ts";
import { currentStaff, endSession, knownDevice, startSession } from "./session.server.ts";
import { propertyRuns } from "../../test/property.ts";
import { IP_FAILURES, signIn, USER_FAILURES } from "./sign-in.server.ts";

// Every scrypt computation is counted: an attack may get only as many passwords evaluated as the limits allow.
vi.mock("node:crypto", async (importOriginal) => {
  const actual = await importOriginal<typeof NodeCrypto>();
  return { ...actual, scrypt: vi.fn(actual.scrypt) };
});
const hashes = vi.mocked(scrypt);

const good = "correct horse battery staple";
const tooLong = "x".repeat(MAX_PASSWORD_LENGTH + 1);
const sessionRequest = (cookie = "") => new Request("http://127.0.0.1/admin", { headers: { cookie } });

/** Posts the sign-in form to the route's action; returns its answer (a thrown redirect included). */
async function postSignIn(form: FormData | string, ip: string, lang: "en" | "de" = "en", cookie = "") {
  const context = new RouterContextProvider();
  context.set(langContext, lang);
  context.set(clientIpContext, ip);
  const request = new Request("http://127.0.0.1/admin/login", { method: "POST", body: form, headers: cookie ? { cookie } : {} });
  try {
    const answer = (await action({ request, context, params: {} } as never)) as UNSAFE_DataWithResponseInit<{ error: string }>;
    return { status: answer.init?.status, headers: new Headers(answer.init?.headers), error: answer.data.error };
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, headers: thrown.headers, error: undefined };
    throw thrown;
  }
}

/** The known-browser cookie a successful sign-in set (`name=value`). */
const deviceCookieOf = (headers: Headers) => headers.getSetCookie().find((cookie) => cookie.startsWith("arc_device="))?.split(";")[0];

function credentials(username?: string | Blob, password?: string | Blob): FormData {
  const form = new FormData();
  if (username !== undefined) form.set("username", username);
  if (password !== undefined) form.set("password", password);
  return form;
}

/** The sign-in limits, run with counters in memory (PGlite) and in PostgreSQL. */
function signInLimits(db: () => Database) {
  it("blocks a username after five wrong passwords, even when the next try is right", async () => {
    await createUser(db(), "blocked", good);
    expect((await signIn("blocked", good, "10.0.0.1")).ok).toBe(true);
    for (let i = 0; i < USER_FAILURES; i++) expect(await signIn("blocked", `wrong password ${i}`, `10.0.1.${i}`)).toEqual({ ok: false });
    const sixth = await signIn("blocked", "wrong again", "10.0.2.1");
    expect(sixth.ok).toBe(false);
    expect(sixth.ok === false && sixth.retryAfter).toBeGreaterThan(0);
    const seventh = await signIn("blocked", good, "10.0.2.2");
    expect(seventh.ok).toBe(false);
    // An unknown user gets the same answer as a wrong password.
    expect(await signIn("nobody", "whatever password", "10.0.3.1")).toEqual({ ok: false });
  });

  it("evaluates at most five of forty simultaneous wrong passwords for one username", async () => {
    await createUser(db(), "race", good);
    hashes.mockClear();
    const results = await Promise.all(Array.from({ length: 40 }, (_, i) => signIn("race", `wrong password ${i}`, `10.1.${i}.1`)));
    expect(hashes.mock.calls.length).toBeLessThanOrEqual(USER_FAILURES);
    // A plain { ok: false } is an evaluated password; the others were turned away before hashing.
    expect(results.filter((result) => !result.ok && !result.retryAfter).length).toBeLessThanOrEqual(USER_FAILURES);
    expect(results.every((result) => !result.ok)).toBe(true);
    expect(await signIn("race", good, "10.1.99.1")).toMatchObject({ ok: false, retryAfter: expect.any(Number) });
  });

  it("counts an overlong password as a failure without hashing it, and refunds a successful sign-in", async () => {
    await createUser(db(), "refund", good);
    hashes.mockClear();
    for (let i = 0; i < USER_FAILURES - 1; i++) expect(await signIn("refund", tooLong, `10.2.0.${i}`)).toEqual({ ok: false });
    expect(hashes).not.toHaveBeenCalled();
    // Success clears the username's failures, so four more do not block it either.
    expect((await signIn("refund", good, "10.2.1.1")).ok).toBe(true);
    for (let i = 0; i < USER_FAILURES - 1; i++) expect(await signIn("refund", tooLong, `10.2.2.${i}`)).toEqual({ ok: false });
    expect((await signIn("refund", good, "10.2.1.1")).ok).toBe(true);

    // One address: nineteen failures, then successes do not use up its twentieth attempt.
    for (let i = 0; i < IP_FAILURES - 1; i++) expect(await signIn(`nobody-${i}`, tooLong, "10.2.3.1")).toEqual({ ok: false });
    expect((await signIn("refund", good, "10.2.3.1")).ok).toBe(true);
    expect((await signIn("refund", good, "10.2.3.1")).ok).toBe(true);
    expect(await signIn("nobody-else", tooLong, "10.2.3.1")).toEqual({ ok: false });
    expect(await signIn("refund", good, "10.2.3.1")).toMatchObject({ ok: false, retryAfter: expect.any(Number) });
  });

  it("lets a browser the account signed in with before sign in while strangers have blocked the username", async () => {
    await createUser(db(), "owner", good);
    await createUser(db(), "colleague", good);
    const first = await postSignIn(credentials("owner", good), "10.4.0.1");
    expect(first.status).toBe(302);
    const ownersBrowser = deviceCookieOf(first.headers)!;
    expect(first.headers.getSetCookie().find((cookie) => cookie.startsWith("arc_device="))).toMatch(/^arc_device=[\w-]{43}; Path=\/; HttpOnly; SameSite=Lax; Max-Age=15552000$/);
    const colleaguesBrowser = deviceCookieOf((await postSignIn(credentials("colleague", good), "10.4.0.2")).headers)!;

    // Strangers, from addresses of their own, use up the username's attempts.
    for (let i = 0; i < USER_FAILURES; i++) expect(await signIn("owner", `wrong password ${i}`, `10.4.1.${i}`)).toEqual({ ok: false });
    expect((await postSignIn(credentials("owner", good), "10.4.2.1")).status).toBe(429);
    // Another account's browser, or a made-up token, is a stranger's for this username.
    expect((await postSignIn(credentials("owner", good), "10.4.2.2", "en", colleaguesBrowser)).status).toBe(429);
    expect((await postSignIn(credentials("owner", good), "10.4.2.3", "en", `arc_device=${"A".repeat(43)}`)).status).toBe(429);

    // The owner's browser is not blocked; its token is replaced at each sign-in.
    const again = await postSignIn(credentials("owner", good), "10.4.0.1", "en", ownersBrowser);
    expect(again.status).toBe(302);
    const renewed = deviceCookieOf(again.headers)!;
    expect(renewed).not.toBe(ownersBrowser);
    expect((await postSignIn(credentials("owner", good), "10.4.0.1", "en", ownersBrowser)).status).toBe(429);

    // That browser has five failures of its own: the sixth try is refused, even with the right password.
    for (let i = 0; i < USER_FAILURES; i++) {
      expect((await postSignIn(credentials("owner", `wrong password ${i}`), `10.4.3.${i}`, "en", renewed)).status).toBe(401);
    }
    const sixth = await postSignIn(credentials("owner", good), "10.4.3.9", "en", renewed);
    expect(sixth.status).toBe(429);
    expect(Number(sixth.headers.get("Retry-After"))).toBeGreaterThan(0);
  });

  it("treats any other known-browser cookie as none, without an error or a stored row", async () => {
    await createUser(db(), "cookies", good);
    for (let i = 0; i < USER_FAILURES; i++) expect(await signIn("cookies", `wrong password ${i}`, `10.5.0.${i}`)).toEqual({ ok: false });
    const devices = async () => (await db().select({ id: staffDevices.id }).from(staffDevices)).length;
    const stored = await devices();
    const value = fc.oneof(fc.string({ maxLength: 60 }), fc.stringMatching(/^[\w-]{43}$/), fc.constantFrom("%", "%E0%A4%A", '"', "x".repeat(5000)));
    const name = fc.constantFrom("arc_device", "__Host-arc_device", "arc_admin", "Arc_Device");
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(name, value), { minLength: 1, maxLength: 3 }), async (jar) => {
        const cookie = jar.map(([key, content]) => `${key}=${content.replace(/[;\r\n]/g, "")}`).join("; ");
        const answer = await postSignIn(credentials("cookies", good), `10.5.1.${run++ % 200}`, "de", cookie);
        expect(answer.status).toBe(429);
      }),
      propertyRuns(40),
    );
    expect(await devices()).toBe(stored);
  });
}

describe("staff accounts and sign-in", () => {
  const db = withTestDatabase({});

  it("refuses short, overlong and guessable passwords and stores only a scrypt hash", async () => {
    await expect(createUser(db.handle.db, "sales", "short-pass")).rejects.toThrow(/at least 12 characters/);
    await expect(createUser(db.handle.db, "sales", tooLong)).rejects.toThrow(/at most 256 characters/);
    await expect(createUser(db.handle.db, "sales", "password1234")).rejects.toThrow(AccountError);
    await expect(createUser(db.handle.db, "sales", "sales-sales-sales")).rejects.toThrow(/too easy to guess/);
    await createUser(db.handle.db, "sales", good);
    const [row] = await db.handle.db.select().from(users);
    // Test runs hash at 2^10 (src/test/hashing-cost.ts); production's 2^17 is checked by password-cost.server.test.ts.
    expect(row?.password).toMatch(/^scrypt\$1024\$8\$1\$/);
    expect(row?.password).not.toContain(good);
    await expect(createUser(db.handle.db, "sales", good)).rejects.toThrow(/already exists/);
  });

  it("creates the first account from the environment only while none exists", async () => {
    expect(await bootstrapFirstStaffAccount(db.handle.db, "second", "another long passphrase")).toBe(false);
  });

  signInLimits(() => db.handle.db);

  it("answers the sign-in form: wrong or malformed credentials alike, a busy server with 503", async () => {
    const ip = (i: number) => `10.3.0.${i}`;
    const malformed = [credentials(), credentials("sales", ""), credentials("sales", new Blob(["x"])), credentials(new Blob(["x"]), good), "not a form"];
    for (const form of [credentials("sales", "wrong password"), ...malformed]) {
      expect(await postSignIn(form, ip(1))).toMatchObject({ status: 401, error: "The username or password is not correct." });
    }
    expect(await postSignIn(credentials("sales", good), ip(2))).toMatchObject({ status: 302 });

    // More simultaneous passwords than the hashing bound admits: the surplus is told to come back soon.
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => postSignIn(credentials(`busy-${i}`, "wrong password"), ip(10 + i), "de")));
    const busy = answers.filter((answer) => answer.status === 503);
    expect(busy.length).toBeGreaterThan(0);
    expect(busy[0]?.error).toBe("Die Anmeldung ist gerade überlastet. Bitte versuchen Sie es in ein paar Sekunden erneut.");
    expect(Number(busy[0]?.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(answers.every((answer) => answer.status === 503 || answer.status === 401)).toBe(true);
  });

  it("purges leads past the retention period with their pets and mails", async () => {
    const { quoteInquiries, quoteInquiryPets, mailOutbox } = await import("../db/schema.ts");
    const { purgeExpiredLeads } = await import("./privacy.server.ts");
    const old = new Date(Date.now() - 800 * 86_400_000);
    const base = { language: "en" as const, verification: "unverified" as const, name: "Old Lead", email: "old@example.org", phone: "12345", petType: "dog" as const, weightKg: 10, departureAddress: "Berlin", destinationAddress: "Oslo", travelDate: "2025-01-01" };
    const [expired] = await db.handle.db.insert(quoteInquiries).values({ ...base, createdAt: old }).returning();
    const [recent] = await db.handle.db.insert(quoteInquiries).values({ ...base, email: "new@example.org" }).returning();
    await db.handle.db.insert(quoteInquiryPets).values({ inquiryId: expired!.id, position: 1, petType: "cat", weightKg: 4 });
    await db.handle.db.insert(mailOutbox).values({ kind: "customer_inquiry", recipient: "old@example.org", subject: "s", textBody: "b", quoteInquiryId: expired!.id });
    expect(await purgeExpiredLeads(730)).toBe(1);
    expect(await db.handle.db.select().from(quoteInquiries).where(eq(quoteInquiries.id, expired!.id))).toEqual([]);
    expect(await db.handle.db.select().from(quoteInquiryPets)).toEqual([]);
    expect(await db.handle.db.select().from(mailOutbox)).toEqual([]);
    expect(await db.handle.db.select().from(quoteInquiries).where(eq(quoteInquiries.id, recent!.id))).toHaveLength(1);
  });

  it("keeps sessions in the database, with a fresh id per sign-in, until sign-out", async () => {
    const [user] = await db.handle.db.select().from(users).where(eq(users.username, "sales"));
    const first = await startSession(sessionRequest(), user!.id);
    const second = await startSession(sessionRequest(), user!.id);
    expect(first).toMatch(/^arc_admin=[\w-]{43}; Path=\/; HttpOnly; SameSite=Lax; Max-Age=604800$/);
    expect(first).not.toBe(second);
    const https = await startSession(new Request("https://arc.example/admin"), user!.id);
    expect(https).toMatch(/^__Host-arc_admin=.*; Secure$/);
    const cookie = first.split(";")[0]!;
    const staff = await currentStaff(sessionRequest(cookie));
    expect(staff?.username).toBe("sales");
    await endSession(sessionRequest(cookie), staff!);
    expect(await currentStaff(sessionRequest(cookie))).toBeUndefined();
    expect(await currentStaff(sessionRequest("arc_admin=forged-token"))).toBeUndefined();
  });

  it("ends every session of an account when its password changes", async () => {
    const ids = Object.fromEntries((await db.handle.db.select().from(users)).map((user) => [user.username, user.id]));
    const cookieOf = async (userId: number) => (await startSession(sessionRequest(), userId)).split(";")[0]!;
    const [phone, laptop, colleague] = await Promise.all([cookieOf(ids.sales!), cookieOf(ids.sales!), cookieOf(ids.refund!)]);
    const browser = deviceCookieOf((await postSignIn(credentials("sales", good), "10.6.0.1")).headers)!.split("=")[1];
    expect(await knownDevice(browser, "sales")).toBeDefined();
    await changePassword(db.handle.db, "sales", "a brand new passphrase");
    // Its known browsers are forgotten with its sessions.
    expect(await knownDevice(browser, "sales")).toBeUndefined();
    expect(await currentStaff(sessionRequest(phone))).toBeUndefined();
    expect(await currentStaff(sessionRequest(laptop))).toBeUndefined();
    expect((await currentStaff(sessionRequest(colleague)))?.username).toBe("refund");
  });
});

const postgresDatabase = postgresTestDatabase("arc_admin");

describe.runIf(postgresDatabase)("sign-in limits with the counters in PostgreSQL", () => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    configure({ DATABASE_URL: postgresDatabase!.url });
    handle = await postgresDatabase!.open();
    setDatabaseHandle(handle);
  });
  afterAll(async () => {
    setDatabaseHandle(undefined);
    closeRateLimiter();
    await handle.close();
  });

  signInLimits(() => handle.db);

  it("keeps no typed username or client address in clear in its counters", async () => {
    const typed = "Hunter2-typed-into-the-username@example.org";
    await signIn(typed, "wrong password here", "203.0.113.77");
    await consumeSubmission("198.51.100.23");
    const keys = rowsOf<{ key: string }>(await handle.db.execute(sql`select key from rate_limits`)).map((row) => row.key);
    expect(keys.length).toBeGreaterThan(2);
    expect(keys.join("\n")).not.toMatch(/hunter2|203\.0\.113|198\.51\.100/i);
  });
});
