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
  // Without NODE_ENV, as the README's deployment starts it: React's production build.
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
