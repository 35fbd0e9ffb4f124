/**
 * Every cookie of the site, in one table, and the one way to read and write them, on the server
 * (`Cookie` and `Set-Cookie` headers) and in the browser (`document.cookie`). To add a cookie, add
 * an entry to `cookies` below; read it with `readCookie`, write it with `setCookie`.
 */

const DAY_SECONDS = 24 * 60 * 60;

interface CookieEntry {
  /** The name sent to the browser. */
  name: string;
  /** How long the browser keeps it. */
  maxAgeSeconds: number;
  /** Hidden from scripts, and `__Host-` prefixed and Secure over HTTPS: the staff's credentials. */
  credential: boolean;
}

export const cookies = {
  /** The visitor's language choice (mirrored by the Jotai atom). */
  lang: { name: "lang", maxAgeSeconds: 365 * DAY_SECONDS, credential: false },
  /** The cookie-consent choice. */
  consent: { name: "consent", maxAgeSeconds: 365 * DAY_SECONDS, credential: false },
  /** A staff session (server/staff/session.server.ts; the session itself ends after at most 7 days). */
  staffSession: { name: "arc_admin", maxAgeSeconds: 7 * DAY_SECONDS, credential: true },
  /** A browser a staff member has signed in with before (decision 018). */
  staffDevice: { name: "arc_device", maxAgeSeconds: 180 * DAY_SECONDS, credential: true },
} as const satisfies Record<string, CookieEntry>;

export type CookieId = keyof typeof cookies;

/** The name a cookie has on a connection: a staff cookie is `__Host-` prefixed over HTTPS. */
export function cookieName(id: CookieId, secure: boolean): string {
  const entry: CookieEntry = cookies[id];
  return entry.credential && secure ? `__Host-${entry.name}` : entry.name;
}

function valueOf(header: string | null | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key !== name) continue;
    try {
      return decodeURIComponent(rest.join("="));
    } catch {
      // A malformed value is no value: the request goes on without it.
      return undefined;
    }
  }
  return undefined;
}

/** A cookie's value in a `Cookie` header (or `document.cookie`); `secure` says whether the connection is HTTPS. */
export function readCookie(header: string | null | undefined, id: CookieId, secure = false): string | undefined {
  return valueOf(header, cookieName(id, secure));
}

/** The stored consent choice in a `Cookie` header: "all" or "essential", anything else none. */
export function storedConsent(header: string | null | undefined): "all" | "essential" | null {
  const value = readCookie(header, "consent");
  return value === "all" || value === "essential" ? value : null;
}

/** Whether a `Cookie` header carries the cookie at all, under either of its names. */
export function hasCookie(header: string | null | undefined, id: CookieId): boolean {
  return valueOf(header, cookieName(id, false)) !== undefined || valueOf(header, cookieName(id, true)) !== undefined;
}

/**
 * The `Set-Cookie` value (or `document.cookie` assignment) that stores `value`, or removes the
 * cookie when `value` is undefined. `maxAgeSeconds` shortens a cookie's lifetime (a session's end).
 */
export function setCookie(id: CookieId, value: string | undefined, options: { secure?: boolean; maxAgeSeconds?: number } = {}): string {
  const entry: CookieEntry = cookies[id];
  const secure = options.secure ?? false;
  const maxAge = value === undefined ? 0 : (options.maxAgeSeconds ?? entry.maxAgeSeconds);
  const stored = `${cookieName(id, secure)}=${value === undefined ? "" : encodeURIComponent(value)}`;
  return [stored, "Path=/", entry.credential && "HttpOnly", "SameSite=Lax", `Max-Age=${Math.floor(maxAge)}`, entry.credential && secure && "Secure"].filter(Boolean).join("; ");
}

/** Whether a request came over HTTPS, which decides a staff cookie's name and Secure flag. */
export const isSecureRequest = (request: Request) => new URL(request.url).protocol === "https:";
