/**
 * The deadlines of slow clients, and room for new ones (decision 037). Node keeps `headersTimeout`
 * and `requestTimeout` only for a server that listens itself; a server process gets its
 * connections from the supervisor (`server.emit("connection")`), so this module keeps them:
 *
 * - a connection's request headers must arrive within `headersMs` of its opening, or of the end of
 *   its previous answer plus the time Node keeps an idle connection open (`keepAliveMs`); past that
 *   it is closed, with a 408 when it had begun a request. (A body's own deadline and pace are kept where it is read: request-body.server.ts.)
 * - a process holds at most `maxConnections` connections: one more closes the oldest connection
 *   still waiting for its headers (a slow client's: a visitor's browser sends them at once), or,
 *   when none waits, the newcomer itself. So connections that trickle their headers cannot use up
 *   the process's file descriptors and shut everyone else out.
 */
import { readFileSync } from "node:fs";
import type { IncomingMessage, Server, ServerResponse } from "node:http";
import type { Socket } from "node:net";

export interface ConnectionLimits {
  headersMs: number;
  keepAliveMs: number;
  maxConnections: number;
}

const TIMED_OUT = "HTTP/1.1 408 Request Timeout\r\nConnection: close\r\nContent-Length: 0\r\n\r\n";

/**
 * Descriptors kept free for everything but client connections: the database, files, logs, IPC. The
 * embedded database keeps each table's and index's file open once used (100 to 165 descriptors in a
 * server process, measured), so 128 was not enough once the request pages gained their tables.
 */
const RESERVED_DESCRIPTORS = 256;
/** Without a readable limit (not Linux), the process holds at most this many connections. */
const DEFAULT_MAX_CONNECTIONS = 4_096;

/** The soft limit of open files of this process (Linux), or undefined when it cannot be read. */
export function openFileLimit(limits = "/proc/self/limits"): number | undefined {
  try {
    const line = readFileSync(limits, "utf8")
      .split("\n")
      .find((entry) => entry.startsWith("Max open files"));
    const soft = Number(line?.split(/\s{2,}/)[1]);
    return Number.isInteger(soft) && soft > 0 ? soft : undefined;
  } catch {
    return undefined;
  }
}

/** How many client connections a process may hold under a limit of `fileLimit` open files. */
export function maxConnectionsFor(fileLimit: number | undefined): number {
  if (fileLimit === undefined) return DEFAULT_MAX_CONNECTIONS;
  return Math.max(64, fileLimit - RESERVED_DESCRIPTORS);
}

export function guardConnections(server: Server, limits: ConnectionLimits): { readonly open: number; readonly waiting: number } {
  const open = new Set<Socket>();
  /** Connections waiting for their next request's headers and their deadlines, oldest first (a Map keeps insertion order). */
  const waiting = new Map<Socket, NodeJS.Timeout>();

  const stopWaiting = (socket: Socket) => {
    clearTimeout(waiting.get(socket));
    waiting.delete(socket);
  };
  const waitForHeaders = (socket: Socket, ms: number) => {
    stopWaiting(socket);
    const readBefore = socket.bytesRead;
    waiting.set(
      socket,
      setTimeout(() => {
        waiting.delete(socket);
        // A client that began a request hears why it ends (nothing of an answer is under way while a
        // connection waits for headers, so the 408 is whole); a silent one is closed as an idle one is.
        if (socket.bytesRead > readBefore && socket.writable) socket.end(TIMED_OUT);
        socket.destroySoon();
      }, ms),
    );
  };

  server.on("connection", (socket: Socket) => {
    if (open.size >= limits.maxConnections) {
      const oldest = waiting.keys().next().value;
      if (!oldest) return void socket.destroy();
      stopWaiting(oldest);
      open.delete(oldest);
      oldest.destroy();
    }
    open.add(socket);
    socket.once("close", () => {
      open.delete(socket);
      stopWaiting(socket);
    });
    waitForHeaders(socket, limits.headersMs);
  });
  server.on("request", (req: IncomingMessage, res: ServerResponse) => {
    const socket = req.socket;
    stopWaiting(socket);
    res.once("finish", () => {
      if (open.has(socket) && !socket.destroyed) waitForHeaders(socket, limits.keepAliveMs + limits.headersMs);
    });
  });
  return {
    get open() {
      return open.size;
    },
    get waiting() {
      return waiting.size;
    },
  };
}
