/**
 * The newsletter form of the blog page against mocked `/api/newsletter` answers, in both languages.
 * The line under its button reports the outcome: the server's first detail, else its message, else
 * the form's own text.
 *
 * Error catalogue (docs/requirements.md §8; the newsletter's texts are the site's own) → test:
 *   Sign-up fails: 400 with details        → "submission failures" step "400 validation"
 *   … 413, 429, 503: the server's message  → steps "413 too large", "429 rate limited", "503 database unavailable"
 *   Fails without any server response      → step "network failure"
 *   Submitting: the button takes no second press → "slow submission"
 *   Sign-up sent: the sent message         → "slow submission"
 */
import type { Page } from "@playwright/test";
import type { ScenarioName } from "../../mocks/scenarios.ts";
import type { MessageKey } from "../../src/i18n/messages/index.ts";
import { hrefOf } from "../../src/route-table.ts";
import { waitForHydration } from "../support/hydration.ts";
import { expect, languages, test, textsOf, withConsent } from "./fixture.ts";

const failures: ReadonlyArray<{ entry: string; scenario: ScenarioName; text: MessageKey }> = [
  { entry: "400 validation", scenario: "validation-error", text: "validation.email" },
  { entry: "413 too large", scenario: "too-large", text: "api.tooLarge" },
  { entry: "429 rate limited", scenario: "rate-limited", text: "api.rateLimited" },
  { entry: "503 database unavailable", scenario: "database-unavailable", text: "api.unavailable" },
  { entry: "network failure", scenario: "network-failure", text: "contact.errorText" },
];

async function filledNewsletterForm(page: Page, lang: (typeof languages)[number]) {
  await withConsent(page);
  await page.goto(hrefOf("blog", lang));
  await waitForHydration(page);
  const form = page.getByTestId("newsletter-form");
  await form.getByLabel(textsOf(lang)("newsletter.email")).fill("reader@example.org");
  return form;
}

for (const lang of languages) {
  const t = textsOf(lang);

  test(`newsletter: sign-up failures show the server's text or the form's own (${lang})`, async ({ page, scenario }) => {
    const form = await filledNewsletterForm(page, lang);
    const status = form.getByRole("status");
    // Each failure's text differs from the one before, so each step waits for its own answer.
    for (const failure of failures) {
      await test.step(failure.entry, async () => {
        scenario("apiNewsletter", failure.scenario);
        await form.getByRole("button", { name: t("newsletter.submit") }).click();
        await expect(status).toHaveText(t(failure.text));
        await expect(form.getByLabel(t("newsletter.email"))).toHaveAttribute("aria-invalid", "true");
      });
    }
  });

  test(`newsletter: a slow sign-up holds the button, then shows the sent message (${lang})`, async ({ page, scenario }) => {
    const form = await filledNewsletterForm(page, lang);
    scenario("apiNewsletter", "slow");
    const button = form.getByRole("button", { name: t("newsletter.submit") });
    await button.click();
    await expect(button).toBeDisabled();
    await expect(form.getByRole("status")).toHaveText(t("newsletter.sent"));
    await expect(button).toBeEnabled();
  });
}
