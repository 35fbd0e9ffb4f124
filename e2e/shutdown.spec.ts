import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "@playwright/test";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

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
  const port = 4490 + Math.floor(Math.random() * 100);
  const server = spawn(process.execPath, ["serve.ts"], {
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_REQUESTS: "false" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  server.stdout.on("data", (chunk) => (output += chunk));
  server.stderr.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => server.on("exit", (code) => resolve(code)));
  try {
    await expect.poll(() => output, { timeout: 90_000 }).toContain("listening on");
    expect(existsSync(join(dataDir, "pglite.lock"))).toBe(true);

    // A second server on the same data folder is refused with a clear message.
    const second = spawn(process.execPath, ["serve.ts"], { env: { ...process.env, PORT: String(port + 1), DATA_DIR: dataDir }, stdio: ["ignore", "pipe", "pipe"] });
    let secondOutput = "";
    second.stderr.on("data", (chunk) => (secondOutput += chunk));
    const secondCode = await new Promise<number | null>((resolve) => second.on("exit", resolve));
    expect(secondCode).toBe(1);
    expect(secondOutput).toMatch(/in use by process \d+/);

    const response = await slowPost(`http://127.0.0.1:${port}/consent`, "consent=essential&returnTo=%2Ffaq", async () => {
      await sleep(300);
      server.kill("SIGTERM");
      await sleep(300);
    });
    expect(response).toEqual({ status: 302, location: "/faq" });
    expect(await exited).toBe(0);
    expect(output).toContain("stopped");
    expect(existsSync(join(dataDir, "pglite.lock"))).toBe(false);
  } finally {
    server.kill("SIGKILL");
    rmSync(dataDir, { recursive: true, force: true });
  }
});
