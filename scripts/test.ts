/**
 * `npm test`: every check, one after another, stopping at the first failure — typecheck, lint, unit
 * tests (on two cores they take as long in turn as at the same time, as `npm run check` runs them,
 * and each prints its own time), integration tests (PGlite, plus PostgreSQL when TEST_DATABASE_URL is set), the
 * production build, the Storybook build with every story rendered in Chromium, and the browser
 * tests against the built server (axe and the Nu HTML checker on every sitemap URL among them;
 * the checker needs Java), then the browser tests against mocked APIs (e2e/mocked/).
 */
import { quickChecks } from "./check.ts";
import { runSteps } from "./steps.ts";

if (!process.env.TEST_DATABASE_URL) {
  console.log("TEST_DATABASE_URL is not set: integration tests run on the embedded database only.");
}

runSteps(
  [
    ...quickChecks,
    ["integration tests", "test:integration"],
    ["production build", "build"],
    ["stories", "test:stories"],
    ["browser tests", "test:e2e"],
    ["browser tests against mocked APIs", "test:e2e:mocked"],
  ],
  "All checks passed.",
);
