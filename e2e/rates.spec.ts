/**
 * The price estimate end to end: staff fill and publish a rate card in the staff area (without
 * JavaScript in English, with it in German), then the quote form shows the itemised range for a
 * route the card covers and only the promise of a quote for one it does not (with JavaScript, and
 * without it through "Show price estimate"), and the lead page shows the estimate the sender saw.
 * The card prices South Korea only, a destination no other browser test asks about.
 */
import type { Locator, Page } from "@playwright/test";
import { addDays, officeToday } from "../src/lib/office-day.ts";
import { expect, inDays, test } from "./support/fixtures.ts";
import { newVisitor } from "./support/visitors.ts";
import { waitForHydration } from "./support/hydration.ts";
import { signIn, submitQuote, TOKYO } from "./support/leads.ts";
import { chooseTravelDate, nextQuoteStep } from "./support/quote-steps.ts";
import { baseURL } from "./support/env.ts";

const SEOUL = "Seoul (ICN), South Korea";
const SEOUL_DE = "Seoul (ICN), Südkorea";

test.describe.configure({ mode: "serial" });

/** The card: one zone of South Korea; air freight €10/kg up to 45 kg and €8/kg up to 300 kg (a dog without measurements may need the largest crate), at least €100; fees, crates and pickup (€40 up to 50 km, €90 up to 150 km). */
async function fillCard(page: Page, labels: { save: string; zoneName: string | RegExp; minimum: string | RegExp }, perKg: string) {
  const form = page.getByTestId("rates-form");
  await form.getByLabel(labels.zoneName).first().fill("korea");
  await form.getByLabel(labels.minimum).first().fill("100");
  await form.locator('[name="zone1.band1.upTo"]').fill("45");
  await form.locator('[name="zone1.band1.perKg"]').fill(perKg);
  await form.locator('[name="zone1.band2.upTo"]').fill("300");
  await form.locator('[name="zone1.band2.perKg"]').fill("8");
  await form.locator('[name="zone1.documents"]').fill("150");
  await form.locator('[name="country.south-korea.zone"]').selectOption("1");
  await form.locator('[name="country.south-korea.customs"]').fill("60,50");
  for (const [band, upTo, euros] of [["1", "50", "40"], ["2", "150", "90"]] as const) {
    await form.locator(`[name="pickup${band}.upTo"]`).fill(upTo);
    await form.locator(`[name="pickup${band}.amount"]`).fill(euros);
  }
  for (const [series, euros] of [["100", "30"], ["200", "50"], ["300", "70"], ["400", "90"], ["500", "120"], ["700", "200"]] as const) await form.locator(`[name="crate.${series}"]`).fill(euros);
  await form.locator('[name="validFrom"]').fill(addDays(officeToday(), -1));
  await form.getByRole("button", { name: labels.save }).click();
}

/** Saves the card as a draft and publishes it; returns the version number the page names. */
async function saveAndPublish(page: Page, lang: "en" | "de", perKg: string): Promise<number> {
  await page.goto("/admin/rates");
  await fillCard(page, lang === "en" ? { save: "Save as draft", zoneName: /^Name/, minimum: /^Minimum charge/ } : { save: "Als Entwurf speichern", zoneName: /^Name/, minimum: /^Mindestbetrag/ }, perKg);
  const saved = page.getByTestId("rates-result");
  await expect(saved).toContainText(lang === "en" ? /Version \d+ is saved as a draft/ : /Version \d+ ist als Entwurf gespeichert/);
  const version = Number(/\d+/.exec((await saved.textContent()) ?? "")![0]);
  await page.getByRole("button", { name: lang === "en" ? `Publish version ${version}` : `Version ${version} veröffentlichen` }).click();
  await expect(page.getByTestId("rates-result")).toContainText(lang === "en" ? `Version ${version} is published` : `Version ${version} ist veröffentlicht`);
  await expect(page.getByTestId("rates-current")).toContainText(String(version));
  return version;
}

/** The journey of the quote form: one 12 kg dog from Frankfurt to `destination`; the date in the calendar with JavaScript (`page`), typed without. */
async function fillJourney(form: Locator, destination: string, lang: "en" | "de", page?: Page) {
  const label = (en: string, de: string) => new RegExp(`^${lang === "en" ? en : de}`);
  await form.getByLabel(label("Weight", "Gewicht")).first().fill("12");
  const place = (name: RegExp) => form.getByRole("combobox", { name }).or(form.getByRole("textbox", { name }));
  await place(label("Departure", "Abreise")).fill("Frankfurt am Main");
  await place(label("Destination", "Ziel")).fill(destination);
  await place(label("Destination", "Ziel")).press("Tab");
  if (page) await chooseTravelDate(page, form);
  else await form.getByLabel(label("Travel date", "Reisedatum")).fill(inDays(200));
}

