/**
 * Ports and addresses shared by the Playwright config and the browser tests. E2E_PORT,
 * E2E_SINK_SMTP_PORT and E2E_SINK_HTTP_PORT move a run off the defaults, so that two checkouts can
 * run their browser tests side by side (each then also gets its own PostgreSQL database).
 */
export const appPort = Number(process.env.E2E_PORT ?? 4410);
export const baseURL = `http://127.0.0.1:${appPort}`;
export const sinkSmtpPort = Number(process.env.E2E_SINK_SMTP_PORT ?? 2526);
export const sinkHttpPort = Number(process.env.E2E_SINK_HTTP_PORT ?? 4412);
export const sinkURL = `http://127.0.0.1:${sinkHttpPort}`;

/** The server of the browser tests against mocked APIs (playwright.mocked.config.ts): E2E_MOCKED_PORT, default 4415. */
export const mockedPort = Number(process.env.E2E_MOCKED_PORT ?? 4415);
export const mockedBaseURL = `http://127.0.0.1:${mockedPort}`;

/** With TEST_DATABASE_URL the site under test runs on its own PostgreSQL database. */
export const e2eDatabaseUrl = (() => {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) return undefined;
  const url = new URL(base);
  url.pathname = `/arc_e2e_${appPort}`;
  return url.href;
})();

/** The staff account the server under test creates at start-up (ADMIN_USERNAME / ADMIN_PASSWORD). */
export const staff = { username: "e2e-staff", password: "a long e2e staff passphrase" };
