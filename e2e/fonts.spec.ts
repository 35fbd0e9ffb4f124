/**
 * The web fonts (src/styles/fonts.css) and their metric-matched fallbacks (font-fallbacks.css.ts):
 * text set in the fallback while a face loads takes the room the face takes, so the swap moves
 * nothing (CLS 0). Measured by laying the page out once with the fonts refused and once with them.
 */
import { expect, test, type Browser } from "@playwright/test";

async function boxes(browser: Browser, path: string, withFonts: boolean) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, javaScriptEnabled: false });
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
  const families = await page.evaluate(() => [...document.fonts].filter((face) => face.status === "loaded" && !/Fallback/.test(face.family)).map((face) => face.family));
  await context.close();
  return { measured, families };
}

// Matched by average width, a fallback line is within about 1–3 % of the face's, so a heading or a long
// paragraph that nearly fills a line can still wrap one word differently (the FAQ's title, the about
// page's lead at 412 px); that is why the faces of the first screen are also preloaded, so they are in
// place before the first paint (the audit's CLS).
for (const path of ["/", "/services", "/?language=de", "/leistungen"]) {
  test(`${path}: the first screen's text takes the same room in the fallback as in the web fonts`, async ({ browser }) => {
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
