import { defineConfig, devices } from "@playwright/test";
import { chromiumFlags, testChromiumPath, traceOnFailure } from "./e2e/support/chromium.ts";
import { appPort, baseURL, e2eDatabaseUrl, sinkHttpPort, sinkSmtpPort, sinkURL, staff } from "./e2e/support/env.ts";

export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [["list"]],
  // The committed pictures of e2e/screens.spec.ts, one per page, width and language (no machine name in the file name).
  snapshotPathTemplate: "{testDir}/screens/{arg}{ext}",
  // A bound for a stuck test, not a speed check: on CI's busy two-core machine (two workers, one
  // server, Chromium) a test of many page loads takes twice as long as on a quiet one.
  timeout: process.env.CI ? 60_000 : 30_000,
  expect: { timeout: process.env.CI ? 10_000 : 5_000 },
  use: {
    baseURL,
    trace: traceOnFailure,
    launchOptions: {
      executablePath: testChromiumPath(),
      args: [...chromiumFlags],
    },
  },
  projects: [
    // e2e/mocked/ has a config of its own (playwright.mocked.config.ts).
    { name: "chromium", testIgnore: [/(hostile|faults|company-facts)\.spec\.ts/, /\/mocked\//], use: { ...devices["Desktop Chrome"], viewport: { width: 1366, height: 800 } } },
    // Hostile-input tests compare lead counts, so they run alone, after everything else.
    { name: "hostile", testMatch: /hostile\.spec\.ts/, dependencies: ["chromium"] },
    // Fault tests load the machine and measure how quickly the server answers, so they run last and alone.
    { name: "faults", testMatch: /faults\.spec\.ts/, dependencies: ["hostile"], workers: 1 },
    // Publishing the company's facts changes what every page shows (the hostile-input tests check that the
    // shipped facts still show), so it runs after everything else.
    { name: "company", testMatch: /company-facts\.spec\.ts/, dependencies: ["faults"], use: { ...devices["Desktop Chrome"], viewport: { width: 1366, height: 800 } } },
  ],
  webServer: [
    {
      // A real SMTP server on loopback that receives the site's mails.
      command: "node e2e/support/mail-sink.ts",
      url: `${sinkURL}/ready`,
      timeout: 30_000,
      reuseExistingServer: false,
      env: { SINK_SMTP_PORT: String(sinkSmtpPort), SINK_HTTP_PORT: String(sinkHttpPort) },
    },
    {
      // The built production server on a fresh database: PostgreSQL with TEST_DATABASE_URL, else embedded.
      command: `rm -rf test-results/e2e-data-${appPort} && node e2e/support/prepare-db.ts && node serve.js`,
      url: `${baseURL}/readyz`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: "ignore",
      stderr: "pipe",
      env: {
        PORT: String(appPort),
        HOST: "127.0.0.1",
        DATA_DIR: `test-results/e2e-data-${appPort}`,
        SITE_URL: baseURL,
        LOG_REQUESTS: "false",
        NODE_ENV: "production",
        SMTP_URL: `smtp://127.0.0.1:${sinkSmtpPort}`,
        SALES_EMAIL: "sales@arc.example",
        MAIL_FROM: "ARC Pet Air <mail@arc.example>",
        MAIL_POLL_MS: "250",
        // The hostile-input tests post hundreds of forms from one address; limits are tested below HTTP.
        RATE_LIMIT_POINTS: "5000",
        // So do the request page tests, many of them on a page each: its limit is tested below HTTP.
        REQUEST_VIEW_LIMIT: "5000",
        ADMIN_USERNAME: staff.username,
        ADMIN_PASSWORD: staff.password,
        ...(e2eDatabaseUrl ? { DATABASE_URL: e2eDatabaseUrl, E2E_DATABASE_URL: e2eDatabaseUrl } : {}),
      },
    },
  ],
});
