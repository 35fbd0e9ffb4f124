/**
 * The quote form against mocked `/api/submit-inquiry` and `/api/requirements` answers, in both
 * languages, in the dialog (opened by a destination page's travel planner) and on the quote page
 * (opened from the planner's link), both starting with the destination and the date filled in.
 *
 * Error catalogue (docs/requirements.md §4, §8) → test:
 *   Quote submission fails: 'Submission Error' toast, the server's details not shown
 *     400 validation, 403 bot check, 413, 429, 503  → "submissions" steps "400 validation" … "503 database unavailable"
 *     Submission fails without any server response   → step "network failure"
 *     The form keeps its values                      → step "slow, then sent" (the values sent after the failures pass the schema)
 *   Submitting: button disabled, 'Processing...'     → step "slow, then sent"
 *   Quote sent: 'Quote Request Received', then the confirmation page the answer names → step "slow, then sent"
 *   The travel plan for a destination and date       → "submissions" (shown on the second step)
 *   The travel plan cannot be loaded (server-error, network-failure): no plan, the form still sends
 *                                                    → "travel plan …" tests
 */
import type { Locator, Page } from "@playwright/test";
import type { ScenarioName } from "../../mocks/scenarios.ts";
import { countrySegment } from "../../src/i18n/countries.ts";
import type { Lang } from "../../src/i18n/languages.ts";
import { hrefOf } from "../../src/route-table.ts";
import { inDays } from "../../src/test/fixtures.ts";
import { waitForHydration } from "../support/hydration.ts";
import { nextQuoteStep } from "../support/quote-steps.ts";
import { dismissToasts, expect, expectBusy, expectToast, field, languages, test, textsOf, withConsent } from "./fixture.ts";

const failures: ReadonlyArray<{ entry: string; scenario: ScenarioName }> = [
  { entry: "400 validation", scenario: "validation-error" },
  { entry: "403 bot check refused", scenario: "bot-check-refused" },
  { entry: "413 too large", scenario: "too-large" },
  { entry: "429 rate limited", scenario: "rate-limited" },
  { entry: "503 database unavailable", scenario: "database-unavailable" },
  { entry: "network failure", scenario: "network-failure" },
];

const NAME = "Noah Example";
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
  await form.getByLabel(field(t("quote.email"))).fill("noah@example.org");
  await form.getByLabel(field(t("quote.phone"))).fill("+49 30 555 0199");
  await nextQuoteStep(form);
}

for (const lang of languages) {
  const t = textsOf(lang);
  for (const surface of ["dialog", "page"] as const) {
    test(`quote ${surface}: submissions that fail show 'Submission Error', a slow one 'Processing...', then 'Quote Request Received' and the confirmation (${lang})`, async ({ page, scenario }) => {
      const form = await openOnPlanStep(page, lang, surface);
      await expect(form.getByTestId("travel-plan-steps")).toContainText(t("quote.planConfirm"));
      await fillContactDetails(form, lang);
      const submit = form.getByTestId("quote-submit");
      for (const failure of failures) {
        await test.step(failure.entry, async () => {
          scenario("apiSubmitInquiry", failure.scenario);
          await submit.click();
          await expectToast(page, { title: t("quote.errorTitle"), description: t("quote.errorText"), failure: true });
          await dismissToasts(page, t);
        });
      }
      await test.step("slow, then sent", async () => {
        scenario("apiSubmitInquiry", "slow");
        const answer = page.waitForResponse((response) => new URL(response.url()).pathname === hrefOf("apiSubmitInquiry", "en"));
        await submit.click();
        await expectBusy(submit, t("quote.processing"));
        const sent = await answer;
        // The success scenario checks the payload with the server's schema: the values survived every failure.
        expect(sent.status()).toBe(201);
        expect(sent.request().postDataJSON()).toMatchObject({ name: NAME, travelDate });
        await expectToast(page, { title: t("quote.successTitle"), description: t("quote.successText"), failure: false });
        const { requestUrl } = (await sent.json()) as { requestUrl: string };
        // The request's private page in the form's language.
        expect(requestUrl).toBe(hrefOf("request", lang, { token: requestUrl.split("/").pop()! }));
        await expect(page).toHaveURL((url) => url.pathname === requestUrl);
      });
    });

    for (const name of ["server-error", "network-failure"] as const) {
      test(`quote ${surface}: the travel plan cannot be loaded (${name}): no plan, and the request is still sent (${lang})`, async ({ page, scenario }) => {
        scenario("apiRequirementsByDestination", name);
        const form = await openOnPlanStep(page, lang, surface);
        await expect(form.getByLabel(field(t("quote.name")))).toBeVisible();
        await expect(form.getByTestId("travel-plan-steps")).toHaveCount(0);
        await expect(form.getByTestId("earliest-travel-date")).toHaveCount(0);
        await fillContactDetails(form, lang);
        await form.getByTestId("quote-submit").click();
        await expectToast(page, { title: t("quote.successTitle"), description: t("quote.successText"), failure: false });
      });
    }
  }
}
