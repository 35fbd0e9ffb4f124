/**
 * One tap on phones: below 1280 px a bar at the foot of the screen offers "Get a Quote" (and "Call"
 * once the company's phone is configured: the shipped company facts have none, so an owner's call
 * never reaches a stranger; the story of MobileActions shows the call); it steps aside for the cookie
 * banner and the quote dialog. The contact page puts phone and address first on phones once they are
 * configured.
 */
import { expect, test } from "@playwright/test";
import { waitForHydration } from "./support/hydration.ts";
import { consent } from "./support/consent.ts";
import { submitQuote } from "./support/leads.ts";
import { hrefOf } from "../src/route-table.ts";
import { inDays } from "../src/test/fixtures.ts";

test.describe("the contact bar on phones", () => {
  test.use({ viewport: { width: 390, height: 800 } });

  for (const { lang, path, quote, call } of [
    { lang: "en", path: "/", quote: "Get a Quote", call: "Call" },
    { lang: "de", path: "/?language=de", quote: "Angebot anfordern", call: "Anrufen" },
  ] as const) {
    test(`offers no quote where the quote is asked for or was sent: the quote page and the confirmation (${lang})`, async ({ page, request }) => {
      await consent(page.context());
      const sent = await submitQuote(request, { email: `bar-${lang}-${Date.now()}@example.org`, travelDate: inDays(300) }, lang);
      const footerPadding = () => page.getByTestId("site-footer").evaluate((footer) => parseFloat(getComputedStyle(footer).paddingBottom));
      await page.goto(path);
      await expect(page.getByTestId("mobile-actions")).toBeVisible();
      const aboveBar = await footerPadding();
      for (const target of [hrefOf("quote", lang), sent.requestUrl]) {
        await page.goto(target);
        // With no phone configured there is nothing else to offer: no bar, and the footer keeps no room for one.
        await expect(page.getByTestId("site-footer")).toBeVisible();
        await expect(page.getByTestId("mobile-actions"), target).toHaveCount(0);
        expect(await footerPadding(), target).toBeLessThan(aboveBar - 40);
      }
    });

    test(`offers the quote, no call while no phone is configured, and steps aside for the dialog (${lang})`, async ({ page }) => {
      await consent(page.context());
      await page.goto(path);
      await waitForHydration(page);
      const bar = page.getByTestId("mobile-actions");
      await expect(bar).toBeVisible();
      await expect(bar.getByRole("link", { name: call })).toHaveCount(0);
      await expect(page.locator('a[href^="tel:"]')).toHaveCount(0);
      await expect(page.getByTestId("mobile-whatsapp")).toHaveCount(0);
      // No round-the-clock promise without a number to call.
      await expect(page.getByTestId("site-footer")).not.toContainText("24/7");
      await expect(page.getByTestId("trust-badges")).not.toContainText("24/7");
      // The bar does not hide the end of the page.
      await page.getByTestId("site-footer").scrollIntoViewIfNeeded();
      const footerEnd = await page.getByTestId("copyright").boundingBox();
      const barTop = (await bar.boundingBox())!.y;
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      expect((await page.getByTestId("copyright").boundingBox())!.y + footerEnd!.height).toBeLessThanOrEqual(barTop + 1);
      await bar.getByRole("link", { name: quote }).click();
      await expect(page.getByTestId("quote-dialog")).toBeVisible();
      await expect(bar).toBeHidden();
      await page.keyboard.press("Escape");
      await expect(page.getByTestId("quote-dialog")).toBeHidden();
      await expect(bar).toBeVisible();
    });
  }

  test("waits until the cookie banner is answered", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await expect(page.getByTestId("cookie-banner")).toBeVisible();
    await expect(page.getByTestId("mobile-actions")).toBeHidden();
    await page.getByTestId("cookie-banner").getByRole("button", { name: "Essential Only" }).click();
    await expect(page.getByTestId("mobile-actions")).toBeVisible();
  });

  test("works without JavaScript: the quote is the quote page", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 800 } });
    await consent(context);
    const page = await context.newPage();
    await page.goto("/faq");
    await page.getByTestId("mobile-actions").getByRole("link", { name: "Get a Quote" }).click();
    await expect(page).toHaveURL(/\/quote$/);
    await context.close();
  });

  for (const path of ["/contact", "/kontakt"]) {
    // The shipped company facts name neither a phone nor an office (content/company.json).
    test(`the contact page shows no phone or address that nobody configured (${path})`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByTestId("contact-form")).toBeVisible();
      await expect(page.getByTestId("contact-top")).toHaveCount(0);
      await expect(page.locator('a[href^="tel:"], a[href^="mailto:"]')).toHaveCount(0);
    });
  }
});

test("from 1280 px the header holds Get a Quote and the bar is gone", async ({ page }) => {
  await consent(page.context());
  await page.setViewportSize({ width: 1366, height: 800 });
  await page.goto("/contact");
  await expect(page.getByTestId("mobile-actions")).toBeHidden();
  await expect(page.getByTestId("contact-top")).toBeHidden();
});
