/**
 * `npm test`: every check, stopping at the first failure — typecheck, lint and unit tests at the
 * same time (`npm run check`), then in order integration tests (PGlite, plus PostgreSQL when TEST_DATABASE_URL is set), the
 * production build, the Storybook build with every story rendered in Chromium, and the browser
 * tests against the built server (axe and the Nu HTML checker on every sitemap URL among them;
 * the checker needs Java), then the browser tests against mocked APIs (e2e/mocked/).
 */
import { quickChecks } from "./check.ts";
import { runSteps, runTogether } from "./steps.ts";

if (!process.env.TEST_DATABASE_URL) {
  console.log("TEST_DATABASE_URL is not set: integration tests run on the embedded database only.");
}

await runTogether(quickChecks);
runSteps(
  [
    ["integration tests", "test:integration"],
    ["production build", "build"],
    ["stories", "test:stories"],
    ["browser tests", "test:e2e"],
    ["browser tests against mocked APIs", "test:e2e:mocked"],
  ],
  "All checks passed.",
);
