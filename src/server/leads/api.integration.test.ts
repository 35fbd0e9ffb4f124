/**
 * The lead API end to end below HTTP: request checks, every validation message of docs/requirements.md §5 in
 * both languages, bot check outcomes, idempotency, rate limit and an unavailable database — on
 * PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
 */
import { createHash } from "node:crypto";
import { createServer, type IncomingMessage, type Server } from "node:http";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import fc from "fast-check";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { clientIpContext, langContext } from "../../lib/request-context.ts";
import { configure } from "../config.server.ts";
import { openDatabase, setDatabaseHandle, type DatabaseHandle } from "../db/client.server.ts";
import { contactMessages, mailOutbox, quoteInquiries, quoteInquiryPets } from "../db/schema.ts";
import { withBodies } from "../../test/outbox.ts";
import { honeypotFilled } from "../../lib/schemas/leads.ts";
import { handleJsonSubmission } from "../http/api.server.ts";
import { clientAddress } from "../http/request-checks.server.ts";
import { closeRateLimiter } from "../rate-limit.server.ts";
import { customerMailKinds } from "./mail-content.server.ts";
import { subscribe } from "./newsletter.server.ts";
import { submitContact, submitInquiry } from "./submit.server.ts";
import { inDays, validContact, validInquiry } from "../../test/fixtures.ts";
import { migratedDataDir, postgresTestDatabase } from "../../test/database.ts";
import { propertyRuns } from "../../test/property.ts";
import { registry } from "../metrics.server.ts";

/** The value of a counter's series (metrics.server.ts) with exactly these labels. */
async function counted(name: string, labels: Record<string, string> = {}): Promise<number> {
  const metric = await registry.getSingleMetric(name)?.get();
  const series = metric?.values.find((value) => Object.keys(labels).length === Object.keys(value.labels).length && Object.entries(labels).every(([key, label]) => value.labels[key] === label));
  return series?.value ?? 0;
}


let ipCounter = 0;
function call(
  submit: typeof submitInquiry,
  body: unknown,
  options: { lang?: "en" | "de"; headers?: Record<string, string>; raw?: string; ip?: string } = {},
) {
  const request = new Request("http://127.0.0.1:4321/api/submit", {
    method: "POST",
    headers: { "Content-Type": "application/json", ...options.headers },
    body: options.raw ?? JSON.stringify(body),
  });
  const context = new RouterContextProvider();
  context.set(langContext, options.lang ?? "en");
  context.set(clientIpContext, options.ip ?? `10.0.0.${++ipCounter % 250}`);
  return handleJsonSubmission(request, context, submit);
}

async function body(response: Response) {
  return (await response.json()) as { ok?: boolean; id?: string; error?: string; message?: string; details?: Array<{ path: string; message: string }> };
}

let verifier: Server;
let verifierReply: (req: URLSearchParams) => { status?: number; body?: unknown; hang?: boolean } = () => ({ body: { success: true, score: 0.9, action: "inquiry_submit", hostname: "arc.example" } });
const baseEnv = () => ({ RATE_LIMIT_POINTS: "1000", SALES_EMAIL: "sales@arc.example" });

