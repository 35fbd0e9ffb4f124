import { expect, type Page } from "@playwright/test";

/**
 * Does what a visitor does first, moving the pointer, which starts the page's scripts (decision 035:
 * none load before the visitor interacts). Two moves, so that one lands on a new position.
 */
export async function interact(page: Page): Promise<void> {
  await page.mouse.move(2, 2);
  await page.mouse.move(1, 1);
}

/**
 * Starts the page's scripts as a visitor does (`interact`), then resolves once React has taken over
 * the server-rendered page: the footer, near the end of the
 * document, belongs to a hydrated tree, and two frames have passed for what hydration commits
 * (JavaScript-only enhancements such as the place combo boxes), and the web fonts have arrived. Much
 * quicker than waiting for an idle network.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await interact(page);
  await page.waitForFunction(() => {
    const last = document.querySelector("footer") ?? document.querySelector("main");
    return !!last && Object.keys(last).some((key) => key.startsWith("__reactFiber$"));
  });
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
  // The web fonts in place (added after hydration, decision 034), so that what a test measures does not move when they swap in.
  await page.waitForSelector("html[data-web-fonts]", { state: "attached" });
}

/** The URL of the page's framework script (React and React Router), the first file its code needs. */
export const FRAMEWORK_SCRIPT = /\/assets\/framework-[\w-]+\.js$/;

/**
 * Holds the page's framework script until `release()` is called, so a test can act on the
 * server-rendered page before its code runs, as a visitor on a slow connection does. Load the page
 * with `waitUntil: "domcontentloaded"`: once the scripts start (in the headless shell a pointer moves
 * onto each new page, which starts them), the held script holds the page's load event.
 */
export async function holdScripts(page: Page): Promise<() => void> {
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(FRAMEWORK_SCRIPT, async (route) => {
    await gate;
    await route.continue();
  });
  return release;
}

/**
 * Waits until a form that loads its code when first used (`src/features/deferred-form.tsx`) has it:
 * its area says `data-interactive="true"`. Until then a submit posts the plain HTML form, which the
 * server answers with a page of its own.
 */
export async function waitForFormCode(page: Page, areaId = "contact-form-area"): Promise<void> {
  await expect(page.locator(`#${areaId}`)).toHaveAttribute("data-interactive", "true");
}
