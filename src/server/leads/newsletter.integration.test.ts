import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { withTestDatabase } from "../../test/database.ts";
import { mailOutbox, newsletterSubscribers } from "../db/schema.ts";
import { withBodies } from "../../test/outbox.ts";
import { applyToken, NEWSLETTER_ANSWER_MS, subscribe } from "./newsletter.server.ts";

describe("newsletter with double opt-in", () => {
  const db = withTestDatabase({ RATE_LIMIT_POINTS: "1000", SITE_URL: "https://arc.example" });
  const ctx = (lang: "en" | "de" = "en") => ({ lang, clientIp: "10.9.9.9" });


  const lastToken = async (kind: "confirm" | "unsubscribe") => {
    const [mail] = await withBodies(await db.handle.db.select().from(mailOutbox).where(eq(mailOutbox.kind, "newsletter_confirm")).orderBy(sql`${mailOutbox.id} desc`).limit(1));
    const path = kind === "confirm" ? /newsletter\/(?:confirm|bestaetigen)[^?]*\?(?:language=de&)?token=([\w-]+)/ : /newsletter\/(?:unsubscribe|abmelden)[^?]*\?(?:language=de&)?token=([\w-]+)/;
    return path.exec(mail!.textBody)?.[1] ?? "";
  };

  it("stores an address once, case-insensitively, and mails a confirmation link in the visitor's language", async () => {
    expect(await subscribe({ email: "Anna@Example.org" }, ctx("de"))).toEqual({ kind: "sent" });
    const [mail] = await withBodies(await db.handle.db.select().from(mailOutbox).where(eq(mailOutbox.kind, "newsletter_confirm")));
    expect(mail?.subject).toBe("Bitte bestätigen Sie Ihr Newsletter-Abonnement");
    expect(mail?.textBody).toContain("https://arc.example/newsletter/bestaetigen?token=");
    expect(await subscribe({ email: "anna@example.ORG" }, ctx())).toEqual({ kind: "sent" });
    expect(await db.handle.db.select().from(newsletterSubscribers)).toHaveLength(1);
  });

  it("confirms with the link; signing up a subscribed address again answers as for any address and sends nothing", async () => {
    const token = await lastToken("confirm");
    expect(await applyToken("not-a-real-token-000000000", "confirm")).toBe(false);
    expect(await applyToken(token, "confirm")).toBe(true);
    const mailsBefore = (await db.handle.db.select().from(mailOutbox)).length;
    // The answer must not tell a stranger whether the address is on the list.
    expect(await subscribe({ email: "anna@example.org" }, ctx())).toEqual({ kind: "sent" });
    expect((await db.handle.db.select().from(mailOutbox)).length).toBe(mailsBefore);
    const [row] = await db.handle.db.select().from(newsletterSubscribers);
    expect(row?.confirmedAt).toBeInstanceOf(Date);
  });

  it("unsubscribes with the same link's token, and may subscribe again", async () => {
    expect(await applyToken(await lastToken("unsubscribe"), "unsubscribe")).toBe(true);
    const [row] = await db.handle.db.select().from(newsletterSubscribers);
    expect(row?.unsubscribedAt).toBeInstanceOf(Date);
    expect(await subscribe({ email: "anna@example.org" }, ctx())).toEqual({ kind: "sent" });
  });

  it("mails one confirmation per address and day; the link already sent keeps working", async () => {
    const email = "flood@example.org";
    const mails = async () => (await db.handle.db.select().from(mailOutbox).where(eq(mailOutbox.kind, "newsletter_confirm"))).filter((mail) => mail.recipient.toLowerCase() === email);
    expect(await subscribe({ email }, ctx())).toEqual({ kind: "sent" });
    const token = await lastToken("confirm");
    for (let i = 0; i < 5; i++) expect(await subscribe({ email: i % 2 ? email.toUpperCase() : email }, ctx())).toEqual({ kind: "sent" });
    expect(await mails()).toHaveLength(1);
    expect(await applyToken(token, "confirm")).toBe(true);
  });

  it("takes at least the same time to answer for a new, a pending and a subscribed address, so timing tells nothing", async () => {
    const email = `timing-${Date.now()}@example.org`;
    const took = async () => {
      const started = performance.now();
      expect(await subscribe({ email }, ctx())).toEqual({ kind: "sent" });
      return performance.now() - started;
    };
    const fresh = await took();
    const pending = await took();
    await applyToken(await lastToken("confirm"), "confirm");
    const subscribed = await took();
    for (const ms of [fresh, pending, subscribed]) expect(ms).toBeGreaterThanOrEqual(NEWSLETTER_ANSWER_MS - 1);
  });

  it("refuses an invalid address with a message in the visitor's language", async () => {
    expect(await subscribe({ email: "anna@" }, ctx("de"))).toEqual({ kind: "invalid", details: [{ path: "email", message: "Bitte geben Sie eine gültige E-Mail-Adresse ein" }] });
  });
});
