import { createServer, type Server } from "node:http";
import { format } from "node:util";
import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { withTestDatabase } from "../../test/database.ts";
import { createSmtpSink } from "../../test/smtp-sink.ts";
import { configure } from "../config.server.ts";
import { mailDeliveryAttempts, mailOutbox } from "../db/schema.ts";
import { submitInquiry } from "../leads/submit.server.ts";
import { validInquiry } from "../../test/fixtures.ts";
import { backoffSeconds, MAX_ATTEMPTS, processOutbox, smtpOptions, stopMailWorker } from "./outbox.server.ts";
import { captureLog } from "../log.server.ts";

describe("mail outbox", () => {
  const sink = createSmtpSink();
  const db = withTestDatabase({}, { sink });

  const env = () => ({ SMTP_URL: `smtp://127.0.0.1:${sink.port}`, SALES_EMAIL: "sales@arc.example", MAIL_FROM: "ARC Pet Air <mail@arc.example>", RATE_LIMIT_POINTS: "1000" });

  it("keeps leads and mails while SMTP is down, then delivers every pending mail exactly once", async () => {
    configure(env());
    await sink.stop();
    const result = await submitInquiry({ ...validInquiry(), name: "Mara Lenz", email: "mara@example.org" }, { lang: "de", clientIp: "10.1.1.1" });
    expect(result.kind).toBe("created");
    const id = result.kind === "created" ? result.id : "";

    expect(await processOutbox()).toBe(2);
    const pending = await db.handle.db.select().from(mailOutbox).where(eq(mailOutbox.quoteInquiryId, id));
    expect(pending.map((m) => m.status)).toEqual(["pending", "pending"]);
    expect(pending.every((m) => m.attempts === 1 && m.lastError)).toBe(true);
    // Due again after the first back-off (30 s), no longer leased.
    expect(pending.every((m) => m.lockedUntil === null && m.sentAt === null && m.nextAttemptAt.getTime() > Date.now() + 20_000)).toBe(true);
    const attempts = await db.handle.db.select().from(mailDeliveryAttempts);
    expect(attempts.filter((a) => !a.ok)).toHaveLength(2);

    // Due again now (skip the backoff), with the server back.
    await db.handle.db.update(mailOutbox).set({ nextAttemptAt: new Date(Date.now() - 1000) });
    await sink.start();
    configure(env());
    // Two workers at once must not send anything twice.
    const [a, b] = await Promise.all([processOutbox(), processOutbox()]);
    expect(a + b).toBe(2);
    expect(await processOutbox()).toBe(0);

    expect(sink.messages).toHaveLength(2);
    const sales = sink.messages.find((m) => m.to && JSON.stringify(m.to).includes("sales@arc.example"))!;
    expect(sales.subject).toBe("Angebotsanfrage: Mara Lenz – Frankfurt am Main → Tokyo");
    expect(sales.replyTo?.text).toContain("mara@example.org");
    expect(sales.text).toContain("Reisedatum");
    expect(sales.attachments.filter((file) => file.contentDisposition === "attachment").map((file) => file.contentType)).toEqual(["image/png"]);
    const customer = sink.messages.find((m) => JSON.stringify(m.to).includes("mara@example.org"))!;
    expect(customer.subject).toBe("Wir haben Ihre Angebotsanfrage erhalten");
    // Without a bot check the lead is unverified: the acknowledgement quotes nothing typed.
    expect(customer.text).toContain("Angebotsanfrage");
    expect(customer.text).not.toContain("Mara");

    const sent = await db.handle.db.select().from(mailOutbox).where(eq(mailOutbox.quoteInquiryId, id));
    expect(sent.map((m) => m.status)).toEqual(["sent", "sent"]);
    expect(sent.every((m) => m.sentAt !== null && m.lockedUntil === null && m.lastError === null)).toBe(true);
    expect((await db.handle.db.select().from(mailDeliveryAttempts)).filter((a) => a.ok)).toHaveLength(2);
  });

  it("records a sent mail once the database answers again, and names each outbox row by a Message-ID of its own", async () => {
    configure(env());
    sink.messages.length = 0;
    const result = await submitInquiry({ ...validInquiry(), name: "Ida Brandt", email: "ida@example.org" }, { lang: "en", clientIp: "10.1.1.3" });
    const id = result.kind === "created" ? result.id : "";
    // The database goes away right after the mails were handed to SMTP: the first records fail.
    const execute = db.handle.db.execute.bind(db.handle.db);
    let refused = 0;
    const away = vi.spyOn(db.handle.db, "execute").mockImplementation(((query: Parameters<typeof execute>[0]) => {
      const text = (db.handle.db as unknown as { dialect: { sqlToQuery(query: unknown): { sql: string } } }).dialect.sqlToQuery(query).sql;
      if (text.includes("mail_delivery_attempts") && refused < 3) {
        refused++;
        return Promise.reject(new Error("connect ECONNREFUSED"));
      }
      return execute(query);
    }) as typeof execute);
    const quiet = captureLog(() => {});
    try {
      expect(await processOutbox()).toBe(2);
    } finally {
      away.mockRestore();
      quiet();
    }
    expect(refused).toBe(3);
    const rows = await db.handle.db.select().from(mailOutbox).where(eq(mailOutbox.quoteInquiryId, id));
    expect(rows.map((row) => [row.status, row.attempts, row.lockedUntil])).toEqual([["sent", 1, null], ["sent", 1, null]]);
    expect(sink.messages.map((mail) => mail.messageId).sort()).toEqual(rows.map((row) => `<outbox-${row.id}@localhost>`).sort());
  });

  it("gives a mail up after its last attempt", async () => {
    configure(env());
    await sink.stop();
    const result = await submitInquiry({ ...validInquiry(), email: "last-try@example.org" }, { lang: "en", clientIp: "10.1.1.2" });
    const id = result.kind === "created" ? result.id : "";
    await db.handle.db.update(mailOutbox).set({ attempts: MAX_ATTEMPTS - 1 }).where(eq(mailOutbox.quoteInquiryId, id));
    expect(await processOutbox()).toBe(2);
    const given = await db.handle.db.select().from(mailOutbox).where(eq(mailOutbox.quoteInquiryId, id));
    expect(given.map((m) => [m.status, m.attempts])).toEqual([["failed", MAX_ATTEMPTS], ["failed", MAX_ATTEMPTS]]);
    expect(await processOutbox()).toBe(0);
    await sink.start();
  });

  it("delivers a German quote request's mails as HTML and text: the customer greeted by name, every sales address with the inbox link and the photo", async () => {
    // A verifier that confirms the sender: only then may the acknowledgement quote the request.
    const verifier: Server = createServer((_req, res) => {
      res.writeHead(200, { "Content-Type": "application/json" });
      res.end(JSON.stringify({ success: true, score: 0.9, action: "inquiry_submit", hostname: "arc.example" }));
    });
    await new Promise<void>((resolve) => verifier.listen(0, "127.0.0.1", resolve));
    let inboxLink: string | undefined;
    try {
      configure({
        ...env(),
        SALES_EMAIL: "anna@arc.example, ben@arc.example",
        SITE_URL: "https://www.arc.example",
        RECAPTCHA_SECRET_KEY: "test-secret",
        RECAPTCHA_VERIFY_URL: `http://127.0.0.1:${(verifier.address() as { port: number }).port}/siteverify`,
        PRODUCTION_HOST: "arc.example",
      });
      sink.messages.length = 0;
      sink.sources.length = 0;
      const result = await submitInquiry({ ...validInquiry(), name: "Mara Lenz", email: "mara@example.net", recaptchaToken: "token-ok" }, { lang: "de", clientIp: "10.1.1.5" });
      expect(result.kind).toBe("created");
      inboxLink = `https://www.arc.example/admin/leads/quote/${result.kind === "created" ? result.id : ""}`;
      expect(await processOutbox()).toBe(3);
    } finally {
      verifier.close();
    }
    expect(sink.messages).toHaveLength(3);
    const to = (address: string) => sink.messages.findIndex((m) => JSON.stringify(m.to).includes(address));
    // mailparser shows the logo's inline part as a data URL; the message itself refers to it by Content-ID.
    const remote = /\s(?:src|href|background)="(?!data:image\/png;base64,|https:\/\/www\.arc\.example\/)[^"]*"|<script|<link\b|url\(|@import/i;
    const source = (address: string) => sink.sources[to(address)]!.replace(/=\r\n/g, "").replace(/=3D/g, "=");

    const customer = sink.messages[to("mara@example.net")]!;
    expect(source("mara@example.net")).toMatch(/Content-Type: multipart\/alternative/);
    expect(source("mara@example.net")).toContain('src="cid:logo@arcpetair"');
    expect(customer.subject).toBe("Wir haben Ihre Angebotsanfrage erhalten");
    expect(customer.text).toContain("Guten Tag Mara Lenz,");
    expect(customer.text).toContain("Frankfurt am Main → Tokyo");
    expect(customer.text).toContain("Tier 2: Katze");
    expect(customer.html).toMatch(/<html dir="ltr" lang="de">/);
    expect(customer.html).toContain("Guten Tag Mara Lenz,");
    expect(customer.html).not.toMatch(remote);
    expect(customer.attachments.map((file) => [file.contentType, file.contentId, file.related])).toEqual([["image/png", "<logo@arcpetair>", true]]);

    for (const address of ["anna@arc.example", "ben@arc.example"]) {
      const sales = sink.messages[to(address)]!;
      expect(source(address)).toMatch(/Content-Type: multipart\/alternative/);
      expect(sales.subject).toBe("Angebotsanfrage: Mara Lenz – Frankfurt am Main → Tokyo");
      expect(sales.replyTo?.text).toContain("mara@example.net");
      expect(sales.html).toContain(`href="${inboxLink}"`);
      expect(sales.text).toContain(inboxLink);
      expect(sales.text).toMatch(/Bot-Prüfung\s+Bestätigt/);
      expect(sales.html).not.toMatch(remote);
      const photo = sales.attachments.find((file) => file.contentDisposition === "attachment")!;
      expect([photo.filename, photo.contentType, photo.size]).toEqual(["crate.png", "image/png", 68]);
      expect(sales.attachments.some((file) => file.contentId === "<logo@arcpetair>")).toBe(true);
    }
  });

  it("cannot be used to inject headers", async () => {
    configure(env());
    sink.messages.length = 0;
    const result = await submitInquiry(
      { ...validInquiry(), name: "Eve\r\nBcc: victim@example.org", email: "eve@example.org", crateImage: undefined, hasOwnCrate: false },
      { lang: "en", clientIp: "10.1.1.2" },
    );
    expect(result.kind).toBe("created");
    await processOutbox();
    const sales = sink.messages.find((m) => JSON.stringify(m.to).includes("sales@arc.example"))!;
    expect(sales.bcc).toBeUndefined();
    expect(sales.subject).toContain("Eve Bcc: victim@example.org");
    expect(sink.messages.every((m) => !JSON.stringify(m.bcc ?? "").includes("victim"))).toBe(true);
  });

  it("sends over SMTP even if a polluted prototype names another transport", async () => {
    await stopMailWorker();
    configure(env());
    sink.messages.length = 0;
    const proto = Object.prototype as Record<string, unknown>;
    const result = await submitInquiry({ ...validInquiry(), email: "proto@example.org", crateImage: undefined, hasOwnCrate: false }, { lang: "en", clientIp: "10.1.1.3" });
    expect(result.kind).toBe("created");
    const polluted = { sendmail: true, args: ["-c", "exit 1"], streamTransport: true, jsonTransport: true };
    // React, rendering the mails meanwhile, sees the inherited keys as props of every element and
    // warns about each; only those warnings are kept out of the log.
    const consoleError = console.error;
    const reactProp = new RegExp(`^React does not recognize the \`(${Object.keys(polluted).join("|")})\` prop`);
    const quiet = vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
      if (!reactProp.test(format(...args))) consoleError(...args);
    });
    try {
      // What `__proto__.sendmail=1` in a form once did to every object: nodemailer then ran a
      // command instead of speaking SMTP. (An inherited `path` would still reach Node's socket
      // options, which is why form payloads can no longer pollute and serve.js disables __proto__.)
      Object.assign(proto, polluted);
      expect(await processOutbox()).toBe(2);
    } finally {
      for (const key of Object.keys(polluted)) delete proto[key];
      quiet.mockRestore();
    }
    expect(sink.messages.map((m) => JSON.stringify(m.to)).join()).toContain("proto@example.org");
    expect(smtpOptions("smtps://user%40x:p%40ss@mail.example.com", 4_000)).toEqual({
      host: "mail.example.com",
      port: 465,
      secure: true,
      auth: { user: "user@x", pass: "p@ss" },
      connectionTimeout: 4_000,
      greetingTimeout: 4_000,
      socketTimeout: 4_000,
    });
  });

  it("never writes a mail's address or text to the log", async () => {
    configure({ ...env(), SMTP_URL: undefined });
    await stopMailWorker();
    const logged: string[] = [];
    const release = captureLog((line) => void logged.push(line));
    try {
      await submitInquiry({ ...validInquiry(), name: "Secret Person", email: "secret@example.org", crateImage: undefined, hasOwnCrate: false }, { lang: "en", clientIp: "10.1.1.4" });
      expect(await processOutbox()).toBe(2);
    } finally {
      release();
    }
    expect(logged.length).toBeGreaterThan(0);
    expect(logged.join("\n")).not.toMatch(/secret@example\.org|Secret Person|Frankfurt/);
  });

  it("backs off exponentially up to an hour", () => {
    expect([1, 2, 3, 8, 20].map(backoffSeconds)).toEqual([30, 60, 120, 3600, 3600]);
  });
});
