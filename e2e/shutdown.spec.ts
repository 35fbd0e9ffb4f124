import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { freePort, sleep, startServer } from "./support/server-process.ts";

const DEVELOPMENT_BUILD_WARNING = "React runs its development build";

/** A form post whose body arrives in two parts, with `between` run after the first part has been received. */
function slowPost(url: string, body: string, between: () => Promise<void>) {
  return new Promise<{ status: number; location?: string }>((resolve, reject) => {
    const req = request(url, { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded", "Content-Length": Buffer.byteLength(body) } }, (res) => {
      res.resume();
      res.on("end", () => resolve({ status: res.statusCode ?? 0, location: res.headers.location }));
    });
    req.on("error", reject);
    req.write(body.slice(0, 5));
    void between().then(() => req.end(body.slice(5)));
  });
}

test("stops on SIGTERM after finishing open requests, releasing the database", async () => {
  test.setTimeout(120_000);
  const dataDir = mkdtempSync(join(tmpdir(), "arc-shutdown-"));
  // Without NODE_ENV, as docs/operations.md's deployment starts it: React's production build.
  const server = startServer({ port: await freePort(), env: { DATA_DIR: dataDir, LOG_REQUESTS: "false", NODE_ENV: undefined } });
  try {
    await server.waitUntilReady({ timeoutMs: 90_000 });
    expect(existsSync(join(dataDir, "pglite.lock"))).toBe(true);
    expect(server.output()).not.toContain(DEVELOPMENT_BUILD_WARNING);

    // A second server on the same data folder is refused with a clear message (and this one, told
    // to run in development, says that React renders slowly).
    const second = startServer({ port: await freePort(), env: { DATA_DIR: dataDir, NODE_ENV: "development" } });
    expect(await second.exited).toBe(1);
    expect(second.output()).toMatch(/in use by process \d+/);
    expect(second.output()).toContain(DEVELOPMENT_BUILD_WARNING);

    const response = await slowPost(`${server.base}/consent`, "consent=essential&returnTo=%2Ffaq", async () => {
      await sleep(300);
      // Not awaited: the server ends only once this request has been answered.
      void server.stop();
      await sleep(300);
    });
    expect(response).toEqual({ status: 302, location: "/faq" });
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain("stopped");
    expect(existsSync(join(dataDir, "pglite.lock"))).toBe(false);
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
});

test("logs JSON lines: each request with its id, echoed in X-Request-Id, and a mail that failed, without personal data", async () => {
  test.setTimeout(120_000);
  const dataDir = mkdtempSync(join(tmpdir(), "arc-log-"));
  // An SMTP address nobody listens on: every mail fails and is retried.
  const server = startServer({ port: await freePort(), env: { DATA_DIR: dataDir, LOG_REQUESTS: "true", TRUST_PROXY: "true", SMTP_URL: `smtp://127.0.0.1:${await freePort()}`, SALES_EMAIL: "sales@arc.example", MAIL_FROM: "ARC Pet Air <mail@arc.example>", MAIL_POLL_MS: "250" } });
  const lines = () => server.output().split("\n").filter((line) => line.startsWith("{")).map((line) => JSON.parse(line) as Record<string, unknown>);
  try {
    await server.waitUntilReady({ timeoutMs: 90_000 });
    const page = await fetch(`${server.base}/faq?token=secret-token`, { headers: { "X-Request-Id": "edge-4f2a.1" } });
    expect(page.headers.get("x-request-id")).toBe("edge-4f2a.1");
    const hostile = await fetch(`${server.base}/faq`, { headers: { "X-Request-Id": "<script>alert(1)</script>" } });
    const generated = hostile.headers.get("x-request-id");
    expect(generated).toMatch(/^[0-9a-f-]{36}$/);
    const sent = await fetch(`${server.base}/api/submit-contact`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: server.base },
      body: JSON.stringify({ name: "Log Test Person", email: "log-test@example.org", subject: "Crate size", message: "Which crate fits a beagle?", recaptchaToken: "recaptcha-not-loaded" }),
    });
    expect(sent.status).toBe(201);
    await expect.poll(() => lines().some((line) => line.mailId !== undefined), { timeout: 20_000 }).toBe(true);

    const request = lines().find((line) => line.requestId === "edge-4f2a.1" && line.message === "request")!;
    expect(request).toMatchObject({ level: "info", method: "GET", path: "/faq?…", status: 200 });
    expect(typeof request.time).toBe("string");
    expect(lines().some((line) => line.requestId === generated && line.message === "request")).toBe(true);
    const mail = lines().find((line) => line.mailId !== undefined)!;
    expect(mail).toMatchObject({ level: "error", attempt: 1 });
    expect(String(mail.message)).toMatch(/^mail #\d+ \(\w+\) failed \(attempt 1\): \w+/);
    console.log(`a request: ${JSON.stringify(request)}\na failed mail: ${JSON.stringify(mail)}`);
    // Nothing personal: no name, address, query string or client address anywhere in the log.
    expect(server.output()).not.toMatch(/Log Test Person|log-test@example\.org|secret-token|127\.0\.0\.1:\d+ [A-Z]/);
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