function suite(name: string, open: () => Promise<DatabaseHandle>, extraEnv: () => Record<string, string> = () => ({})) {
  describe(name, () => {
    let handle: DatabaseHandle;
    beforeAll(async () => {
      handle = await open();
      setDatabaseHandle(handle);
    });
    afterAll(async () => {
      setDatabaseHandle(undefined);
      closeRateLimiter();
      await handle.close();
    });
    beforeEach(async () => {
      configure({ ...baseEnv(), ...extraEnv() });
      closeRateLimiter();
    });

    it("stores a quote inquiry with its pets, photo and outbox mails in one go (201)", async () => {
      const response = await call(submitInquiry, validInquiry(), { lang: "de" });
      expect(response.status).toBe(201);
      const { ok, id } = await body(response);
      expect(ok).toBe(true);
      const [lead] = await handle.db.select().from(quoteInquiries).where(eq(quoteInquiries.id, id!));
      expect(lead).toMatchObject({ language: "de", status: "new", verification: "unverified", petType: "dog", weightKg: 18.5, crateImageType: "image/png", travelDate: validInquiry().travelDate });
      expect(lead?.crateImage?.length).toBeGreaterThan(60);
      expect(lead?.clientIpHash).toMatch(/^[0-9a-f]{32}$/);
      const pets = await handle.db.select().from(quoteInquiryPets).where(eq(quoteInquiryPets.inquiryId, id!));
      expect(pets).toMatchObject([{ position: 1, petType: "cat", breed: "Persian", isSnubNose: true }]);
      const mails = await withBodies(await handle.db.select().from(mailOutbox).where(eq(mailOutbox.quoteInquiryId, id!)));
      expect(mails.map((m) => m.kind).sort()).toEqual(["customer_inquiry", "sales_inquiry"]);
      const customer = mails.find((m) => m.kind === "customer_inquiry")!;
      expect(customer.recipient).toBe("katrin@example.org");
      expect(customer.subject).toBe("Wir haben Ihre Angebotsanfrage erhalten");
      const sales = mails.find((m) => m.kind === "sales_inquiry")!;
      expect(sales.recipient).toBe("sales@arc.example");
      expect(sales.textBody).toContain("Kleinste Standardbox: Serie");
      expect(sales.textBody).toMatch(/Tier 2: Katze\n+Rasse\s+Persian\nGewicht\s+4,2 kg\nKurzköpfig\s+ja/);
      expect(sales.htmlBody).toContain(`/admin/leads/quote/${id}`);
      expect(customer.htmlBody).toContain('<html dir="ltr" lang="de">');
      // "Tokyo", typed without choosing a suggestion, is the site's Tokyo: the lead is for Japan.
      expect(lead?.destinationCountry).toBe("japan");
    });

    it("stores a contact message (201)", async () => {
      const response = await call(submitContact, validContact());
      expect(response.status).toBe(201);
      const { id } = await body(response);
      const [lead] = await handle.db.select().from(contactMessages).where(eq(contactMessages.id, id!));
      expect(lead).toMatchObject({ subject: "Feedback", language: "en", status: "new" });
    });

    const inquiryCases: Array<[string, (payload: Record<string, unknown>) => void, string, string]> = [
      ["petType", (p) => (p.petType = "hamster"), "Please select your pet type", "Bitte wählen Sie die Tierart"],
      ["weight", (p) => (p.weight = 0), "Please enter your pet's weight", "Bitte geben Sie das Gewicht Ihres Tieres ein"],
      ["departureAddress", (p) => (p.departureAddress = "Fr"), "Please enter departure address", "Bitte geben Sie den Abreiseort ein"],
      ["destinationAddress", (p) => delete p.destinationAddress, "Please enter destination address", "Bitte geben Sie den Zielort ein"],
      ["travelDate", (p) => (p.travelDate = ""), "Please select travel date", "Bitte wählen Sie das Reisedatum"],
      ["name", (p) => (p.name = " A "), "Please enter your full name", "Bitte geben Sie Ihren vollständigen Namen ein"],
      ["email", (p) => (p.email = "katrin@"), "Please enter a valid email address", "Bitte geben Sie eine gültige E-Mail-Adresse ein"],
      ["phone", (p) => (p.phone = "123"), "Please enter your phone number", "Bitte geben Sie Ihre Telefonnummer ein"],
      ["crateImage", (p) => (p.crateImage = "data:image/png;base64,SGVsbG8gd29ybGQ="), "Please select a valid image file (JPEG, PNG, etc.).", "Bitte wählen Sie eine gültige Bilddatei (JPEG, PNG usw.)."],
      ["crateImage", (p) => (p.crateImage = `data:image/jpeg;base64,${"A".repeat(7_100_000)}`), "Image file is too large. Please select an image smaller than 5MB.", "Die Bilddatei ist zu groß. Bitte wählen Sie ein Bild unter 5 MB."],
      ["additionalPets.0.weight", (p) => ((p.additionalPets as Array<Record<string, unknown>>)[0]!.weight = 0), "Please enter your pet's weight", "Bitte geben Sie das Gewicht Ihres Tieres ein"],
      ["dimensions.height", (p) => ((p.dimensions as Record<string, unknown>).height = -2), "Please enter a positive number in centimetres", "Bitte geben Sie eine positive Zahl in Zentimetern ein"],
    ];
    for (const [path, change, english, german] of inquiryCases) {
      it(`answers 400 with the message for ${path} in both languages and stores nothing (${english.slice(0, 30)})`, async () => {
        const before = (await handle.db.select({ id: quoteInquiries.id }).from(quoteInquiries)).length;
        for (const [lang, text] of [["en", english], ["de", german]] as const) {
          const payload = validInquiry() as Record<string, unknown>;
          change(payload);
          const response = await call(submitInquiry, payload, { lang });
          expect(response.status).toBe(400);
          const result = await body(response);
          expect(result.error).toBe("validation");
          expect(result.details).toContainEqual({ path, message: text });
        }
        expect((await handle.db.select({ id: quoteInquiries.id }).from(quoteInquiries)).length).toBe(before);
      });
    }

    const contactCases: Array<[string, (payload: Record<string, unknown>) => void, string, string]> = [
      ["name", (p) => (p.name = "J"), "Please enter your name", "Bitte geben Sie Ihren Namen ein"],
      ["email", (p) => (p.email = "no-at-sign"), "Please enter a valid email address", "Bitte geben Sie eine gültige E-Mail-Adresse ein"],
      ["subject", (p) => (p.subject = "  "), "Subject is required", "Ein Betreff ist erforderlich"],
      ["message", (p) => (p.message = "Too short"), "Please enter your message", "Bitte geben Sie Ihre Nachricht ein"],
    ];
    for (const [path, change, english, german] of contactCases) {
      it(`answers 400 for the contact field ${path} in both languages`, async () => {
        for (const [lang, text] of [["en", english], ["de", german]] as const) {
          const payload = validContact() as Record<string, unknown>;
          change(payload);
          const response = await call(submitContact, payload, { lang });
          expect(response.status).toBe(400);
          expect((await body(response)).details).toContainEqual({ path, message: text });
        }
      });
    }

    it("refuses bad requests before looking at them: 400 JSON, 415 type", async () => {
      expect((await call(submitContact, null, { raw: "{not json" })).status).toBe(400);
      expect((await call(submitContact, validContact(), { headers: { "Content-Type": "text/plain" } })).status).toBe(415);
      expect((await call(submitContact, validContact(), { headers: { Origin: "http://127.0.0.1:4321" } })).status).toBe(201);
    });

    it("refuses JSON that nests too deep, holds too many values or names a prototype key (400)", async () => {
      const before = (await handle.db.select({ id: quoteInquiries.id }).from(quoteInquiries)).length;
      const hostile = [
        { ...validInquiry(), additionalPets: Array.from({ length: 100_000 }, () => ({})) },
        { ...validInquiry(), dimensions: JSON.parse(`${"{\"a\":".repeat(50)}1${"}".repeat(50)}`) as object },
      ];
      for (const payload of hostile) {
        const started = performance.now();
        const response = await call(submitInquiry, payload);
        expect(response.status).toBe(400);
        expect(performance.now() - started).toBeLessThan(1000);
      }
      const polluted = await call(submitInquiry, null, { raw: JSON.stringify(validInquiry()).replace("{", '{"__proto__":{"noindex":true},') });
      expect(polluted.status).toBe(400);
      expect(({} as Record<string, unknown>).noindex).toBeUndefined();
      expect((await handle.db.select({ id: quoteInquiries.id }).from(quoteInquiries)).length).toBe(before);
    });

    it("stores text with a lone surrogate as U+FFFD, as a browser encodes it, instead of failing on it", async () => {
      for (const submit of [submitInquiry, submitContact]) {
        const valid = submit === submitInquiry ? validInquiry() : validContact();
        const raw = JSON.stringify({ ...valid, name: "Ida Brandt" }).replace("Ida Brandt", "Ida \\ud800 Brandt \\udfff");
        const response = await call(submit, null, { raw });
        expect(response.status).toBe(201);
        const table = submit === submitInquiry ? quoteInquiries : contactMessages;
        const [lead] = await handle.db.select({ name: table.name }).from(table).where(eq(table.id, (await body(response)).id!));
        expect(lead?.name).toBe("Ida \ufffd Brandt \ufffd");
      }
    });

    it("stores text with control characters without them, instead of failing on them", async () => {
      const response = await call(submitInquiry, { ...validInquiry(), name: "Kat\u0000rin Vogel", additionalNotes: "Line one\nline\u0007 two\u0000" });
      expect(response.status).toBe(201);
      const [lead] = await handle.db.select().from(quoteInquiries).where(eq(quoteInquiries.id, (await body(response)).id!));
      expect(lead).toMatchObject({ name: "Katrin Vogel", additionalNotes: "Line one\nline two" });
      expect((await call(submitContact, { ...validContact(), name: "\u0000\u0000" })).status).toBe(400);
    });

    it("acknowledges an unverified lead without quoting anything its sender typed", async () => {
      const email = `stranger-${name.length}-${Date.now()}@example.org`;
      const spam = { ...validContact(), email, name: "Cheap pills at spam.example", subject: "Visit spam.example now", message: "Buy cheap pills at https://spam.example today!" };
      const response = await call(submitContact, spam);
      expect(response.status).toBe(201);
      const mails = await withBodies(await handle.db.select().from(mailOutbox).where(eq(mailOutbox.contactMessageId, (await body(response)).id!)));
      const customer = mails.find((mail) => mail.kind === "customer_contact")!;
      expect(customer.recipient).toBe(email);
      expect(`${customer.subject}\n${customer.textBody}`).not.toMatch(/spam|pills/i);
      expect(mails.find((mail) => mail.kind === "sales_contact")!.textBody).toContain("spam.example");
      const quote = await call(submitInquiry, { ...validInquiry(), email: `q-${email}`, name: "Cheap pills", departureAddress: "spam.example" }, { lang: "de" });
      const [ack] = await withBodies(await handle.db.select().from(mailOutbox).where(eq(mailOutbox.quoteInquiryId, (await body(quote)).id!))).then((rows) => rows.filter((mail) => mail.kind === "customer_inquiry"));
      expect(ack!.textBody).not.toMatch(/spam|pills/i);
      expect(ack!.textBody).toContain("Angebotsanfrage");
    });

    it("adds the dated checklist of a known destination to the acknowledgement, verified or not", async () => {
      const lead = { ...validInquiry(), email: `checklist-${name.length}-${Date.now()}@example.org`, name: "Cheap pills", destinationAddress: "Tokio (NRT), Japan", travelDate: inDays(240) };
      const response = await call(submitInquiry, lead, { lang: "de" });
      expect(response.status).toBe(201);
      const { id } = await body(response);
      const mails = await withBodies(await handle.db.select().from(mailOutbox).where(eq(mailOutbox.quoteInquiryId, id!)));
      const ack = mails.find((mail) => mail.kind === "customer_inquiry")!;
      expect(ack.textBody).toContain("Ihre Checkliste für Tokio (NRT), Japan, Reise am");
      expect(ack.textBody).toMatch(/^ \* Tollwut-Antikörpertest.*: bis [1-9]\d?\. \p{L}+ \d{4}$/mu);
      expect(ack.textBody).toContain("Wir prüfen die aktuellen Regeln für Ihre Route");
      expect(ack.textBody).not.toMatch(/pills|Frankfurt/i);
      expect(mails.find((mail) => mail.kind === "sales_inquiry")!.textBody).toMatch(/Reiseziel der Website\s+Tokio \(NRT\), Japan; frühestes Reisedatum/);
      const [stored] = await handle.db.select().from(quoteInquiries).where(eq(quoteInquiries.id, id!));
      expect(stored?.destinationCountry).toBe("japan");
      // Free text is quoted back to no one: no checklist for it.
      const free = await call(submitInquiry, { ...lead, email: `free-${lead.email}`, destinationAddress: "Tokio (NRT), Japan, bitte schnell" }, { lang: "de" });
      const [freeAck] = await withBodies(await handle.db.select().from(mailOutbox).where(eq(mailOutbox.quoteInquiryId, (await body(free)).id!))).then((rows) => rows.filter((mail) => mail.kind === "customer_inquiry"));
      expect(freeAck!.textBody).not.toContain("Checkliste");
    });

    it("sends one acknowledgement of any kind per mailbox and day: a quote, a contact message and a newsletter sign-up make one", async () => {
      const email = `three-kinds-${name.length}-${Date.now()}@example.org`;
      const quote = await call(submitInquiry, { ...validInquiry(), email });
      const contact = await call(submitContact, { ...validContact(), email: email.toUpperCase() });
      expect([quote.status, contact.status]).toEqual([201, 201]);
      const ids = [(await body(quote)).id, (await body(contact)).id];
      expect((await subscribe({ email }, { lang: "en", clientIp: "10.9.9.9" })).kind).toBe("sent");
      const toCustomer = (await handle.db.select().from(mailOutbox)).filter((mail) => mail.recipient.toLowerCase() === email && (customerMailKinds as readonly string[]).includes(mail.kind));
      expect(toCustomer).toHaveLength(1);
      expect(toCustomer[0]?.quoteInquiryId).toBe(ids[0]);
    });

    it("sends one acknowledgement per mailbox and day, and every lead to sales", async () => {
      const local = `flood.${name.length}.${Date.now()}`;
      const email = `${local}@gmail.com`;
      const ids: string[] = [];
      for (const address of [email, email.toUpperCase(), `${local}+2@gmail.com`, `${local.replaceAll(".", "")}@googlemail.com`]) {
        const response = await call(submitContact, { ...validContact(), email: address });
        expect(response.status).toBe(201);
        ids.push((await body(response)).id!);
      }
      const mails = (await handle.db.select().from(mailOutbox)).filter((mail) => ids.includes(mail.contactMessageId ?? ""));
      expect(mails.filter((mail) => mail.kind === "sales_contact")).toHaveLength(4);
      expect(mails.filter((mail) => mail.kind === "customer_contact")).toHaveLength(1);
    });

    it("stores a lead whose bot-check token holds a NUL (the token goes into no stored mail)", async () => {
      for (const submit of [submitContact, submitInquiry]) {
        const payload = { ...(submit === submitContact ? validContact() : validInquiry()), recaptchaToken: "\u0000" };
        expect((await call(submit, payload)).status).toBe(201);
      }
    });

    it("never fails and stores nothing for hostile payloads it refuses", async () => {
      const count = async () => (await handle.db.select({ id: quoteInquiries.id }).from(quoteInquiries)).length + (await handle.db.select({ id: contactMessages.id }).from(contactMessages)).length;
      const keys = [...Object.keys(validInquiry()), ...Object.keys(validContact()), "__proto__", "constructor", "website"];
      const mutation = fc.array(fc.tuple(fc.constantFrom(...keys), fc.oneof(fc.anything({ maxDepth: 3 }), fc.string({ maxLength: 300 }), fc.constantFrom("\u0000", "Anna\u0000 Weber", "+49 30 12345\u0007"), fc.constant(undefined))), { maxLength: 6 });
      await fc.assert(
        fc.asyncProperty(fc.boolean(), mutation, fc.constantFrom("en" as const, "de" as const), async (inquiry, changes, lang) => {
          const payload: Record<string, unknown> = inquiry ? validInquiry() : validContact();
          for (const [key, value] of changes) Object.defineProperty(payload, key, { value, enumerable: true, configurable: true, writable: true });
          const before = await count();
          const response = await call(inquiry ? submitInquiry : submitContact, payload, { lang });
          expect([201, 400]).toContain(response.status);
          const text = await response.text();
          expect(text).not.toMatch(/\bat .+:\d+:\d+|TypeError|ReferenceError/);
          const stored = (await count()) - before;
          if (response.status === 400) expect(stored).toBe(0);
          // A honeypot holding anything but blank text (an empty list, false, 0) is filled too.
          else expect(stored).toBe(honeypotFilled(payload) ? 0 : 1);
        }),
        propertyRuns(60),
      );
    });

    it("stores one lead for a double submission with one idempotency key", async () => {
      const key = `key-${name.replace(/\W+/g, "-")}-${Date.now()}`;
      const [first, second] = await Promise.all([
        call(submitInquiry, validInquiry(), { headers: { "Idempotency-Key": key } }),
        call(submitInquiry, validInquiry(), { headers: { "Idempotency-Key": key } }),
      ]);
      expect(first.status).toBe(201);
      expect(second.status).toBe(201);
      const ids = [(await body(first)).id, (await body(second)).id];
      expect(ids[0]).toBe(ids[1]);
      // Kept as its SHA-256, never as the key itself.
      expect(await handle.db.select({ id: quoteInquiries.id }).from(quoteInquiries).where(eq(quoteInquiries.idempotencyKey, createHash("sha256").update(key).digest("hex")))).toHaveLength(1);
      expect(await handle.db.select({ id: quoteInquiries.id }).from(quoteInquiries).where(eq(quoteInquiries.idempotencyKey, key))).toHaveLength(0);
      const third = await call(submitInquiry, validInquiry(), { headers: { "Idempotency-Key": key } });
      expect((await body(third)).id).toBe(ids[0]);
    });

    it("drops honeypot submissions silently", async () => {
      const before = (await handle.db.select({ id: contactMessages.id }).from(contactMessages)).length;
      const [trapped, stored] = await Promise.all([counted("arc_submissions_refused_total", { kind: "contact", reason: "spam_trap" }), counted("arc_leads_stored_total", { kind: "contact", bot_check: "unverified" })]);
      const response = await call(submitContact, { ...validContact(), website: "http://spam.example" });
      expect(response.status).toBe(201);
      expect((await handle.db.select({ id: contactMessages.id }).from(contactMessages)).length).toBe(before);
      // Counted as what it is, not as a lead.
      expect(await counted("arc_submissions_refused_total", { kind: "contact", reason: "spam_trap" })).toBe(trapped + 1);
      expect(await counted("arc_leads_stored_total", { kind: "contact", bot_check: "unverified" })).toBe(stored);
    });

    it("rate-limits per client IP with Retry-After (429)", async () => {
      configure({ ...baseEnv(), ...extraEnv(), RATE_LIMIT_POINTS: "2", RATE_LIMIT_WINDOW_SECONDS: "60" });
      closeRateLimiter();
      const ip = `192.0.2.${Math.floor(Math.random() * 200)}`;
      const [limitedBefore, storedBefore] = await Promise.all([counted("arc_submissions_refused_total", { kind: "contact", reason: "rate_limit" }), counted("arc_leads_stored_total", { kind: "contact", bot_check: "unverified" })]);
      expect((await call(submitContact, validContact(), { ip })).status).toBe(201);
      expect((await call(submitContact, validContact(), { ip })).status).toBe(201);
      const limited = await call(submitContact, validContact(), { ip, lang: "de" });
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
      expect((await body(limited)).message).toContain("Zu viele Anfragen");
      expect(await counted("arc_submissions_refused_total", { kind: "contact", reason: "rate_limit" })).toBe(limitedBefore + 1);
      expect(await counted("arc_leads_stored_total", { kind: "contact", bot_check: "unverified" })).toBe(storedBefore + 2);
      expect((await call(submitContact, validContact(), { ip: "198.51.100.7" })).status).toBe(201);
    });

    it("keeps counting a client that forges X-Forwarded-For or rotates addresses in its IPv6 /64 (429)", async () => {
      configure({ ...baseEnv(), ...extraEnv(), RATE_LIMIT_POINTS: "2", RATE_LIMIT_WINDOW_SECONDS: "60" });
      closeRateLimiter();
      const real = `203.0.113.${Math.floor(Math.random() * 200)}`;
      const forged = [];
      for (let i = 0; i < 4; i++) forged.push((await call(submitContact, validContact(), { ip: clientAddress({ headers: { "x-forwarded-for": `198.51.100.${i}, ${real}` }, socket: { remoteAddress: "10.0.0.1" } } as unknown as IncomingMessage, 1) })).status);
      expect(forged).toEqual([201, 201, 429, 429]);
      const network = `2001:db8:${Math.floor(Math.random() * 65535).toString(16)}:7`;
      const rotated = [];
      for (let i = 1; i <= 3; i++) rotated.push((await call(submitContact, validContact(), { ip: `${network}::${i}` })).status);
      expect(rotated).toEqual([201, 201, 429]);
    });

    describe("bot check", () => {
      const withVerifier = () => configure({ ...baseEnv(), ...extraEnv(), RECAPTCHA_SECRET_KEY: "test-secret", RECAPTCHA_VERIFY_URL: `http://127.0.0.1:${(verifier.address() as { port: number }).port}/siteverify`, RECAPTCHA_TIMEOUT_MS: "300", PRODUCTION_HOST: "arc.example" });

      it("stores verified leads with their score", async () => {
        withVerifier();
        verifierReply = () => ({ body: { success: true, score: 0.9, action: "inquiry_submit", hostname: "arc.example" } });
        const verified = await counted("arc_leads_stored_total", { kind: "quote", bot_check: "verified" });
        const response = await call(submitInquiry, { ...validInquiry(), recaptchaToken: "token-ok" });
        expect(response.status).toBe(201);
        expect(await counted("arc_leads_stored_total", { kind: "quote", bot_check: "verified" })).toBe(verified + 1);
        const [lead] = await handle.db.select().from(quoteInquiries).where(eq(quoteInquiries.id, (await body(response)).id!));
        expect(lead).toMatchObject({ verification: "verified", recaptchaScore: 0.9 });
      });

      it("refuses a low score, a wrong action or a wrong host with 403 'reCAPTCHA verification failed'", async () => {
        withVerifier();
        const refused = await counted("arc_submissions_refused_total", { kind: "contact", reason: "bot_check" });
        for (const reply of [
          { success: true, score: 0.1, action: "contact_submit", hostname: "arc.example" },
          { success: true, score: 0.9, action: "inquiry_submit", hostname: "arc.example" },
          { success: true, score: 0.9, action: "contact_submit", hostname: "evil.example" },
          { success: false, "error-codes": ["invalid-input-response"] },
        ]) {
          verifierReply = () => ({ body: reply });
          const response = await call(submitContact, { ...validContact(), recaptchaToken: "token" });
          expect(response.status).toBe(403);
          expect((await body(response)).message).toContain("reCAPTCHA verification failed");
        }
        expect(await counted("arc_submissions_refused_total", { kind: "contact", reason: "bot_check" })).toBe(refused + 4);
      });

      it("with the bot check configured, an unverified lead (placeholder token, verifier down) is stored and flagged but mails no one", async () => {
        withVerifier();
        verifierReply = () => ({ status: 502, body: "bad gateway" });
        for (const [submit, table, link] of [
          [submitInquiry, quoteInquiries, "quoteInquiryId"],
          [submitContact, contactMessages, "contactMessageId"],
        ] as const) {
          for (const token of ["recaptcha-not-loaded", "token"]) {
            const email = `stranger-${token}-${Date.now()}@example.org`;
            const response = await call(submit, { ...(submit === submitInquiry ? validInquiry() : validContact()), email, recaptchaToken: token });
            expect(response.status).toBe(201);
            const id = (await body(response)).id!;
            const [lead] = await handle.db.select({ verification: table.verification }).from(table).where(eq(table.id, id));
            expect(lead?.verification).toBe("unverified");
            const mails = await handle.db.select().from(mailOutbox).where(eq(mailOutbox[link], id));
            expect(mails).toEqual([]);
          }
        }
        // A verified lead still mails sales and its sender.
        verifierReply = () => ({ body: { success: true, score: 0.9, action: "contact_submit", hostname: "arc.example" } });
        const verified = await call(submitContact, { ...validContact(), email: `verified-${Date.now()}@example.org`, recaptchaToken: "token-ok" });
        const mails = await handle.db.select().from(mailOutbox).where(eq(mailOutbox.contactMessageId, (await body(verified)).id!));
        expect(mails.map((mail) => mail.kind).sort()).toEqual(["customer_contact", "sales_contact"]);
      });

      it("stores the lead as unverified when the verifier times out or fails", async () => {
        withVerifier();
        for (const reply of [{ hang: true }, { status: 502, body: "bad gateway" }]) {
          verifierReply = () => reply;
          const response = await call(submitContact, { ...validContact(), recaptchaToken: "token" });
          expect(response.status).toBe(201);
          const [lead] = await handle.db.select().from(contactMessages).where(eq(contactMessages.id, (await body(response)).id!));
          expect(lead?.verification).toBe("unverified");
        }
      });
    });
  });
}

