import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { waitForHydration } from "./support/hydration.ts";
import { withPgClient } from "../src/test/pg.ts";
import { e2eDatabaseUrl, sinkURL } from "./support/env.ts";
import { inDays } from "../src/test/fixtures.ts";
import { chooseTravelDate, nextQuoteStep, savedDrafts } from "./support/quote-steps.ts";
import { consent } from "./support/consent.ts";
import { field, noScriptPage, place } from "./support/visitors.ts";

interface Mail {
  to: string;
  replyTo: string;
  subject: string;
  text: string;
  attachments: Array<{ contentType: string; size: number; disposition?: string }>;
}

const mailsTo = async (address: string): Promise<Mail[]> =>
  ((await (await fetch(`${sinkURL}/messages`)).json()) as Mail[]).filter((mail) => mail.to.includes(address) || mail.replyTo.includes(address));



// A real 2×2 PNG for the crate photo.
const photoPath = join("test-results", "crate.png");
mkdirSync("test-results", { recursive: true });
writeFileSync(photoPath, Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR42mP8z8DwnwEKmBgYGBgYAAAjTQL/1L8BWgAAAABJRU5ErkJggg==", "base64"));


/** Fills the whole form, step by step with JavaScript (Next after the journey and the contact details), on one page without. */
async function fillQuote(scope: ReturnType<Page["getByTestId"]>, email: string, secondPet: boolean, page?: Page) {
  await scope.getByLabel(field("Weight (kg)")).first().fill("18.5");
  if (secondPet) {
    await scope.getByLabel(field("Animal type")).nth(1).selectOption("cat");
    await scope.getByLabel(field("Breed")).nth(0).fill("Persian");
    await scope.getByLabel(field("Weight (kg)")).nth(1).fill("4.2");
  }
  await place(scope, "Departure (city or address)").fill("Frankfurt am Main");
  await place(scope, "Destination (city or address)").fill("New York");
  // Leaves the field, closing its suggestions (free text stays as typed).
  await place(scope, "Destination (city or address)").press("Tab");
  if (page) await chooseTravelDate(page, scope, { opensOnThisMonth: true });
  else await scope.getByLabel("Travel date").fill(inDays(60));
  await nextQuoteStep(scope);
  await scope.getByLabel(field("Full name")).fill("Lena Fischer");
  await scope.getByLabel(field("Email")).fill(email);
  await scope.getByLabel(field("Phone")).fill("+49 69 555 0101");
  await nextQuoteStep(scope);
  await fillExtras(scope);
}

/** The optional extras (the last step): the first pet's breed and measurements (an additional pet's sit in its block, earlier), an own crate with its photo. */
async function fillExtras(scope: ReturnType<Page["getByTestId"]>) {
  await scope.getByLabel(field("Breed")).last().fill("Border Collie");
  await scope.getByLabel(field("Length")).last().fill("70");
  await scope.getByLabel(field("Width")).last().fill("22");
  await scope.getByLabel(field("Height")).last().fill("55");
  await scope.getByLabel("I have my own IATA-conforming crate").check();
  await scope.getByLabel(/Photo of your crate/).setInputFiles(photoPath);
}

async function expectStored(email: string, pets: number) {
  // Both mails come from outbox rows written in the lead's own transaction.
  await expect.poll(async () => (await mailsTo(email)).length, { timeout: 15_000 }).toBe(2);
  const mails = await mailsTo(email);
  const sales = mails.find((mail) => mail.to.includes("sales@arc.example"))!;
  expect(sales.subject).toContain("Lena Fischer");
  expect(sales.text).toMatch(pets > 1 ? /Pet 2: Cat\n+Breed\s+Persian\nWeight\s+4\.2 kg/ : /Pet 1: Dog\n+Breed\s+Border Collie\nWeight\s+18\.5 kg/);
  expect(sales.text).toContain("Smallest standard crate");
  // The crate photo, attached; the logo of the HTML part travels inline.
  expect(sales.attachments.filter((file) => file.disposition === "attachment")).toEqual([expect.objectContaining({ contentType: "image/png" })]);
  const customer = mails.find((mail) => mail.to.includes(email))!;
  expect(customer.subject).toBe("We have received your quote request");
  if (e2eDatabaseUrl) {
    const { rows } = await withPgClient(e2eDatabaseUrl, (client) =>
      client.query("select q.id, q.crate_image_type, count(p.id)::int as pets from quote_inquiries q left join quote_inquiry_pets p on p.inquiry_id = q.id where q.email = $1 group by q.id", [email]),
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ crate_image_type: "image/png", pets: pets - 1 });
  }
}

