/**
 * The quote form in three steps, in both languages: the journey, then the plan with the contact
 * details, then optional extras. Next checks only the step on screen and its error summary links to
 * each refused field; Back keeps what was typed; a known destination shows its plan on the second
 * step; a request sent from the dialog closes it with the success toast. Without JavaScript the
 * quote page is one page with every field and still sends.
 */
import { expect, test, type Locator, type Page } from "@playwright/test";
import { expectNoAxeViolation } from "./support/expect-axe.ts";
import { pageTexts } from "./support/texts.ts";
import { currentStep, nextQuoteStep, openQuoteDialog, savedDrafts } from "./support/quote-steps.ts";
import { inDays } from "../src/test/fixtures.ts";
import { deRequest } from "../src/i18n/messages/de-request.ts";
import { enRequest } from "../src/i18n/messages/en-request.ts";
import { field, noScriptPage, place } from "./support/visitors.ts";

const languages = {
  en: { t: pageTexts("en"), home: "/", quote: "/quote", tokyo: "Tokyo (NRT), Japan" },
  de: { t: pageTexts("de"), home: "/?language=de", quote: "/angebot", tokyo: "Tokio (NRT), Japan" },
} as const;

/** Eight months ahead in the calendar, with the keyboard (the same keys in both languages): a date Japan's rules allow. */
async function chooseDateByKeyboard(page: Page, scope: Locator, t: ReturnType<typeof pageTexts>): Promise<void> {
  await scope.getByRole("button", { name: t("quote.chooseDate") }).click();
  const calendar = page.getByRole("application");
  await expect(calendar).toBeVisible();
  for (let month = 0; month < 8; month++) await page.keyboard.press("PageDown");
  await page.keyboard.press("Enter");
  await expect(calendar).toBeHidden();
  await expect(scope.locator("input[name=travelDate][hidden]")).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);
}

