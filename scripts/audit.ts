/**
 * `npm run audit`: Lighthouse (mobile) and axe on a list of pages of the built server, in the
 * system Chromium. Prints each page's four scores, LCP, CLS, TBT and the first-load JavaScript,
 * then every accessibility finding. A report, not a test: it fails only when it cannot run.
 *
 *   npm run audit                      # starts the built server on a fresh embedded database
 *   npm run audit -- --url http://localhost:4321 --pages /,/faq
 */
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import AxeBuilder from "@axe-core/playwright";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromium } from "playwright-core";

const args = process.argv.slice(2);
const option = (name: string) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? args[index + 1] : undefined;
};

const defaultPages = [
  "/", "/?language=de", "/about", "/uber-uns", "/services", "/leistungen", "/destinations", "/destinationen",
  "/destinations/germany/frankfurt-fra", "/destinationen/deutschland/frankfurt-fra", "/faq", "/faq?language=de",
  "/contact", "/kontakt", "/quote", "/angebot",
];
const pages = option("pages")?.split(",") ?? defaultPages;
const chromePath = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"].find((path) => path && existsSync(path));
if (!chromePath) {
  console.error("No Chromium found: install it (apt-get install -y chromium) or set CHROMIUM_PATH.");
  process.exit(1);
}
const chromeFlags = ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"];

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer();
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

let base = option("url");
let stopServer = async () => {};
if (!base) {
  if (!existsSync(join(import.meta.dirname, "..", "build", "server", "index.js"))) {
    console.error("No build found: run `npm run build` first, or pass --url of a running server.");
    process.exit(1);
  }
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), "arc-audit-"));
  const server = spawn(process.execPath, ["serve.ts"], {
    cwd: join(import.meta.dirname, ".."),
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_REQUESTS: "false", SITE_URL: `http://127.0.0.1:${port}` },
    stdio: ["ignore", "ignore", "inherit"],
  });
  base = `http://127.0.0.1:${port}`;
  stopServer = async () => {
    server.kill("SIGTERM");
    await new Promise((resolve) => server.once("exit", resolve));
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 90_000;
  while (true) {
    const ready = await fetch(`${base}/readyz`).then((r) => r.ok).catch(() => false);
    if (ready) break;
    if (Date.now() > deadline || server.exitCode !== null) {
      console.error("The server did not become ready.");
      await stopServer();
      process.exit(1);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

interface Row {
  page: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  jsTransferKb: number;
  jsKb: number;
  axe: number;
  findings: string[];
}

const chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
const browser = await chromium.launch({ executablePath: chromePath, args: chromeFlags.filter((flag) => !flag.startsWith("--headless")) });
const rows: Row[] = [];
try {
  for (const path of pages) {
    const url = `${base}${path}`;
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
      disableFullPageScreenshot: true,
    });
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const numeric = (id: string) => lhr.audits[id]?.numericValue ?? 0;
    const requests = ((lhr.audits["network-requests"]?.details as { items?: Array<{ resourceType?: string; transferSize?: number; resourceSize?: number }> } | undefined)?.items ?? []).filter(
      (item) => item.resourceType === "Script",
    );
    const findings: string[] = [];
    for (const id of ["accessibility", "best-practices", "seo"]) {
      for (const ref of lhr.categories[id]?.auditRefs ?? []) {
        const audit = lhr.audits[ref.id];
        if (audit && audit.score !== null && audit.score < 1 && ref.weight > 0) findings.push(`lighthouse ${id}: ${audit.id} — ${audit.title}`);
      }
    }
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(url, { waitUntil: "networkidle" });
    // Let the cookie banner finish fading in, so its colours are measured as people see them.
    await page.waitForTimeout(1600);
    const axe = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
    await context.close();
    for (const violation of axe.violations) {
      findings.push(`axe ${violation.impact ?? ""}: ${violation.id} — ${violation.help} (${violation.nodes.slice(0, 3).map((node) => node.target.join(" ")).join(", ")})`);
    }
    rows.push({
      page: path,
      performance: score("performance"),
      accessibility: score("accessibility"),
      bestPractices: score("best-practices"),
      seo: score("seo"),
      lcpMs: Math.round(numeric("largest-contentful-paint")),
      cls: Math.round(numeric("cumulative-layout-shift") * 1000) / 1000,
      tbtMs: Math.round(numeric("total-blocking-time")),
      jsTransferKb: Math.round(requests.reduce((sum, item) => sum + (item.transferSize ?? 0), 0) / 102.4) / 10,
      jsKb: Math.round(requests.reduce((sum, item) => sum + (item.resourceSize ?? 0), 0) / 102.4) / 10,
      axe: axe.violations.length,
      findings,
    });
    const row = rows.at(-1)!;
    console.log(`audited ${path}: ${row.performance}/${row.accessibility}/${row.bestPractices}/${row.seo}`);
  }
} finally {
  await browser.close();
  chrome.kill();
  await stopServer();
}

const header = ["page", "Perf", "A11y", "BP", "SEO", "LCP ms", "CLS", "TBT ms", "JS kB (transfer / raw)", "axe"];
const table = rows.map((row) => [row.page, row.performance, row.accessibility, row.bestPractices, row.seo, row.lcpMs, row.cls, row.tbtMs, `${row.jsTransferKb} / ${row.jsKb}`, row.axe].map(String));
const widths = header.map((title, column) => Math.max(title.length, ...table.map((cells) => cells[column]!.length)));
const line = (cells: string[]) => cells.map((cell, column) => cell.padEnd(widths[column]!)).join("  ");
console.log(`\n${line(header)}\n${widths.map((width) => "-".repeat(width)).join("  ")}\n${table.map(line).join("\n")}`);
for (const row of rows.filter((r) => r.findings.length)) console.log(`\n${row.page}\n  ${row.findings.join("\n  ")}`);
const reportPath = join(import.meta.dirname, "..", "build", "audit-report.json");
writeFileSync(reportPath, JSON.stringify(rows, null, 2));
console.log(`\nFull results: build/audit-report.json`);