test.describe("quote request", () => {
  test("the dialog sends two pets with a crate photo: stored, mailed to sales and the customer", async ({ page }) => {
    const email = `dialog-${Date.now()}@example.org`;
    await page.goto("/");
    await waitForHydration(page);
    await page.getByRole("banner").getByRole("link", { name: "Get a Quote" }).click();
    const dialog = page.getByTestId("quote-dialog");
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Add another pet" }).click();
    await expect(dialog.getByTestId("additional-pet")).toHaveCount(1);
    await fillQuote(dialog, email, true, page);
    await expect(dialog.getByTestId("crate-recommendation")).toContainText("series 500");
    await expect(dialog.getByRole("img", { name: "Preview of your crate photo" })).toBeVisible();
    await dialog.getByTestId("quote-submit").click();
    await expect(page.getByText("Quote Request Received")).toBeVisible();
    await expect(dialog).toBeHidden();
    // Then the confirmation: the request's private page with its reference, which says the request arrived; no toast covers it (decision 038).
    await expect(page).toHaveURL(/\/requests\/[a-z2-7]{32}$/);
    await expect(page.getByTestId("request-sent")).toHaveText("Quote Request Received We'll get back to you with a personalized quote within 24 hours.");
    await expect(page.getByTestId("toast-region").getByText("Quote Request Received")).toHaveCount(0);
    // Opened again from its address (a bookmark, the mail's link), the page has no such line: the promise is for the moment of sending.
    const address = page.url();
    await page.goto(address);
    await expect(page.getByTestId("request-reference")).toBeVisible();
    await expect(page.getByTestId("request-sent")).toHaveCount(0);
    await expect(page.getByTestId("request-reference")).toContainText(/ARC-[2-9A-Z]{6}/);
    await expect(page.getByTestId("request-summary")).toContainText("Lena Fischer");
    await expectStored(email, 2);
  });

  test("what was typed survives closing the dialog and a reload, and is gone after sending", async ({ page }) => {
    const email = `draft-${Date.now()}@example.org`;
    await consent(page.context());
    const openDialog = async () => {
      await page.getByRole("banner").getByRole("link", { name: "Get a Quote" }).click();
      const dialog = page.getByTestId("quote-dialog");
      await expect(dialog).toBeVisible();
      return dialog;
    };
    await page.goto("/");
    await waitForHydration(page);
    let dialog = await openDialog();
    await dialog.getByLabel(field("Weight (kg)")).fill("18.5");
    await place(dialog, "Departure (city or address)").fill("Frankfurt am Main");
    await place(dialog, "Destination (city or address)").fill("New York");
    await place(dialog, "Destination (city or address)").press("Tab");
    await chooseTravelDate(page, dialog, { opensOnThisMonth: true });
    await nextQuoteStep(dialog);
    await dialog.getByLabel(field("Full name")).fill("Lena Draft");
    await dialog.getByLabel(field("Email")).fill(email);
    await dialog.getByLabel(field("Phone")).fill("+49 69 555 0101");
    await nextQuoteStep(dialog);
    await dialog.getByLabel(field("Breed")).first().fill("Whippet");
    // The draft is kept once the form has written it to the tab's storage.
    await expect.poll(() => savedDrafts(page)).toContain("Whippet");
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    dialog = await openDialog();
    await expect(dialog.getByLabel(field("Full name"))).toHaveValue("Lena Draft");
    // The quote draft is restored when its form opens, so the reloaded page waits for the visitor to start its code.
    await page.reload();
    await waitForHydration(page);
    dialog = await openDialog();
    await expect(dialog.getByLabel(field("Full name"))).toHaveValue("Lena Draft");
    await expect(dialog.getByLabel(field("Breed")).first()).toHaveValue("Whippet");
    await expect(dialog.getByTestId("quote-draft-restored")).toContainText("A crate photo is not kept");
    // A restored draft opens on the first step, without errors, and goes on with what it kept.
    await expect(dialog.getByTestId("error-summary")).toHaveCount(0);
    await nextQuoteStep(dialog);
    await dialog.getByLabel(field("Full name")).fill("Lena Fischer");
    await nextQuoteStep(dialog);
    await fillExtras(dialog);
    await dialog.getByTestId("quote-submit").click();
    await expect(page.getByText("Quote Request Received")).toBeVisible();
    await expectStored(email, 1);
    await page.reload();
    await waitForHydration(page);
    dialog = await openDialog();
    await expect(dialog.getByLabel(field("Full name"))).toHaveValue("");
    await expect(dialog.getByTestId("quote-draft-restored")).toHaveCount(0);
  });

  test("works without JavaScript, adding the second pet by a round trip", async ({ browser }) => {
    const { context, page } = await noScriptPage(browser);
    const email = `nojs-${Date.now()}@example.org`;
    await page.goto("/");
    await page.getByRole("banner").getByRole("link", { name: "Get a Quote" }).click();
    await expect(page).toHaveURL(/\/quote$/);
    const form = page.getByTestId("quote-form");
    await form.getByLabel(field("Weight (kg)")).first().fill("18.5");
    await form.getByRole("button", { name: "Add another pet" }).click();
    await expect(form.getByTestId("additional-pet")).toHaveCount(1);
    await expect(form.getByLabel(field("Weight (kg)")).first()).toHaveValue("18.5");
    await fillQuote(form, email, true);
    await form.getByTestId("quote-submit").click();
    // The confirmation is the request's private page, reached by a redirect after the post.
    await expect(page).toHaveURL(/\/requests\/[a-z2-7]{32}$/);
    await expect(page.getByTestId("request-reference")).toContainText(/ARC-[2-9A-Z]{6}/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Your request ARC-");
    await expect(page.getByText("Thank you, Lena Fischer.")).toBeVisible();
    await expectStored(email, 2);
    await context.close();
  });

  test("shows the required errors in German and keeps the values without JavaScript", async ({ browser }) => {
    const { context, page } = await noScriptPage(browser);
    await page.goto("/angebot");
    const form = page.getByTestId("quote-form");
    await form.getByLabel(field("Vollständiger Name")).fill("Lena");
    await form.getByTestId("quote-submit").click();
    await expect(form.getByText("Bitte geben Sie das Gewicht Ihres Tieres ein", { exact: true })).toBeVisible();
    await expect(form.getByText("Bitte geben Sie den Abreiseort ein", { exact: true })).toBeVisible();
    await expect(form.getByText("Bitte wählen Sie das Reisedatum", { exact: true })).toBeVisible();
    await expect(form.getByLabel(field("Vollständiger Name"))).toHaveValue("Lena");
    await context.close();
  });

  test("a server error shows the destructive toast and keeps every value", async ({ page }) => {
    await page.route("**/api/submit-inquiry**", (route) => route.fulfill({ status: 500, contentType: "text/plain", body: "Internal Server Error" }));
    await page.goto("/");
    await waitForHydration(page);
    await page.getByRole("banner").getByRole("link", { name: "Get a Quote" }).click();
    const dialog = page.getByTestId("quote-dialog");
    await fillQuote(dialog, "kept@example.org", false, page);
    await dialog.getByTestId("quote-submit").click();
    const toast = page.getByTestId("toast-region").getByRole("alertdialog");
    await expect(toast.getByText("Submission Error")).toBeVisible();
    await expect(toast.getByText("There was a problem submitting your request. Please try again or contact us directly.")).toBeVisible();
    // Said in the dialog too, next to its button.
    await expect(dialog.getByTestId("quote-submit-error")).toHaveText("Your inquiry could not be sent. Please try again or contact us directly.");
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel(field("Full name"))).toHaveValue("Lena Fischer");
    await expect(dialog.getByLabel(field("Email"))).toHaveValue("kept@example.org");
  });

  test.describe("on a phone", () => {
    test.use({ viewport: { width: 375, height: 740 } });
    test("the dialog fills the screen", async ({ page }) => {
      await page.goto("/");
      await waitForHydration(page);
      await page.getByTestId("menu-button").click();
      await page.getByTestId("site-menu").getByRole("link", { name: "Get a Quote" }).click();
      const box = await page.getByTestId("quote-dialog").boundingBox();
      expect(box).toEqual({ x: 0, y: 0, width: 375, height: 740 });
    });
  });
});

