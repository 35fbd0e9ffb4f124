/**
 * Where a form or link may send the visitor back to: only paths of this site. The value is resolved the way a browser resolves a
 * Location header (so `/\t/evil.example` or `/\evil.example` cannot lead elsewhere), must stay on
 * this origin, and is sent back as a path with a single leading slash.
 */
export function safeReturnPath(value: unknown, origin = "http://localhost"): string {
  if (typeof value !== "string" || value.length > 2000 || !value.startsWith("/") || /[\p{Cc}\\]/u.test(value)) return "/";
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return "/";
  }
  if (url.origin !== new URL(origin).origin) return "/";
  return `/${url.pathname.replace(/^\/+/, "")}${url.search}${url.hash}`;
}
