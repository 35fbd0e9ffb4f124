import { readFile } from "node:fs/promises";
import { expect, test, type Page } from "@playwright/test";
import { holdScripts, waitForHydration } from "./support/hydration.ts";
import { inDays } from "../src/test/fixtures.ts";
import { nextQuoteStep } from "./support/quote-steps.ts";
import { consent } from "./support/consent.ts";

async function acceptEssential(page: Page) {
  await consent(page.context());
}

test.describe("travel planner", () => {
  test("Tokyo eight months ahead: dated steps with the titre wait, and a calendar file with them", async ({ page }) => {
    await acceptEssential(page);
    const date = inDays(243);
    await page.goto(`/destinations/japan/tokyo-nrt?travelDate=${date}&species=dog#planner`);
    await expect(page.getByTestId("planner-status")).toContainText("works if every step below is done in time");
    const steps = page.getByTestId("planner-steps").locator("li");
    await expect(steps.filter({ hasText: "antibody" }).first()).toContainText(/By [A-Z][a-z]+ [1-9]\d?, \d{4}/);
    await expect(page.locator('[data-step="advance-notice"]')).toBeVisible();
    expect(await page.getByTestId("planner-sources").locator("a").count()).toBeGreaterThan(0);

    const [download] = await Promise.all([page.waitForEvent("download"), page.getByTestId("planner-calendar").click()]);
    expect(download.suggestedFilename()).toBe(`arc-pet-air-tokyo-nrt-${date}.ics`);
    const calendar = await readFile((await download.path())!, "utf8");
    expect(calendar.startsWith("BEGIN:VCALENDAR\r\n")).toBe(true);
    const events = calendar.split("BEGIN:VEVENT").length - 1;
    expect(events).toBe(await steps.count());
    expect(calendar).toContain("-titre-blood-sample@");
    expect(calendar).toContain("-advance-notice@");
  });

  test("Frankfurt has no titre wait; a date that is too early shows the earliest possible one", async ({ page }) => {
    await acceptEssential(page);
    await page.goto(`/destinations/germany/frankfurt-fra?travelDate=${inDays(60)}`);
    await expect(page.locator('[data-step="rabies-vaccination"]')).toBeVisible();
    await expect(page.locator('[data-step*="titre"]')).toHaveCount(0);

    await page.goto(`/destinations/japan/tokyo-nrt?travelDate=${inDays(30)}`);
    await expect(page.getByTestId("planner-status")).toContainText("is too early. The earliest possible arrival date is");
    await page.getByTestId("planner-earliest").click();
    await expect(page.getByTestId("planner-status")).toContainText("works if every step below is done in time");
  });

  test("updates at once with JavaScript, in German with German dates", async ({ page }) => {
    await acceptEssential(page);
    await page.goto("/destinationen/japan/tokyo-nrt");
    await expect(page.getByTestId("planner-status")).toContainText("Wenn Sie heute beginnen");
    await page.getByLabel("Ankunftsdatum").fill(inDays(30));
    await expect(page.getByTestId("planner-status")).toContainText("ist zu früh");
    await expect(page).toHaveURL(/travelDate=/);
    await expect(page.getByTestId("planner-status")).toContainText(/[1-9]\d?\. [A-ZÄÖÜ][a-zäöü]+ \d{4}/);
  });

  test("a date chosen before the page's code has loaded is planned as soon as it runs", async ({ page }) => {
    await acceptEssential(page);
    const release = await holdScripts(page);
    await page.goto("/destinations/japan/tokyo-nrt", { waitUntil: "domcontentloaded" });
    await page.getByLabel("Arrival date").fill(inDays(30));
    release();
    await expect(page.getByTestId("planner-status")).toContainText("too early");
    await expect(page).toHaveURL(/travelDate=/);
  });

  test("works as a GET form without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    await consent(context);
    const page = await context.newPage();
    await page.goto("/destinations/japan/tokyo-nrt");
    await page.getByLabel("Arrival date").fill(inDays(30));
    await page.getByLabel("Pet", { exact: true }).selectOption("cat");
    await page.getByLabel("Already microchipped").check();
    await page.getByTestId("planner-submit").click();
    await expect(page).toHaveURL(/travelDate=.*species=cat.*microchipped=1/);
    await expect(page.getByTestId("planner-status")).toContainText("is too early");
    await expect(page.locator('[data-step="microchip"]')).toContainText("Done");
    // The browser holds back a value outside the field's range; the server answers one sent anyway.
    await page.goto(`/destinations/japan/tokyo-nrt?travelDate=${inDays(300)}&ageMonths=9999`);
    await expect(page.getByTestId("planner-status")).toContainText("works if every step below is done in time");
    await expect(page.getByText("Please enter the age as a whole number of months")).toBeVisible();
    await context.close();
  });
});