test.describe("contact form", () => {
  test("sends a custom subject, thanks by name, and starts again", async ({ page }) => {
    const email = `contact-${Date.now()}@example.org`;
    await page.goto("/contact");
    await waitForHydration(page);
    const form = page.getByTestId("contact-form");
    await form.getByLabel(field("Name")).fill("Jonas Weber");
    await form.getByLabel(field("Email")).fill(email);
    await form.getByLabel(field("Subject")).selectOption({ label: "Custom subject..." });
    // The choice puts a text field in the list's place: typed into once it is there (the list takes no typing).
    await form.getByRole("textbox", { name: field("Subject") }).fill("Moving with two cats");
    await form.getByLabel(field("Message")).fill("We move to Vienna in spring with two cats.");
    await form.getByTestId("contact-submit").click();
    const thanks = page.getByTestId("contact-thank-you");
    await expect(thanks).toContainText("Thank you, Jonas Weber!");
    await expect(thanks.getByRole("link", { name: "Need Pet Transport Services?" })).toBeVisible();
    await thanks.getByRole("link", { name: "Send Another Message" }).click();
    await expect(page.getByTestId("contact-form").getByLabel(field("Name"))).toHaveValue("");
    await expect.poll(async () => (await mailsTo(email)).length, { timeout: 15_000 }).toBe(2);
    const sales = (await mailsTo(email)).find((mail) => mail.to.includes("sales@arc.example"))!;
    expect(sales.subject).toBe("Contact message: Moving with two cats – Jonas Weber");
  });

  test("'Use preset subjects' clears the custom subject", async ({ page }) => {
    await page.goto("/kontakt");
    await waitForHydration(page);
    const form = page.getByTestId("contact-form");
    await form.getByRole("link", { name: "Eigenen Betreff angeben" }).click();
    await form.getByRole("textbox", { name: field("Betreff") }).fill("Etwas anderes");
    await form.getByRole("link", { name: "Vorgegebene Betreffs verwenden" }).click();
    await expect(form.getByLabel(field("Betreff"))).toHaveValue("");
    await expect(form.getByLabel(field("Betreff"))).toHaveJSProperty("tagName", "SELECT");
  });

  test("works without JavaScript and shows the thank-you view", async ({ browser }) => {
    const { context, page } = await noScriptPage(browser);
    await page.goto("/contact");
    const form = page.getByTestId("contact-form");
    await form.getByLabel(field("Name")).fill("Ida");
    await form.getByTestId("contact-submit").click();
    await expect(page.getByText("Please enter a valid email address")).toBeVisible();
    await expect(page.getByTestId("contact-form").getByLabel(field("Name"))).toHaveValue("Ida");
    await page.getByTestId("contact-form").getByLabel(field("Email")).fill("ida@example.org");
    await page.getByTestId("contact-form").getByLabel(field("Subject")).selectOption({ label: "Feedback" });
    await page.getByTestId("contact-form").getByLabel(field("Message")).fill("Thank you for the clear website.");
    await page.getByTestId("contact-form").getByTestId("contact-submit").click();
    await expect(page.getByTestId("contact-thank-you")).toContainText("Thank you, Ida!");
    await context.close();
  });
});

