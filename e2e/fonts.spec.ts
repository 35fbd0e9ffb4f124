/**
 * The web fonts (src/lib/web-fonts.ts) come after the page (decision 034): the first paint is set in
 * their metric-matched fallbacks (font-fallbacks.css.ts), the browser adds the faces once the page
 * is hydrated, and without JavaScript they are a stylesheet in the head's `<noscript>`. The swap
 * must move (almost) nothing.
 */
import { expect, test, type Browser, type Page } from "@playwright/test";
import { AUDITED_PAGES } from "./support/audited-pages.ts";
import { holdScripts, waitForHydration } from "./support/hydration.ts";

const PHONE = { width: 412, height: 823 };
const DESKTOP = { width: 1366, height: 900 };

const loadedWebFonts = (page: Page) =>
  page.evaluate(() => [...document.fonts].filter((face) => face.status === "loaded" && !/Fallback/.test(face.family)).map((face) => `${face.family.replaceAll('"', "")} ${face.weight}`));

async function boxes(browser: Browser, path: string, withFonts: boolean) {
  const context = await browser.newContext({ viewport: PHONE, javaScriptEnabled: false });
  const page = await context.newPage();
  if (!withFonts) await page.route(/\.woff2$/, (route) => route.abort());
  await page.goto(path);
  await page.evaluate(() => document.fonts.ready);
  const measured = await page.locator("main h1, main > :first-child a, main > :first-child p").evaluateAll((nodes) =>
    nodes.map((node) => {
      const box = node.getBoundingClientRect();
      return { text: (node.textContent ?? "").trim().slice(0, 30), x: box.x, y: box.y, width: box.width, height: box.height };
    }),
  );
  const families = await loadedWebFonts(page);
  await context.close();
  return { measured, families };
}

// Matched by average width, a fallback line is within about 1–3 % of the face's, so a heading or a long
// paragraph that nearly fills a line can still wrap one word differently (the FAQ's lead at 412 px).
for (const path of ["/", "/services", "/?language=de", "/leistungen"]) {
  test(`${path}: without JavaScript, the first screen's text takes the same room in the fallback as in the web fonts`, async ({ browser }) => {
    const fallback = await boxes(browser, path, false);
    const webFont = await boxes(browser, path, true);
    expect(fallback.families).toEqual([]);
    expect(webFont.families.length).toBeGreaterThan(0);
    expect(fallback.measured.length).toBeGreaterThan(2);
    for (const [index, box] of webFont.measured.entries()) {
      const other = fallback.measured[index]!;
      // The same lines in the same places: within a few pixels, never a line more or less.
      expect(Math.abs(other.y - box.y), `${box.text}: top`).toBeLessThan(6);
      expect(Math.abs(other.x - box.x), `${box.text}: left`).toBeLessThan(6);
      expect(Math.abs(other.height - box.height), `${box.text}: height`).toBeLessThan(6);
      expect(Math.abs(other.width - box.width) / box.width, `${box.text}: width`).toBeLessThan(0.05);
    }
  });
}

test("with JavaScript, no web font is requested before the page is hydrated; then the five faces load, once each", async ({ page }) => {
  const fontRequests: string[] = [];
  page.on("request", (request) => {
    if (request.url().endsWith(".woff2")) fontRequests.push(request.url());
  });
  const release = await holdScripts(page);
  // Not "load": the scripts may start before the test's first move (the headless shell moves a pointer
  // onto each new page), and the held framework script would then hold the load event.
  await page.goto("/about", { waitUntil: "domcontentloaded" });
  await expect(page.locator("main h1")).toBeVisible();
  await page.waitForTimeout(500);
  expect(fontRequests).toEqual([]);
  release();
  await waitForHydration(page);
  expect(fontRequests).toHaveLength(5);
  expect(new Set(fontRequests).size).toBe(5);
  expect((await loadedWebFonts(page)).sort()).toEqual(["Fraunces 600", "Fraunces 700", "Source Sans 3 400", "Source Sans 3 600", "Source Sans 3 700"]);
});

// The swap after hydration must not move the page: the layout shifts it causes stay far below what
// Lighthouse counts as good (0.1). The FAQ's lead wraps one word differently at 412 px (about 0.03).
for (const [name, viewport] of [["phone", PHONE], ["desktop", DESKTOP]] as const) {
  test(`swapping in the web fonts moves almost nothing on the audited pages (${name})`, async ({ browser }) => {
    test.slow();
    const context = await browser.newContext({ viewport });
    await context.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { layoutShifts: number[] }).layoutShifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number }>) shifts.push(entry.value);
      }).observe({ type: "layout-shift", buffered: true });
    });
    const page = await context.newPage();
    const shifted: Record<string, number> = {};
    for (const path of AUDITED_PAGES) {
      await page.goto(path);
      await waitForHydration(page);
      expect(await loadedWebFonts(page), path).toContain("Source Sans 3 400");
      shifted[path] = await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts.reduce((sum, value) => sum + value, 0));
    }
    await context.close();
    for (const [path, total] of Object.entries(shifted)) expect(total, path).toBeLessThan(0.05);
  });
}
