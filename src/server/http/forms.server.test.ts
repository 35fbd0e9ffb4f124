import fc from "fast-check";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { formOutcome, parseForm, readForm } from "./forms.server.ts";
import { z } from "zod";
import { ContactForm } from "../../features/contact/ContactForm.tsx";
import { QuoteForm } from "../../features/quote/QuoteForm.tsx";
import { protoDisabledAsInProduction } from "../../test/disabled-proto.ts";
import { validContact, validInquiry } from "../../test/fixtures.ts";
import { propertyRuns, prototypeKeys } from "../../test/property.ts";

const multipart = (parts: Array<[string, string]>, boundary = "----arc", contentType = `multipart/form-data; boundary=${boundary}`) =>
  new Request("http://localhost/quote", {
    method: "POST",
    headers: { "Content-Type": contentType },
    body: `${parts.map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`).join("")}--${boundary}--\r\n`,
  });

describe("reading posted forms", () => {
  it("reads a multipart quote form's fields, its button and key", async () => {
    const { payload, intent, idempotencyKey } = await readForm(multipart([["name", "Anna"], ["weight", "7,5"], ["intent", "addPet"], ["idempotencyKey", "key-1"]]), "quote");
    expect(payload).toMatchObject({ name: "Anna", weight: 7.5, recaptchaToken: "recaptcha-not-loaded" });
    expect({ intent, idempotencyKey }).toEqual({ intent: "addPet", idempotencyKey: "key-1" });
  });

  it("reads a multipart body of far more parts than any form has as an empty form, at once", async () => {
    const request = multipart(Array.from({ length: 200_000 }, (): [string, string] => ["name", "x"]));
    const started = performance.now();
    const { payload } = await readForm(request, "contact");
    expect(performance.now() - started).toBeLessThan(1000);
    expect(payload.name).toBeUndefined();
  });

  it("counts the parts by the very boundary it parses with, however the Content-Type is spelled", async () => {
    const many = Array.from({ length: 5_000 }, (): [string, string] => ["name", "x"]);
    const name = z.object({ name: z.string() });
    // White space before ";" is allowed: the same boundary is counted and used, so the parts count.
    expect((await parseForm(multipart(many, "----arc", "multipart/form-data ; boundary=----arc"), name)).success).toBe(false);
    expect((await parseForm(multipart([["name", "Anna"]], "----arc", "Multipart/Form-Data ;  boundary=\"----arc\""), name)).data).toEqual({ name: "Anna" });
    // Two boundaries (or any parameter twice) are ambiguous: no parser gets to choose one.
    for (const type of ["multipart/form-data; boundary=----arc; boundary=other", "multipart/form-data; boundary=other; boundary=----arc", "multipart/form-data; boundary=----arc; charset=utf-8; charset=latin1"]) {
      expect((await parseForm(multipart([["name", "Anna"]], "----arc", type), name)).success, type).toBe(false);
    }
    // Another multipart type, or one without a boundary, is no form of the site.
    for (const type of ["multipart/mixed; boundary=----arc", "multipart/form-data; charset=utf-8", "multipart/form-data; boundary=", "text/plain, multipart/form-data; boundary=----arc", "application/x-www-form-urlencoded, multipart/form-data; boundary=----arc"]) {
      expect((await parseForm(multipart([["name", "Anna"]], "----arc", type), name)).success, type).toBe(false);
    }
  });

  it("reads a body that is no form as an empty one, and unknown buttons as a plain submit", async () => {
    const broken = new Request("http://localhost/contact", { method: "POST", headers: { "Content-Type": "multipart/form-data" }, body: "garbage" });
    expect((await readForm(broken, "contact")).payload.name).toBeUndefined();
    const odd = multipart([["intent", "removePet:99999"], ["idempotencyKey", "<script>"]]);
    const read = await readForm(odd, "quote");
    expect(read.intent).toBe("submit");
    expect(read.idempotencyKey).toMatch(/^form-[\w-]{43}$/);
  });

  it("gives a form posted without a key (a shared page cannot carry one) a key made from what it says", async () => {
    const form = (name: string) => multipart([["name", name], ["email", "anna@example.org"], ["message", "Two cats to Tokyo in May."]]);
    const first = await readForm(form("Anna"), "contact");
    // The same form sent again (a double click, a reload of the post) is the same enquiry…
    expect((await readForm(form("Anna"), "contact")).idempotencyKey).toBe(first.idempotencyKey);
    // …another form, or the same form as another kind of lead, is another one.
    expect((await readForm(form("Anne"), "contact")).idempotencyKey).not.toBe(first.idempotencyKey);
    expect((await readForm(form("Anna"), "quote")).idempotencyKey).not.toBe(first.idempotencyKey);
    // A key the form sends itself is kept.
    expect((await readForm(multipart([["name", "Anna"], ["idempotencyKey", "key-2"]]), "contact")).idempotencyKey).toBe("key-2");
  });

  it("parses only the fields a small form's schema names", async () => {
    const parsed = await parseForm(multipart([["consent", "all"], ["__proto__", "x"], ["other", "y"]]), z.object({ consent: z.enum(["all", "essential"]) }));
    expect(parsed.success && parsed.data).toEqual({ consent: "all" });
  });
});

const urlencoded = (fields: Array<[string, string]>) =>
  new Request("http://localhost/quote", { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded" }, body: new URLSearchParams(fields) });

describe("posted lead forms, with __proto__ disabled as the production server disables it", () => {
  protoDisabledAsInProduction();
  const forms = {
    quote: { names: [...Object.keys(validInquiry()), "dimensions.length", "additionalPets.0.weight", "website"], Form: QuoteForm },
    contact: { names: [...Object.keys(validContact()), "website"], Form: ContactForm },
  };
  /** The page's form shown again with a post's values, as the route renders it after a refusal. */
  const shownAgain = (kind: keyof typeof forms, values: Record<string, unknown>) =>
    renderToStaticMarkup(createElement(MemoryRouter, null, createElement(forms[kind].Form as typeof QuoteForm, { idempotencyKey: "key", recaptcha: null, initialValues: values })));

  it("take text posted under the crate photo's name as no photo (only a file is one)", async () => {
    for (const post of [urlencoded, multipart]) {
      const { payload } = await readForm(post([["hasOwnCrate", "on"], ["crateImage", "__proto__"]]), "quote");
      expect(payload.crateImage).toBeUndefined();
    }
  });

  it("read and show again any post whose names and values are prototype keys, in every field", async () => {
    const post = (Object.keys(forms) as Array<keyof typeof forms>).map((kind) => {
      const name = fc.oneof(fc.constantFrom(...forms[kind].names, ...prototypeKeys), fc.array(fc.constantFrom(...forms[kind].names, ...prototypeKeys, "0"), { minLength: 2, maxLength: 3 }).map((parts) => parts.join(".")));
      const value = fc.oneof(fc.constantFrom(...prototypeKeys, "on"), fc.string({ maxLength: 20 }));
      return fc.record({ kind: fc.constant(kind), fields: fc.array(fc.tuple(name, value), { maxLength: 30 }), multipart: fc.boolean() });
    });
    type Post = { kind: keyof typeof forms; fields: Array<[string, string]>; multipart: boolean };
    const everyField = (kind: keyof typeof forms, value: string): Post => ({ kind, fields: [["hasOwnCrate", "on"], ...forms[kind].names.map((name): [string, string] => [name, value])] as Array<[string, string]>, multipart: false });
    await fc.assert(
      fc.asyncProperty(fc.oneof(...post), async ({ kind, fields, multipart: asMultipart }) => {
        const { payload } = await readForm((asMultipart ? multipart : urlencoded)(fields), kind);
        expect(payload.crateImage).toBeUndefined();
        for (const key of Object.keys(payload)) expect([...forms[kind].names, "isSnubNose", "needPickup", "needDelivery", "hasOwnCrate", "recaptchaToken", "dimensions", "additionalPets"]).toContain(key);
        const { outcome } = formOutcome({ kind: "invalid", details: [] }, payload, "en");
        expect(outcome.kind === "form" && shownAgain(kind, outcome.values)).toContain("<form");
      }),
      { ...propertyRuns(100), examples: prototypeKeys.flatMap((key): Array<[Post]> => [[everyField("quote", key)], [everyField("contact", key)]]) },
    );
  });
});

describe("answering a posted form", () => {
  it("tells a visitor in their language when to try again while the database is away, and how long the rate limit lasts", () => {
    const away = formOutcome({ kind: "unavailable" }, { name: "Ida" }, "de");
    expect(away.status).toBe(503);
    expect(away.headers).toEqual({ "Retry-After": "10" });
    expect(away.outcome).toMatchObject({ kind: "form", values: { name: "Ida" }, message: expect.stringContaining("Wir können gerade keine Anfragen annehmen") });
    expect(formOutcome({ kind: "rate_limited", retryAfter: 42 }, {}, "en").headers).toEqual({ "Retry-After": "42" });
    expect(formOutcome({ kind: "created", id: "x", duplicate: false }, { name: "Ida" }, "en").headers).toEqual({});
  });
});