test.describe("dates of steps already done", () => {
  for (const javaScriptEnabled of [true, false]) {
    const mode = javaScriptEnabled ? "with JavaScript" : "without JavaScript";

    test(`London: a vaccination yesterday means arrival 21 days after it, one 60 days ago allows the date, a tick without a date says what to check (${mode})`, async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled });
      await consent(context);
      const page = await context.newPage();
      await page.goto(`/destinations/united-kingdom/london-lhr?travelDate=${inDays(14)}&species=dog#planner`);
      if (javaScriptEnabled) await waitForHydration(page);
      await page.getByLabel("Microchip implanted on (if done)").fill(inDays(-300));
      await page.getByLabel("Rabies vaccination given on (if done)").fill(inDays(-1));
      if (!javaScriptEnabled) await page.getByTestId("planner-submit").click();
      await expect(page).toHaveURL(/vaccinatedOn=/);
      await expect(page.getByTestId("planner-status")).toContainText("is too early");
      await expect(page.locator('[data-step="rabies-vaccination"]')).toContainText("Done on");
      await expect(page.locator('[data-step="tapeworm-treatment"]').getByTestId("planner-interval")).toHaveText("At least 24 hours before arrival; at most 120 hours before arrival. The dates hold at any hour of the step and of the flight; once the flight is booked, we time it to the hour.");

      await page.getByLabel("Rabies vaccination given on (if done)").fill(inDays(-60));
      if (!javaScriptEnabled) await page.getByTestId("planner-submit").click();
      await expect(page.getByTestId("planner-status")).toContainText("works if every step below is done in time");
      await expect(page.getByTestId("planner-notes")).toHaveCount(0);

      await page.goto(`/destinations/united-kingdom/london-lhr?travelDate=${inDays(14)}&species=dog&microchipped=1&vaccinated=1#planner`);
      await expect(page.getByTestId("planner-notes")).toContainText("gave no date");
      await expect(page.getByTestId("planner-status")).toContainText("is too early");
      await context.close();
    });
  }
});

test.describe("the pet's origin", () => {
  for (const javaScriptEnabled of [true, false]) {
    const mode = javaScriptEnabled ? "with JavaScript" : "without JavaScript";

    test(`Frankfurt for a dog from the USA: a health certificate instead of the pet passport, no titre test (${mode})`, async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled });
      await consent(context);
      const page = await context.newPage();
      await page.goto(`/destinations/germany/frankfurt-fra?travelDate=${inDays(90)}&species=dog`);
      await expect(page.getByTestId("planner-origin-shown")).toContainText("The EU, Norway or Switzerland");
      await expect(page.locator('[data-step="pet-passport"]')).toBeVisible();
      await page.getByLabel("Travelling from").selectOption("listed");
      if (!javaScriptEnabled) await page.getByTestId("planner-submit").click();
      await expect(page).toHaveURL(/origin=listed/);
      await expect(page.getByTestId("planner-origin-shown")).toContainText("USA");
      await expect(page.locator('[data-step="health-certificate"]')).toBeVisible();
      await expect(page.locator('[data-step="pet-passport"]')).toHaveCount(0);
      await expect(page.locator('[data-step="titre-blood-sample"]')).toHaveCount(0);
      // From a country the EU does not list, the antibody test and its three months' wait come in.
      await page.getByLabel("Travelling from").selectOption("unlisted");
      if (!javaScriptEnabled) await page.getByTestId("planner-submit").click();
      await expect(page.locator('[data-step="titre-blood-sample"]')).toBeVisible();
      await context.close();
    });

    test(`Tokyo for a pet from any other country, in German (${mode})`, async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled });
      await consent(context);
      const page = await context.newPage();
      await page.goto(`/destinationen/japan/tokyo-nrt?travelDate=${inDays(300)}`);
      await page.getByLabel("Abreise aus").selectOption("unlisted");
      if (!javaScriptEnabled) await page.getByTestId("planner-submit").click();
      await expect(page).toHaveURL(/origin=unlisted/);
      await expect(page.getByTestId("planner-origin-shown")).toContainText("einem anderen Land");
      for (const step of ["microchip", "rabies-vaccination", "titre-blood-sample", "advance-notice", "document-preparation"]) await expect(page.locator(`[data-step="${step}"]`), step).toBeVisible();
      await context.close();
    });
  }

  test("the quote form plans from the departure's country when it is one of the site's places", async ({ page }) => {
    await consent(page.context());
    await page.goto("/destinations/germany/frankfurt-fra");
    await waitForHydration(page);
    await page.getByRole("banner").getByRole("link", { name: "Get a Quote" }).click();
    const dialog = page.getByTestId("quote-dialog");
    await dialog.getByRole("combobox", { name: "Departure (city or address)" }).fill("New York (JFK), United States");
    // Leaves the field as a visitor does: while its suggestions are open, the rest of the form is hidden from assistive technology.
    await dialog.getByRole("combobox", { name: "Departure (city or address)" }).press("Tab");
    await dialog.getByRole("combobox", { name: "Destination (city or address)" }).fill("Frankfurt (FRA), Germany");
    await dialog.getByRole("combobox", { name: "Destination (city or address)" }).press("Tab");
    const planned = page.waitForRequest((request) => request.url().includes("/api/requirements") && request.url().includes("origin=listed"));
    await dialog.getByRole("button", { name: "Choose a date" }).click();
    const calendar = page.getByRole("application");
    await calendar.getByRole("button", { name: "Next", exact: true }).first().click();
    await calendar.getByRole("button", { name: "Next", exact: true }).first().click();
    await calendar.getByRole("gridcell").getByRole("button", { name: /\b15\b/ }).first().click();
    const answer = (await (await planned).response())!;
    const plan = (await answer.json()) as { origin: string; steps: Array<{ id: string }> };
    expect(plan.origin).toBe("listed");
    expect(plan.steps.map((step) => step.id)).toContain("health-certificate");
    expect(plan.steps.map((step) => step.id)).not.toContain("pet-passport");
    // The plan shows on the form's second step.
    await dialog.getByLabel(/^Weight \(kg\)/).first().fill("8");
    await nextQuoteStep(dialog);
    await expect(dialog.getByTestId("travel-plan-steps")).toBeVisible();
  });
});
