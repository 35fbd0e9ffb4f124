/**
 * `npm test`: every check, in order, stopping at the first failure — typecheck, lint, unit
 * tests, integration tests (PGlite, plus PostgreSQL when TEST_DATABASE_URL is set), the
 * production build, the Storybook build with every story rendered in Chromium, and the browser
 * tests against the built server (axe and the Nu HTML checker on every sitemap URL among them;
 * the checker needs Java).
 */
import { spawnSync } from "node:child_process";

const steps: Array<[label: string, script: string]> = [
  ["typecheck", "typecheck"],
  ["lint", "lint"],
  ["unit tests", "test:unit"],
  ["integration tests", "test:integration"],
  ["production build", "build"],
  ["stories", "test:stories"],
  ["browser tests", "test:e2e"],
];

if (!process.env.TEST_DATABASE_URL) {
  console.log("TEST_DATABASE_URL is not set: integration tests run on the embedded database only.");
}

const results: string[] = [];
for (const [label, script] of steps) {
  console.log(`\n━━ ${label} (npm run ${script})`);
  const started = Date.now();
  const result = spawnSync("npm", ["run", "--silent", script], { stdio: "inherit" });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  results.push(`${result.status === 0 ? "ok  " : "FAIL"} ${label} (${seconds} s)`);
  if (result.status !== 0) {
    console.error(`\n${results.join("\n")}\n\n${label} failed.`);
    process.exit(result.status ?? 1);
  }
}
console.log(`\n${results.join("\n")}\n\nAll checks passed.`);
