/**
 * Decisions the production server (`http-server.server.ts`) makes about a raw request before the app sees it:
 * who the client is, how large a body may be, and what of a request or an error may be logged.
 */
import { isIP } from "node:net";
import { translator } from "../../i18n/messages/index.ts";
import { matchRoute, resolveLanguage } from "../../i18n/resolve.ts";
import { crossSiteResponse, isCrossSite } from "./api.server.ts";

/**
 * The client's address. Behind `trustedHops` proxies (TRUST_PROXY), each proxy appends the
 * address it received the request from to `X-Forwarded-For`, so the client is the entry
 * `trustedHops` places from the right; everything left of it was written by the client itself and
 * is ignored. Without a trusted proxy, or with a malformed header, the socket's address counts.
 */
export function clientAddress(forwardedFor: string | string[] | undefined, socketAddress: string | undefined, trustedHops: number): string {
  const socket = socketAddress || "unknown";
  if (trustedHops < 1 || forwardedFor === undefined) return socket;
  const hops = (Array.isArray(forwardedFor) ? forwardedFor.join(",") : forwardedFor).split(",").map(withoutPort);
  const candidate = hops[hops.length - trustedHops];
  return candidate && isIP(candidate) ? candidate : socket;
}

/** Some proxies write `203.0.113.9:51234` or `[2001:db8::1]:51234`; the address is what counts. */
function withoutPort(entry: string): string {
  const trimmed = entry.trim();
  return /^\[([^\]]+)\](?::\d+)?$/.exec(trimmed)?.[1] ?? /^(\d+\.\d+\.\d+\.\d+):\d+$/.exec(trimmed)?.[1] ?? trimmed;
}

/**
 * Every state change is a POST from this site: another site's form or script is answered 403 in
 * the visitor's language before any route (or React Router's own origin check) sees it.
 */
export function refuseCrossSite(request: Request): Response | undefined {
  if (request.method === "GET" || request.method === "HEAD" || !isCrossSite(request)) return undefined;
  return crossSiteResponse(request, resolveLanguage(request).lang);
}

/** The routes that take a crate photo, and so a large body. */
const photoRoutes = new Set(["quote", "apiSubmitInquiry"]);
const takesPhoto = (pathname: string) => photoRoutes.has(matchRoute(pathname)?.id ?? "");
/** Staff post an update's photos on a lead's page (the route needs a session; its body is limited all the same). */
const takesUpload = (pathname: string) => takesPhoto(pathname) || matchRoute(pathname)?.id === "adminLead";

const earlyAnswers = {
  badRequest: { status: 400, error: "bad_request", key: "api.badRequest" },
  tooLarge: { status: 413, error: "payload_too_large", key: "api.tooLarge" },
  tooSlow: { status: 408, error: "request_timeout", key: "api.tooSlow" },
  methodNotAllowed: { status: 405, error: "method_not_allowed", key: "api.methodNotAllowed" },
  busy: { status: 503, error: "busy", key: "api.uploadsBusy" },
  internal: { status: 500, error: "server_error", key: "api.internal" },
} as const;

/**
 * An answer the server gives before the app runs (a malformed request, a body too large, too many
 * uploads, a failure), in the visitor's language as far as it can be told: JSON for the API.
 */
export function earlyAnswer(kind: keyof typeof earlyAnswers, target: string, headers: { cookie?: string; "accept-language"?: string }) {
  const path = target.startsWith("/") ? target : "/";
  const { status, error, key: generalKey } = earlyAnswers[kind];
  // On the routes that take a crate photo, a body too large is the photo: say so, as the form does.
  const key = kind === "tooLarge" && takesPhoto(path.split("?")[0] ?? "/") ? "validation.crateImageSize" : generalKey;
  let lang: "en" | "de" = "en";
  try {
    const cookie = headers.cookie ?? "";
    lang = resolveLanguage(new Request(new URL(path, "http://localhost"), { headers: { cookie, "accept-language": headers["accept-language"] ?? "" } })).lang;
  } catch {
    // A target that is no URL at all: English.
  }
  const message = translator(lang)(key);
  return path.startsWith("/api/")
    ? { status, type: "application/json; charset=utf-8", body: JSON.stringify({ error, message }) }
    : { status, type: "text/plain; charset=utf-8", body: message };
}

/** Largest body of a form or JSON post that carries no file. */
export const SMALL_BODY_LIMIT_BYTES = 64 * 1024;

/**
 * Only the quote endpoints may carry a crate photo, as a file (multipart) or a data URL (JSON), and
 * a lead's page in the inbox the photos of an update: they get `limit`; every other request, and a URL-encoded form anywhere, gets a small limit.
 */
export function bodyLimitFor(pathname: string, contentType: string | undefined, limit: number): number {
  const photo = takesUpload(pathname) && /^\s*(multipart\/form-data|application\/json)\s*(;|$)/i.test(contentType ?? "");
  return photo ? Math.max(limit, SMALL_BODY_LIMIT_BYTES) : Math.min(limit, SMALL_BODY_LIMIT_BYTES);
}

/** A host name or IPv4 address, or a bracketed IPv6 address, each with an optional port. */
const hostPattern = /^(?:[A-Za-z0-9.-]{1,253}|\[[0-9A-Fa-f:.]{2,45}\])(?::(\d{1,5}))?$/;

/**
 * Whether a request names a path on a well-formed host. Node accepts `GET http://x/`, `OPTIONS *`
 * or `Host: a@b`; none is a request for a page of this site, and some would make the URL the app
 * sees differ from the path the server checked.
 */
export function isOriginForm(target: string, host: string): boolean {
  const port = hostPattern.exec(host)?.[1];
  return target.startsWith("/") && hostPattern.test(host) && (port === undefined || Number(port) <= 65535);
}

/** The decoded path of a request target, or undefined when its percent-encoding is malformed. */
export function decodedPath(target: string): string | undefined {
  try {
    return decodeURIComponent(target.split("?")[0] ?? "/");
  } catch {
    return undefined;
  }
}

/** A request target as logged: the path only (query strings carry tokens and e-mail addresses). */
export function loggedTarget(target: string | undefined): string {
  const [path = "/", query] = (target ?? "/").split("?");
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
