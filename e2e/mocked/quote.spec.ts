/**
 * The quote form against mocked `/api/submit-inquiry` and `/api/requirements` answers, in both
 * languages, in the dialog (opened by a destination page's travel planner) and on the quote page
 * (opened from the planner's link), both starting with the destination and the date filled in.
 *
 * The dialog is tried on a phone (390 px, where it fills the screen) and on a laptop (1366 px, a panel
 * over the dimmed page), the quote page on a phone (390 px, under the phones' contact bar).
 *
 * Error catalogue (docs/requirements.md §4, §8) → test:
 *   Quote submission fails: 'Submission Error' toast, the server's details not shown
 *     400 validation, 403 bot check, 413, 429, 503  → "submissions" steps "400 validation" … "503 database unavailable"
 *     Submission fails without any server response   → step "network failure"
 *     The toast is on top of the dialog, its overlay and the contact bar, announced, and can be hovered,
 *     closed, swiped away and reached with F8        → every failure step (the three ways in turn)
 *     The form says so too, next to its button       → every failure step ("quote-submit-error")
 *     The form keeps its values                      → every failure step, and "slow, then sent" (the values sent after the failures pass the schema)
 *   Submitting: button disabled, 'Processing...'     → step "slow, then sent"
 *   Quote sent: the confirmation page the answer names, no toast over it (decision 038)
 *                                                    → step "slow, then sent"
 *   The travel plan for a destination and date       → "submissions" (shown on the second step)
 *   The travel plan cannot be loaded (server-error, network-failure): no plan, the form still sends
 *                                                    → "travel plan …" tests
 * Additional pets (docs/requirements.md §3, §4): as many sent as added, with the notes about them
 *                                                    → "the additional pets sent …"
 */
import type { Locator, Page } from "@playwright/test";
import type { ScenarioName } from "../../mocks/scenarios.ts";
import { countrySegment } from "../../src/i18n/countries.ts";
import type { Lang } from "../../src/i18n/languages.ts";
import { hrefOf } from "../../src/route-table.ts";
import { inDays } from "../../src/test/fixtures.ts";
import { waitForHydration } from "../support/hydration.ts";
import { nextQuoteStep } from "../support/quote-steps.ts";
import { closeToast, expect, expectBusy, expectOnTop, expectToast, field, languages, test, textsOf, withConsent, type ToastClosing } from "./fixture.ts";

const failures: ReadonlyArray<{ entry: string; scenario: ScenarioName }> = [
  { entry: "400 validation", scenario: "validation-error" },
  { entry: "403 bot check refused", scenario: "bot-check-refused" },
  { entry: "413 too large", scenario: "too-large" },
  { entry: "429 rate limited", scenario: "rate-limited" },
  { entry: "503 database unavailable", scenario: "database-unavailable" },
  { entry: "network failure", scenario: "network-failure" },
];

const closings: readonly ToastClosing[] = ["close button", "swipe", "F8"];

/** Where each form is tried: the dialog at both widths, the quote page on a phone (at 1366 px nothing can cover its toasts). */
const runs = [
  { surface: "dialog", width: 390 },
  { surface: "dialog", width: 1366 },
  { surface: "page", width: 390 },
] as const;
const HEIGHT = { 390: 844, 1366: 800 } as const;

const NAME = "Noah Example";
const EMAIL = "noah@example.org";
const travelDate = inDays(150);
const frankfurt = (lang: Lang) => hrefOf("destination", lang, { country: countrySegment("germany", lang), slug: "frankfurt-fra" });

