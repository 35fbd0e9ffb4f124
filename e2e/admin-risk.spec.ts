/**
 * What staff see of a lead's risk, at a desk and on a phone: its reference (and the search by it), a
 * travel date too early for its route with the earliest possible one, and email and phone as links.
 */
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { formatLongDate } from "../src/i18n/format.ts";
import { inDays } from "../src/test/fixtures.ts";
import { baseURL, staff } from "./support/env.ts";
import { signIn, submitQuote } from "./support/leads.ts";

/** A quote request for one dog from Frankfurt to Tokyo, sent through the public API. */
const submitTokyo = (request: APIRequestContext, email: string, travelDate: string) => submitQuote(request, { name: "Kenji Risk-Test", email, travelDate });

async function search(page: Page, query: string) {
  await page.goto(`/admin?kind=quote&q=${encodeURIComponent(query)}`);
  return page.getByTestId("admin-leads").locator("tbody tr");
}

/** Fails when the page is wider than `width` (it would scroll sideways), naming the elements that stick out. */
async function expectNoSidewaysScroll(page: Page, width: number, label: string) {
  const { scrollWidth, wide } = await page.evaluate((limit) => ({
    scrollWidth: document.documentElement.scrollWidth,
    wide: [...document.querySelectorAll("body *")].filter((element) => element.getBoundingClientRect().right > limit + 1).slice(0, 5).map((element) => `${element.tagName}.${element.className}`),
  }), width);
  expect(scrollWidth, `${label}, wider than ${width} px: ${wide.join(" ")}`).toBeLessThanOrEqual(width);
}

