/**
 * Keyboard-only walks: moving focus with Tab, reading what has focus (with whether a focus ring
 * is drawn), and recording what live regions announce.
 */
import { expect, type Locator, type Page } from "@playwright/test";

export interface FocusStop {
  /** Tag, id or name, and accessible label, for messages. */
  name: string;
  /** Whether the focused element, or the react-aria group drawing its frame, shows an outline or a focus shadow. */
  ring: boolean;
  /** Its box in the page as laid out (scrolling undone), in CSS pixels. */
  box: { x: number; y: number; width: number; height: number };
  inside: boolean;
}

/** What has focus now; `within` says whether it is inside that element (a dialog, a menu). */
export async function focused(page: Page, within?: string): Promise<FocusStop> {
  return page.evaluate((scope) => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return { name: "(nothing)", ring: false, box: { x: 0, y: 0, width: 0, height: 0 }, inside: false };
    const drawsRing = (node: Element) => {
      const style = getComputedStyle(node);
      const outline = style.outlineStyle !== "none" && parseFloat(style.outlineWidth) >= 2;
      const shadow = node.hasAttribute("data-focus-visible") && style.boxShadow !== "none";
      return outline || shadow;
    };
    const frame = element.closest("[data-focus-within]");
    const label =
      element.getAttribute("aria-label") ??
      (element as HTMLInputElement).labels?.[0]?.textContent ??
      element.getAttribute("aria-labelledby")?.split(" ").map((id) => document.getElementById(id)?.textContent ?? "").join(" ") ??
      element.textContent ??
      "";
    // Where it sits in the page as laid out, whatever the window, a dialog or a menu is scrolled to;
    // a link that wraps onto the next line is where it starts, its first line box.
    const rect = element.getClientRects()[0] ?? element.getBoundingClientRect();
    let x = rect.x + window.scrollX;
    let y = rect.y + window.scrollY;
    for (let node = element.parentElement; node; node = node.parentElement) {
      x += node.scrollLeft;
      y += node.scrollTop;
    }
    return {
      name: `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ""}${element.getAttribute("name") ? `[name=${element.getAttribute("name")}]` : ""} "${label.trim().slice(0, 60)}"`,
      ring: drawsRing(element) || (!!frame && drawsRing(frame)),
      box: { x, y, width: rect.width, height: rect.height },
      inside: scope ? !!element.closest(scope) : true,
    };
  }, within ?? null);
}

/** Presses Tab (or Shift+Tab) until `target` has focus, at most `limit` times. */
export async function tabTo(page: Page, target: Locator, { limit = 80, backwards = false } = {}): Promise<void> {
  for (let step = 0; step <= limit; step++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(backwards ? "Shift+Tab" : "Tab");
  }
  throw new Error(`${target} did not get focus within ${limit} presses of ${backwards ? "Shift+Tab" : "Tab"}`);
}

/**
 * Tabs from what has focus now until `until` has focus, and returns every stop on the way
 * (the last one included). Fails on a stop without a focus ring or outside `within`.
 */
export async function tabWalk(page: Page, until: Locator, { within, limit = 80 }: { within?: string; limit?: number } = {}): Promise<FocusStop[]> {
  const stops: FocusStop[] = [];
  for (let step = 0; step < limit; step++) {
    await page.keyboard.press("Tab");
    const stop = await focused(page, within);
    stops.push(stop);
    expect(stop.ring, `focus ring on ${stop.name}`).toBe(true);
    expect(stop.inside, `${stop.name} is inside ${within}`).toBe(true);
    if (await until.evaluate((element) => element === document.activeElement)) return stops;
  }
  throw new Error(`${until} was not reached within ${limit} presses of Tab; stops: ${stops.map((stop) => stop.name).join(", ")}`);
}

/**
 * Whether the stops follow the visual reading order: each is below the one before, or on the same
 * line (their boxes overlap vertically) and to its right. Returns the stops that break it.
 */
export function outOfOrder(stops: FocusStop[]): string[] {
  const broken: string[] = [];
  for (let index = 1; index < stops.length; index++) {
    const before = stops[index - 1]!.box;
    const now = stops[index]!.box;
    const sameLine = now.y < before.y + before.height && before.y < now.y + now.height;
    const below = now.y >= before.y + before.height - 1;
    if (!(below || (sameLine && now.x > before.x))) broken.push(`${stops[index - 1]!.name} → ${stops[index]!.name}`);
  }
  return broken;
}

/** Starts recording what live regions (alert, status, aria-live) announce: text added to them or changed in them. */
export async function recordAnnouncements(page: Page): Promise<void> {
  await page.evaluate(() => {
    const log: string[] = [];
    (window as unknown as { announcements: string[] }).announcements = log;
    const live = "[role=alert], [role=status], [aria-live]:not([aria-live=off])";
    const regionOf = (node: Node | null) => (node instanceof Element ? node : node?.parentElement)?.closest(live) ?? null;
    new MutationObserver((mutations) => {
      for (const mutation of mutations) {
        const nodes = mutation.type === "characterData" ? [mutation.target] : [...mutation.addedNodes];
        for (const node of nodes) {
          // A region added with its text, or text added to a region.
          const region = node instanceof Element && node.matches(live) ? node : regionOf(mutation.type === "characterData" ? node : mutation.target);
          const text = (node.textContent ?? "").trim();
          if (region && text) log.push(text);
        }
      }
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
}

/** How often `text` has been announced since recording started. */
export async function timesAnnounced(page: Page, text: string): Promise<number> {
  return page.evaluate((wanted) => (window as unknown as { announcements: string[] }).announcements.filter((said) => said.includes(wanted)).length, text);
}

/** The text of the elements that describe the focused control (aria-describedby). */
export async function focusedDescription(page: Page): Promise<string> {
  return page.evaluate(() =>
    (document.activeElement?.getAttribute("aria-describedby") ?? "")
      .split(/\s+/)
      .filter(Boolean)
      .map((id) => document.getElementById(id)?.textContent?.trim() ?? "")
      .join(" "),
  );
}
