/**
 * One tap on phones: below 1280 px a bar at the foot of the screen offers "Get a Quote" and "Call";
 * it steps aside for the cookie banner and the quote dialog. The contact page puts phone and address
 * first on phones.
 */
import { expect, test } from "@playwright/test";
import { baseURL } from "./support/env.ts";
import { waitForHydration } from "./support/hydration.ts";

test.describe("the contact bar on phones", () => {
  test.use({ viewport: { width: 390, height: 800 } });

  for (const { lang, path, quote, call } of [
    { lang: "en", path: "/", quote: "Get a Quote", call: "Call" },
    { lang: "de", path: "/?language=de", quote: "Angebot anfordern", call: "Anrufen" },
  ] as const) {
    test(`offers the quote and a call, and steps aside for the dialog (${lang})`, async ({ page }) => {
      await page.context().addCookies([{ name: "consent", value: "essential", url: baseURL }]);
      await page.goto(path);
      await waitForHydration(page);
      const bar = page.getByTestId("mobile-actions");
      await expect(bar).toBeVisible();
      await expect(bar.getByRole("link", { name: call })).toHaveAttribute("href", /^tel:\+\d+$/);
      await expect(page.getByTestId("mobile-whatsapp")).toHaveCount(0);
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
    await context.addCookies([{ name: "consent", value: "essential", url: baseURL }]);
    const page = await context.newPage();
    await page.goto("/faq");
    await page.getByTestId("mobile-actions").getByRole("link", { name: "Get a Quote" }).click();
    await expect(page).toHaveURL(/\/quote$/);
    await context.close();
  });

  for (const { lang, path } of [
    { lang: "en", path: "/contact" },
    { lang: "de", path: "/kontakt" },
  ] as const) {
    // The shipped company facts name a phone but no office (content/company.json): the address
    // appears here only once one is configured.
    test(`the contact page starts with the phone (${lang})`, async ({ page }) => {
      await page.goto(path);
      const top = page.getByTestId("contact-top");
      await expect(top).toBeVisible();
      await expect(top.getByRole("link")).toHaveAttribute("href", /^tel:/);
      await expect(top.locator("address")).toHaveCount(0);
      expect((await top.boundingBox())!.y).toBeLessThan((await page.getByTestId("contact-form").boundingBox())!.y);
    });
  }
});

test("from 1280 px the header holds Get a Quote and the bar is gone", async ({ page }) => {
  await page.context().addCookies([{ name: "consent", value: "essential", url: baseURL }]);
  await page.setViewportSize({ width: 1366, height: 800 });
  await page.goto("/contact");
  await expect(page.getByTestId("mobile-actions")).toBeHidden();
  await expect(page.getByTestId("contact-top")).toBeHidden();
});
