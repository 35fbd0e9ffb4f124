/**
 * The quote form's places and travel-date check against the built server: the destination combo box
 * suggests the site's destinations, a known destination with a date asks the requirements API and warns
 * when the date is too early (with the earliest possible date) or shows the first dated steps; free text
 * asks nothing. The quote page opens prefilled from its query, with and without JavaScript.
 */
import { expect, test, type Locator, type Page } from "@playwright/test";
import { waitForHydration } from "./support/hydration.ts";
import { inDays } from "../src/test/fixtures.ts";
import { nextQuoteStep, openQuoteDialog } from "./support/quote-steps.ts";
import { consent } from "./support/consent.ts";
import { noScriptPage } from "./support/visitors.ts";

const longDate = (iso: string, lang: "en" | "de") => {
  const [year, month, day] = iso.split("-").map(Number) as [number, number, number];
  const format = lang === "de" ? new Intl.DateTimeFormat("de-DE", { day: "numeric", month: "long", year: "numeric" }) : new Intl.DateTimeFormat("en-US", { month: "long", day: "numeric", year: "numeric" });
  return format.format(new Date(year, month - 1, day));
};

/** What the requirements API says for a date, as the form asks it (the first pet is a dog). */
async function planFor(page: Page, travelDate: string, lang: "en" | "de" = "en") {
  const response = await page.request.get(`/api/requirements?destination=japan/tokyo-nrt&travelDate=${travelDate}&language=${lang}&species=dog`);
  expect(response.status()).toBe(200);
  return (await response.json()) as { earliestTravelDate: string; steps: Array<{ title: string; latest: string | null; done: boolean }> };
}

/** Chooses the 15th of the month `months` from now in the react-aria calendar; returns the ISO date. */
async function chooseDate(page: Page, scope: Locator, months: number): Promise<string> {
  const now = new Date();
  const target = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + months, 15));
  const heading = new Intl.DateTimeFormat("en-US", { month: "long", year: "numeric", timeZone: "UTC" }).format(target);
  await scope.getByRole("button", { name: "Choose a date" }).click();
  const calendar = page.getByRole("application");
  await expect(calendar).toBeVisible();
  for (let step = 0; step < 30 && (await calendar.getByRole("heading").first().textContent()) !== heading; step++) {
    const shown = new Date(`${await calendar.getByRole("heading").first().textContent()} 15 UTC`);
    await calendar.getByRole("button", { name: shown < target ? "Next" : "Previous", exact: true }).first().click();
  }
  await expect(calendar.getByRole("heading").first()).toHaveText(heading);
  await calendar.getByRole("gridcell").getByRole("button", { name: /\b15\b/ }).first().click();
  await expect(calendar).toBeHidden();
  return target.toISOString().slice(0, 10);
}

