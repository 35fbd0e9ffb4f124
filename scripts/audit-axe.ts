/**
 * The axe half of `npm run audit`: WCAG 2 A/AA checks of one page in Playwright's Chromium, with
 * the CSP violations and console errors seen while it loaded.
 */
import { chromium, type Browser } from "playwright-core";
import { axeFindings, finishAnimations, type AxeFindings } from "../e2e/support/axe.ts";
import { headlessChromiumFlags } from "../e2e/support/chromium.ts";

export { AXE_TAGS } from "../e2e/support/axe.ts";

export interface AxeResult extends AxeFindings {
  /** Seen while the page loaded for axe: CSP violations and console errors, to explain Lighthouse's findings. */
  cspViolations: string[];
  consoleErrors: string[];
}

/** Where the init script collects the page's CSP violations, from its first byte until axe has run. */
type PageWithCspLog = Window & { auditCspViolations?: string[] };

export async function launchAxeBrowser(chromePath: string): Promise<Browser> {
  try {
    return await chromium.launch({ executablePath: chromePath, headless: true, args: [...headlessChromiumFlags] });
  } catch (error) {
    throw new Error(`Cannot launch Chromium (${chromePath}): ${(error as Error).message}`, { cause: error });
  }
}

export async function runAxe(browser: Browser, url: string): Promise<AxeResult> {
  const context = await browser.newContext();
  try {
    const consoleErrors: string[] = [];
    await context.addInitScript(() => {
      const seen: string[] = [];
      (window as PageWithCspLog).auditCspViolations = seen;
      document.addEventListener("securitypolicyviolation", (event) => {
        const where = event.sourceFile ? ` at ${event.sourceFile}:${event.lineNumber}` : "";
        const sample = event.sample ? ` sample "${event.sample.slice(0, 60)}"` : "";
        seen.push(`${event.effectiveDirective} blocked ${event.blockedURI || "(inline)"}${where}${sample}`);
      });
    });
    const page = await context.newPage();
    page.on("console", (message) => {
      if (message.type() !== "error") return;
      const location = message.location();
      consoleErrors.push(`${message.text()}${location.url ? ` (${location.url}:${location.lineNumber})` : ""}`);
    });
    page.on("pageerror", (error) => consoleErrors.push(`uncaught ${error.name}: ${error.message}`));
    const response = await page.goto(url, { waitUntil: "load", timeout: 60_000 });
    if (response && response.status() >= 400) throw new Error(`HTTP ${response.status()} for ${url}`);
    await page.waitForLoadState("networkidle", { timeout: 10_000 }).catch(() => {});
    await finishAnimations(page);
    await page.waitForTimeout(200);
    const findings = await axeFindings(page, { detailed: true });
    const cspViolations = await page.evaluate(() => [...((window as PageWithCspLog).auditCspViolations ?? [])]);
    return { cspViolations: [...new Set(cspViolations)], consoleErrors: [...new Set(consoleErrors)], ...findings };
  } finally {
    await context.close();
  }
}
