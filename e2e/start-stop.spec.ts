/**
 * The README's commands as a process manager, a container runtime or `kill $!` meets them: a signal
 * to the npm process (or to any process under it) ends the whole server, with the port closed and
 * the embedded database's lock released; a start after an unclean end says what it found and serves.
 * Runs on the built checkout (`npm start -- --no-build` serves the build as it is, so this test
 * never builds).
 */
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { connect } from "node:net";
import { hostname, tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { freePort, repositoryRoot, sleep } from "./support/server-process.ts";

/** How long the server may take to end after the signal: the bound. */
const STOPPED_WITHIN_MS = 15_000;

function portOpen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    socket.once("connect", () => resolve(!socket.destroy()));
    socket.once("error", () => resolve(false));
  });
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** `npm <args>` with the site on `port` and its embedded database in `dataDir`, as a newcomer starts it. */
function npm(args: string[], port: number, dataDir: string) {
  const child = spawn("npm", args, {
    cwd: repositoryRoot,
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_REQUESTS: "false", NODE_ENV: undefined },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const pids = () => [...output.matchAll(/"pid":(\d+)/g)].map((match) => Number(match[1]));
  return {
    child,
    exited,
    output: () => output,
    /** The processes that have logged: the supervisor and its server process. */
    pids: () => [...new Set(pids())],
    serverProcess: () => Number(/serving on \S+ \(process (\d+)\)/.exec(output)?.[1]),
    async ready() {
      await expect.poll(async () => (await fetch(`http://127.0.0.1:${port}/readyz`).catch(() => undefined))?.status, { timeout: 90_000, message: output }).toBe(200);
    },
  };
}

/** Sends `signal` to `pid`, then expects the port closed, the lock gone and every process of the server ended within 15 s. */
async function expectStoppedBy(started: ReturnType<typeof npm>, pid: number, signal: NodeJS.Signals, port: number, dataDir: string) {
  const processes = started.pids();
  expect(processes.length).toBeGreaterThanOrEqual(2);
  const sentAt = Date.now();
  process.kill(pid, signal);
  await expect
    .poll(async () => ({ portOpen: await portOpen(port), lock: existsSync(join(dataDir, "pglite.lock")), running: processes.filter(alive) }), { timeout: STOPPED_WITHIN_MS, intervals: [200] })
    .toEqual({ portOpen: false, lock: false, running: [] });
  console.log(`${signal} to process ${pid}: stopped in ${Date.now() - sentAt} ms`);
  expect(started.output()).toContain("stopped");
}

test("a signal to npm or to the server process ends the whole server, releasing the database; a start after an unclean end says so and serves", async () => {
  test.setTimeout(180_000);
  const dataDir = mkdtempSync(join(tmpdir(), "arc-start-stop-"));
  const port = await freePort();
  const running: Array<ReturnType<typeof npm>> = [];
  try {
    // `npm start`, then SIGTERM to npm itself (what `kill $!`, a process manager or a container runtime does).
    const start = npm(["start", "--", "--no-build"], port, dataDir);
    running.push(start);
    await start.ready();
    await expectStoppedBy(start, start.child.pid!, "SIGTERM", port, dataDir);

    // A lock left by a process that no longer runs (a server killed outright): the next start says so and serves.
    writeFileSync(join(dataDir, "pglite.lock"), JSON.stringify({ pid: 2 ** 22 + 1, host: hostname(), since: "2026-01-01T00:00:00.000Z" }));
    const serve = npm(["run", "serve"], port, dataDir);
    running.push(serve);
    await serve.ready();
    expect(serve.output()).toMatch(/lock left by process 4194305 .*did not end cleanly/);
    // SIGINT to npm (Ctrl-C sends it to every process in the terminal; here npm alone gets it).
    await expectStoppedBy(serve, serve.child.pid!, "SIGINT", port, dataDir);

    // SIGTERM to the server process itself (found with `ps` or `ss -p`): the whole server ends too.
    const again = npm(["start", "--", "--no-build"], port, dataDir);
    running.push(again);
    await again.ready();
    expect(again.output()).not.toContain("did not end cleanly");
    await expectStoppedBy(again, again.serverProcess(), "SIGTERM", port, dataDir);
    await Promise.all(running.map((started) => started.exited));
  } finally {
    for (const started of running) {
      for (const pid of started.pids().filter(alive)) process.kill(pid, "SIGKILL");
      started.child.kill("SIGKILL");
    }
    await sleep(100);
    rmSync(dataDir, { recursive: true, force: true });
  }
});
