/**
 * The Lighthouse half of `npm run audit`: one mobile run per page in a fresh headless Chromium,
 * reduced to the scores, the metrics, the first-load JavaScript and the audits that did not pass.
 */
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import type { Flags } from "lighthouse";
import { headlessChromiumFlags } from "../e2e/support/chromium.ts";

export const LIGHTHOUSE_CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
/** The categories whose failed audits are listed (performance speaks through its metrics). */
const LISTED_CATEGORIES = ["accessibility", "best-practices", "seo"] as const;

/** The parts of Lighthouse's result (its "LHR") that the audit reads. */
interface LighthouseAudit {
  id: string;
  title: string;
  score: number | null;
  scoreDisplayMode: string;
  numericValue?: number;
  displayValue?: string;
  explanation?: string;
  errorMessage?: string;
  details?: { type?: string; items?: Array<Record<string, unknown>> };
}
interface LighthouseReport {
  lighthouseVersion: string;
  environment?: { benchmarkIndex?: number };
  finalDisplayedUrl?: string;
  runtimeError?: { code: string; message: string };
  runWarnings: string[];
  categories: Record<string, { score: number | null; auditRefs: Array<{ id: string; weight: number }> } | undefined>;
  audits: Record<string, LighthouseAudit | undefined>;
}
interface NetworkRequest {
  url: string;
  resourceType?: string;
  transferSize?: number;
  resourceSize?: number;
  statusCode?: number;
}

interface FailedAudit {
  category: string;
  id: string;
  title: string;
  score: number;
  weight: number;
  displayValue?: string;
  explanation?: string;
  items: string[];
}

export interface LighthouseResult {
  finalUrl?: string;
  runtimeError?: string;
  runWarnings: string[];
  /** Lighthouse's CPU benchmark of this machine at the time (lower = slower; busy machines inflate TBT). */
  benchmarkIndex: number | null;
  scores: Record<string, number | null>;
  lcpMs: number | null;
  cls: number | null;
  tbtMs: number | null;
  fcpMs: number | null;
  speedIndexMs: number | null;
  js: { transferBytes: number; resourceBytes: number; scripts: Array<{ url: string; transferBytes: number; resourceBytes: number }> };
  otherOriginRequests: string[];
  failedAudits: FailedAudit[];
}

/** A page's Lighthouse result, or why there is none. */
export type LighthouseOutcome = { lighthouse: LighthouseResult; lighthouseError?: never } | { lighthouse?: never; lighthouseError: string };

/** One line per offending item: the node's selector where there is one, else a description or URL. */
function describeItem(item: Record<string, unknown>): string {
  const node = item.node as { selector?: string; snippet?: string } | undefined;
  if (node?.selector) return node.selector;
  const source = item.source as { url?: string } | undefined;
  const sourceLocation = item.sourceLocation as { url?: string; line?: number } | undefined;
  const subItems = ((item.subItems as { items?: Array<Record<string, unknown>> } | undefined)?.items ?? [])
    .map((sub) => [sub.url, sub.text, sub.source].find((part) => typeof part === "string" && part.length > 0))
    .filter((part): part is string => typeof part === "string");
  const parts = [item.description, item.value, item.issueType, item.text, item.href, item.url, source?.url, sourceLocation?.url]
    .filter((part): part is string => typeof part === "string" && part.length > 0);
  let line = parts.length ? [...new Set(parts)].join(" — ") : JSON.stringify(item).slice(0, 160);
  if (subItems.length) line += `: ${subItems.slice(0, 3).join(", ")}${subItems.length > 3 ? ", …" : ""}`;
  return line.length > 200 ? `${line.slice(0, 197)}…` : line;
}

