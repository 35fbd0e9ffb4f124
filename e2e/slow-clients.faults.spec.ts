/**
 * Slow clients against the built server on the embedded database, as the fault tests run them (last
 * and alone): a request whose headers trickle in is cut at the headers deadline, and two thousand
 * of them, on a host that allows each process 1,024 open files, leave the health check and a quote
 * answering within a second while bodies sent too slowly are cut. The figures each test measured are printed.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { connect, type Socket } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { postQuote, send } from "./support/quote-load.ts";
import { freePort, sleep, startServer, type ServerProcess } from "./support/server-process.ts";

/** The server's headers deadline (src/server/http/http-server.server.ts) and a body's (request-body.server.ts). */
const HEADERS_TIMEOUT_MS = 15_000;
const BODY_TOTAL_MS = 30_000;
const BODY_GRACE_MS = 5_000;

test.describe.configure({ mode: "serial" });

let server: ServerProcess;
let dataDir: string;
let port: number;
test.beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), "arc-slow-clients-"));
  port = await freePort();
  server = startServer({ port, fileLimit: 1_024, env: { DATA_DIR: dataDir, LOG_REQUESTS: "false", NODE_ENV: "production", RATE_LIMIT_POINTS: "1000000", SMTP_URL: undefined } });
  await server.waitUntilReady({ timeoutMs: 60_000 });
});
test.afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** A connection that starts a quote post and then sends one more header line every `everyMs`, never ending its headers. */
function headerTrickle(everyMs: number, onClose?: (closed: { at: number; received: string }) => void): Socket {
  const socket = connect({ port, host: "127.0.0.1" });
  let received = "";
  socket.on("error", () => undefined);
  socket.on("data", (chunk: Buffer) => (received += chunk.toString("latin1")));
  socket.write(`POST /api/submit-inquiry HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n`);
  const timer = setInterval(() => socket.writable && socket.write(`X-Slow-${Math.floor(Math.random() * 1e6)}: 1\r\n`), everyMs);
  socket.once("close", () => {
    clearInterval(timer);
    onClose?.({ at: Date.now(), received });
  });
  return socket;
}

/** A quote post whose JSON body arrives at `bytesPerSecond`; resolves with the status line and when it came. */
function bodyTrickle(bytesPerSecond: number, length = 2_000_000): { socket: Socket; answer: Promise<{ status: string; at: number }> } {
  const socket = connect({ port, host: "127.0.0.1" });
  let received = "";
  const chunk = Math.ceil(bytesPerSecond / 4);
  const timer = setInterval(() => socket.writable && socket.write(" ".repeat(chunk)), 250);
  const answer = new Promise<{ status: string; at: number }>((resolve) => {
    socket.on("data", (data: Buffer) => {
      received += data.toString("latin1");
      if (received.includes("\r\n")) resolve({ status: received.split("\r\n")[0]!, at: Date.now() });
    });
    socket.once("close", () => resolve({ status: received.split("\r\n")[0] || "closed", at: Date.now() }));
  });
  socket.once("close", () => clearInterval(timer));
  socket.on("error", () => undefined);
  socket.write(`POST /api/submit-inquiry HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nOrigin: http://127.0.0.1:${port}\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\n\r\n`);
  return { socket, answer };
}

test("a request whose headers trickle in is answered 408 and closed at the headers deadline", async () => {
  test.setTimeout(60_000);
  const started = Date.now();
  const closed = await new Promise<{ at: number; received: string }>((resolve) => headerTrickle(2_000, resolve));
  const ms = closed.at - started;
  console.log(`header trickle: closed after ${ms} ms: ${closed.received.split("\r\n")[0]}`);
  expect(closed.received).toMatch(/^HTTP\/1\.1 408 /);
  expect(ms).toBeGreaterThanOrEqual(HEADERS_TIMEOUT_MS - 500);
  expect(ms).toBeLessThan(HEADERS_TIMEOUT_MS + 2_000);
});

test("2,000 connections trickling their headers, under a limit of 1,024 open files, leave the health check and a quote answering within a second; bodies too slow are cut", async () => {
  test.setTimeout(180_000);
  const base = `http://127.0.0.1:${port}`;
  let attacking = true;
  let opened = 0;
  const attackers = new Set<Socket>();
  // A persistent attacker: every connection the server closes is opened again at its next tick.
  const open = () => {
    opened++;
    const socket = headerTrickle(4_000, () => {
      attackers.delete(socket);
      if (attacking) setTimeout(open, 4_000);
    });
    attackers.add(socket);
  };
  try {
    for (let n = 0; n < 2_000; n++) {
      open();
      if (n % 100 === 99) await sleep(50);
    }
    await sleep(2_000);
    // Bodies under the same load: one just above the minimum pace of 16 kB/s (19 kB/s), one below it (8 kB/s).
    const started = Date.now();
    const steady = bodyTrickle(19 * 1024);
    const slow = bodyTrickle(8 * 1024);

    const health: number[] = [];
    const quotes: number[] = [];
    for (let round = 0; round < 15; round++) {
      const ok = await send(base, "/healthz", { timeoutMs: 5_000 });
      expect(ok.status).toBe(200);
      health.push(ok.ms);
      const quote = await postQuote(base, randomUUID(), round, false, 5_000);
      expect(quote.status, quote.body).toBe(201);
      quotes.push(quote.ms);
      await sleep(1_000);
    }
    const [steadyAnswer, slowAnswer] = await Promise.all([steady.answer, slow.answer]);
    const slowest = (values: number[]) => Math.max(...values);
    console.log(
      `slow clients: ${opened} trickling connections opened (${attackers.size} open at the end); health check slowest ${slowest(health)} ms of ${health.length};`,
      `quote slowest ${slowest(quotes)} ms of ${quotes.length}; body at 19 kB/s: ${steadyAnswer.status} after ${steadyAnswer.at - started} ms;`,
      `body at 8 kB/s: ${slowAnswer.status} after ${slowAnswer.at - started} ms`,
    );
    expect(opened).toBeGreaterThan(2_000); // the server closed connections, and the attacker came back
    expect(slowest(health)).toBeLessThan(1_000);
    expect(slowest(quotes)).toBeLessThan(1_000);
    // Below the minimum pace: cut soon after the first seconds. Above it: cut when the request's time is up.
    expect(slowAnswer.status).toBe("HTTP/1.1 408 Request Timeout");
    expect(slowAnswer.at - started).toBeLessThan(BODY_GRACE_MS + 3_000);
    expect(steadyAnswer.status).toBe("HTTP/1.1 408 Request Timeout");
    expect(steadyAnswer.at - started).toBeLessThan(BODY_TOTAL_MS + 3_000);
    expect(server.output()).not.toMatch(/EMFILE|server process \d+ ended/);
  } finally {
    attacking = false;
    for (const socket of attackers) socket.destroy();
  }
  // Once the attack is over the site answers as before.
  const after = await send(base, "/healthz", { timeoutMs: 5_000 });
  expect(after.status).toBe(200);
});
