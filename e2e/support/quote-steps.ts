/**
 * The quote form's steps in browser tests. With JavaScript the form has three steps (the journey,
 * the plan and contact details, optional extras) and Next moves on; without, every field is on one
 * page and there is nothing to press.
 */
import { expect, type Locator, type Page } from "@playwright/test";
import { consent } from "./consent.ts";
import { waitForHydration } from "./hydration.ts";

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

/**
 * The travel date of a form with JavaScript, in the react-aria calendar: the 15th of the month after
 * the one it opens on (`nextMonths` later). `chooseLabel` is the calendar button's name in the page's language.
 */
export async function chooseTravelDate(page: Page, scope: Locator, { chooseLabel = "Choose a date", nextLabel = "Next", nextMonths = 1, opensOnThisMonth = false } = {}): Promise<void> {
  await scope.getByRole("button", { name: chooseLabel }).click();
  const calendar = page.getByRole("application");
  await expect(calendar).toBeVisible();
  // Opened on today's month, the calendar cannot go back: no day before today can be chosen.
  if (opensOnThisMonth) await expect(calendar.getByRole("button", { name: "Previous", exact: true }).first()).toBeDisabled();
  for (let month = 0; month < nextMonths; month++) await calendar.getByRole("button", { name: nextLabel, exact: true }).first().click();
  await calendar.getByRole("gridcell").getByRole("button", { name: /\b15\b/ }).first().click();
  await expect(calendar).toBeHidden();
}

/** Opens the quote dialog from the header of `home` (consent given, page hydrated); `linkName` is the header's Get a Quote in the page's language. */
export async function openQuoteDialog(page: Page, { home = "/", linkName = "Get a Quote" }: { home?: string; linkName?: string } = {}): Promise<Locator> {
  await consent(page.context());
  await page.goto(home);
  await waitForHydration(page);
  await page.getByRole("banner").getByRole("link", { name: linkName }).click();
  const dialog = page.getByTestId("quote-dialog");
  await expect(dialog.getByTestId("quote-next")).toBeVisible();
  return dialog;
}
