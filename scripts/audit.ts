/**
 * `npm run audit`: Lighthouse (mobile) and axe (WCAG 2 A/AA) on a list of pages, in the system
 * Chromium, entirely offline. Prints per page the four Lighthouse scores, LCP, CLS, TBT and the
 * first-load JavaScript (transferred / uncompressed), then every axe violation and every
 * accessibility, best-practices and SEO audit that did not pass. Full results go to
 * `build/audit-report.json`.
 *
 * A report, not a test: it exits 0 whenever it ran, whatever the scores, and 1 only when it could
 * not run (no browser, server did not start or cannot be reached).
 *
 *   npm run audit                                   # starts the built server on a fresh embedded database
 *   npm run audit -- --url http://127.0.0.1:4321    # audits a server that is already running
 *   npm run audit -- --pages /,/faq,/kontakt        # other pages
 *
 * The parts: audit-server.ts (the server audited), audit-lighthouse.ts, audit-axe.ts and
 * audit-report.ts (what is printed and written).
 */
import type { Browser } from "playwright-core";
import { AUDITED_PAGES } from "../e2e/support/audited-pages.ts";
import { chromiumPath } from "../e2e/support/chromium.ts";
import { launchAxeBrowser, runAxe, type AxeResult } from "./audit-axe.ts";
import { LIGHTHOUSE_CATEGORIES, lighthousePage, stopLighthouseChromium } from "./audit-lighthouse.ts";
import { printFindings, printTable, writeJsonReport, type PageResult } from "./audit-report.ts";
import { runningServer, startBuiltServer, type AuditedServer } from "./audit-server.ts";

function usage(): never {
  console.log(
    "Usage: npm run audit -- [--url <base>] [--pages <path,path,…>]\n" +
      "  --url    audit an already running server (default: start the built server on a free port)\n" +
      `  --pages  comma-separated paths (default: ${AUDITED_PAGES.join(",")})`,
  );
  process.exit(0);
}

function parseArgs(argv: string[]): { url?: string; pages: string[] } {
  const values = new Map<string, string>();
  for (let position = 0; position < argv.length; position++) {
    const arg = argv[position]!;
    if (arg === "--help" || arg === "-h") usage();
    const match = /^--(url|pages)(?:=(.*))?$/.exec(arg);
    if (!match) {
      console.error(`Unknown argument: ${arg} (see --help)`);
      process.exit(1);
    }
    const value = match[2] ?? argv[++position];
    if (value === undefined || value === "") {
      console.error(`--${match[1]} needs a value`);
      process.exit(1);
    }
    values.set(match[1]!, value);
  }
  const pages = values.has("pages")
    ? values.get("pages")!.split(",").map((page) => page.trim()).filter(Boolean).map((page) => (page.startsWith("/") ? page : `/${page}`))
    : AUDITED_PAGES;
  const url = values.get("url")?.replace(/\/+$/, "");
  if (url !== undefined && !/^https?:\/\/[^/]+/.test(url)) {
    console.error(`--url must be an http(s) origin, got ${url}`);
    process.exit(1);
  }
  return { url, pages };
}

/** Lighthouse, then axe, on one page, with a progress line. */
async function auditPage(browser: Browser, chromePath: string, base: string, path: string, progress: string): Promise<PageResult> {
  const url = `${base}${path}`;
  const started = Date.now();
  const lighthouseOutcome = await lighthousePage(url, chromePath, (failure) =>
    console.log(`  Lighthouse failed on ${path} (${failure.split("\n")[0]}); trying again`),
  );
  let axeOutcome: { axe: AxeResult } | { axeError: string };
  try {
    axeOutcome = { axe: await runAxe(browser, url) };
  } catch (error) {
    axeOutcome = { axeError: (error as Error).message };
  }
  const result: PageResult = { page: path, url, ...lighthouseOutcome, ...axeOutcome };
  const { lighthouse } = result;
  const summary = lighthouse ? LIGHTHOUSE_CATEGORIES.map((category) => lighthouse.scores[category] ?? "–").join("/") : "Lighthouse failed";
  console.log(
    `[${progress}] ${path}: ${summary}, axe ${result.axe ? result.axe.violations.length : "failed"} (${((Date.now() - started) / 1000).toFixed(0)} s)`,
  );
  return result;
}

async function main(): Promise<number> {
  const options = parseArgs(process.argv.slice(2));
  let chromePath: string;
  try {
    chromePath = chromiumPath();
  } catch (error) {
    console.error((error as Error).message);
    return 1;
  }

  let server: AuditedServer | undefined;
  let browser: Browser | undefined;
  let cleaning: Promise<void> | undefined;
  const cleanup = () =>
    (cleaning ??= (async () => {
      await browser?.close().catch(() => {});
      stopLighthouseChromium();
      await server?.stop().catch((error: unknown) => console.error(`Stopping the server failed: ${(error as Error).message}`));
    })());
  const onSignal = (signal: NodeJS.Signals) => {
    console.error(`\n${signal}: stopping`);
    void cleanup().then(() => process.exit(signal === "SIGINT" ? 130 : 143));
  };
  process.once("SIGINT", onSignal);
  process.once("SIGTERM", onSignal);

  try {
    server = options.url ? await runningServer(options.url) : await startBuiltServer();
    browser = await launchAxeBrowser(chromePath);
    const results: PageResult[] = [];
    for (const [index, path] of options.pages.entries()) {
      results.push(await auditPage(browser, chromePath, server.base, path, `${index + 1}/${options.pages.length}`));
    }
    printTable(results);
    printFindings(results);
    writeJsonReport({ base: server.base, serverStartedByAudit: !options.url, chromiumVersion: browser.version(), chromiumPath: chromePath, results });
    return 0;
  } catch (error) {
    console.error((error as Error).message);
    return 1;
  } finally {
    await cleanup();
  }
}

process.exit(await main());