test.describe("quote form: places and the travel-date check", () => {
  test("\"tok\" suggests Tokyo (NRT); too early a date warns with the earliest date, a later one shows the first steps", async ({ page }) => {
    const dialog = await openQuoteDialog(page);
    await dialog.getByLabel(/^Weight \(kg\)/).fill("8");
    const destination = dialog.getByRole("combobox", { name: /^Destination/ });
    await destination.pressSequentially("tok");
    const option = page.getByRole("option", { name: "Tokyo (NRT), Japan" });
    await expect(option).toBeVisible();
    await expect(page.getByRole("option", { name: "Tokyo (HND), Japan" })).toBeVisible();
    await option.click();
    await expect(destination).toHaveValue("Tokyo (NRT), Japan");
    // The airport code and the country find it too.
    await dialog.getByRole("combobox", { name: /^Departure/ }).pressSequentially("nrt");
    await expect(page.getByRole("option").first()).toHaveText("Tokyo (NRT), Japan");
    await dialog.getByRole("combobox", { name: /^Departure/ }).fill("japan");
    await expect(page.getByRole("option")).toHaveCount(4);
    await dialog.getByRole("combobox", { name: /^Departure/ }).fill("Frankfurt am Main");
    await page.keyboard.press("Tab");
    await expect(dialog).toBeVisible();

    const early = await chooseDate(page, dialog, 2);
    // The plan is the second step's, right after the journey.
    await nextQuoteStep(dialog);
    const { earliestTravelDate } = await planFor(page, early);
    expect(earliestTravelDate > early).toBe(true);
    const notice = dialog.getByTestId("lead-time-notice");
    await expect(notice).toHaveText(`For Tokyo, the entry rules need more preparation time: the earliest possible travel date is ${longDate(earliestTravelDate, "en")}. We will tell you what is possible.`);
    await expect(dialog.getByRole("status").filter({ hasText: "For Tokyo" })).toContainText(longDate(earliestTravelDate, "en"));
    await expect(dialog.getByTestId("travel-plan-steps")).toHaveCount(0);

    await dialog.getByTestId("quote-back").click();
    const later = await chooseDate(page, dialog, 8);
    await nextQuoteStep(dialog);
    const plan = await planFor(page, later);
    expect(plan.earliestTravelDate <= later).toBe(true);
    await expect(notice).toHaveCount(0);
    const steps = dialog.getByTestId("travel-plan-steps");
    await expect(steps).toContainText(`First steps for travel on ${longDate(later, "en")}`);
    await expect(steps.locator("li")).toHaveCount(3);
    const first = plan.steps.filter((step) => !step.done && step.latest).sort((a, b) => a.latest!.localeCompare(b.latest!))[0]!;
    await expect(steps.locator("li").first()).toHaveText(`${first.title}: by ${longDate(first.latest!, "en")}`);
  });

  test("free text asks the requirements API nothing and shows no notice", async ({ page }) => {
    const requests: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/api/requirements")) requests.push(request.url());
    });
    // The page's timers run on a clock the test moves on, so waiting for a request that must not come costs nothing.
    await page.clock.install();
    const dialog = await openQuoteDialog(page);
    await dialog.getByRole("combobox", { name: /^Destination/ }).fill("Tokyo, Minato-ku");
    await page.keyboard.press("Tab");
    await chooseDate(page, dialog, 2);
    await page.clock.runFor(1000);
    await page.evaluate(() => document.readyState);
    await expect(dialog.getByTestId("lead-time-notice")).toHaveCount(0);
    expect(requests).toEqual([]);
  });

  test("the destination page's planner opens the dialog with its destination and date", async ({ page }) => {
    await consent(page.context());
    const date = inDays(250);
    await page.goto(`/destinations/japan/tokyo-nrt?travelDate=${date}`);
    await waitForHydration(page);
    await page.getByRole("link", { name: "Get a quote for this plan" }).click();
    const dialog = page.getByTestId("quote-dialog");
    await expect(dialog.getByRole("combobox", { name: /^Destination/ })).toHaveValue("Tokyo (NRT), Japan");
    await dialog.getByLabel(/^Weight \(kg\)/).fill("8");
    await dialog.getByRole("combobox", { name: /^Departure/ }).fill("Frankfurt am Main");
    await nextQuoteStep(dialog);
    await expect(dialog.getByTestId("travel-plan-steps")).toContainText(`First steps for travel on ${longDate(date, "en")}`);
  });

  test("the German quote page opens prefilled and warns in German", async ({ page }) => {
    await consent(page.context());
    const date = inDays(60);
    await page.goto(`/angebot?destination=japan/tokyo-nrt&travelDate=${date}`);
    const form = page.getByTestId("quote-form");
    await expect(form.getByRole("combobox", { name: /^Ziel/ })).toHaveValue("Tokio (NRT), Japan");
    await form.getByLabel(/^Gewicht \(kg\)/).fill("8");
    await form.getByRole("combobox", { name: /^Abreise/ }).fill("Hamburg");
    await nextQuoteStep(form);
    const { earliestTravelDate } = await planFor(page, date, "de");
    await expect(form.getByTestId("lead-time-notice")).toContainText(`Das frühestmögliche Reisedatum ist der ${longDate(earliestTravelDate, "de")}.`);
  });
});

test("the quote page's prefill works without JavaScript, and ignores values that do not fit", async ({ browser }) => {
  const { context, page } = await noScriptPage(browser);
  const date = inDays(240);
  await page.goto(`/quote?destination=japan/tokyo-nrt&travelDate=${date}`);
  const form = page.getByTestId("quote-form");
  await expect(form.getByLabel(/^Destination \(city or address\)/)).toHaveValue("Tokyo (NRT), Japan");
  await expect(form.getByLabel(/^Travel date/)).toHaveValue(date);
  await page.goto(`/angebot?destination=japan/tokyo-nrt&travelDate=${date}`);
  await expect(form.getByLabel(/^Ziel \(Stadt oder Adresse\)/)).toHaveValue("Tokio (NRT), Japan");
  await page.goto(`/quote?destination=japan/atlantis-xxx&travelDate=2027-02-30`);
  await expect(form.getByLabel(/^Destination \(city or address\)/)).toHaveValue("");
  await expect(form.getByLabel(/^Travel date/)).toHaveValue("");
  // The link a planner renders carries the same query.
  await page.goto(`/destinations/japan/tokyo-nrt?travelDate=${date}`);
  await expect(page.getByRole("link", { name: "Get a quote for this plan" })).toHaveAttribute("href", `/quote?destination=japan/tokyo-nrt&travelDate=${date}`);
  await context.close();
});
