import { createServer as createHttpServer } from "node:http";
import { connect, createServer as createNetServer, type AddressInfo, type Socket } from "node:net";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { guardConnections, maxConnectionsFor, openFileLimit, type ConnectionLimits } from "./connections.server.ts";

/**
 * A server as a server process runs it: it never listens itself, a listener of its own (as the
 * supervisor) hands it every connection with `emit("connection")`.
 */
async function handedOver(limits: ConnectionLimits) {
  const server = createHttpServer({ keepAliveTimeout: limits.keepAliveMs, keepAliveTimeoutBuffer: 0 }, (_req, res) => res.end("ok"));
  const guard = guardConnections(server, limits);
  const listener = createNetServer((socket) => server.emit("connection", socket));
  await new Promise<void>((resolve) => listener.listen(0, "127.0.0.1", resolve));
  const { port } = listener.address() as AddressInfo;
  const sockets: Socket[] = [];
  const open = () => {
    const socket = connect(port, "127.0.0.1");
    socket.on("error", () => undefined);
    sockets.push(socket);
    return socket;
  };
  const close = () => {
    for (const socket of sockets) socket.destroy();
    listener.close();
    server.close();
  };
  return { guard, open, close };
}

/** What a connection received until it closed, and after how long. */
function untilClosed(socket: Socket): Promise<{ ms: number; received: string }> {
  const started = Date.now();
  let received = "";
  socket.on("data", (chunk: Buffer) => (received += chunk.toString()));
  return new Promise((resolve) => socket.once("close", () => resolve({ ms: Date.now() - started, received })));
}

/** Sends a header line every `everyMs` and never ends the headers. */
function trickle(socket: Socket, everyMs: number) {
  socket.write("GET / HTTP/1.1\r\nHost: a\r\n");
  const timer = setInterval(() => socket.writable && socket.write("X-Slow: 1\r\n"), everyMs);
  socket.once("close", () => clearInterval(timer));
}

const limits: ConnectionLimits = { headersMs: 600, keepAliveMs: 200, maxConnections: 1_000 };
let close = () => undefined as void;
afterEach(() => close());

describe("guardConnections", () => {
  it("answers 408 and closes a connection that trickles its headers past the headers deadline", async () => {
    const server = await handedOver(limits);
    close = server.close;
    const socket = server.open();
    const closed = untilClosed(socket);
    trickle(socket, 100);
    const { ms, received } = await closed;
    expect(received).toMatch(/^HTTP\/1\.1 408 /);
    expect(ms).toBeGreaterThanOrEqual(limits.headersMs - 50);
    expect(ms).toBeLessThan(limits.headersMs + 500);
  });

  it("keeps a connection through a request and its keep-alive time, then closes it when no request follows", async () => {
    const server = await handedOver(limits);
    close = server.close;
    const socket = server.open();
    const closed = untilClosed(socket);
    // Half the headers deadline passes before the request: still in time.
    await new Promise((resolve) => setTimeout(resolve, limits.headersMs / 2));
    socket.write("GET / HTTP/1.1\r\nHost: a\r\n\r\n");
    const { received, ms } = await closed;
    expect(received).toMatch(/^HTTP\/1\.1 200 /);
    expect(received).not.toContain(" 408 ");
    expect(ms).toBeGreaterThanOrEqual(limits.headersMs / 2 + limits.keepAliveMs - 50);
    await expect.poll(() => server.guard.open).toBe(0);
  });

  it("at its limit closes the oldest connection still waiting for headers, so a visitor's request is answered", async () => {
    const server = await handedOver({ ...limits, headersMs: 60_000, maxConnections: 5 });
    close = server.close;
    const slow = Array.from({ length: 5 }, () => server.open());
    const slowClosed = slow.map(untilClosed);
    for (const socket of slow) trickle(socket, 100);
    await expect.poll(() => server.guard.waiting).toBe(5);

    const visitor = server.open();
    const answered = untilClosed(visitor);
    visitor.end("GET / HTTP/1.1\r\nHost: a\r\nConnection: close\r\n\r\n");
    expect((await answered).received).toMatch(/^HTTP\/1\.1 200 /);
    // The oldest slow connection made room; the others still wait.
    await slowClosed[0];
    expect(slow.slice(1).every((socket) => !socket.destroyed)).toBe(true);
    expect(server.guard.open).toBe(4);
  });

  it("closes a newcomer when every connection is busy with a request", async () => {
    const busy = createHttpServer(() => undefined); // never answers
    const guard = guardConnections(busy, { ...limits, headersMs: 60_000, maxConnections: 2 });
    const listener = createNetServer((socket) => busy.emit("connection", socket));
    await new Promise<void>((resolve) => listener.listen(0, "127.0.0.1", resolve));
    const { port } = listener.address() as AddressInfo;
    const sockets = Array.from({ length: 2 }, () => connect(port, "127.0.0.1").on("error", () => undefined));
    close = () => {
      for (const socket of sockets) socket.destroy();
      listener.close();
      busy.close();
    };
    for (const socket of sockets.slice(0, 2)) socket.write("GET / HTTP/1.1\r\nHost: a\r\n\r\n");
    await expect.poll(() => guard.open - guard.waiting).toBe(2);
    sockets.push(connect(port, "127.0.0.1").on("error", () => undefined));
    const third = untilClosed(sockets[2]!);
    sockets[2]!.write("GET / HTTP/1.1\r\nHost: a\r\n\r\n");
    expect((await third).received).toBe("");
    expect(guard.open).toBe(2);
  });
});

describe("openFileLimit and maxConnectionsFor", () => {
  it("reads the soft limit of open files and keeps descriptors free for everything else", () => {
    const folder = mkdtempSync(join(tmpdir(), "arc-limits-"));
    const file = join(folder, "limits");
    try {
      writeFileSync(file, "Limit                     Soft Limit           Hard Limit           Units     \nMax processes             95813                95813                processes \nMax open files            1024                 524288               files     \n");
      expect(openFileLimit(file)).toBe(1024);
      expect(openFileLimit(join(folder, "missing"))).toBeUndefined();
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
    expect(maxConnectionsFor(1024)).toBe(768);
    expect(maxConnectionsFor(undefined)).toBe(4_096);
    expect(maxConnectionsFor(100)).toBe(64);
  });
});
