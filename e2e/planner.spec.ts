import { readFile } from "node:fs/promises";
import { expect, test, type Page } from "@playwright/test";
import { holdScripts } from "./support/hydration.ts";
import { inDays } from "../src/test/fixtures.ts";

/** An ISO date `days` from today (UTC, as the server counts). */

async function acceptEssential(page: Page) {
  await page.context().addCookies([{ name: "consent", value: "essential", url: test.info().project.use.baseURL ?? "" }]);
}

test.describe("travel planner", () => {
  test("Tokyo eight months ahead: dated steps with the titre wait, and a calendar file with them", async ({ page }) => {
    await acceptEssential(page);
    const date = inDays(243);
    await page.goto(`/destinations/japan/tokyo-nrt?travelDate=${date}&species=dog#planner`);
    await expect(page.getByTestId("planner-status")).toContainText("works if every step below is done in time");
    const steps = page.getByTestId("planner-steps").locator("li");
    await expect(steps.filter({ hasText: "antibody" }).first()).toContainText(/By [A-Z][a-z]+ \d{2}, \d{4}/);
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
    await expect(page.getByTestId("planner-status")).toContainText(/\d{2}\. [A-ZÄÖÜ][a-zäöü]+ \d{4}/);
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
    await context.addCookies([{ name: "consent", value: "essential", url: test.info().project.use.baseURL ?? "" }]);
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
