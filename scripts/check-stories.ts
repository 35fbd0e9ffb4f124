/**
 * The story check (part of `npm test`): proves every story of the static Storybook build shows what
 * it says, on its own and whatever was shown before it.
 *
 * 1. Each story's first rendering, in a batch page (one per worker, STORY_WORKERS, default 4) that
 *    shows one story after another, switched the way the Storybook UI switches them: before each
 *    story the context's cookies, the page's localStorage and sessionStorage are cleared and the
 *    window takes the size of the viewport its globals choose (390 × 844 for `onPhone`,
 *    .storybook/phone.ts), else 1280 × 720 — what a new page of its own gave it. It fails on console
 *    errors and page errors while it is shown, failed same-origin requests and error responses of
 *    the requests it started, an exception of the story or its play function, any axe violation of
 *    WCAG 2.2 A/AA (e2e/support/axe.ts), and a message key shown instead of its text (a dictionary
 *    part Storybook did not load). A failure names the story shown before it in its page.
 * 2. All stories again in a shuffled order, cut into consecutive parts (two per worker), each part
 *    shown in a page of its own: each story must show exactly what it showed in pass 1 (DOM, form
 *    values, focus, language, scroll position), so no story depends on state another one left
 *    behind. The order is seeded: a fixed seed when CI is set, else a random one; `STORY_SEED=<n>`
 *    repeats a run's order (the seed is printed; with STORY_WORKERS=1 pass 1's order repeats
 *    exactly too).
 *
 * Why pass 1 need not load a new page per story, as it did until issue 50 (most of the check's
 * time went into loading Storybook's preview again for each story). A new page gave each story
 * three things: nothing stored (cookies, storage) — now cleared before each story; its own window
 * size — now set before each story; and a document no other story had run in. A batch page gives
 * up the last: a story that shows the right thing only after another story left code or module
 * state in the document (state the preview's reset does not undo) would pass pass 1 if that story
 * came before it. So pass 1 takes the stories in the REVERSE of pass 2's shuffled order: a story X
 * shown before story S in S's batch page comes after S in pass 2 (later in S's part of the order,
 * or in another part's page, where S does not see it at all). If X alone leaves what S needs,
 * S lacks it in at least one pass — the one that shows S as alone would — and pass 2 compares the
 * two renders (and, since pass 2 also fails on console errors, page errors and failed requests, a
 * story that errs only without X is caught either way). What is left: a state set by several
 * stories, some before and some after S in the shuffled order, is there in both passes; each
 * run's new random order (outside CI) places S before all of them sometimes, and the first story
 * of every page still renders in a new document. axe runs once per story, in pass 1: a story's
 * DOM is compared between the passes, its styles are not (every style sheet is part of the
 * preview or of the story's own code).
 *
 * `STORY_FILTER=<text>[,<text>…]` checks only the stories whose id contains one of the texts (e.g. `forms-quoteform`);
 * `STORYBOOK_STATIC=<folder>` checks another build than `storybook-static/`.
 */
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { createServer } from "node:http";
import { extname, join, normalize } from "node:path";
import { chromium, type BrowserContext, type Page, type Request } from "playwright-core";
import { axeFindings, describeViolations, finishAnimations } from "../e2e/support/axe.ts";
import { chromiumFlags, testChromiumPath } from "../e2e/support/chromium.ts";
import { isMessageKey } from "../src/i18n/messages/index.ts";
import { firstDifference, stopPendingPictures, storyException, storySettled, storySettings, storySnapshot, switchStory, trackRequests, type Size, type StorySettings } from "./story-page.ts";

