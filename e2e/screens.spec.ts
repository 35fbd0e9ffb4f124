/**
 * How the main pages look, compared with the pictures committed in `e2e/screens/` (the first screen of
 * each, at a phone's and a desktop's width, in both languages): a change in layout, type, colour or
 * images shows up as a difference. After an intended change, look at the new pictures and commit them:
 * `npx playwright test e2e/screens.spec.ts --update-snapshots` (on the built server, like every browser
 * test). The server's own fonts and images make the pictures the same on every machine with the same
 * Chromium.
 */
import { expect, test, type Page } from "@playwright/test";
import { waitForHydration } from "./support/hydration.ts";
import { consent } from "./support/consent.ts";

const pages = [
  ["home", "/", "/?language=de"],
  ["destinations", "/destinations", "/destinationen"],
  ["destination", "/destinations/japan/tokyo-nrt", "/destinationen/japan/tokio-nrt"],
  ["post", "/blog/frankfurt-to-singapore-with-two-cats", "/blog/frankfurt-to-singapore-with-two-cats?language=de"],
  ["services", "/services", "/leistungen"],
  ["contact", "/contact", "/kontakt"],
  ["about", "/about", "/uber-uns"],
] as const;

const sizes = [
  { name: "phone", width: 390, height: 844 },
  { name: "desktop", width: 1366, height: 900 },
] as const;

/** Every image on screen has arrived and the web fonts are in use. */
async function settled(page: Page) {
  await waitForHydration(page);
  await page.evaluate(() => document.fonts.ready);
  await page.waitForFunction(() =>
    [...document.images].every((image) => {
      const box = image.getBoundingClientRect();
      const onScreen = box.bottom > 0 && box.top < innerHeight && box.width > 0;
      return !onScreen || (image.complete && image.naturalWidth > 0);
    }),
  );
}

test.beforeEach(async ({ context }) => {
  // The cookie banner answered, so it does not cover the pages.
  await consent(context);
});

for (const size of sizes) {
  for (const [name, english, german] of pages) {
    for (const [lang, path] of [["en", english], ["de", german]] as const) {
      test(`${name} (${lang}) at ${size.width} px looks as committed`, async ({ page }) => {
        await page.setViewportSize({ width: size.width, height: size.height });
        await page.goto(path);
        await settled(page);
        await expect(page).toHaveScreenshot(`${name}-${lang}-${size.name}.png`, { animations: "disabled", caret: "hide", maxDiffPixelRatio: 0.01 });
      });
    }
  }
}
