/**
 * The quote form's steps in browser tests. With JavaScript the form has three steps (the journey,
 * the plan and contact details, optional extras) and Next moves on; without, every field is on one
 * page and there is nothing to press.
 */
import { expect, type Locator, type Page } from "@playwright/test";

/** The step marked current in the form's step list (its number and short name). */
export const currentStep = (scope: Locator) => scope.locator('[aria-current="step"]');

/** Presses Next and waits for the next step; does nothing when the form has no steps (no JavaScript). */
export async function nextQuoteStep(scope: Locator): Promise<void> {
  const next = scope.getByTestId("quote-next");
  if (!(await next.isVisible())) return;
  const before = await currentStep(scope).textContent();
  await next.click();
  await expect(currentStep(scope)).not.toHaveText(before ?? "");
}

/** What the quote form's drafts in the tab's storage hold, joined: poll it until the form has written what was typed. */
export const savedDrafts = (page: Page): Promise<string> =>
  page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.startsWith("draft:")).map((key) => sessionStorage.getItem(key)).join());
