/**
 * Decisions the production server (`http-server.server.ts`) makes about a raw request before the app sees it:
 * who the client is, whether the request is well formed and from this site, and how large its body may be.
 */
import type { IncomingMessage } from "node:http";
import { isIP } from "node:net";
import proxyAddress from "proxy-addr";
import { resolveLanguage } from "../../i18n/resolve.ts";
import { crossSiteResponse, isCrossSite } from "./api.server.ts";

export { bodyLimitFor, earlyAnswer, SMALL_BODY_LIMIT_BYTES } from "../../lib/api/edge.ts";

/**
 * The client's address, as `proxy-addr` reads it. Behind `trustedHops` proxies (TRUST_PROXY), each
 * proxy appends the address it received the request from to `X-Forwarded-For`; the client is the
 * first address, counted from the socket, that no trusted proxy wrote. Everything left of it was
 * written by the client itself and is ignored. Without a trusted proxy, or when that entry is not an
 * address (after a port some proxies add), the socket's address counts.
 */
export function clientAddress(req: Pick<IncomingMessage, "headers" | "socket">, trustedHops: number): string {
  const socket = req.socket.remoteAddress || "unknown";
  if (trustedHops < 1 || !req.socket.remoteAddress) return socket;
  const candidate = withoutPort(proxyAddress(req as IncomingMessage, (_address, hop) => hop < trustedHops));
  return isIP(candidate) ? candidate : socket;
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
