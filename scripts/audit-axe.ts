/**
 * The axe half of `npm run audit`: WCAG 2 A/AA checks of one page in Playwright's Chromium, with
 * the CSP violations and console errors seen while it loaded.
 */
import { AxeBuilder } from "@axe-core/playwright";
import { chromium, type Browser } from "playwright-core";
import { headlessChromiumFlags } from "../e2e/support/chromium.ts";

export const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  helpUrl: string;
  tags: string[];
  nodes: Array<{ target: string[]; html: string; failureSummary?: string }>;
}
export interface AxeResult {
  /** Seen while the page loaded for axe: CSP violations and console errors, to explain Lighthouse's findings. */
  cspViolations: string[];
  consoleErrors: string[];
  violations: AxeViolation[];
  incomplete: Array<{ id: string; help: string; nodes: number }>;
  passes: number;
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
    // Let entrance animations (e.g. the cookie banner fading in) finish, so colours are measured
    // as people see them, not half-transparent. Infinite animations are not waited for.
    await page
      .evaluate(() =>
        Promise.race([
          Promise.all(
            document
              .getAnimations()
              .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
              .map((animation) => animation.finished.catch(() => undefined)),
          ),
          new Promise((resolve) => setTimeout(resolve, 5_000)),
        ]).then(() => undefined),
      )
      .catch(() => {});
    await page.waitForTimeout(200);
    const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
    const cspViolations = await page.evaluate(() => [...((window as PageWithCspLog).auditCspViolations ?? [])]);
    return {
      cspViolations: [...new Set(cspViolations)],
      consoleErrors: [...new Set(consoleErrors)],
      violations: results.violations.map((violation) => ({
        id: violation.id,
        impact: violation.impact ?? null,
        help: violation.help,
        helpUrl: violation.helpUrl,
        tags: violation.tags,
        nodes: violation.nodes.map((node) => ({
          target: node.target.map((part) => (Array.isArray(part) ? part.join(" >>> ") : String(part))),
          html: node.html,
          failureSummary: node.failureSummary,
        })),
      })),
      incomplete: results.incomplete.map((item) => ({ id: item.id, help: item.help, nodes: item.nodes.length })),
      passes: results.passes.length,
    };
  } finally {
    await context.close();
  }
}