/** Where the form is: the dialog the planner's button opens on a destination page, or the quote page its link leads to. */
const surfaces = {
  dialog: async (page: Page, lang: Lang): Promise<Locator> => {
    await page.goto(`${frankfurt(lang)}?travelDate=${travelDate}`);
    await waitForHydration(page);
    await page.getByRole("link", { name: textsOf(lang)("planner.quote") }).click();
    const dialog = page.getByTestId("quote-dialog");
    await expect(dialog).toBeVisible();
    return dialog;
  },
  page: async (page: Page, lang: Lang): Promise<Locator> => {
    await page.goto(`${hrefOf("quote", lang)}?destination=germany/frankfurt-fra&travelDate=${travelDate}`);
    await waitForHydration(page);
    const form = page.getByTestId("quote-form");
    // The form's code arrives when it is first used; its place fields become combo boxes then.
    await form.getByLabel(field(textsOf(lang)("quote.weight"))).first().focus();
    await expect(form.getByRole("combobox", { name: textsOf(lang)("quote.departure") })).toBeVisible();
    return form;
  },
};

/**
 * Opens the form and fills the journey (the destination and date came filled in): resolves once the
 * travel plan's request has had its answer, or failed, and the form is on its second step.
 */
async function openOnPlanStep(page: Page, lang: Lang, surface: keyof typeof surfaces): Promise<Locator> {
  const t = textsOf(lang);
  await withConsent(page);
  const planned = page.waitForRequest((request) => new URL(request.url()).pathname === hrefOf("apiRequirementsByDestination", "en"));
  const form = await surfaces[surface](page, lang);
  await form.getByLabel(field(t("quote.weight"))).first().fill("8");
  await form.getByRole("combobox", { name: t("quote.departure") }).fill("Hamburg");
  await form.getByRole("combobox", { name: t("quote.departure") }).press("Tab");
  await (await planned).response();
  await nextQuoteStep(form);
  return form;
}

/** The contact details, then on to the last step. */
async function fillContactDetails(form: Locator, lang: Lang) {
  const t = textsOf(lang);
  await form.getByLabel(field(t("quote.name"))).fill(NAME);
  await form.getByLabel(field(t("quote.email"))).fill(EMAIL);
  await form.getByLabel(field(t("quote.phone"))).fill("+49 30 555 0199");
  await nextQuoteStep(form);
}

/** What was typed is still in the form (on its earlier steps, so looked up by name). */
async function expectValuesKept(form: Locator) {
  await expect(form.locator('input[name="name"]')).toHaveValue(NAME);
  await expect(form.locator('input[name="email"]')).toHaveValue(EMAIL);
  await expect(form.locator('input[name="weight"]')).toHaveValue("8");
}

/**
 * A sent request leads to its private page with no success toast over it (decision 038). The mocked API knows no
 * request behind the link it answers, so the page's own "Quote Request Received" is checked by the browser tests
 * against the built server (e2e/leads.spec.ts and others).
 */
async function expectSent(page: Page, t: ReturnType<typeof textsOf>) {
  await expect(page).toHaveURL(/\/(requests|anfragen)\/[a-z2-7]{32}$/);
  await expect(page.getByTestId("toast-region").getByRole("alertdialog").filter({ hasText: t("quote.successTitle") })).toHaveCount(0);
}

