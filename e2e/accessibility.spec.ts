/**
 * axe (WCAG 2.2 A/AA) in Chromium at a phone and a desktop width on every page template of
 * /sitemap.xml in both languages (two URLs of each route and language, docs/testing.md), plus the
 * states the sitemap does not show: the cookie banner, the not-found page and the staff area
 * (sign-in, the inbox, a lead, the erase page). Every URL's HTML goes through the Nu checker in
 * e2e/crawl.spec.ts. Any violation fails, listed by URL.
 */
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { axeFindings, describeViolations } from "./support/axe.ts";
import { staff } from "./support/env.ts";
import { waitForHydration } from "./support/hydration.ts";
import { expectNoneOf } from "./support/expect-none.ts";
import { sitemapPaths, templateSample } from "./support/sitemap.ts";
import { inDays } from "../src/test/fixtures.ts";
import { consent } from "./support/consent.ts";

const widths = { phone: { width: 375, height: 740 }, desktop: { width: 1366, height: 800 } } as const;

/** The sample is split into this many tests, so the two workers share it. */
const AXE_PARTS = 2;

/** axe at both widths on the page as it is; one line per violation and element. */
async function axeAtBothWidths(page: Page, label: string): Promise<string[]> {
  const found: string[] = [];
  for (const [name, size] of Object.entries(widths)) {
    await page.setViewportSize(size);
    found.push(...describeViolations(`${label} (${name})`, (await axeFindings(page)).violations));
  }
  return found;
}

/** Loads a page, waits until it is interactive and checks it at both widths. */
async function checkPage(page: Page, path: string): Promise<string[]> {
  const response = await page.goto(path);
  if (response?.status() !== 200 && !(path.startsWith("/no-such") && response?.status() === 404)) return [`${path}: HTTP ${response?.status()}`];
  await waitForHydration(page);
  return axeAtBothWidths(page, path);
}

for (let part = 0; part < AXE_PARTS; part++) {
  test(`axe finds no WCAG 2.2 A/AA violation on every page template of the sitemap in both languages, part ${part + 1} of ${AXE_PARTS}, at phone and desktop width`, async ({ browser, request }) => {
    test.setTimeout(300_000);
    // Two URLs per route and language (docs/testing.md): every template, in each language, at both widths.
    const sample = templateSample(await sitemapPaths(request));
    const paths = sample.filter((_, index) => index % AXE_PARTS === part);
    expect(sample.length).toBeGreaterThan(30);
    // The cookie banner is answered, so it does not cover the pages; it has its own check below.
    const context = await browser.newContext({ viewport: widths.phone });
    await consent(context);
    const page = await context.newPage();
    const found: string[] = [];
    for (const path of paths) found.push(...(await checkPage(page, path)));
    await context.close();
    expectNoneOf(paths, found, `${found.length} violations on ${paths.length} URLs`);
  });
}

test("axe finds no violation on the cookie banner, the not-found page, a request page and the staff area", async ({ browser, request }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ viewport: widths.phone });
  const page = await context.newPage();
  const found: string[] = [];
  // The banner fades in a second after load; it is checked once it is fully shown.
  for (const path of ["/", "/?language=de"]) {
    await page.goto(path);
    await waitForHydration(page);
    await expect(page.getByTestId("cookie-banner")).toBeVisible();
    await expect.poll(() => page.getByTestId("cookie-banner").evaluate((banner) => getComputedStyle(banner).opacity)).toBe("1");
    found.push(...(await axeAtBothWidths(page, `${path} with the cookie banner`)));
  }
  await consent(context);
  for (const path of ["/no-such-page", "/no-such-page?language=de"]) found.push(...(await checkPage(page, path)));

  const lead = await createLead(request);
  // The owner's request page with its checklist forms, reminders and message form, in both languages.
  for (const path of [lead.requestUrl, lead.requestUrl.replace("/requests/", "/anfragen/")]) found.push(...(await checkPage(page, path)));
  found.push(...(await checkPage(page, "/admin/login")));
  await page.getByLabel("Username").fill(staff.username);
  await page.getByLabel("Password").fill(staff.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  for (const path of ["/admin", `/admin/leads/quote/${lead.id}`, "/admin/erase"]) found.push(...(await checkPage(page, path)));
  await context.close();
  expectNoneOf(9, found, "violations on the banner, not-found, request and staff pages");
});

/** A quote request with a second pet and a crate photo, so the lead page shows all its parts; its id and private page. */
async function createLead(request: APIRequestContext): Promise<{ id: string; requestUrl: string }> {
  const response = await request.post("/api/submit-inquiry", {
    data: {
      petType: "dog", breed: "Boxer", weight: 28, isSnubNose: true, dimensions: { length: 80, width: 25, height: 65 },
      additionalPets: [{ petType: "cat", breed: "Persian", weight: 5, isSnubNose: false, dimensions: { length: 45, width: 15, height: 30 } }],
      departureAddress: "Hamburg", destinationAddress: "Toronto", travelDate: inDays(90),
      needPickup: true, needDelivery: false, hasOwnCrate: true,
      crateImage: "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR42mP8z8DwnwEKmBgYGBgYAAAjTQL/1L8BWgAAAABJRU5ErkJggg==",
      name: "Axe Check", email: `axe-${Date.now()}@example.org`, phone: "+49 40 123456", recaptchaToken: "recaptcha-not-loaded",
    },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as { id: string; requestUrl: string };
}
