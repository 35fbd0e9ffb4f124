/**
 * What the story check (check-stories.ts) does inside Storybook's preview frame: wait until a story
 * is completely rendered, switch stories the way the Storybook UI does, and describe what a story
 * shows as text that can be compared between two renders.
 */
import type { Page } from "playwright-core";
import { API_DEBOUNCE_MS } from "../src/features/use-api-answer.ts";

/** The parts of Storybook's preview the check reaches (`window.__STORYBOOK_PREVIEW__` and its channel). */
interface PreviewWindow extends Window {
  __STORYBOOK_PREVIEW__?: {
    storyStoreValue?: unknown;
    currentRender?: { id: string; phase?: string };
    loadStory: (options: { storyId: string }) => Promise<{
      storyGlobals?: { viewport?: { value?: string } };
      parameters?: {
        viewport?: { options?: Record<string, { styles?: { width?: string; height?: string } }> };
        a11y?: { options?: { rules?: Record<string, { enabled: boolean }> } };
        storyCheck?: { compareAfterOthers?: boolean };
      };
    }>;
  };
  __STORYBOOK_ADDONS_CHANNEL__?: { emit: (event: string, payload: unknown) => void };
}

/**
 * Waits until the story `id` has passed every phase of Storybook's render (loaders, render, play
 * function, entrance animations: phase "finished", also after an error), then until the page has
 * been quiet — no change to the DOM and no request started — for longer than the forms wait before
 * asking an API (API_DEBOUNCE_MS), so answers of the mocked APIs have arrived.
 */
export async function storySettled(page: Page, id: string, timeout = 60_000): Promise<void> {
  await page.waitForFunction(
    (id) => {
      const render = (window as PreviewWindow).__STORYBOOK_PREVIEW__?.currentRender;
      return render?.id === id && render.phase === "finished";
    },
    id,
    { timeout, polling: 50 },
  );
  const started = Date.now();
  // A request started during the quiet time (a form's live answer, asked after its debounce) is waited for, then the page must be quiet again.
  for (let requests = requestCount(page); ; ) {
    await requestsDone(page);
    await domQuiet(page, API_DEBOUNCE_MS + 200);
    const now = requestCount(page);
    if (now === requests || Date.now() - started > 15_000) return;
    requests = now;
  }
}

/** Resolves once the DOM has not changed for `quiet` ms (at most 4 s). */
function domQuiet(page: Page, quiet: number): Promise<void> {
  return page.evaluate(
    (quiet) =>
      new Promise<void>((resolve) => {
        let timer: ReturnType<typeof setTimeout>;
        const observer = new MutationObserver(() => {
          clearTimeout(timer);
          timer = setTimeout(done, quiet);
        });
        const done = () => {
          observer.disconnect();
          clearTimeout(limit);
          resolve();
        };
        const limit = setTimeout(done, 4_000);
        observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
        timer = setTimeout(done, quiet);
      }),
    quiet,
  );
}

/** Requests of each page's current story still waiting for their answer: code loaded on first use, images, API calls. */
const inFlight = new WeakMap<Page, Set<unknown>>();
/** How many requests each page has started, to tell whether one started while waiting for quiet. */
const requestsStarted = new WeakMap<Page, number>();
const requestCount = (page: Page) => requestsStarted.get(page) ?? 0;

/**
 * Starts counting the requests of the story about to be shown in `page` (call it before loading or
 * switching to the story). Requests an earlier story left pending — a loading state's answer that
 * never comes — are not waited for: they would hold every later story for the whole limit.
 */
export function trackRequests(page: Page): void {
  const known = inFlight.get(page);
  if (known) return known.clear();
  const pending = new Set<unknown>();
  inFlight.set(page, pending);
  page.on("request", (request) => {
    pending.add(request);
    requestsStarted.set(page, requestCount(page) + 1);
  });
  page.on("requestfinished", (request) => pending.delete(request));
  page.on("requestfailed", (request) => pending.delete(request));
}