for (const [lang, { t, home, quote, tokyo }] of Object.entries(languages)) {
  test.describe(`quote form in steps (${lang})`, () => {
    test("Next checks only the step on screen, the summary links to each field, Back keeps values, the plan shows, the dialog sends and closes", async ({ page }) => {
      test.setTimeout(60_000);
      const dialog = await openQuoteDialog(page, { home, linkName: t("nav.getQuote") });
      await expect(dialog.getByRole("list", { name: t("quote.steps") }).getByRole("listitem")).toHaveCount(3);
      await expect(currentStep(dialog)).toContainText(t("quote.step.journeyShort"));
      await expect(dialog.getByLabel(field(t("quote.name")))).toBeHidden();

      // Next on the empty first step: its errors only, listed as links; focus on the first invalid field.
      await dialog.getByTestId("quote-next").click();
      const summary = dialog.getByTestId("error-summary");
      await expect(summary).toHaveAttribute("role", "alert");
      await expect(summary.getByRole("heading", { name: t("validation.summaryTitle") })).toBeVisible();
      const links = summary.getByRole("link");
      await expect(links).toHaveText([
        `${t("quote.weight")}: ${t("validation.weight")}`,
        `${t("quote.departure")}: ${t("validation.departureAddress")}`,
        `${t("quote.destination")}: ${t("validation.destinationAddress")}`,
        `${t("quote.travelDate")}: ${t("validation.travelDate")}`,
      ]);
      await expect(summary).not.toContainText(t("validation.fullName"));
      await expect(dialog.getByText(t("validation.email"))).toHaveCount(0);
      const weight = dialog.getByLabel(field(t("quote.weight")));
      await expect(weight).toBeFocused();
      await expect(currentStep(dialog)).toContainText(t("quote.step.journeyShort"));
      await expectNoAxeViolation(page, "first step with its error summary", "[data-testid=quote-dialog]");
      await links.nth(1).click();
      await expect(place(dialog, t("quote.departure"))).toBeFocused();

      // A pet added now shows no error until the visitor tries again.
      await dialog.getByRole("button", { name: t("quote.addPet") }).click();
      const pet = dialog.getByTestId("additional-pet");
      await expect(pet.getByText(t("validation.weight"))).toHaveCount(0);
      await dialog.getByTestId("quote-next").click();
      await expect(pet.getByText(t("validation.weight"))).toBeVisible();
      await pet.getByRole("button", { name: t("quote.removePet").replace("{number}", "2") }).click();

      await weight.fill("12");
      await place(dialog, t("quote.departure")).fill("Frankfurt am Main");
      await place(dialog, t("quote.destination")).pressSequentially("tok");
      await page.getByRole("option", { name: tokyo }).click();
      await expect(place(dialog, t("quote.destination"))).toHaveValue(tokyo);
      await chooseDateByKeyboard(page, dialog, t);
      await dialog.getByTestId("quote-next").click();

      // The plan for Tokyo on the second step, the heading focused; no crate yet without measurements.
      await expect(currentStep(dialog)).toContainText(t("quote.step.planShort"));
      await expect(dialog.getByRole("heading", { name: t("quote.step.plan") })).toBeFocused();
      await expect(summary).toHaveCount(0);
      await expect(dialog.getByTestId("travel-plan-steps").or(dialog.getByTestId("lead-time-notice"))).toBeVisible();
      await expect(dialog.getByTestId("travel-plan-steps").or(dialog.getByTestId("lead-time-notice"))).toContainText(lang === "de" ? "Tokio" : "Tokyo");
      await expect(dialog.getByText(t("quote.crateLater"))).toBeVisible();
      await expectNoAxeViolation(page, "second step with the plan", "[data-testid=quote-dialog]");

      // Next with empty contact details: the second step's errors only.
      await dialog.getByTestId("quote-next").click();
      await expect(summary.getByRole("link")).toHaveText([
        `${t("quote.name")}: ${t("validation.fullName")}`,
        `${t("quote.email")}: ${t("validation.email")}`,
        `${t("quote.phone")}: ${t("validation.phone")}`,
      ]);
      await expect(dialog.getByLabel(field(t("quote.name")))).toBeFocused();

      // Back keeps what was typed.
      await dialog.getByTestId("quote-back").click();
      await expect(dialog.getByRole("heading", { name: t("quote.step.journey") })).toBeFocused();
      await expect(weight).toHaveValue("12");
      await expect(place(dialog, t("quote.destination"))).toHaveValue(tokyo);
      await nextQuoteStep(dialog);

      await dialog.getByLabel(field(t("quote.name"))).fill("Lena Fischer");
      await dialog.getByLabel(field(t("quote.email"))).fill(`steps-${lang}-${Date.now()}@example.org`);
      await dialog.getByLabel(field(t("quote.phone"))).fill("+49 69 555 0101");
      // Enter in a field means Next (not "Add another pet", the first submit button in the form).
      await dialog.getByLabel(field(t("quote.phone"))).press("Enter");
      await expect(currentStep(dialog)).toContainText(t("quote.step.extrasShort"));
      await expect(dialog.getByTestId("additional-pet")).toHaveCount(0);

      // The optional extras: the crate is worked out as the measurements are typed, and the second step has it too.
      await dialog.getByLabel(field(t("quote.breed"))).fill("Border Collie");
      await dialog.getByLabel(field(t("quote.length"))).fill("70");
      await dialog.getByLabel(field(t("quote.width"))).fill("22");
      await dialog.getByLabel(field(t("quote.height"))).fill("55");
      await expect(dialog.getByTestId("crate-recommendation")).toBeVisible();
      await expectNoAxeViolation(page, "last step with the crate", "[data-testid=quote-dialog]");
      await dialog.getByTestId("quote-back").click();
      await expect(dialog.getByTestId("crate-recommendation")).toBeVisible();
      await nextQuoteStep(dialog);
      await expect(dialog.getByLabel(field(t("quote.breed")))).toHaveValue("Border Collie");

      await dialog.getByTestId("quote-submit").click();
      await expect(page.getByText(t("quote.successTitle"))).toBeVisible();
      await expect(dialog).toBeHidden();
    });

    test("a restored draft opens on the first step without errors", async ({ page }) => {
      let dialog = await openQuoteDialog(page, { home, linkName: t("nav.getQuote") });
      await dialog.getByLabel(field(t("quote.weight"))).fill("9");
      await expect.poll(() => savedDrafts(page)).toContain('"weight":9,');
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await page.getByRole("banner").getByRole("link", { name: t("nav.getQuote") }).click();
      dialog = page.getByTestId("quote-dialog");
      await expect(dialog.getByTestId("quote-draft-restored")).toBeVisible();
      await expect(currentStep(dialog)).toContainText(t("quote.step.journeyShort"));
      await expect(dialog.getByLabel(field(t("quote.weight")))).toHaveValue("9");
      await expect(dialog.getByTestId("error-summary")).toHaveCount(0);
      await expect(dialog.locator('[aria-invalid="true"]')).toHaveCount(0);
    });

    test("without JavaScript the quote page is one page with every field, and sends", async ({ browser }) => {
      const { context, page } = await noScriptPage(browser);
      await page.goto(quote);
      const form = page.getByTestId("quote-form");
      await expect(form.locator('[aria-current="step"]')).toHaveCount(0);
      await expect(form.getByTestId("quote-next")).toHaveCount(0);
      for (const key of ["quote.weight", "quote.travelDate", "quote.name", "quote.email", "quote.phone", "quote.breed", "quote.length", "quote.notes"] as const) {
        await expect(form.getByLabel(field(t(key))).first(), key).toBeVisible();
      }
      for (const key of ["quote.step.journey", "quote.step.plan", "quote.step.extras"] as const) await expect(form.getByRole("heading", { name: t(key) })).toBeVisible();
      await form.getByLabel(field(t("quote.weight"))).fill("6.5");
      await place(form, t("quote.departure")).fill("Hamburg");
      await place(form, t("quote.destination")).fill("Vienna");
      await form.getByLabel(field(t("quote.travelDate"))).fill(inDays(60));
      await form.getByLabel(field(t("quote.name"))).fill("Lena Fischer");
      await form.getByLabel(field(t("quote.email"))).fill(`steps-nojs-${lang}-${Date.now()}@example.org`);
      await form.getByLabel(field(t("quote.phone"))).fill("+49 40 555 0101");
      await form.getByLabel(field(t("quote.breed"))).fill("Beagle");
      await form.getByTestId("quote-submit").click();
      // Stored, and on to the request's private page: the confirmation.
      await expect(page).toHaveURL(/\/(requests|anfragen)\/[a-z2-7]{32}$/);
      await expect(page.getByText((lang === "de" ? deRequest : enRequest)["request.leadReceived"].replace("{name}", "Lena Fischer"))).toBeVisible();
      await context.close();
    });
  });
}