beforeAll(async () => {
  verifier = createServer(async (req, res) => {
    let raw = "";
    for await (const chunk of req) raw += chunk;
    const reply = verifierReply(new URLSearchParams(raw));
    if (reply.hang) return;
    res.writeHead(reply.status ?? 200, { "Content-Type": "application/json" });
    res.end(typeof reply.body === "string" ? reply.body : JSON.stringify(reply.body));
  });
  await new Promise<void>((resolve) => verifier.listen(0, "127.0.0.1", resolve));
});
afterAll(() => {
  verifier.closeAllConnections();
  verifier.close();
});

const pgliteDir = migratedDataDir("arc-api-");
afterAll(() => rmSync(pgliteDir, { recursive: true, force: true }));
suite("lead API on PGlite", () => openDatabase({ dataDir: pgliteDir }));

const postgresDatabase = postgresTestDatabase("arc_api");
if (postgresDatabase) suite("lead API on PostgreSQL", postgresDatabase.open, () => ({ DATABASE_URL: postgresDatabase.url }));

describe("unavailable database", () => {
  it("answers 503 and never a stack trace", async () => {
    const dir = mkdtempSync(join(tmpdir(), "arc-api-down-"));
    const closed = await openDatabase({ dataDir: dir });
    await closed.close();
    setDatabaseHandle(closed);
    configure(baseEnv());
    const [unavailable, queryErrors] = await Promise.all([counted("arc_submissions_refused_total", { kind: "contact", reason: "unavailable" }), counted("arc_db_query_errors_total")]);
    try {
      const response = await call(submitContact, validContact(), { lang: "de" });
      expect(response.status).toBe(503);
      expect(await counted("arc_submissions_refused_total", { kind: "contact", reason: "unavailable" })).toBe(unavailable + 1);
      expect(await counted("arc_db_query_errors_total")).toBeGreaterThan(queryErrors);
      const result = await body(response);
      expect(result.error).toBe("unavailable");
      expect(JSON.stringify(result)).not.toMatch(/at \w+ \(|Error:/);
    } finally {
      setDatabaseHandle(undefined);
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
