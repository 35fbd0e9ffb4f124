/**
 * A page's scripts start at the visitor's first interaction (decision 035): until then it loads no
 * JavaScript and works as it does without. Some pages start them at once: the quote page, whose form
 * becomes steps, and the contact page while its draft is kept. The cookie banner, often the first
 * thing tapped, is answered without leaving the page even before the code has arrived.
 */
import { expect, test, type Page } from "@playwright/test";
import { CONTACT_DRAFT } from "../src/features/contact/contact-keys.ts";
import { draftStorageKey } from "../src/lib/saved-draft.ts";
import { chromiumFlags, chromiumPath } from "./support/chromium.ts";
import { FRAMEWORK_SCRIPT, holdScripts, waitForHydration } from "./support/hydration.ts";

// The full Chromium, as a visitor has it: the headless shell the other tests run in moves a pointer
// onto every new page as it opens (a trusted pointermove at 0,0), which is an interaction here.
test.use({ launchOptions: { executablePath: chromiumPath(), args: [...chromiumFlags] } });

const scriptRequests = (page: Page) =>
  page.evaluate(() =>
    performance.getEntriesByType("resource").filter((entry) => /\/assets\/.+\.js$/.test(entry.name)).map(({ name, startTime }) => ({ name, startTime })),
  );

/** The page loaded, and a second later still no script asked for: what a visitor who only looks gets. */
async function expectNoScriptWhileLooking(page: Page, path: string) {
  await page.waitForLoadState("load");
  await page.waitForTimeout(1000);
  expect(await scriptRequests(page), path).toEqual([]);
}

test("a page asks for no script until the visitor interacts, whether the page is shared or rendered for one visitor", async ({ page }) => {
  for (const path of ["/faq", "/destinations/germany/frankfurt-fra?travelDate=2099-01-01", "/admin/login"]) {
    const html = await (await page.request.get(path)).text();
    // Nothing in the document fetches a script while it is parsed: the boot script is inert until the starter runs it.
    expect(html, path).not.toContain('<link rel="modulepreload"');
    expect(html, path).not.toMatch(/<script[^>]*type="module"/);
    expect(html, path).toContain('<script type="application/x-router-boot" id="router-boot"');
    await page.goto(path);
    await expectNoScriptWhileLooking(page, path);
    const interactedAt = await page.evaluate(() => performance.now());
    await waitForHydration(page);
    const scripts = await scriptRequests(page);
    expect(scripts.length, path).toBeGreaterThan(3);
    // Exactly the files React Router announces for the page: not its manifest of every route.
    expect(scripts.map((entry) => entry.name).filter((name) => name.includes("/manifest-")), path).toEqual([]);
    for (const script of scripts) expect(script.startTime, path).toBeGreaterThanOrEqual(interactedAt);
  }
});

test("a touch, a key, a wheel and a click without a pointer (as assistive technology sends it) each start the scripts", async ({ browser }) => {
  const context = await browser.newContext({ hasTouch: true });
  const ways: Array<[string, (page: Page) => Promise<unknown>]> = [
    ["touch", (page) => page.touchscreen.tap(5, 400)],
    ["key", (page) => page.keyboard.press("Tab")],
    ["wheel", (page) => page.mouse.wheel(0, 200)],
    ["click", (page) => page.evaluate(() => document.querySelector("h1")?.click())],
  ];
  for (const [way, act] of ways) {
    const page = await context.newPage();
    await page.goto("/about");
    await expectNoScriptWhileLooking(page, way);
    const framework = page.waitForRequest(FRAMEWORK_SCRIPT, { timeout: 5000 });
    await act(page);
    await framework;
    await page.close();
  }
  await context.close();
});

test("the quote page, and the contact page while its draft is kept, start their scripts without waiting; a draft of another form starts no other page", async ({ page }) => {
  // The quote page's form becomes three steps once its code runs: that happens before the visitor reaches it.
  for (const path of ["/quote", "/angebot"]) {
    const loading = page.waitForRequest(FRAMEWORK_SCRIPT);
    await page.goto(path);
    await loading;
    await expect(page.getByTestId("quote-form").locator('[aria-current="step"]')).toBeVisible();
  }
  // The contact page restores its draft without an interaction.
  await page.goto("/kontakt");
  await page.evaluate((key) => sessionStorage.setItem(key, JSON.stringify({ name: "Ida Schmidt" })), draftStorageKey(CONTACT_DRAFT));
  const loading = page.waitForRequest(FRAMEWORK_SCRIPT);
  await page.reload();
  await loading;
  await expect(page.getByTestId("contact-draft-restored")).toBeVisible();
  // The same draft is no reason to load the code of a page that does not restore it.
  await page.goto("/faq?language=de");
  await expectNoScriptWhileLooking(page, "/faq?language=de");
});

test.describe("the cookie banner before the page's code has arrived", () => {
  test.use({ viewport: { width: 390, height: 800 }, hasTouch: true });

  test("is answered with one tap without leaving the page, and stays answered once the code runs", async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto("/?language=de");
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    const banner = page.getByTestId("cookie-banner");
    await expect(banner).toBeVisible({ timeout: 3000 });
    const posted = page.waitForRequest((request) => new URL(request.url()).pathname === "/consent" && request.method() === "POST");
    await banner.getByRole("button", { name: "Alle akzeptieren" }).tap();
    await expect(banner).toBeHidden();
    await posted;
    // Still the same document, where it was: no round trip through the form.
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    const cookie = async (name: string) => (await page.context().cookies()).find((stored) => stored.name === name)?.value;
    expect(await cookie("consent")).toBe("all");
    // The server's answer stores the language the banner was answered in, as for the form.
    await expect.poll(() => cookie("lang")).toBe("de");
    release();
    await waitForHydration(page);
    await expect(banner).toHaveCount(0);
    await expect(page.getByTestId("mobile-actions")).toBeVisible();
  });
});