const root = join(import.meta.dirname, "..", process.env.STORYBOOK_STATIC ?? "storybook-static");
let executablePath: string;
try {
  executablePath = testChromiumPath();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
if (!existsSync(join(root, "index.json"))) {
  console.error("storybook-static/index.json is missing: run `storybook build -o storybook-static` first.");
  process.exit(1);
}

const types: Record<string, string> = { ".html": "text/html", ".js": "text/javascript", ".css": "text/css", ".json": "application/json", ".svg": "image/svg+xml", ".png": "image/png", ".woff2": "font/woff2", ".jpg": "image/jpeg", ".webp": "image/webp", ".avif": "image/avif" };
const server = createServer(async (req, res) => {
  // Chromium asks every page for a favicon; Storybook's iframe has none.
  if (req.url === "/favicon.ico") return void res.writeHead(204).end();
  const path = normalize(decodeURIComponent((req.url ?? "/").split("?")[0] ?? "/")).replace(/^(\.\.[/\\])+/, "");
  try {
    const body = await readFile(join(root, path.endsWith("/") ? `${path}index.html` : path));
    res.writeHead(200, { "Content-Type": types[extname(path)] ?? "application/octet-stream" });
    res.end(body);
  } catch {
    res.writeHead(404);
    res.end();
  }
});
await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
const origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`;

interface Story {
  id: string;
  type: string;
  title: string;
  name: string;
  tags?: string[];
}
const index = JSON.parse(await readFile(join(root, "index.json"), "utf8")) as { entries: Record<string, Story> };
const filters = process.env.STORY_FILTER?.toLowerCase().split(",").filter(Boolean);
const stories = Object.values(index.entries).filter((entry) => entry.type === "story" && (!filters || filters.some((text) => entry.id.includes(text))));
const label = (story: Story) => `${story.title} › ${story.name}`;
// The addon's own axe run after every story (for the Accessibility panel) is left out: the check runs axe itself.
const storyUrl = (story: Story) => `${origin}/iframe.html?id=${story.id}&viewMode=story&globals=a11y.manual:!true`;

/** Shows `story` in `page`: loads the preview with it when the page has shown none yet (`shown`), else switches to it. */
async function showStory(page: Page, story: Story, shown: boolean): Promise<void> {
  if (shown) return switchStory(page, story.id);
  trackRequests(page);
  await page.goto(storyUrl(story), { waitUntil: "load", timeout: 60_000 });
  await storySettled(page, story.id);
}

/** Dotted words of the page's visible text and accessible names that are message keys: texts Storybook did not load. */
async function shownKeys(page: Page): Promise<string[]> {
  const words = new Set<string>();
  for (const frame of page.frames()) {
    const texts = await frame
      .evaluate(() => [
        document.body?.innerText ?? "",
        ...[...document.querySelectorAll("[aria-label], [title], [alt], [placeholder]")].flatMap((element) =>
          ["aria-label", "title", "alt", "placeholder"].map((name) => element.getAttribute(name) ?? ""),
        ),
      ])
      .catch(() => []);
    for (const text of texts) for (const [word] of text.matchAll(/[A-Za-z][\w-]*(?:\.[\w-]+)+/g)) words.add(word);
  }
  return [...words].filter((word) => isMessageKey(word));
}

/** One rendering of a story in a batch page: what went wrong while it was shown, and whether it is still being shown. */
interface Rendering {
  story: Story;
  problems: string[];
  open: boolean;
}

/**
 * Watches a batch page for the whole run and reports what goes wrong to the story being shown:
 * console errors and page errors while it is shown, failed same-origin requests and error
 * responses of the requests it started. Nothing is reported between two stories (the page only
 * switches then) nor after a story's checks ended, as nothing was after a page of its own closed.
 */
function watchStories(page: Page) {
  let current: Rendering | undefined;
  const startedBy = new WeakMap<Request, Rendering>();
  const report = (rendering: Rendering | undefined, problem: string) => {
    if (rendering?.open) rendering.problems.push(problem);
  };
  // Stories tagged "expected-http-errors" show a fallback or failure state on purpose: failed
  // image and API responses are part of them.
  const httpErrorsExpected = (rendering: Rendering | undefined) => rendering?.story.tags?.includes("expected-http-errors") ?? false;
  page.on("request", (request) => {
    if (current) startedBy.set(request, current);
  });
  page.on("console", (message) => {
    if (message.type() !== "error") return;
    if (httpErrorsExpected(current) && message.text().startsWith("Failed to load resource: the server responded with a status of")) return;
    report(current, `console: ${message.text()}`);
  });
  page.on("pageerror", (error) => report(current, `page error: ${error.message}`));
  page.on("requestfailed", (request) => {
    // A request the page cancelled itself (a form's live answer, asked anew when its values change
    // or the form is sent) is not a failure; a refused or broken connection is.
    if (request.failure()?.errorText === "net::ERR_ABORTED") return;
    if (request.url().startsWith(origin)) report(startedBy.get(request), `request failed: ${request.url()} (${request.failure()?.errorText ?? "no reason"})`);
  });
  page.on("response", (response) => {
    if (!response.url().startsWith(origin) || response.status() < 400) return;
    const rendering = startedBy.get(response.request());
    if (httpErrorsExpected(rendering) && /\.(jpe?g|webp|avif)$|^\/api\//.test(new URL(response.url()).pathname)) return;
    report(rendering, `HTTP ${response.status()}: ${response.url()}`);
  });
  return {
    begin(story: Story): Rendering {
      current = { story, problems: [], open: true };
      return current;
    },
    end(): string[] {
      const ended = current;
      current = undefined;
      if (!ended) return [];
      ended.open = false;
      return ended.problems;
    },
  };
}

/**
 * Shows a story for the first time, in a batch page (`shown`: whether the page has shown a story
 * yet), as it would be shown alone: cookies and stored values (localStorage, sessionStorage) of
 * the stories before it are cleared and the window takes the story's size before it is shown;
 * then what is wrong with it and what it showed. Pending requests of the story before it are not
 * waited for (trackRequests); its pictures not loaded yet are stopped (stopPendingPictures).
 */
async function firstRendering(context: BrowserContext, page: Page, watch: ReturnType<typeof watchStories>, story: Story, shown: boolean): Promise<{ problems: string[]; snapshot: string[] }> {
  if (shown) await stopPendingPictures(page);
  const rendering = watch.begin(story);
  let snapshot: string[] = [];
  try {
    await context.clearCookies();
    if (shown) await page.evaluate(() => (localStorage.clear(), sessionStorage.clear()));
    await page.setViewportSize(viewportOf(story));
    await showStory(page, story, shown);
    const exception = await storyException(page);
    if (exception) rendering.problems.push(`story threw: ${exception.split("\n")[0]}`);
    snapshot = await storySnapshot(page);
    await finishAnimations(page);
    const { violations } = await axeFindings(page, { rules: settingsOf(story).axeRules });
    rendering.problems.push(...describeViolations("axe", violations));
    rendering.problems.push(...(await shownKeys(page)).map((key) => `message key shown instead of its text: ${key}`));
  } catch (error) {
    rendering.problems.push(`did not render: ${(error as Error).message.split("\n")[0]}`);
  }
  return { problems: watch.end(), snapshot };
}

/** A small seeded generator (mulberry32), so a shuffled order can be repeated. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function shuffled<T>(items: readonly T[], seed: number): T[] {
  const next = random(seed);
  const result = [...items];
  for (let i = result.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [result[i], result[j]] = [result[j]!, result[i]!];
  }
  return result;
}

const started = Date.now();
const seconds = (from: number) => `${((Date.now() - from) / 1000).toFixed(0)} s`;
const browser = await chromium.launch({ executablePath, args: [...chromiumFlags] });
const DESKTOP: Size = { width: 1280, height: 720 };
const page = await browser.newPage({ viewport: DESKTOP });
await page.goto(`${origin}/iframe.html`, { waitUntil: "load", timeout: 60_000 });
const settings = await storySettings(page, stories.map((story) => story.id), DESKTOP);
const settingsOf = (story: Story): StorySettings => settings.get(story.id) ?? { size: DESKTOP, axeRules: {}, compareAfterOthers: true };
const viewportOf = (story: Story) => settingsOf(story).size;

const seed = process.env.STORY_SEED ? Number(process.env.STORY_SEED) : process.env.CI ? 1 : Math.floor(Math.random() * 2 ** 31);
const order = shuffled(stories, seed);

// Four batch pages at a time: each page spends much of a story waiting for it to be quiet, so two
// (one per core) left the cores part idle (pass 1 248 s, pass 2 103 s on two cores; with four 167 s
// and 91 s, the processor idle 0–20 % of the time). STORY_WORKERS changes it. They take the stories
// in the reverse of the shuffled pass's order (see the header).
const workers = Math.max(1, Number(process.env.STORY_WORKERS) || 4);
console.log(`Each of ${stories.length} stories first, in ${workers} batch page${workers === 1 ? "" : "s"}, in the reverse of the shuffled order (STORY_SEED=${seed}):`);
const snapshots = new Map<string, string[]>();
const shownBefore = new Map<string, Story | undefined>();
let failed = 0;
const queue = [...order].reverse();
await Promise.all(
  Array.from({ length: workers }, async () => {
    const context = await browser.newContext({ viewport: DESKTOP });
    const batch = await context.newPage();
    const watch = watchStories(batch);
    let before: Story | undefined;
    for (let story = queue.shift(); story; before = story, story = queue.shift()) {
      const { problems, snapshot } = await firstRendering(context, batch, watch, story, before !== undefined);
      snapshots.set(story.id, snapshot);
      shownBefore.set(story.id, before);
      if (problems.length) failed++;
      const after = before ? `after ${label(before)}` : "first in its page";
      console.log(`${problems.length ? "FAIL" : "ok  "} ${label(story)}${problems.length ? ` (${after})\n       ${problems.join("\n       ")}` : ""}`);
    }
    await context.close();
  }),
);
console.log(`(${seconds(started)})`);

// Pass 2 cuts the shuffled order into consecutive parts, each shown in a page of its own: within a
// page the stories follow each other in the shuffled order, so a story shown before S in pass 1 is
// never shown before S in pass 2 (it comes later in S's part or in another page). Pass 2 mostly waits
// for each story to be quiet, so it takes two pages per worker (347 stories: 160 s in two, 99 s in four).
const pages = workers * 2;
const parts = Array.from({ length: pages }, (_, part) => order.slice(Math.round((part * order.length) / pages), Math.round(((part + 1) * order.length) / pages)));
console.log(`\nThe same stories again, shuffled, one after another in ${pages} pages of consecutive parts of the order (STORY_SEED=${seed}):`);
const shuffleStarted = Date.now();
await page.close();
let dependent = 0;
await Promise.all(
  parts.map(async (part) => {
    const context = await browser.newContext({ viewport: DESKTOP });
    const shuffle = await context.newPage();
    const watch = watchStories(shuffle);
    for (const [position, story] of part.entries()) {
      let difference: string | undefined;
      try {
        if (position > 0) await stopPendingPictures(shuffle);
        await shuffle.setViewportSize(viewportOf(story));
        watch.begin(story);
        await showStory(shuffle, story, position > 0);
        const expected = snapshots.get(story.id) ?? [];
        const actual = await storySnapshot(shuffle);
        const exception = await storyException(shuffle);
        if (exception) difference = `story threw: ${exception.split("\n")[0]}`;
        else if (settingsOf(story).compareAfterOthers && expected.join("\n") !== actual.join("\n")) difference = firstDifference(expected, actual);
      } catch (error) {
        difference = `did not render: ${(error as Error).message.split("\n")[0]}`;
      }
      const problems = watch.end();
      if (!difference && !problems.length) continue;
      dependent++;
      const before = position > 0 ? label(part[position - 1]!) : "(first in its page)";
      const firstBefore = shownBefore.get(story.id);
      console.log(`FAIL ${label(story)} differs after ${before} from pass 1 (after ${firstBefore ? label(firstBefore) : "nothing"})\n       ${[difference, ...problems].filter(Boolean).join("\n       ")}`);
    }
    await context.close();
  }),
);
console.log(`${stories.length - dependent} of ${stories.length} stories showed the same as in pass 1 (${seconds(shuffleStarted)}).`);

await browser.close();
server.close();
console.log(`\n${stories.length} stories: ${failed} failed, ${dependent} differed after other stories (${seconds(started)}).`);
process.exit(stories.length === 0 || failed > 0 || dependent > 0 ? 1 : 0);
