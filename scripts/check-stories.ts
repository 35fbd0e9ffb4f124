/**
 * The story check (part of `npm test`): proves every story of the static Storybook build shows what
 * it says, on its own and whatever was shown before it.
 *
 * 1. Each story alone, loaded into a new page without cookies or stored values at the size of the viewport its
 *    globals choose (390 × 844 for `onPhone`, .storybook/phone.ts), else 1280 × 720: it fails on console errors, page errors, failed same-origin
 *    requests, an exception of the story or its play function, any axe violation of WCAG 2.2
 *    A/AA (e2e/support/axe.ts), and a message key shown instead of its text (a dictionary part
 *    Storybook did not load).
 * 2. All stories again in ONE page, in a shuffled order, switched the way the Storybook UI
 *    switches them: each must show exactly what it showed alone (DOM, form values, focus,
 *    language, scroll position), so no story depends on state another one left behind.
 *    The order is seeded: a fixed seed when CI is set, else a random one; `STORY_SEED=<n>`
 *    repeats a run's order (the seed is printed).
 *
 * `STORY_FILTER=<text>[,<text>…]` checks only the stories whose id contains one of the texts (e.g. `forms-quoteform`);
 * `STORYBOOK_STATIC=<folder>` checks another build than `storybook-static/`.
 */
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { createServer } from "node:http";
import { extname, join, normalize } from "node:path";
import { chromium, type BrowserContext, type Page } from "playwright-core";
import { axeFindings, describeViolations, finishAnimations } from "../e2e/support/axe.ts";
import { chromiumFlags, chromiumPath } from "../e2e/support/chromium.ts";
import { isMessageKey } from "../src/i18n/messages/index.ts";
import { firstDifference, storyException, storySettled, storySettings, storySnapshot, switchStory, trackRequests, type Size, type StorySettings } from "./story-page.ts";

const root = join(import.meta.dirname, "..", process.env.STORYBOOK_STATIC ?? "storybook-static");
let executablePath: string;
try {
  executablePath = chromiumPath();
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

/**
 * Renders one story alone — in a new page of the worker's context, with no cookie or stored value
 * an earlier story left — and returns what is wrong with it and what it showed. The context is
 * reused for its HTTP cache and the registered mock service worker, which a new context would fetch
 * and register again for every story.
 */
async function alone(context: BrowserContext, story: Story): Promise<{ problems: string[]; snapshot: string[] }> {
  await context.clearCookies();
  const page = await context.newPage();
  await page.setViewportSize(viewportOf(story));
  const problems: string[] = [];
  // Stories tagged "expected-http-errors" show a fallback or failure state on purpose: failed
  // image and API responses are part of them.
  const httpErrorsExpected = story.tags?.includes("expected-http-errors") ?? false;
  page.on("console", (message) => {
    if (message.type() !== "error") return;
    if (httpErrorsExpected && message.text().startsWith("Failed to load resource: the server responded with a status of")) return;
    problems.push(`console: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
  page.on("requestfailed", (request) => {
    // A request the page cancelled itself (a form's live answer, asked anew when its values change
    // or the form is sent) is not a failure; a refused or broken connection is.
    if (request.failure()?.errorText === "net::ERR_ABORTED") return;
    if (request.url().startsWith(origin)) problems.push(`request failed: ${request.url()} (${request.failure()?.errorText ?? "no reason"})`);
  });
  page.on("response", (response) => {
    if (!response.url().startsWith(origin) || response.status() < 400) return;
    if (httpErrorsExpected && /\.(jpe?g|webp|avif)$|^\/api\//.test(new URL(response.url()).pathname)) return;
    problems.push(`HTTP ${response.status()}: ${response.url()}`);
  });
  let snapshot: string[] = [];
  try {
    trackRequests(page);
    await page.goto(storyUrl(story), { waitUntil: "load", timeout: 60_000 });
    await storySettled(page, story.id);
    const exception = await storyException(page);
    if (exception) problems.push(`story threw: ${exception.split("\n")[0]}`);
    snapshot = await storySnapshot(page);
    await finishAnimations(page);
    const { violations } = await axeFindings(page, { rules: settingsOf(story).axeRules });
    problems.push(...describeViolations("axe", violations));
    problems.push(...(await shownKeys(page)).map((key) => `message key shown instead of its text: ${key}`));
  } catch (error) {
    problems.push(`did not render: ${(error as Error).message.split("\n")[0]}`);
  }
  // What happened while the story was shown; requests still pending (loading states) are aborted by closing.
  const found = [...problems];
  await page.evaluate(() => localStorage.clear()).catch(() => undefined);
  await page.close();
  return { problems: found, snapshot };
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

// Two stories at a time (one per core of the machines it runs on); STORY_WORKERS changes it.
const workers = Math.max(1, Number(process.env.STORY_WORKERS) || 2);
console.log(`Each of ${stories.length} stories alone (${workers} at a time):`);
const snapshots = new Map<string, string[]>();
let failed = 0;
const queue = [...stories];
await Promise.all(
  Array.from({ length: workers }, async () => {
    const context = await browser.newContext({ viewport: DESKTOP });
    for (let story = queue.shift(); story; story = queue.shift()) {
      const { problems, snapshot } = await alone(context, story);
      snapshots.set(story.id, snapshot);
      if (problems.length) failed++;
      console.log(`${problems.length ? "FAIL" : "ok  "} ${label(story)}${problems.length ? `\n       ${problems.join("\n       ")}` : ""}`);
    }
    await context.close();
  }),
);
console.log(`(${seconds(started)})`);

const seed = process.env.STORY_SEED ? Number(process.env.STORY_SEED) : process.env.CI ? 1 : Math.floor(Math.random() * 2 ** 31);
const order = shuffled(stories, seed);
console.log(`\nThe same stories one after another in one page, shuffled (STORY_SEED=${seed}):`);
const shuffleStarted = Date.now();
let dependent = 0;
for (const [position, story] of order.entries()) {
  let difference: string | undefined;
  try {
    await page.setViewportSize(viewportOf(story));
    if (position === 0) {
      trackRequests(page);
      await page.goto(storyUrl(story), { waitUntil: "load", timeout: 60_000 });
      await storySettled(page, story.id);
    } else await switchStory(page, story.id);
    const expected = snapshots.get(story.id) ?? [];
    const actual = await storySnapshot(page);
    const exception = await storyException(page);
    if (exception) difference = `story threw: ${exception.split("\n")[0]}`;
    else if (settingsOf(story).compareAfterOthers && expected.join("\n") !== actual.join("\n")) difference = firstDifference(expected, actual);
  } catch (error) {
    difference = `did not render: ${(error as Error).message.split("\n")[0]}`;
  }
  if (!difference) continue;
  dependent++;
  const before = position > 0 ? label(order[position - 1]!) : "(first)";
  console.log(`FAIL ${label(story)} differs after ${before}\n       ${difference}`);
}
await page.close();
console.log(`${stories.length - dependent} of ${stories.length} stories showed the same as alone (${seconds(shuffleStarted)}).`);

await browser.close();
server.close();
console.log(`\n${stories.length} stories: ${failed} failed alone, ${dependent} differed after other stories (${seconds(started)}).`);
process.exit(stories.length === 0 || failed > 0 || dependent > 0 ? 1 : 0);
