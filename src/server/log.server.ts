/**
 * The server's log, and what of a request or an error may be logged: the one place every layer (the
 * HTTP server, routes, services) turns them into log text, so personal data never reaches a log.
 *
 * Lines are JSON (pino): `time`, `level`, `message`, the process's `pid`, the `requestId` of the
 * request being served (`withRequestId`), and the line's own fields; `LOG_FORMAT=pretty` prints them
 * for people at a terminal. Never log a name, an e-mail address, an IP address, a query string or a
 * secret: pseudonyms (a lead's id, a mail's id) only.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { randomUUID } from "node:crypto";
import { pino } from "pino";
import { routeTable } from "../route-table.ts";

/** The request a line is written for, kept across the awaits of that request. */
const requestScope = new AsyncLocalStorage<string>();

/** Runs `work` as part of the request `requestId`: every line it logs carries that id. */
export const withRequestId = <T>(requestId: string, work: () => T): T => requestScope.run(requestId, work);

/** A proxy's request id is kept when it is a plain token; anything else gets an id of our own. */
const REQUEST_ID = /^[\w.:-]{1,128}$/;

/** The id of a request: a trusted proxy's `X-Request-Id` when it is a plain token, else a new one. */
export function requestIdOf(header: string | string[] | undefined, trustProxy: boolean): string {
  return trustProxy && typeof header === "string" && REQUEST_ID.test(header) ? header : randomUUID();
}

/**
 * Where lines go: standard output, or a test's collector (`captureLog`). Under Vitest, nowhere
 * unless a test collects them (the server's expected warnings would bury the test report).
 */
let sink: (line: string) => void = process.env.VITEST ? () => {} : (line) => void process.stdout.write(line);

/** Sends every line to `collect` until the returned function is called (tests). */
export function captureLog(collect: (line: string) => void): () => void {
  const previous = sink;
  sink = collect;
  return () => {
    sink = previous;
  };
}

// Loaded only for people at a terminal: a server writing JSON lines never holds it.
const pretty = process.env.LOG_FORMAT === "pretty" ? (await import("pino-pretty")).prettyFactory({ messageKey: "message", colorize: process.stdout.isTTY, translateTime: "SYS:HH:MM:ss.l", ignore: "pid" }) : undefined;

export const log = pino(
  {
    messageKey: "message",
    base: { pid: process.pid },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    mixin: () => {
      const requestId = requestScope.getStore();
      return requestId ? { requestId } : {};
    },
  },
  { write: (line: string) => sink(pretty ? pretty(line) : line) },
);


/** The path segments a private link's token follows (`/requests/:token`, `/anfragen/:token`), from the route table. */
const tokenParents = [
  ...new Set(routeTable.flatMap((route) => [route.en, "de" in route ? route.de : undefined]).flatMap((pattern) => /^\/([^/:]+)\/:token(\/|$)/.exec(pattern ?? "")?.[1] ?? [])),
];
const PRIVATE_PATH = new RegExp(`(^|/)(${tokenParents.join("|")})(?=/)`);

/** A path's segments percent-decoded, each on its own (one that cannot be decoded stays as it is). */
const decoded = (path: string) =>
  path
    .split("/")
    .map((segment) => {
      try {
        return decodeURIComponent(segment);
      } catch {
        return segment;
      }
    })
    .join("/");

/**
 * A request target as logged: the path only (query strings carry tokens and e-mail addresses), and
 * of a private link's address (a request page, its data, its photos) nothing after `/requests/`:
 * the token is the key to the page. The path is read as the router might read it (decoded, `\`
 * as `/`, any case), so no spelling of the address brings the token into a log.
 */
export function loggedTarget(target: string | undefined): string {
  const [path = "/", query] = (target ?? "/").split("?");
  const plain = decoded(path).replaceAll("\\", "/").toLowerCase();
  const privateLink = PRIVATE_PATH.exec(plain);
  if (privateLink) return `${plain.slice(0, privateLink.index + privateLink[0].length)}/…`;
  return query === undefined ? path : `${path}?…`;
}

/**
 * What may be logged of an error: its kind, database error code and a message with quoted values
 * removed. Query errors name their SQL and parameters (personal data, photo bytes), so only their
 * cause is described.
 */
export function errorSummary(error: unknown): string {
  const seen = new Set<unknown>();
  let current = error;
  while (current instanceof Error && current.cause instanceof Error && !seen.has(current)) {
    seen.add(current);
    current = current.cause;
  }
  if (!(current instanceof Error)) return typeof current;
  const code = (current as { code?: unknown }).code;
  const message = current.message.split("\n")[0]!.replace(/(["'`]).*?\1/g, "$1…$1").replace(/params:.*$/i, "").slice(0, 200);
  const at = current.stack?.split("\n").find((line) => line.trim().startsWith("at "))?.trim();
  return `${current.name}${typeof code === "string" ? ` [${code}]` : ""}: ${message}${at ? ` (${at})` : ""}`;
}