let version = 0;

test("staff fill a rate card without JavaScript, preview an estimate and publish it", async ({ browser }) => {
  const { context, page } = await newVisitor(browser, { javaScript: false, lang: "en" });
  await signIn(page);
  await page.goto("/admin/rates");
  await expect(page.getByRole("heading", { name: "Rate card", level: 1 })).toBeVisible();

  // A price that is no amount: refused, the field says why, and nothing is stored.
  await page.locator('[name="crate.100"]').fill("thirty");
  await page.getByRole("button", { name: "Save as draft" }).click();
  await expect(page.getByTestId("rates-result")).toContainText("The card was not saved");
  await expect(page.getByText("Please enter an amount in euros, such as 120 or 120.50 (at most 1,000,000).").first()).toBeVisible();

  await page.goto("/admin/rates");
  const labels = { save: "Save as draft", zoneName: "Name (lower-case letters, digits, hyphens)", minimum: "Minimum charge (€)" };
  await fillCard(page, labels, "10");
  const saved = page.getByTestId("rates-result");
  await expect(saved).toContainText(/Version \d+ is saved as a draft/);
  version = Number(/\d+/.exec((await saved.textContent()) ?? "")![0]);

  // The draft priced before publishing: 12 kg in any standard crate.
  const preview = page.getByTestId("rates-preview");
  await preview.getByLabel("Version").selectOption(String(version));
  await preview.getByLabel("Destination country").selectOption("south-korea");
  await preview.getByLabel(/^Pets, one per line/).fill("12, 60, 30, 45");
  await preview.getByRole("button", { name: "Show estimate" }).click();
  const result = page.getByTestId("rates-preview-result");
  await expect(result).toContainText(`Estimate with version ${version}`);
  await expect(result.getByTestId("estimate-total")).toHaveText(/^€[\d,]+( – €[\d,]+)?$/);
  await expect(result).toContainText("Customs clearance on arrival");
  // A 60 × 30 × 45 cm pet needs 71.3 × 60 × 50 cm inside: series 500 is the smallest that holds it (the 400 is 59.6 cm wide).
  await expect(result.getByTestId("estimate-crates")).toHaveText("Crate sizes these figures assume: series 500.");
  await expect(result).toContainText("Airlines charge for the weight of pet and crate together");
  // A country no zone holds: staff read why the owner is promised a quote instead.
  await preview.getByLabel("Destination country").selectOption("japan");
  await preview.getByRole("button", { name: "Show estimate" }).click();
  await expect(page.getByTestId("rates-preview-reason")).toHaveText("This destination country is in no zone of the card.");

  await page.getByRole("button", { name: `Publish version ${version}` }).click();
  await expect(page.getByTestId("rates-result")).toContainText(`Version ${version} is published`);
  await expect(page.getByTestId("rates-current")).toContainText(`version ${version}`);
  await context.close();
});

test("the quote form with JavaScript: an itemised range for South Korea, only the promise of a quote for Japan", async ({ browser }) => {
  const { context, page } = await newVisitor(browser, { javaScript: true, lang: "en" });
  await page.goto("/quote");
  await waitForHydration(page);
  const form = page.getByTestId("quote-form");
  await fillJourney(form, SEOUL, "en", page);
  await nextQuoteStep(form);
  const estimate = form.getByTestId("estimate");
  await expect(estimate).toHaveAttribute("data-kind", "estimate");
  await expect(estimate).toContainText("Air freight");
  await expect(estimate).toContainText("Travel crates");
  await expect(estimate).toContainText("Not included: airline surcharges");
  await expect(estimate.getByTestId("estimate-total")).toHaveText(/^€[\d,]+ – €[\d,]+$/);

  // Another destination: no figure at all.
  await form.getByRole("button", { name: "Back" }).click();
  const destination = form.getByRole("combobox", { name: /^Destination/ });
  await destination.fill(TOKYO);
  await destination.press("Tab");
  await nextQuoteStep(form);
  await expect(estimate).toHaveAttribute("data-kind", "on-request");
  await expect(estimate).toHaveText("We send you an itemised quote within 24 hours.");
  await expect(estimate).not.toContainText("€");
  await context.close();
});