/**
 * Waits until the page has no request in flight, so code a story loads on first use (a deferred
 * form, the destination filter) and the answers it shows have arrived however busy the machine is,
 * whether or not an earlier story left them in the browser's cache. A request that never ends (a
 * story's loading state) stops the wait after a few seconds.
 */
async function requestsDone(page: Page, limit = 5_000): Promise<void> {
  const pending = inFlight.get(page);
  if (!pending) throw new Error("trackRequests(page) was not called before the story was shown.");
  const started = Date.now();
  while (pending.size > 0 && Date.now() - started < limit) await new Promise((resolve) => setTimeout(resolve, 50));
}

export interface Size {
  width: number;
  height: number;
}

export interface StorySettings {
  size: Size;
  /** axe rules the story switches off, each with its reason in the story (`parameters.a11y.options.rules`). */
  axeRules: Record<string, { enabled: boolean }>;
  /**
   * Whether the shuffled pass compares the story with its first rendering (pass 1); a story whose picture
   * depends on the browser's cache by design says `parameters.storyCheck.compareAfterOthers: false`, with its reason.
   */
  compareAfterOthers: boolean;
}

/**
 * What each story asks of the check: the window size of the viewport its globals choose
 * (`onPhone`, .storybook/phone.ts; else `otherwise`) and the axe rules its parameters scope. Read
 * from Storybook's own story store in a page that has loaded the preview, so the check and the
 * Storybook UI (viewport, Accessibility panel) agree.
 */
export async function storySettings(page: Page, ids: string[], otherwise: Size): Promise<Map<string, StorySettings>> {
  await page.waitForFunction(() => !!(window as PreviewWindow).__STORYBOOK_PREVIEW__?.storyStoreValue, undefined, { timeout: 15_000 });
  const settings = await page.evaluate(
    async ({ ids, otherwise }) => {
      const preview = (window as PreviewWindow).__STORYBOOK_PREVIEW__!;
      const result: Array<[string, StorySettings]> = [];
      for (const storyId of ids) {
        const story = await preview.loadStory({ storyId });
        const chosen = story.storyGlobals?.viewport?.value;
        const styles = chosen ? story.parameters?.viewport?.options?.[chosen]?.styles : undefined;
        const width = Number.parseInt(styles?.width ?? "", 10);
        const height = Number.parseInt(styles?.height ?? "", 10);
        result.push([storyId, { size: width > 0 && height > 0 ? { width, height } : otherwise, axeRules: story.parameters?.a11y?.options?.rules ?? {}, compareAfterOthers: story.parameters?.storyCheck?.compareAfterOthers !== false }]);
      }
      return result;
    },
    { ids, otherwise },
  );
  return new Map(settings);
}

/**
 * Stops the pictures the story on screen has not loaded yet (lazy ones below the fold): resizing the
 * window for the next story brings them into view, and their requests — answered after the switch, by
 * the next story's mocked APIs — would count against the next story. Called between two stories.
 */
export async function stopPendingPictures(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const image of document.querySelectorAll("img")) {
      if (image.complete) continue;
      image.removeAttribute("srcset");
      image.removeAttribute("src");
    }
    for (const source of document.querySelectorAll("picture > source")) source.removeAttribute("srcset");
  });
}

/** Shows another story in the same document, as the Storybook UI does when a story is chosen. */
export async function switchStory(page: Page, id: string): Promise<void> {
  trackRequests(page);
  await page.evaluate((storyId) => (window as PreviewWindow).__STORYBOOK_ADDONS_CHANNEL__!.emit("setCurrentStory", { storyId, viewMode: "story" }), id);
  await storySettled(page, id);
}

/** Storybook's exception screen, when the story threw (its render or its play function). */
export async function storyException(page: Page): Promise<string | null> {
  return page.evaluate(() => (document.body.classList.contains("sb-show-errordisplay") ? (document.querySelector("#error-message")?.textContent ?? "error") : null));
}

