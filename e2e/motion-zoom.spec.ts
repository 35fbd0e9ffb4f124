/**
 * Reduced motion and 200 % zoom. With `prefers-reduced-motion: reduce`, back-to-top jumps instead
 * of scrolling smoothly, and toasts and the quote dialog neither animate nor transition. At 200 %
 * zoom of a 1280 × 800 desktop (a 640 × 400 CSS-pixel viewport), no text on the key pages is cut
 * off, pushed out of the page or drawn over other text (a bounding-box check).
 */
import { expect, test, type Locator, type Page } from "@playwright/test";
import { waitForFormCode, waitForHydration } from "./support/hydration.ts";
import { consent } from "./support/consent.ts";

async function open(page: Page, path: string) {
  await consent(page.context());
  await page.goto(path);
  await waitForHydration(page);
}

/** Animations and transitions longer than the reduced-motion rule's 0.01 ms on the element and everything in it. */
function motionIn(target: Locator): Promise<string[]> {
  return target.evaluate((root) => {
    const moving: string[] = [];
    const seconds = (value: string) => value.split(",").map((part) => (part.trim().endsWith("ms") ? parseFloat(part) / 1000 : parseFloat(part)));
    for (const element of [root, ...root.querySelectorAll("*")]) {
      const style = getComputedStyle(element);
      const name = `${element.tagName.toLowerCase()}.${element.getAttribute("class") ?? ""}`;
      if (seconds(style.transitionDuration).some((duration) => duration > 0.00001)) moving.push(`${name}: transition ${style.transitionProperty} ${style.transitionDuration}`);
      if (style.animationName !== "none" && seconds(style.animationDuration).some((duration) => duration > 0.00001)) moving.push(`${name}: animation ${style.animationName} ${style.animationDuration}`);
    }
    // Animations started from script (the Web Animations API) as well.
    for (const animation of root.getAnimations({ subtree: true })) {
      const duration = Number(animation.effect?.getComputedTiming().duration ?? 0);
      if (duration > 0.01) moving.push(`${(animation.effect as KeyframeEffect | null)?.target?.tagName.toLowerCase() ?? "?"}: ${animation.constructor.name} ${duration} ms`);
    }
    return moving;
  });
}

test.describe("reduced motion", () => {
  test.use({ reducedMotion: "reduce" });

  test("back-to-top jumps to the top at once", async ({ page }) => {
    await open(page, "/faq");
    await page.evaluate(() => window.scrollTo(0, 900));
    const button = page.getByTestId("back-to-top");
    await expect(button).toBeVisible();
    expect(await motionIn(button)).toEqual([]);
    // Still at the top in the same task as the click: no smooth scroll under way.
    expect(await button.evaluate((element: HTMLElement) => (element.click(), window.scrollY))).toBe(0);
  });

  test("the quote dialog and a toast neither animate nor transition", async ({ page }) => {
    await open(page, "/contact");
    await page.getByTestId("site-header").getByRole("link", { name: "Get a Quote" }).click();
    const dialog = page.getByTestId("quote-dialog");
    await expect(dialog).toBeVisible();
    expect(await motionIn(page.locator("[data-testid=quote-dialog]").locator(".."))).toEqual([]);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();

    const form = page.getByTestId("contact-form");
    await form.locator("#contact-name").fill("Lena Fischer");
    await form.locator("#contact-email").fill(`motion-${Date.now()}@example.org`);
    await form.locator("#contact-subject").selectOption({ index: 1 });
    await form.locator("#contact-message").fill("Does a reduced-motion visitor see this toast without motion?");
    await waitForFormCode(page);
    await form.getByTestId("contact-submit").click();
    const toast = page.getByTestId("toast-region").getByRole("alertdialog");
    await expect(toast.first()).toBeVisible();
    expect(await motionIn(page.getByTestId("toast-region"))).toEqual([]);
  });
});

/**
 * Text that is cut off sideways by a box that hides overflow, reaches outside the page's width, or
 * is drawn over other text. Each text's line boxes count as far as they are visible (so a
 * deliberately line-clamped excerpt is judged by the lines it shows).
 */