test("on a phone, ticking a service on the last step shows the new estimate where the owner is looking", async ({ browser }) => {
  const { context, page } = await newVisitor(browser, { javaScript: true, lang: "en" });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/quote");
  await waitForHydration(page);
  const form = page.getByTestId("quote-form");
  await fillJourney(form, SEOUL, "en", page);
  await nextQuoteStep(form);
  await form.getByLabel(/^Full name/).fill("Mara Lind");
  await form.getByLabel(/^Email/).fill(`phone-estimate-${Date.now()}@example.org`);
  await form.getByLabel(/^Phone/).fill("+49 69 555 0199");
  await nextQuoteStep(form);
  const estimate = form.getByTestId("estimate");
  await expect(estimate).toHaveAttribute("data-kind", "estimate");
  const before = await estimate.getByTestId("estimate-total").textContent();
  const pickup = form.getByLabel("Pickup from my home");
  await pickup.scrollIntoViewIfNeeded();
  await pickup.check();
  await expect(estimate).toContainText("Pickup from your home");
  await expect(estimate.getByTestId("estimate-total")).not.toHaveText(before ?? "");
  // Without scrolling: the new total is inside the window the tick was made in.
  await expect(estimate.getByTestId("estimate-total")).toBeInViewport({ ratio: 1 });
  await context.close();
});

test("the quote form without JavaScript, in German: the server works the estimate out, and the request page keeps it", async ({ browser }) => {
  const { context, page } = await newVisitor(browser, { javaScript: false, lang: "de" });
  await page.goto("/angebot");
  const form = page.getByTestId("quote-form");
  await fillJourney(form, "Tokio (NRT), Japan", "de");
  await form.getByRole("button", { name: "Preisschätzung anzeigen" }).click();
  await expect(page.getByTestId("estimate")).toHaveText("Wir senden Ihnen innerhalb von 24 Stunden ein aufgeschlüsseltes Angebot.");

  await fillJourney(page.getByTestId("quote-form"), SEOUL_DE, "de");
  await page.getByTestId("quote-form").getByRole("button", { name: "Preisschätzung anzeigen" }).click();
  const estimate = page.getByTestId("estimate");
  await expect(estimate).toHaveAttribute("data-kind", "estimate");
  await expect(estimate).toContainText("Luftfracht");
  await expect(estimate.getByTestId("estimate-total")).toHaveText(/^[\d.]+\u00a0€ – [\d.]+\u00a0€$/);
  // Nothing was sent: the form is still there with what was typed.
  await expect(page.getByTestId("quote-form").getByRole("textbox", { name: /^Ziel/ })).toHaveValue(SEOUL_DE);

  const form2 = page.getByTestId("quote-form");
  await form2.getByLabel(/^Vollständiger Name/).fill("Mina Park");
  await form2.getByLabel(/^E-Mail/).fill(`rates-${Date.now()}@example.org`);
  await form2.getByLabel(/^Telefon/).fill("+49 69 555 0102");
  await form2.getByTestId("quote-submit").click();
  await expect(page).toHaveURL(/\/anfragen\/[a-z2-7]{32}$/);
  await expect(page.getByTestId("request-summary").getByTestId("estimate")).toContainText("Geschätzte Summe");
  await context.close();
});

test("staff see the estimate on the lead page, flagged once a newer card is in force (German, with JavaScript)", async ({ browser }) => {
  const sent = await (async () => {
    const { context, page } = await newVisitor(browser, { javaScript: true, lang: "en" });
    const quote = await submitQuote(page.request, { email: `rates-lead-${Date.now()}@example.org`, destinationAddress: SEOUL, travelDate: inDays(200) });
    await context.close();
    return quote;
  })();
  const { context, page } = await newVisitor(browser, { javaScript: true, lang: "en" });
  await signIn(page);
  // The staff area in German from here on (the sign-in helper speaks English).
  await context.addCookies([{ name: "lang", value: "de", url: baseURL }]);
  await page.goto(`/admin/leads/quote/${sent.id}`);
  const lead = page.getByTestId("admin-lead");
  await expect(lead.getByTestId("estimate")).toContainText("Geschätzte Summe");
  await expect(page.getByTestId("admin-estimate-changed")).toHaveCount(0);

  // A new version, filled and published in German: the lead keeps its estimate, and says the card changed.
  const newer = await saveAndPublish(page, "de", "11");
  expect(newer).toBeGreaterThan(version);
  await page.goto(`/admin/leads/quote/${sent.id}`);
  await expect(page.getByTestId("admin-estimate-changed")).toContainText(`Jetzt gilt Version ${newer}`);
  await expect(page.getByTestId("admin-lead").getByTestId("estimate")).toContainText("Geschätzte Summe");
  await context.close();
});