async function runLighthouse(url: string, debuggingPort: number): Promise<LighthouseResult> {
  const flags: Flags = {
    port: debuggingPort,
    output: "json",
    logLevel: "error",
    onlyCategories: [...LIGHTHOUSE_CATEGORIES],
    disableFullPageScreenshot: true,
    // Defaults otherwise: mobile form factor and emulation, simulated (Lantern) throttling.
  };
  const result = await lighthouse(url, flags);
  if (!result) throw new Error("Lighthouse returned no result");
  const report = result.lhr as unknown as LighthouseReport;
  const numericValue = (auditId: string) => {
    const value = report.audits[auditId]?.numericValue;
    return typeof value === "number" ? value : null;
  };
  const scores: Record<string, number | null> = {};
  for (const category of LIGHTHOUSE_CATEGORIES) {
    const score = report.categories[category]?.score;
    scores[category] = typeof score === "number" ? Math.round(score * 100) : null;
  }
  const requests = (report.audits["network-requests"]?.details?.items ?? []) as unknown as NetworkRequest[];
  const scripts = requests
    .filter((request) => request.resourceType === "Script")
    .map((request) => ({ url: request.url, transferBytes: request.transferSize ?? 0, resourceBytes: request.resourceSize ?? 0 }));
  const origin = new URL(url).origin;
  const otherOriginRequests = requests
    .map((request) => request.url)
    .filter((requestUrl) => /^https?:/.test(requestUrl) && new URL(requestUrl).origin !== origin);

  const failedAudits: FailedAudit[] = [];
  for (const category of LISTED_CATEGORIES) {
    for (const auditRef of report.categories[category]?.auditRefs ?? []) {
      const audit = report.audits[auditRef.id];
      if (!audit || audit.score === null || audit.score >= 1) continue;
      failedAudits.push({
        category,
        id: audit.id,
        title: audit.title,
        score: audit.score,
        weight: auditRef.weight,
        displayValue: audit.displayValue,
        explanation: audit.explanation ?? audit.errorMessage,
        items: (audit.details?.items ?? []).map(describeItem),
      });
    }
  }

  return {
    finalUrl: report.finalDisplayedUrl,
    runtimeError: report.runtimeError ? `${report.runtimeError.code}: ${report.runtimeError.message}` : undefined,
    runWarnings: report.runWarnings ?? [],
    benchmarkIndex: typeof report.environment?.benchmarkIndex === "number" ? Math.round(report.environment.benchmarkIndex) : null,
    scores,
    lcpMs: numericValue("largest-contentful-paint"),
    cls: numericValue("cumulative-layout-shift"),
    tbtMs: numericValue("total-blocking-time"),
    fcpMs: numericValue("first-contentful-paint"),
    speedIndexMs: numericValue("speed-index"),
    js: {
      transferBytes: scripts.reduce((sum, script) => sum + script.transferBytes, 0),
      resourceBytes: scripts.reduce((sum, script) => sum + script.resourceBytes, 0),
      scripts,
    },
    otherOriginRequests,
    failedAudits,
  };
}

/**
 * Lighthouse on one page. Each run gets a fresh Chrome
 * profile: Lighthouse clears caches and storage but not cookies, and the language cookie set by
 * one page would change the language of the next. A run that fails (e.g. NO_NAVSTART on a busy
 * machine) is tried once more, after `onRetry` is told why. Throws only when Chromium cannot be
 * launched at all.
 */
export async function lighthousePage(url: string, chromePath: string, onRetry: (failure: string) => void): Promise<LighthouseOutcome> {
  for (let attempt = 1; ; attempt++) {
    let chrome: chromeLauncher.LaunchedChrome;
    try {
      chrome = await chromeLauncher.launch({ chromePath, chromeFlags: [...headlessChromiumFlags], logLevel: "silent" });
    } catch (error) {
      throw new Error(`Cannot launch Chromium for Lighthouse (${chromePath}): ${(error as Error).message}`, { cause: error });
    }
    let outcome: LighthouseOutcome;
    try {
      outcome = { lighthouse: await runLighthouse(url, chrome.port) };
    } catch (error) {
      outcome = { lighthouseError: (error as Error).message };
    } finally {
      try {
        chrome.kill();
      } catch {
        // already gone
      }
    }
    const failure = outcome.lighthouseError ?? outcome.lighthouse.runtimeError;
    if (!failure || attempt === 2) return outcome;
    onRetry(failure);
  }
}

/** Ends the Chromium of a Lighthouse run still under way, for an audit stopped by a signal. */
export function stopLighthouseChromium(): void {
  chromeLauncher.killAll();
}
