import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";

/** The system Chromium; a browser is never downloaded. */
export function chromiumPath(): string {
  const candidates = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"].filter(Boolean) as string[];
  const found = candidates.find((path) => existsSync(path));
  if (!found) {
    throw new Error(
      "No Chromium found. Install it from your system packages (Debian: apt-get install -y chromium) or set CHROMIUM_PATH to its executable.",
    );
  }
  return found;
}

const port = Number(process.env.E2E_PORT ?? 4410);
export const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [["list"]],
  timeout: 30_000,
  use: {
    baseURL,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: chromiumPath(),
      args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], viewport: { width: 1366, height: 800 } } }],
  webServer: {
    // The built production server on a fresh embedded database.
    command: "rm -rf test-results/e2e-data && node serve.ts",
    url: `${baseURL}/readyz`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: "test-results/e2e-data",
      SITE_URL: baseURL,
      LOG_REQUESTS: "false",
      NODE_ENV: "production",
    },
  },
});
