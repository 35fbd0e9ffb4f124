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
 */
import { spawn, type ChildProcess } from "node:child_process";
import { copyFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { AxeBuilder } from "@axe-core/playwright";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import type { Flags } from "lighthouse";
import { chromium, type Browser } from "playwright-core";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");

const DEFAULT_PAGES = [
  "/",
  "/?language=de",
  "/about",
  "/uber-uns",
  "/services",
  "/leistungen",
  "/destinations",
  "/destinationen",
  "/destinations/germany/frankfurt-fra",
  "/destinationen/deutschland/frankfurt-fra",
  "/faq",
  "/faq?language=de",
  "/contact",
  "/kontakt",
];
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
const LISTED_CATEGORIES = ["accessibility", "best-practices", "seo"] as const;
const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
const READY_TIMEOUT_MS = 90_000;
const STOP_TIMEOUT_MS = 20_000;

// ---------------------------------------------------------------------------------------------
// Options

function usage(): never {
  console.log(
    "Usage: npm run audit -- [--url <base>] [--pages <path,path,…>]\n" +
      "  --url    audit an already running server (default: start the built server on a free port)\n" +
      `  --pages  comma-separated paths (default: ${DEFAULT_PAGES.join(",")})`,
  );
  process.exit(0);
}

function parseArgs(argv: string[]): { url?: string; pages: string[] } {
  const values = new Map<string, string>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === "--help" || arg === "-h") usage();
    const match = /^--(url|pages)(?:=(.*))?$/.exec(arg);
    if (!match) {
      console.error(`Unknown argument: ${arg} (see --help)`);
      process.exit(1);
    }
    const value = match[2] ?? argv[++i];
    if (value === undefined || value === "") {
      console.error(`--${match[1]} needs a value`);
      process.exit(1);
    }
    values.set(match[1]!, value);
  }
  const pages = values.has("pages")
    ? values.get("pages")!.split(",").map((page) => page.trim()).filter(Boolean).map((page) => (page.startsWith("/") ? page : `/${page}`))
    : DEFAULT_PAGES;
  const url = values.get("url")?.replace(/\/+$/, "");
  if (url !== undefined && !/^https?:\/\/[^/]+/.test(url)) {
    console.error(`--url must be an http(s) origin, got ${url}`);
    process.exit(1);
  }
  return { url, pages };
}

// ---------------------------------------------------------------------------------------------
// The built server

interface RunningServer {
  base: string;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function isReady(base: string): Promise<boolean> {
  try {
    const response = await fetch(`${base}/readyz`, { signal: AbortSignal.timeout(5_000) });
    await response.body?.cancel();
    return response.status === 200;
  } catch {
    return false;
  }
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      console.error(`The server did not stop within ${STOP_TIMEOUT_MS / 1000} s of SIGTERM; killing it.`);
      child.kill("SIGKILL");
    }, STOP_TIMEOUT_MS);
    child.once("exit", () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill("SIGTERM");
  });
}

/** Changes whenever a build writes, adds or removes files in build/. */
function buildStamp(): string {
  return ["build/server/index.js", "build/server", "build/client", "build/client/assets"]
    .map((path) => {
      try {
        return String(statSync(join(root, path)).mtimeMs);
      } catch {
        return "missing";
      }
    })
    .join("|");
}

