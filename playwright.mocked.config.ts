/**
 * Browser tests against mocked APIs (`npm run test:e2e:mocked`, tests in e2e/mocked/): the built
 * server renders the pages from the content files on a throwaway embedded database, and every `/api`
 * request the browser makes is answered by the MSW handlers of mocks/scenarios.ts
 * (docs/decisions/028-qa-against-mocked-apis.md). No PostgreSQL and no mail server are needed.
 */
import { defineConfig, devices } from "@playwright/test";
import { chromiumFlags, testChromiumPath, traceOnFailure } from "./e2e/support/chromium.ts";
import { mockedBaseURL, mockedPort } from "./e2e/support/env.ts";

/** Named by its port, so runs of other checkouts on other ports never share (or delete) it. */
const dataDir = `test-results/mocked-data-${mockedPort}`;

export default defineConfig({
  testDir: "e2e/mocked",
  outputDir: "test-results/mocked",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [["list"]],
  // Several submissions per test, on machines that may be busy.
  timeout: 90_000,
  expect: { timeout: 20_000 },
  use: {
    ...devices["Desktop Chrome"],
    viewport: { width: 1366, height: 800 },
    baseURL: mockedBaseURL,
    trace: traceOnFailure,
    launchOptions: { executablePath: testChromiumPath(), args: [...chromiumFlags] },
  },
  webServer: {
    command: `rm -rf ${dataDir} && node serve.js`,
    url: `${mockedBaseURL}/readyz`,
    // A first start creates the embedded database, which takes long on a busy machine.
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      PORT: String(mockedPort),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      SITE_URL: mockedBaseURL,
      LOG_REQUESTS: "false",
      NODE_ENV: "production",
      // The embedded database and no mail, whatever the shell has set (an empty value counts as unset).
      DATABASE_URL: "",
      TEST_DATABASE_URL: "",
      SMTP_URL: "",
      RECAPTCHA_SECRET_KEY: "",
    },
  },
});
