/**
 * The contact form against mocked `/api/submit-contact` answers, in both languages.
 *
 * Error catalogue (docs/requirements.md §8, §5) → test:
 *   Contact submission fails: 400 with details (§5)   → "submission failures" step "400 validation"
 *   … text about the bot check → 'reCAPTCHA …'         → step "403 bot check refused"
 *   … 413, 429, 503: the server's message               → steps "413 too large", "429 rate limited", "503 database unavailable"
 *   Submission fails without any server response         → step "network failure"
 *   The form keeps its values                            → every step
 *   Submitting: disabled, 'Processing...'                → "slow submission"
 *   Contact message sent: 'Message Sent', thank-you view → "slow submission"
 */
import type { Page } from "@playwright/test";
import type { ScenarioName } from "../../mocks/scenarios.ts";
import type { MessageKey } from "../../src/i18n/messages/index.ts";
import { hrefOf } from "../../src/route-table.ts";
import { waitForHydration } from "../support/hydration.ts";
import { dismissToasts, expect, expectBusy, expectToast, field, languages, test, textsOf, withConsent } from "./fixture.ts";

/** The failures and the text each shows: the server's first detail or message, the bot check's own text, or the form's text without an answer. */
const failures: ReadonlyArray<{ entry: string; scenario: ScenarioName; text: MessageKey }> = [
  { entry: "400 validation", scenario: "validation-error", text: "validation.name" },
  { entry: "403 bot check refused", scenario: "bot-check-refused", text: "api.recaptchaFailed" },
  { entry: "413 too large", scenario: "too-large", text: "api.tooLarge" },
  { entry: "429 rate limited", scenario: "rate-limited", text: "api.rateLimited" },
  { entry: "503 database unavailable", scenario: "database-unavailable", text: "api.unavailable" },
  { entry: "network failure", scenario: "network-failure", text: "contact.errorUnexpected" },
];

const MESSAGE = "A test message from a made-up sender, long enough to be sent.";

/** The interactive contact form, filled in. */
async function filledContactForm(page: Page, lang: (typeof languages)[number]) {
  const t = textsOf(lang);
  await withConsent(page);
  await page.goto(hrefOf("contact", lang));
  await waitForHydration(page);
  const form = page.getByTestId("contact-form");
  // Its code arrives when the form is first used; from then on the form validates in the browser.
  await form.getByLabel(field(t("contact.name"))).focus();
  await expect(form).toHaveAttribute("novalidate", "");
  await form.getByLabel(field(t("contact.name"))).fill("Mia Example");
  await form.getByLabel(field(t("contact.formEmail"))).fill("mia@example.org");
  await form.getByLabel(field(t("contact.subject"))).selectOption({ label: t("contact.subject.feedback") });
  await form.getByLabel(field(t("contact.message"))).fill(MESSAGE);
  return form;
}

for (const lang of languages) {
  const t = textsOf(lang);

  test(`contact: submission failures show the server's text or the form's own, and keep the values (${lang})`, async ({ page, scenario }) => {
    const form = await filledContactForm(page, lang);
    for (const failure of failures) {
      await test.step(failure.entry, async () => {
        scenario("apiSubmitContact", failure.scenario);
        await form.getByTestId("contact-submit").click();
        await expectToast(page, { title: t("contact.errorTitle"), description: t(failure.text), failure: true });
        await dismissToasts(page, t);
        await expect(form.getByLabel(field(t("contact.message")))).toHaveValue(MESSAGE);
      });
    }
  });

  test(`contact: a slow submission shows 'Processing...', then 'Message Sent' and the thank-you view (${lang})`, async ({ page, scenario }) => {
    const form = await filledContactForm(page, lang);
    scenario("apiSubmitContact", "slow");
    await form.getByTestId("contact-submit").click();
    await expectBusy(form.getByTestId("contact-submit"), t("contact.processing"));
    await expectToast(page, { title: t("contact.successTitle"), description: t("contact.successText"), failure: false });
    await expect(page.getByTestId("contact-thank-you")).toContainText(t("contact.thankYouTitle", { name: "Mia Example" }));
  });
}