function layoutProblems(page: Page, scope = "main *, header *, footer *"): Promise<string[]> {
  return page.evaluate((selector) => {
    const problems: string[] = [];
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth > width + 1) problems.push(`the page scrolls sideways: ${document.documentElement.scrollWidth} px wide in ${width} px`);
    const describe = (element: Element) => `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ""} "${(element.textContent ?? "").trim().slice(0, 40)}"`;
    const shown = (element: Element) => {
      const box = element.getBoundingClientRect();
      // Visually hidden helpers (1 px, clipped), closed disclosures and hidden parts do not count.
      return element.checkVisibility({ opacityProperty: true, visibilityProperty: true }) && box.width > 2 && box.height > 2 && element.closest("[aria-hidden=true]") === null;
    };
    const ownText = (element: Element) => [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? "").trim() !== "");
    type Box = { left: number; right: number; top: number; bottom: number };
    /** The nearest box that hides what overflows it (the text's own, or an ancestor's), with its visible area. */
    const clipOf = (element: Element): { by: Element; box: Box } | undefined => {
      if (element.matches("input, select, textarea, button")) element = element.parentElement ?? element;
      for (let node: Element | null = element; node && node !== document.body; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (style.overflowX !== "visible" || style.overflowY !== "visible") return { by: node, box: node.getBoundingClientRect() };
      }
      return undefined;
    };
    const texts = [...document.body.querySelectorAll(selector)].filter((element) => (ownText(element) || element.matches("input, select, textarea, button")) && shown(element));
    const visibleLines = texts.map((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      const lines: Box[] = element.matches("input, select, textarea, button") ? [element.getBoundingClientRect()] : [...range.getClientRects()].filter((line) => line.width > 0 && line.height > 0);
      const clip = clipOf(element);
      for (const line of lines) {
        if (line.left < -1 || line.right > width + 1) problems.push(`${describe(element)} reaches outside the page (${Math.round(line.left)}–${Math.round(line.right)} px)`);
        const onLevel = clip && line.bottom > clip.box.top && line.top < clip.box.bottom;
        if (clip && onLevel && (line.left < clip.box.left - 1 || line.right > clip.box.right + 1) && getComputedStyle(element).textOverflow !== "ellipsis") {
          problems.push(`${describe(element)} is cut off by ${describe(clip.by)}`);
        }
      }
      const visible = lines
        .map((line) => (clip ? { left: Math.max(line.left, clip.box.left), right: Math.min(line.right, clip.box.right), top: Math.max(line.top, clip.box.top), bottom: Math.min(line.bottom, clip.box.bottom) } : line))
        .filter((line) => line.right - line.left > 2 && line.bottom - line.top > 2);
      return { element, lines: visible };
    });
    // Text over text: visible lines of two text elements, neither inside the other, that overlap.
    for (let first = 0; first < visibleLines.length; first++) {
      for (let second = first + 1; second < visibleLines.length; second++) {
        const a = visibleLines[first]!;
        const b = visibleLines[second]!;
        if (a.element.contains(b.element) || b.element.contains(a.element)) continue;
        const overlap = a.lines.some((one) =>
          b.lines.some((other) => Math.min(one.right, other.right) - Math.max(one.left, other.left) > 2 && Math.min(one.bottom, other.bottom) - Math.max(one.top, other.top) > 2),
        );
        if (overlap) problems.push(`${describe(a.element)} overlaps ${describe(b.element)}`);
      }
    }
    return [...new Set(problems)];
  }, scope);
}

test.describe("200 % zoom (640 × 400 CSS pixels)", () => {
  test.use({ viewport: { width: 640, height: 400 } });

  const pages = [
    "/",
    "/?language=de",
    "/services",
    "/services/pet-air-transport?language=de",
    "/destinations",
    "/destinationen/deutschland/frankfurt-fra",
    "/destinations/japan/tokyo-nrt",
    "/blog",
    "/faq?language=de",
    "/contact",
    "/angebot",
    "/pet-shipping",
  ];
  for (const path of pages) {
    test(`nothing is cut off or overlaps on ${path}`, async ({ page }) => {
      await open(page, path);
      expect(await layoutProblems(page)).toEqual([]);
    });
  }

  test("the open mobile menu and quote dialog fit as well", async ({ page }) => {
    await open(page, "/");
    await page.getByTestId("menu-button").click();
    await expect(page.getByTestId("site-menu")).toBeVisible();
    // The menu lies over the page by design: its own texts are checked.
    expect(await layoutProblems(page, "#site-menu *")).toEqual([]);
    await page.getByTestId("site-menu").getByRole("link", { name: "Get a Quote" }).click();
    await expect(page.getByTestId("quote-dialog").getByTestId("quote-form")).toBeVisible();
    expect(await layoutProblems(page, "[data-testid=quote-dialog] *")).toEqual([]);
  });
});
