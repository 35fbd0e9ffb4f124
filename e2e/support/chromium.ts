/**
 * The system Chromium and the flags every launch of it uses: the browser tests (Playwright
 * config), the story check and the audit. A browser is never downloaded.
 */
import { existsSync } from "node:fs";

/**
 * No sandbox (containers and CI run as root), no GPU, and nothing that phones home or updates
 * itself, so runs are offline and repeatable.
 */
export const chromiumFlags: readonly string[] = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

/** For launches that do not go through Playwright (which adds its own headless flag), e.g. Lighthouse's. */
export const headlessChromiumFlags: readonly string[] = ["--headless=new", ...chromiumFlags];

/** The executable: CHROMIUM_PATH, else the usual Debian and Ubuntu places; throws naming where it looked. */
export function chromiumPath(): string {
  const candidates = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"].filter((path): path is string => !!path);
  const found = candidates.find((path) => existsSync(path));
  if (!found) {
    throw new Error(
      `No Chromium found (looked at ${candidates.join(", ")}). Install it from your system packages (Debian: apt-get install -y chromium) or set CHROMIUM_PATH to its executable; a browser is never downloaded.`,
    );
  }
  return found;
}