test("a Tokyo request for next month is flagged with the earliest possible date; references find leads, email and phone are links", async ({ page, request }) => {
  const stamp = Date.now();
  const soon = `risk-soon-${stamp}@example.org`;
  const later = `risk-later-${stamp}@example.org`;
  await submitTokyo(request, soon, inDays(30));
  await submitTokyo(request, later, inDays(334));
  const plan = await (await request.get(`/api/requirements?destination=japan/tokyo-nrt&travelDate=${inDays(30)}&species=dog&language=en`)).json();
  expect(plan.earliestTravelDate > inDays(180)).toBe(true);
  const flagText = `Too early for this route. Earliest possible date: ${formatLongDate(plan.earliestTravelDate, "en")}`;

  await signIn(page);
  const soonRows = await search(page, soon);
  await expect(soonRows).toHaveCount(1);
  await expect(soonRows.getByTestId("admin-too-early")).toHaveText(flagText);
  await expect(soonRows.getByRole("link", { name: soon })).toHaveAttribute("href", `mailto:${soon}`);
  await expect(soonRows.getByRole("link", { name: "+49 (69) 123-456" })).toHaveAttribute("href", "tel:+4969123456");
  const reference = (await soonRows.getByText(/^ARC-[2-9A-Z]{6}$/).textContent())!;

  const csv = await (await page.request.get(`/admin/export.csv?kind=quote&q=${encodeURIComponent(reference)}`)).text();
  expect(csv).toContain(`,quote,${reference},Kenji Risk-Test,${soon},`);

  const laterRows = await search(page, later);
  await expect(laterRows).toHaveCount(1);
  await expect(laterRows.getByTestId("admin-too-early")).toHaveCount(0);

  // Typed loosely, a reference finds its lead.
  const found = await search(page, `arc ${reference.slice(4).toLowerCase()}`);
  await expect(found).toHaveCount(1);
  await expect(found).toContainText(soon);
  await page.getByLabel("Name, email, phone or reference").fill(reference.slice(4));
  await page.getByRole("button", { name: "Filter" }).click();
  await expect(found).toHaveCount(1);
  await found.getByRole("link", { name: "Kenji Risk-Test" }).click();

  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Kenji Risk-Test ${reference}`);
  await expect(page.getByTestId("admin-too-early")).toHaveText(flagText);
  const lead = page.getByTestId("admin-lead");
  await expect(lead.getByRole("link", { name: soon })).toHaveAttribute("href", `mailto:${soon}`);
  await expect(lead.getByRole("link", { name: "+49 (69) 123-456" })).toHaveAttribute("href", "tel:+4969123456");
  // Received today, on the office's clock, in the staff area's one format.
  await expect(lead).toContainText(/\d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}/);
  await expect(lead).not.toContainText("UTC");
});

test("contact messages have their own statuses: filter, change, history and counts, in English and German", async ({ page, request, context }) => {
  const email = `risk-contact-${Date.now()}@example.org`;
  const sent = await request.post("/api/submit-contact", { data: { name: "Clara Contact", email, subject: "Crate size", message: "Which crate fits a beagle?", recaptchaToken: "recaptcha-not-loaded" } });
  expect(sent.status()).toBe(201);
  await signIn(page);

  await page.goto("/admin?kind=contact");
  const filters = page.getByTestId("admin-filters");
  await expect(filters.getByLabel("Status").locator("option")).toHaveText(["Any status", "New", "Answered", "Closed", "Spam"]);
  await page.goto(`/admin?kind=contact&q=${encodeURIComponent(email)}`);
  await page.getByTestId("admin-leads").getByRole("link", { name: "Clara Contact" }).click();
  await expect(page.getByLabel("Change status").locator("option")).toHaveText(["New", "Answered", "Closed", "Spam"]);
  await page.getByLabel("Change status").selectOption("answered");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByTestId("admin-history")).toContainText(`${staff.username} changed the status from New to Answered`);
  await expect(page.getByTestId("admin-history")).toContainText(/^\d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2} — /);

  await page.goto(`/admin?kind=contact&status=answered&q=${encodeURIComponent(email)}`);
  await expect(page.getByTestId("admin-leads").locator("tbody tr")).toHaveCount(1);
  await expect(page.getByTestId("admin-status-counts").getByRole("link", { name: /^Answered: [1-9]\d*$/ })).toBeVisible();

  await context.addCookies([{ name: "lang", value: "de", url: baseURL }]);
  await page.reload();
  await expect(page.getByTestId("admin-filters").getByLabel("Status")).toHaveValue("answered");
  await expect(page.getByTestId("admin-filters").getByLabel("Status").locator("option:checked")).toHaveText("Beantwortet");
  await expect(page.getByTestId("admin-leads").locator("tbody tr")).toContainText(/\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}/);
});

test.describe("on a 390 px phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("the inbox and a lead page fit without horizontal scrolling, in English and German", async ({ page, request, context }, testInfo) => {
    const email = `risk-phone-with-a-rather-long-address-${Date.now()}@a-long-domain-name.example.org`;
    await submitTokyo(request, email, inDays(30));
    await signIn(page);
    for (const lang of ["en", "de"] as const) {
      await context.addCookies([{ name: "lang", value: lang, url: baseURL }]);
      await page.goto("/admin?kind=quote");
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      await expect(page.getByTestId("admin-leads")).toBeVisible();
      await expectNoSidewaysScroll(page, 390, `inbox (${lang})`);
      await page.screenshot({ path: testInfo.outputPath(`inbox-390-${lang}.png`), fullPage: true });

      const rows = await search(page, email);
      await expect(rows).toHaveCount(1);
      await expectNoSidewaysScroll(page, 390, `search (${lang})`);
      await rows.getByRole("link", { name: "Kenji Risk-Test" }).click();
      await expect(page.getByTestId("admin-too-early")).toBeVisible();
      await expectNoSidewaysScroll(page, 390, `lead page (${lang})`);
      await page.screenshot({ path: testInfo.outputPath(`lead-390-${lang}.png`), fullPage: true });
    }
  });
});

test("at a desk the inbox and a lead page keep their table and facts side by side (screenshots in English and German)", async ({ page, request, context }, testInfo) => {
  const email = `risk-desk-${Date.now()}@example.org`;
  await submitTokyo(request, email, inDays(30));
  await signIn(page);
  for (const lang of ["en", "de"] as const) {
    await context.addCookies([{ name: "lang", value: lang, url: baseURL }]);
    const rows = await search(page, email);
    await expect(rows).toHaveCount(1);
    await expect(page.getByTestId("admin-leads").locator("thead")).toBeVisible();
    await expectNoSidewaysScroll(page, 1366, `inbox (${lang})`);
    await page.screenshot({ path: testInfo.outputPath(`inbox-1366-${lang}.png`), fullPage: true });
    await rows.getByRole("link", { name: "Kenji Risk-Test" }).click();
    await expect(page.getByTestId("admin-too-early")).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath(`lead-1366-${lang}.png`), fullPage: true });
  }
});
