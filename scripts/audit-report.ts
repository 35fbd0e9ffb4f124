/**
 * What `npm run audit` prints — a table of scores and metrics, then every finding per page — and
 * the full results it writes to build/audit-report.json.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { headlessChromiumFlags } from "../e2e/support/chromium.ts";
import { repositoryRoot } from "../e2e/support/server-process.ts";
import { AXE_TAGS, type AxeResult } from "./audit-axe.ts";
import { LIGHTHOUSE_CATEGORIES, type LighthouseOutcome } from "./audit-lighthouse.ts";

export type PageResult = { page: string; url: string } & LighthouseOutcome & ({ axe: AxeResult; axeError?: never } | { axe?: never; axeError: string });

const kilobytes = (bytes: number) => (bytes / 1000).toFixed(1);

export function printTable(results: PageResult[]) {
  const header = ["page", "Perf", "A11y", "BP", "SEO", "LCP ms", "CLS", "TBT ms", "JS kB transfer / uncompr.", "axe"];
  const numberOr = (value: number | null | undefined, format: (value: number) => string) =>
    value === null || value === undefined ? "–" : format(value);
  const rows = results.map(({ page, lighthouse, axe }) => {
    const score = (category: string) => numberOr(lighthouse?.scores[category], String);
    return [
      page,
      score("performance"),
      score("accessibility"),
      score("best-practices"),
      score("seo"),
      numberOr(lighthouse?.lcpMs, (value) => String(Math.round(value))),
      numberOr(lighthouse?.cls, (value) => value.toFixed(3)),
      numberOr(lighthouse?.tbtMs, (value) => String(Math.round(value))),
      lighthouse ? `${kilobytes(lighthouse.js.transferBytes)} / ${kilobytes(lighthouse.js.resourceBytes)}` : "–",
      axe ? String(axe.violations.length) : "err",
    ];
  });
  const rightAligned = new Set([1, 2, 3, 4, 5, 6, 7, 9]);
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  const line = (cells: string[]) =>
    cells.map((cell, column) => (rightAligned.has(column) ? cell.padStart(widths[column]!) : cell.padEnd(widths[column]!))).join(" | ");
  console.log(`\n${line(header)}\n${widths.map((width) => "-".repeat(width)).join("-|-")}\n${rows.map(line).join("\n")}`);
  console.log("\nScores 0–100 (Lighthouse mobile, simulated throttling); JS = script resources of the initial load, 1 kB = 1000 bytes.");
  const benchmarks = results.map((result) => result.lighthouse?.benchmarkIndex).filter((value): value is number => typeof value === "number");
  if (benchmarks.length) {
    console.log(
      `Lighthouse CPU benchmark index ${Math.min(...benchmarks)}–${Math.max(...benchmarks)} (lower = busier machine; TBT and Perf vary with it, compare runs on an idle machine).`,
    );
  }
}

export function printFindings(results: PageResult[]) {
  for (const { page, lighthouse, lighthouseError, axe, axeError } of results) {
    const lines: string[] = [];
    if (lighthouseError) lines.push(`  Lighthouse could not audit the page: ${lighthouseError}`);
    if (lighthouse?.runtimeError) lines.push(`  Lighthouse runtime error: ${lighthouse.runtimeError}`);
    for (const warning of lighthouse?.runWarnings ?? []) lines.push(`  Lighthouse warning: ${warning}`);
    if (axeError) lines.push(`  axe could not audit the page: ${axeError}`);
    // The first three of a kind; the JSON report has them all.
    const capped = (label: string, entries: string[]) => {
      for (const entry of entries.slice(0, 3)) lines.push(`  ${label}: ${entry}`);
      if (entries.length > 3) lines.push(`  … and ${entries.length - 3} more ${label}s (see the JSON report)`);
    };
    capped("browser CSP violation", axe?.cspViolations ?? []);
    capped("browser console error", axe?.consoleErrors ?? []);
    for (const violation of axe?.violations ?? []) {
      lines.push(`  axe ${violation.id} [${violation.impact ?? "n/a"}] ${violation.help} (${violation.nodes.length} node${violation.nodes.length === 1 ? "" : "s"})`);
      for (const node of violation.nodes.slice(0, 3)) lines.push(`      ${node.target.join(" ")}`);
    }
    for (const audit of lighthouse?.failedAudits ?? []) {
      const value = audit.displayValue ? ` — ${audit.displayValue}` : "";
      lines.push(`  lighthouse ${audit.category}: ${audit.id} — ${audit.title}${value}`);
      if (audit.explanation) lines.push(`      ${audit.explanation.split("\n")[0]}`);
      for (const item of audit.items.slice(0, 3)) lines.push(`      ${item}`);
    }
    if (lighthouse?.otherOriginRequests.length) {
      lines.push(`  requests to other origins: ${lighthouse.otherOriginRequests.slice(0, 5).join(", ")}`);
    }
    if (lines.length) console.log(`\n${page}\n${lines.join("\n")}`);
  }
}

const installedVersion = (packageName: string) =>
  (JSON.parse(readFileSync(join(repositoryRoot, "node_modules", packageName, "package.json"), "utf8")) as { version: string }).version;

/** build/audit-report.json: every result with the tools, versions and settings that produced it. */
export function writeJsonReport(run: { base: string; serverStartedByAudit: boolean; chromiumVersion: string; chromiumPath: string; results: PageResult[] }) {
  const report = {
    generatedAt: new Date().toISOString(),
    base: run.base,
    serverStartedByAudit: run.serverStartedByAudit,
    tools: {
      lighthouse: installedVersion("lighthouse"),
      axeCore: installedVersion("axe-core"),
      chromium: run.chromiumVersion,
      chromiumPath: run.chromiumPath,
    },
    settings: {
      lighthouse: { formFactor: "mobile", throttling: "simulated (default)", categories: LIGHTHOUSE_CATEGORIES },
      axe: { tags: AXE_TAGS, viewport: "1280x720" },
      chromeFlags: headlessChromiumFlags,
      kB: 1000,
    },
    pages: run.results,
  };
  const reportPath = join(repositoryRoot, "build", "audit-report.json");
  mkdirSync(dirname(reportPath), { recursive: true });
  writeFileSync(reportPath, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`\nFull results: build/audit-report.json`);
}
