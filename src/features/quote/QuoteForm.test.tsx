import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ErrorSummary } from "../ErrorSummary.tsx";
import { translator } from "../../i18n/messages/index.ts";
import { QuoteForm } from "./QuoteForm.tsx";
import { MemoryRouter } from "react-router";

/** The form as the server sends it: what a browser without JavaScript shows. */
/** The form as the server renders it, inside a router (a sent request goes on to its page). */
const serverForm = (props: Partial<Parameters<typeof QuoteForm>[0]> = {}) =>
  renderToStaticMarkup(createElement(MemoryRouter, null, createElement(QuoteForm, { idempotencyKey: "key", recaptcha: null, ...props })));

describe("QuoteForm without JavaScript", () => {
  it("is one page with every field, no step hidden, and only the submit button", () => {
    const html = serverForm();
    for (const name of ["petType", "weight", "departureAddress", "destinationAddress", "travelDate", "microchippedOn", "vaccinatedOn", "name", "email", "phone", "breed", "isSnubNose", "dimensions.length", "needPickup", "needDelivery", "hasOwnCrate", "crateImage", "additionalNotes"]) {
      expect(html, name).toContain(`name="${name}"`);
    }
    expect(html).not.toMatch(/<section[^>]*hidden/);
    expect(html).not.toContain('aria-current="step"');
    expect(html).not.toContain('data-testid="quote-next"');
    expect(html).toContain('data-testid="quote-submit"');
  });

  it("lists the server's errors as links to their fields, in the order of the form", () => {
    const t = translator("en");
    const html = serverForm({ serverErrors: { email: t("validation.email"), weight: t("validation.weight") } }).replaceAll("&#x27;", "'");
    expect(html).toContain(t("validation.summaryTitle"));
    const weight = html.indexOf(`<a href="#quote-weight"`);
    const email = html.indexOf(`<a href="#quote-email"`);
    expect(weight).toBeGreaterThan(-1);
    expect(email).toBeGreaterThan(weight);
    expect(html).toContain(`${t("quote.weight")}: ${t("validation.weight")}`);
    expect(html).not.toContain(t("validation.summary"));
  });
});

describe("ErrorSummary", () => {
  it("links each field with its label and message under a heading, in an alert", () => {
    const html = renderToStaticMarkup(createElement(ErrorSummary, { title: "Please check", items: [{ id: "f-name", label: "Name", message: "Missing" }, { message: "No field" }], attempt: 1 }));
    expect(html).toMatch(/^<div[^>]*role="alert"/);
    expect(html).toContain("<h2");
    expect(html).toContain('<a href="#f-name"');
    expect(html).toContain(">Name: Missing</a>");
    expect(html).toContain("<li>No field</li>");
  });

  it("is still one message where a form has no list, and nothing without one", () => {
    expect(renderToStaticMarkup(createElement(ErrorSummary, { message: "Please correct", attempt: 1 }))).toMatch(/^<p[^>]*role="alert">Please correct<\/p>$/);
    expect(renderToStaticMarkup(createElement(ErrorSummary, { message: undefined, attempt: 0 }))).toBe("");
  });
});