/** The server bundle and the client assets it links to belong to the same build. */
function buildIsComplete(app: string): boolean {
  const server = join(app, "build", "server", "index.js");
  if (!existsSync(server)) return false;
  // Vite's hashed bundles only (the generated images under /assets/ have stable names).
  const linked = new Set(readFileSync(server, "utf8").match(/(?<=["'`])\/assets\/[\w.-]+\.(?:js|css)(?=["'`])/g) ?? []);
  return linked.size > 0 && [...linked].every((asset) => existsSync(join(app, "build", "client", asset)));
}

/**
 * The server runs on a copy of build/ (with serve.ts, and links to node_modules, content/,
 * drizzle/ and package.json), so a rebuild during the audit cannot swap the hashed assets under
 * it. A copy taken while a build was writing is taken again.
 */
async function snapshotApp(app: string): Promise<string> {
  for (let attempt = 1; ; attempt++) {
    const before = buildStamp();
    rmSync(app, { recursive: true, force: true });
    mkdirSync(join(app, "build"), { recursive: true });
    try {
      cpSync(join(root, "build", "server"), join(app, "build", "server"), { recursive: true });
      cpSync(join(root, "build", "client"), join(app, "build", "client"), { recursive: true });
    } catch {
      // a build was deleting files: try again
    }
    await sleep(1_000);
    if (buildStamp() === before && !before.includes("missing") && buildIsComplete(app)) break;
    if (attempt === 30) throw new Error("build/ kept changing (is a build running?); could not take a consistent copy.");
    if (attempt === 1) console.log("build/ is being written; waiting for a consistent copy…");
    await sleep(2_000);
  }
  copyFileSync(join(root, "serve.ts"), join(app, "serve.ts"));
  for (const name of ["node_modules", "content", "drizzle", "package.json"]) {
    if (existsSync(join(root, name))) symlinkSync(join(root, name), join(app, name));
  }
  return app;
}

async function startBuiltServer(): Promise<RunningServer> {
  if (!existsSync(join(root, "build", "server", "index.js"))) {
    throw new Error("No build found (build/server/index.js): run `npm run build` first, or pass --url of a running server.");
  }
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const workDir = mkdtempSync(join(tmpdir(), "arc-audit-"));
  const dataDir = join(workDir, "data");
  let app: string;
  try {
    app = await snapshotApp(join(workDir, "app"));
  } catch (error) {
    rmSync(workDir, { recursive: true, force: true });
    throw error;
  }
  const output: string[] = [];
  const child = spawn(process.execPath, ["serve.ts"], {
    cwd: app,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_REQUESTS: "false",
      // Canonical and hreflang links on the audited origin, as on the live site.
      SITE_URL: base,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const keep = (chunk: Buffer) => {
    output.push(chunk.toString());
    if (output.length > 200) output.shift();
  };
  child.stdout!.on("data", keep);
  child.stderr!.on("data", keep);
  let spawnError: Error | undefined;
  child.once("error", (error) => (spawnError = error));

  const removeWorkDir = () => rmSync(workDir, { recursive: true, force: true });
  // Also when the audit itself is ended abruptly.
  process.once("exit", removeWorkDir);
  const stop = async () => {
    await stopChild(child);
    removeWorkDir();
  };

  const started = Date.now();
  process.stdout.write(`Starting the built server on ${base} (snapshot of build/ in ${app}, DATA_DIR ${dataDir}) `);
  while (!(await isReady(base))) {
    if (spawnError || child.exitCode !== null || child.signalCode !== null || Date.now() - started > READY_TIMEOUT_MS) {
      process.stdout.write("\n");
      const reason = spawnError
        ? `could not be spawned: ${spawnError.message}`
        : child.exitCode !== null || child.signalCode !== null
          ? `exited (code ${child.exitCode ?? child.signalCode}) before it was ready`
          : `did not answer 200 on /readyz within ${READY_TIMEOUT_MS / 1000} s`;
      await stop();
      throw new Error(`The server ${reason}.${output.length ? `\nIts output:\n${output.join("").trimEnd()}` : ""}`);
    }
    process.stdout.write(".");
    await sleep(500);
  }
  console.log(` ready after ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return { base, stop };
}

// ---------------------------------------------------------------------------------------------
// Lighthouse

interface LhrAudit {
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
interface Lhr {
  lighthouseVersion: string;
  environment?: { benchmarkIndex?: number };
  finalDisplayedUrl?: string;
  runtimeError?: { code: string; message: string };
  runWarnings: string[];
  categories: Record<string, { score: number | null; auditRefs: Array<{ id: string; weight: number }> } | undefined>;
  audits: Record<string, LhrAudit | undefined>;
}
interface NetworkItem {
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

interface LighthouseResult {
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

async function runLighthouse(url: string, base: string, port: number): Promise<LighthouseResult> {
  const flags: Flags = {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: [...CATEGORIES],
    disableFullPageScreenshot: true,
    // Defaults otherwise: mobile form factor and emulation, simulated (Lantern) throttling.
  };
  const result = await lighthouse(url, flags);
  if (!result) throw new Error("Lighthouse returned no result");
  const lhr = result.lhr as unknown as Lhr;
  const numeric = (id: string) => {
    const value = lhr.audits[id]?.numericValue;
    return typeof value === "number" ? value : null;
  };
  const scores: Record<string, number | null> = {};
  for (const category of CATEGORIES) {
    const score = lhr.categories[category]?.score;
    scores[category] = typeof score === "number" ? Math.round(score * 100) : null;
  }
  const requests = (lhr.audits["network-requests"]?.details?.items ?? []) as unknown as NetworkItem[];
  const scripts = requests
    .filter((item) => item.resourceType === "Script")
    .map((item) => ({ url: item.url, transferBytes: item.transferSize ?? 0, resourceBytes: item.resourceSize ?? 0 }));
  const origin = new URL(base).origin;
  const otherOriginRequests = requests
    .map((item) => item.url)
    .filter((requestUrl) => /^https?:/.test(requestUrl) && new URL(requestUrl).origin !== origin);

  const failedAudits: FailedAudit[] = [];
  for (const category of LISTED_CATEGORIES) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || audit.score === null || audit.score >= 1) continue;
      failedAudits.push({
        category,
        id: audit.id,
        title: audit.title,
        score: audit.score,
        weight: ref.weight,
        displayValue: audit.displayValue,
        explanation: audit.explanation ?? audit.errorMessage,
        items: (audit.details?.items ?? []).map(describeItem),
      });
    }
  }

  return {
    finalUrl: lhr.finalDisplayedUrl,
    runtimeError: lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : undefined,
    runWarnings: lhr.runWarnings ?? [],
    benchmarkIndex: typeof lhr.environment?.benchmarkIndex === "number" ? Math.round(lhr.environment.benchmarkIndex) : null,
    scores,
    lcpMs: numeric("largest-contentful-paint"),
    cls: numeric("cumulative-layout-shift"),
    tbtMs: numeric("total-blocking-time"),
    fcpMs: numeric("first-contentful-paint"),
    speedIndexMs: numeric("speed-index"),
    js: {
      transferBytes: scripts.reduce((sum, script) => sum + script.transferBytes, 0),
      resourceBytes: scripts.reduce((sum, script) => sum + script.resourceBytes, 0),
      scripts,
    },
    otherOriginRequests,
    failedAudits,
  };
}

// ---------------------------------------------------------------------------------------------
// axe

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  helpUrl: string;
  tags: string[];
  nodes: Array<{ target: string[]; html: string; failureSummary?: string }>;
}
interface AxeResult {
  /** Seen while the page loaded for axe: CSP violations and console errors, to explain Lighthouse's findings. */
  cspViolations: string[];
  consoleErrors: string[];
  violations: AxeViolation[];
  incomplete: Array<{ id: string; help: string; nodes: number }>;
  passes: number;
}

async function runAxe(browser: Browser, url: string): Promise<AxeResult> {
  const context = await browser.newContext();
  try {
    const consoleErrors: string[] = [];
    await context.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { __auditCsp: string[] }).__auditCsp = seen;
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
    const cspViolations = await page.evaluate(() => [...((window as unknown as { __auditCsp?: string[] }).__auditCsp ?? [])]);
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

// ---------------------------------------------------------------------------------------------
// Report

interface PageResult {
  page: string;
  url: string;
  lighthouse?: LighthouseResult;
  lighthouseError?: string;
  axe?: AxeResult;
  axeError?: string;
}

const kB = (bytes: number) => (bytes / 1000).toFixed(1);

function printTable(results: PageResult[]) {
  const header = ["page", "Perf", "A11y", "BP", "SEO", "LCP ms", "CLS", "TBT ms", "JS kB transfer / uncompr.", "axe"];
  const numberOr = (value: number | null | undefined, format: (value: number) => string) =>
    value === null || value === undefined ? "–" : format(value);
  const rows = results.map((result) => {
    const lh = result.lighthouse;
    const score = (category: string) => numberOr(lh?.scores[category], String);
    return [
      result.page,
      score("performance"),
      score("accessibility"),
      score("best-practices"),
      score("seo"),
      numberOr(lh?.lcpMs, (value) => String(Math.round(value))),
      numberOr(lh?.cls, (value) => value.toFixed(3)),
      numberOr(lh?.tbtMs, (value) => String(Math.round(value))),
      lh ? `${kB(lh.js.transferBytes)} / ${kB(lh.js.resourceBytes)}` : "–",
      result.axe ? String(result.axe.violations.length) : "err",
    ];
  });
  const numeric = new Set([1, 2, 3, 4, 5, 6, 7, 9]);
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  const line = (cells: string[]) =>
    cells.map((cell, column) => (numeric.has(column) ? cell.padStart(widths[column]!) : cell.padEnd(widths[column]!))).join(" | ");
  console.log(`\n${line(header)}\n${widths.map((width) => "-".repeat(width)).join("-|-")}\n${rows.map(line).join("\n")}`);
  console.log("\nScores 0–100 (Lighthouse mobile, simulated throttling); JS = script resources of the initial load, 1 kB = 1000 bytes.");
  const benchmarks = results.map((result) => result.lighthouse?.benchmarkIndex).filter((value): value is number => typeof value === "number");
  if (benchmarks.length) {
    console.log(
      `Lighthouse CPU benchmark index ${Math.min(...benchmarks)}–${Math.max(...benchmarks)} (lower = busier machine; TBT and Perf vary with it, compare runs on an idle machine).`,
    );
  }
}

function printFindings(results: PageResult[]) {
  for (const result of results) {
    const lines: string[] = [];
    if (result.lighthouseError) lines.push(`  Lighthouse could not audit the page: ${result.lighthouseError}`);
    if (result.lighthouse?.runtimeError) lines.push(`  Lighthouse runtime error: ${result.lighthouse.runtimeError}`);
    for (const warning of result.lighthouse?.runWarnings ?? []) lines.push(`  Lighthouse warning: ${warning}`);
    if (result.axeError) lines.push(`  axe could not audit the page: ${result.axeError}`);
    const capped = (label: string, entries: string[]) => {
      for (const entry of entries.slice(0, 3)) lines.push(`  ${label}: ${entry}`);
      if (entries.length > 3) lines.push(`  … and ${entries.length - 3} more ${label}s (see the JSON report)`);
    };
    capped("browser CSP violation", result.axe?.cspViolations ?? []);
    capped("browser console error", result.axe?.consoleErrors ?? []);
    for (const violation of result.axe?.violations ?? []) {
      lines.push(`  axe ${violation.id} [${violation.impact ?? "n/a"}] ${violation.help} (${violation.nodes.length} node${violation.nodes.length === 1 ? "" : "s"})`);
      for (const node of violation.nodes.slice(0, 3)) lines.push(`      ${node.target.join(" ")}`);
    }
    for (const audit of result.lighthouse?.failedAudits ?? []) {
      const value = audit.displayValue ? ` — ${audit.displayValue}` : "";
      lines.push(`  lighthouse ${audit.category}: ${audit.id} — ${audit.title}${value}`);
      if (audit.explanation) lines.push(`      ${audit.explanation.split("\n")[0]}`);
      for (const item of audit.items.slice(0, 3)) lines.push(`      ${item}`);
    }
    if (result.lighthouse?.otherOriginRequests.length) {
      lines.push(`  requests to other origins: ${result.lighthouse.otherOriginRequests.slice(0, 5).join(", ")}`);
    }
    if (lines.length) console.log(`\n${result.page}\n${lines.join("\n")}`);
  }
}

// ---------------------------------------------------------------------------------------------
// Main

async function main(): Promise<number> {
  const options = parseArgs(process.argv.slice(2));
  const chromePath = [process.env.CHROMIUM_PATH, "/usr/bin/chromium"].find((path): path is string => !!path && existsSync(path));
  if (!chromePath) {
    console.error(
      `No Chromium found (looked at ${process.env.CHROMIUM_PATH ? `CHROMIUM_PATH=${process.env.CHROMIUM_PATH} and ` : ""}/usr/bin/chromium). ` +
        "Install it from the system packages (apt-get install -y chromium) or set CHROMIUM_PATH; this script never downloads a browser.",
    );
    return 1;
  }

  let server: RunningServer | undefined;
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  let browser: Browser | undefined;
  let cleaning: Promise<void> | undefined;
  const cleanup = () =>
    (cleaning ??= (async () => {
      await browser?.close().catch(() => {});
      try {
        chrome?.kill();
      } catch {
        // already gone
      }
      await server?.stop().catch((error: unknown) => console.error(`Stopping the server failed: ${(error as Error).message}`));
    })());
  const onSignal = (signal: NodeJS.Signals) => {
    console.error(`\n${signal}: stopping`);
    void cleanup().then(() => process.exit(signal === "SIGINT" ? 130 : 143));
  };
  process.once("SIGINT", onSignal);
  process.once("SIGTERM", onSignal);

  try {
    if (options.url) {
      const reachable = await fetch(options.url, { signal: AbortSignal.timeout(15_000) }).then(
        async (response) => (await response.body?.cancel(), true),
        () => false,
      );
      if (!reachable) {
        console.error(`Cannot reach ${options.url}.`);
        return 1;
      }
      server = { base: options.url, stop: async () => {} };
    } else {
      server = await startBuiltServer();
    }
    const base = server.base;

    try {
      browser = await chromium.launch({ executablePath: chromePath, headless: true, args: CHROME_FLAGS });
    } catch (error) {
      console.error(`Cannot launch Chromium (${chromePath}): ${(error as Error).message}`);
      return 1;
    }
    const chromeVersion = browser.version();

    const results: PageResult[] = [];
    for (const [index, path] of options.pages.entries()) {
      const url = `${base}${path}`;
      const result: PageResult = { page: path, url };
      const started = Date.now();
      // A fresh Chrome profile per run: Lighthouse clears caches and storage but not cookies, and
      // the language cookie set by one page would change the language of the next. A run that
      // fails (e.g. NO_NAVSTART on a busy machine) is tried once more.
      for (let attempt = 1; attempt <= 2; attempt++) {
        try {
          chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS, logLevel: "silent" });
        } catch (error) {
          console.error(`Cannot launch Chromium for Lighthouse (${chromePath}): ${(error as Error).message}`);
          return 1;
        }
        try {
          result.lighthouse = await runLighthouse(url, base, chrome.port);
          result.lighthouseError = undefined;
        } catch (error) {
          result.lighthouse = undefined;
          result.lighthouseError = (error as Error).message;
        } finally {
          try {
            chrome.kill();
          } catch {
            // already gone
          }
          chrome = undefined;
        }
        const failure = result.lighthouseError ?? result.lighthouse?.runtimeError;
        if (!failure) break;
        if (attempt === 1) console.log(`  Lighthouse failed on ${path} (${failure.split("\n")[0]}); trying again`);
      }
      try {
        result.axe = await runAxe(browser, url);
      } catch (error) {
        result.axeError = (error as Error).message;
      }
      results.push(result);
      const lh = result.lighthouse;
      const summary = lh
        ? CATEGORIES.map((category) => lh.scores[category] ?? "–").join("/")
        : "Lighthouse failed";
      console.log(
        `[${index + 1}/${options.pages.length}] ${path}: ${summary}, axe ${result.axe ? result.axe.violations.length : "failed"} (${((Date.now() - started) / 1000).toFixed(0)} s)`,
      );
    }

    printTable(results);
    printFindings(results);

    const report = {
      generatedAt: new Date().toISOString(),
      base,
      serverStartedByAudit: !options.url,
      tools: {
        lighthouse: JSON.parse(readFileSync(join(root, "node_modules", "lighthouse", "package.json"), "utf8")).version as string,
        axeCore: JSON.parse(readFileSync(join(root, "node_modules", "axe-core", "package.json"), "utf8")).version as string,
        chromium: chromeVersion,
        chromiumPath: chromePath,
      },
      settings: {
        lighthouse: { formFactor: "mobile", throttling: "simulated (default)", categories: CATEGORIES },
        axe: { tags: AXE_TAGS, viewport: "1280x720" },
        chromeFlags: CHROME_FLAGS,
        kB: 1000,
      },
      pages: results,
    };
    const reportPath = join(root, "build", "audit-report.json");
    mkdirSync(dirname(reportPath), { recursive: true });
    writeFileSync(reportPath, `${JSON.stringify(report, null, 2)}\n`);
    console.log(`\nFull results: build/audit-report.json`);
    return 0;
  } catch (error) {
    console.error((error as Error).message);
    return 1;
  } finally {
    await cleanup();
  }
}

process.exit(await main());
