/**
 * Renders every story of the static Storybook build in Chromium and fails on console errors,
 * page errors or failed same-origin requests. Part of `npm test`.
 */
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { createServer } from "node:http";
import { extname, join, normalize } from "node:path";
import { chromium } from "playwright-core";
import { chromiumFlags, chromiumPath } from "../e2e/support/chromium.ts";

const root = join(import.meta.dirname, "..", "storybook-static");
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

const index = JSON.parse(await readFile(join(root, "index.json"), "utf8")) as { entries: Record<string, { id: string; type: string; title: string; name: string; tags?: string[] }> };
const stories = Object.values(index.entries).filter((entry) => entry.type === "story");
const browser = await chromium.launch({ executablePath, args: [...chromiumFlags] });
let failed = 0;
for (const story of stories) {
  // Phone stories (`onPhone` in .storybook/phone.ts) are rendered at the phone width they declare.
  const page = await browser.newPage(story.tags?.includes("phone") ? { viewport: { width: 390, height: 844 } } : {});
  const problems: string[] = [];
  // Stories tagged "expected-http-errors" show a fallback or failure state on purpose: failed
  // image and content API responses are part of them.
  const httpErrorsExpected = story.tags?.includes("expected-http-errors") ?? false;
  page.on("console", (message) => {
    if (message.type() !== "error") return;
    if (httpErrorsExpected && message.text().startsWith("Failed to load resource: the server responded with a status of")) return;
    problems.push(`console: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
  page.on("requestfailed", (request) => {
    if (request.url().startsWith(origin)) problems.push(`request failed: ${request.url()}`);
  });
  page.on("response", (response) => {
    if (!response.url().startsWith(origin) || response.status() < 400) return;
    if (httpErrorsExpected && /\.(jpe?g|webp|avif)$|^\/api\//.test(new URL(response.url()).pathname)) return;
    problems.push(`HTTP ${response.status()}: ${response.url()}`);
  });
  try {
    await page.goto(`${origin}/iframe.html?id=${story.id}&viewMode=story`, { waitUntil: "load" });
    await page.waitForFunction(() => (document.querySelector("#storybook-root")?.childElementCount ?? 0) > 0, undefined, { timeout: 10_000 });
    await page.waitForTimeout(150);
  } catch (error) {
    problems.push(`did not render: ${(error as Error).message.split("\n")[0]}`);
  }
  // What happened while the story was shown; requests still pending (loading states) are aborted by closing.
  const found = [...problems];
  await page.close();
  if (found.length) failed++;
  console.log(`${found.length ? "FAIL" : "ok  "} ${story.title} › ${story.name}${found.length ? `\n       ${found.join("\n       ")}` : ""}`);
}
await browser.close();
server.close();
console.log(`\n${stories.length} stories, ${failed} failed.`);
process.exit(stories.length === 0 || failed > 0 ? 1 : 0);
