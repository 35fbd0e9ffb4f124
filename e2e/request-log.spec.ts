/**
 * A quote request's private link is the key to its page: the server that logs every request
 * (LOG_REQUESTS) writes no line that holds it, whichever spelling of the page's address is asked.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { inDays } from "../src/test/fixtures.ts";
import { submitQuote } from "./support/leads.ts";
import { freePort, startServer } from "./support/server-process.ts";

test("a request page's link is in no line of the server's log, with every request logged", async ({ playwright }) => {
  test.setTimeout(120_000);
  const dataDir = mkdtempSync(join(tmpdir(), "arc-request-log-"));
  const port = await freePort();
  const server = startServer({ port, env: { DATA_DIR: dataDir, DATABASE_URL: undefined, LOG_REQUESTS: "true", LOG_FORMAT: undefined, NODE_ENV: "production", RATE_LIMIT_POINTS: "1000", SMTP_URL: undefined } });
  const request = await playwright.request.newContext({ baseURL: server.base });
  try {
    await server.waitUntilReady({ timeoutMs: 60_000 });
    const sent = await submitQuote(request, { email: `log-${Date.now()}@example.org`, travelDate: inDays(310) });
    const token = sent.requestUrl.split("/").pop()!;
    const visits = [
      [`/requests/${token}`, 200],
      [`/anfragen/${token}`, 200],
      [`/requests/${token}.data`, 200],
      [`/requests/${token}/photos/0b4a1c2e-3f4a-4b5c-8d6e-7f8091a2b3c4`, 404],
      [`/Requests/${token}`, 200],
    ] as const;
    for (const [path, status] of visits) expect((await request.get(path)).status(), path).toBe(status);
    // Every request was logged (its line is written when its answer is over: the quote, the visits, a redirect)…
    await expect.poll(() => (server.output().match(/"message":"request"/g) ?? []).length, { timeout: 10_000 }).toBeGreaterThanOrEqual(visits.length + 1);
    // …and no line names the token, in any case; the visits are logged with the page's address cut after /requests/.
    expect(server.output()).not.toContain(token);
    expect(server.output().toLowerCase()).not.toContain(token.slice(0, 12));
    expect((server.output().match(/"path":"\/(requests|anfragen)\/…"/g) ?? []).length).toBeGreaterThanOrEqual(visits.length);
  } finally {
    await request.dispose();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
