import { describe, expect, it } from "vitest";
import { withTestDatabase } from "../../test/database.ts";
import { users } from "../db/schema.ts";
import { AccountError, bootstrapAdmin, changePassword, createUser } from "./accounts.server.ts";
import { currentStaff, endSession, startSession } from "./session.server.ts";
import { signIn } from "./sign-in.server.ts";

describe("staff accounts and sign-in", () => {
  const db = withTestDatabase({});
  const good = "correct horse battery staple";


  it("refuses short and common passwords and stores only a scrypt hash", async () => {
    await expect(createUser(db.handle.db, "sales", "short-pass")).rejects.toThrow(/at least 12 characters/);
    await expect(createUser(db.handle.db, "sales", "password1234")).rejects.toThrow(AccountError);
    await createUser(db.handle.db, "sales", good);
    const [row] = await db.handle.db.select().from(users);
    expect(row?.password).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(row?.password).not.toContain(good);
    await expect(createUser(db.handle.db, "sales", good)).rejects.toThrow(/already exists/);
  });

  it("creates the first account from the environment only while none exists", async () => {
    expect(await bootstrapAdmin(db.handle.db, "second", "another long passphrase")).toBe(false);
  });

  it("blocks a username after five wrong passwords, even when the next try is right", async () => {
    expect((await signIn("sales", good, "10.0.0.1")).ok).toBe(true);
    for (let i = 0; i < 5; i++) expect(await signIn("sales", `wrong password ${i}`, `10.0.1.${i}`)).toEqual({ ok: false });
    const sixth = await signIn("sales", "wrong again", "10.0.2.1");
    expect(sixth.ok).toBe(false);
    expect(sixth.ok === false && sixth.retryAfter).toBeGreaterThan(0);
    const seventh = await signIn("sales", good, "10.0.2.2");
    expect(seventh.ok).toBe(false);
    // An unknown user gets the same answer as a wrong password.
    expect(await signIn("nobody", "whatever password", "10.0.3.1")).toEqual({ ok: false });
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
    const { eq } = await import("drizzle-orm");
    expect(await db.handle.db.select().from(quoteInquiries).where(eq(quoteInquiries.id, expired!.id))).toEqual([]);
    expect(await db.handle.db.select().from(quoteInquiryPets)).toEqual([]);
    expect(await db.handle.db.select().from(mailOutbox)).toEqual([]);
    expect(await db.handle.db.select().from(quoteInquiries).where(eq(quoteInquiries.id, recent!.id))).toHaveLength(1);
  });

  it("keeps sessions in the database, with a fresh id per sign-in, until sign-out", async () => {
    await changePassword(db.handle.db, "sales", "a brand new passphrase");
    const [user] = await db.handle.db.select().from(users);
    const request = (cookie = "") => new Request("http://127.0.0.1/admin", { headers: { cookie } });
    const first = await startSession(request(), user!.id);
    const second = await startSession(request(), user!.id);
    expect(first).toMatch(/^arc_admin=[\w-]{43}; Path=\/; HttpOnly; SameSite=Lax; Max-Age=604800$/);
    expect(first).not.toBe(second);
    const https = await startSession(new Request("https://arc.example/admin"), user!.id);
    expect(https).toMatch(/^__Host-arc_admin=.*; Secure$/);
    const cookie = first.split(";")[0]!;
    const staff = await currentStaff(request(cookie));
    expect(staff?.username).toBe("sales");
    await endSession(request(cookie), staff!);
    expect(await currentStaff(request(cookie))).toBeUndefined();
    expect(await currentStaff(request("arc_admin=forged-token"))).toBeUndefined();
  });
});