test.describe("newsletter", () => {
  test("subscribes from the blog list and confirms by the mailed link", async ({ page }) => {
    const email = `news-${Date.now()}@example.org`;
    await page.goto("/blog");
    const form = page.getByTestId("newsletter-form");
    await form.getByLabel("Email address").fill(email);
    await form.getByRole("button", { name: "Subscribe" }).click();
    await expect(form.getByRole("status")).toHaveText(
      "Thank you. Unless this address is subscribed already, you will receive an email with a link to confirm your subscription.",
    );
    await expect.poll(async () => (await mailsTo(email)).length, { timeout: 15_000 }).toBe(1);
    const link = /https?:\/\/\S+\/newsletter\/confirm\?token=[\w-]+/.exec((await mailsTo(email))[0]!.text)![0];
    await page.goto(new URL(link).pathname + new URL(link).search);
    await page.getByRole("button", { name: "Confirm my subscription" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Subscription confirmed");
    await page.goto("/blog");
    await page.getByTestId("newsletter-form").getByLabel("Email address").fill(email.toUpperCase());
    await page.getByTestId("newsletter-form").getByRole("button", { name: "Subscribe" }).click();
    // A subscribed address gets the same answer as any other, so the form cannot be used to test addresses.
    await expect(page.getByTestId("newsletter-form").getByRole("status")).toHaveText(
      "Thank you. Unless this address is subscribed already, you will receive an email with a link to confirm your subscription.",
    );
  });

  test("works without JavaScript, in German", async ({ browser }) => {
    const { context, page } = await noScriptPage(browser);
    await page.goto("/blog?language=de");
    const form = page.getByTestId("newsletter-form");
    await form.getByLabel("E-Mail-Adresse").fill(`ohne-js-${Date.now()}@example.org`);
    await form.getByRole("button", { name: "Abonnieren" }).click();
    await expect(page.getByTestId("newsletter-form").getByRole("status")).toContainText("Vielen Dank. Sofern diese Adresse noch nicht angemeldet ist");
    await context.close();
  });
});