for (const lang of languages) {
  const t = textsOf(lang);
  for (const { surface, width } of runs) {
    test(`quote ${surface} at ${width} px: submissions that fail show 'Submission Error' on top and in the form, a slow one 'Processing...', then 'Quote Request Received' and the confirmation (${lang})`, async ({ page, scenario }) => {
      await page.setViewportSize({ width, height: HEIGHT[width] });
      const form = await openOnPlanStep(page, lang, surface);
      await expect(form.getByTestId("travel-plan-steps")).toContainText(t("quote.planConfirm"));
      await fillContactDetails(form, lang);
      const submit = form.getByTestId("quote-submit");
      const inline = form.getByTestId("quote-submit-error");
      for (const [index, failure] of failures.entries()) {
        await test.step(failure.entry, async () => {
          scenario("apiSubmitInquiry", failure.scenario);
          await submit.click();
          const toast = await expectToast(page, { title: t("quote.errorTitle"), description: t("quote.errorText"), failure: true });
          await expectOnTop(toast);
          // Said next to the button as well, and not hidden by the toast.
          await expect(inline).toHaveText(t("quote.errorInline"));
          await expectOnTop(inline);
          await expectOnTop(submit);
          await closeToast(page, toast, closings[index % closings.length]!, t);
          if (surface === "dialog") await expect(page.getByTestId("quote-dialog")).toBeVisible();
          await expectValuesKept(form);
          await expect(inline).toBeVisible();
        });
      }
      await test.step("slow, then sent", async () => {
        scenario("apiSubmitInquiry", "slow");
        const answer = page.waitForResponse((response) => new URL(response.url()).pathname === hrefOf("apiSubmitInquiry", "en"));
        await submit.click();
        await expectBusy(submit, t("quote.processing"));
        // A new try takes the last one's failure away.
        await expect(inline).toHaveCount(0);
        const sent = await answer;
        // The success scenario checks the payload with the server's schema: the values survived every failure.
        expect(sent.status()).toBe(201);
        expect(sent.request().postDataJSON()).toMatchObject({ name: NAME, travelDate });
        const { requestUrl } = (await sent.json()) as { requestUrl: string };
        // The request's private page in the form's language, which says the request arrived: no toast covers it.
        expect(requestUrl).toBe(hrefOf("request", lang, { token: requestUrl.split("/").pop()! }));
        await expect(page).toHaveURL((url) => url.pathname === requestUrl);
        await expectSent(page, t);
      });
    });
  }

  test(`quote dialog: the additional pets sent are the pets added (one removed again), with the notes about them (${lang})`, async ({ page }) => {
    await withConsent(page);
    const form = await surfaces.dialog(page, lang);
    const add = form.getByRole("button", { name: t("quote.addPet") });
    for (let count = 1; count <= 3; count++) {
      await add.click();
      await expect(form.getByTestId("additional-pet")).toHaveCount(count);
    }
    // The notes about them are asked for where the pets are added.
    await expect(form.getByLabel(field(t("quote.additionalPetsNotes")))).toBeVisible();
    const weights = form.getByLabel(field(t("quote.weight")));
    for (const [index, weight] of ["8", "4", "5", "6"].entries()) await weights.nth(index).fill(weight);
    await form.getByRole("button", { name: t("quote.removePet", { number: 3 }) }).click();
    await expect(form.getByTestId("additional-pet")).toHaveCount(2);
    await form.getByLabel(field(t("quote.additionalPetsNotes"))).fill("The two cats travel together.");
    await form.getByRole("combobox", { name: t("quote.departure") }).fill("Hamburg");
    await form.getByRole("combobox", { name: t("quote.departure") }).press("Tab");
    await nextQuoteStep(form);
    await fillContactDetails(form, lang);
    const answer = page.waitForResponse((response) => new URL(response.url()).pathname === hrefOf("apiSubmitInquiry", "en"));
    await form.getByTestId("quote-submit").click();
    const sent = await answer;
    expect(sent.status()).toBe(201);
    const payload = sent.request().postDataJSON() as { weight: number; additionalPets: Array<{ weight: number }>; additionalPetsNotes: string };
    expect(payload.weight).toBe(8);
    expect(payload.additionalPets.map((pet) => pet.weight)).toEqual([4, 6]);
    expect(payload.additionalPetsNotes).toBe("The two cats travel together.");
  });

  for (const surface of ["dialog", "page"] as const) {
    for (const name of ["server-error", "network-failure"] as const) {
      test(`quote ${surface}: the travel plan cannot be loaded (${name}): no plan, and the request is still sent (${lang})`, async ({ page, scenario }) => {
        scenario("apiRequirementsByDestination", name);
        const form = await openOnPlanStep(page, lang, surface);
        await expect(form.getByLabel(field(t("quote.name")))).toBeVisible();
        await expect(form.getByTestId("travel-plan-steps")).toHaveCount(0);
        await expect(form.getByTestId("earliest-travel-date")).toHaveCount(0);
        await fillContactDetails(form, lang);
        await form.getByTestId("quote-submit").click();
        await expectSent(page, t);
      });
    }
  }
}