/**
 * The story as the page shows it, one line per element and text: every element of the body that
 * is not Storybook's own (the story's root and whatever it put on the body — dialogs, popovers,
 * toasts), with its attributes, the current values of form fields, the focused element, the
 * document's language and scroll position. Ids generated while rendering (React's `useId`,
 * react-aria's) count up over a page's life, so they are numbered in order of appearance.
 */
export async function storySnapshot(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const storybookOwn = (element: Element) =>
      ["SCRIPT", "STYLE", "LINK", "NOSCRIPT", "TEMPLATE"].includes(element.tagName) ||
      element.id === "storybook-docs" ||
      // the Accessibility addon's colour-vision filters, added to the body once the addon first runs
      element.id === "storybook-a11y-vision-filters" ||
      // react-aria's live region for screen readers: created on a page's first announcement and kept,
      // holding messages that expire on a timer; what a story announces is not what it shows.
      element.hasAttribute("data-live-announcer") ||
      [...element.classList].some((name) => name.startsWith("sb-"));
    const ids = new Map<string, string>();
    const generated = /_r_[0-9a-z]+_|«[^»]+»|:r[0-9a-z]+:|react-aria(?:-description-|\d+-?)\d*/g;
    const normal = (text: string) => text.replace(generated, (found) => ids.get(found) ?? (ids.set(found, `#id${ids.size + 1}`), `#id${ids.size}`));
    // Values that differ between two renders of the same story by design: a form's idempotency key
    // is new for every form shown, a popover's placement, and whether an image below the fold has loaded yet depends on
    // lazy loading and the browser's cache, not on the story (a failed image still shows as such).
    const volatile = (element: Element, name: string, value: string) => {
      if ((name === "value" || name === "(value)") && element.getAttribute("name") === "idempotencyKey") return "(key)";
      if (name === "data-status" && (value === "loading" || value === "loaded")) return "loading or loaded";
      // A popover's inline style is react-aria's placement, computed from the layout after it opens
      // and again on every resize and scroll (hidden until then): pixels and timing, not content.
      if (name === "style" && element.hasAttribute("data-trigger") && element.hasAttribute("data-placement")) return "(placement)";
      return value;
    };
    const lines = [`lang=${document.documentElement.lang} scroll=${Math.round(window.scrollX)},${Math.round(window.scrollY)}`];
    const walk = (node: Node, depth: number) => {
      const indent = "  ".repeat(depth);
      if (node.nodeType === Node.TEXT_NODE) {
        const text = node.textContent?.replace(/\s+/g, " ").trim();
        if (text) lines.push(`${indent}"${normal(text)}"`);
        return;
      }
      if (!(node instanceof Element)) return;
      const attributes = [...node.attributes].map((attribute) => `${attribute.name}="${normal(volatile(node, attribute.name, attribute.value))}"`).sort();
      if (node instanceof HTMLInputElement || node instanceof HTMLTextAreaElement || node instanceof HTMLSelectElement) attributes.push(`(value="${volatile(node, "value", node.value)}")`);
      if (node instanceof HTMLInputElement && (node.type === "checkbox" || node.type === "radio")) attributes.push(`(checked=${node.checked})`);
      if (node === document.activeElement) attributes.push("(focused)");
      lines.push(`${indent}<${node.tagName.toLowerCase()} ${attributes.join(" ")}>`);
      for (const child of node.childNodes) walk(child, depth + 1);
    };
    for (const child of document.body.children) if (!storybookOwn(child)) walk(child, 0);
    return lines;
  });
}

/** The first place two snapshots differ, with a line of context, for a failure message. */
export function firstDifference(expected: string[], actual: string[]): string {
  const at = expected.findIndex((line, index) => line !== actual[index]);
  const index = at === -1 ? expected.length : at;
  const show = (lines: string[]) => (lines[index] === undefined ? "(nothing)" : lines[index]!.trim().slice(0, 200));
  return `line ${index + 1}: pass 1 ${show(expected)} | pass 2 ${show(actual)}`;
}
