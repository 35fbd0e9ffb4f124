/**
 * The system Chromium and the flags every launch of it uses: the browser tests (Playwright
 * configs), the story check and the audit; and what the browser tests record of a failing test. A
 * browser is never downloaded.
 *
 * The tests run Chromium's headless shell where it is installed (Debian: chromium-headless-shell),
 * the browser Playwright itself runs headless tests in: the same engine without the full browser's
 * windowing, so a page costs less processor time and the suite fits its time on two cores. The
 * audit measures what a visitor's Chrome does, so it runs the full Chromium.
 */
import { existsSync } from "node:fs";

/**
 * No sandbox (containers and CI run as root), no GPU, and nothing that phones home or updates
 * itself, so runs are offline and repeatable. Text is hinted as the full Chromium hints it on Linux
 * ("slight"); the headless shell would hint fully, which moves glyphs by a pixel or two (the
 * committed screens and the font-swap measurements are the full browser's).
 */
export const chromiumFlags: readonly string[] = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--font-render-hinting=slight",
];

/**
 * What the browser tests record of a test, kept only when it fails: its actions, console and
 * network with the test's source, but no screencast and no DOM snapshot of each step. Recording
 * those for every test (Playwright's default trace) cost about 40 % more processor time and 30 %
 * more wall time on two cores, for every passing test (docs/testing.md). To investigate a failure
 * with the pictures, run the test again with `TRACE_PICTURES=1` (Playwright's `--trace` option sets
 * only when a trace is kept, not what it records).
 */
const tracePictures = !!process.env.TRACE_PICTURES;
export const traceOnFailure = { mode: "retain-on-failure", screenshots: tracePictures, snapshots: tracePictures } as const;

/** For launches that do not go through Playwright (which adds its own headless flag), e.g. Lighthouse's. */
export const headlessChromiumFlags: readonly string[] = ["--headless=new", ...chromiumFlags];

const fullChromium = ["/usr/bin/chromium", "/usr/bin/chromium-browser"];

/** The full Chromium (for the audit): CHROMIUM_PATH, else the usual Debian and Ubuntu places; throws naming where it looked. */
export function chromiumPath(): string {
  return firstFound([process.env.CHROMIUM_PATH, ...fullChromium]);
}

/**
 * The browser of the tests: CHROMIUM_PATH, else Chromium's headless shell, else the full Chromium
 * (slower, same results); throws naming where it looked.
 */
export function testChromiumPath(): string {
  return firstFound([process.env.CHROMIUM_PATH, "/usr/lib/chromium/chromium-headless-shell", ...fullChromium]);
}

function firstFound(paths: Array<string | undefined>): string {
  const candidates = paths.filter((path): path is string => !!path);
  const found = candidates.find((path) => existsSync(path));
  if (!found) {
    throw new Error(
      `No Chromium found (looked at ${candidates.join(", ")}). Install it from your system packages (Debian: apt-get install -y chromium chromium-headless-shell) or set CHROMIUM_PATH to its executable; a browser is never downloaded.`,
    );
  }
  return found;
}
