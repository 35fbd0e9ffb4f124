/**
 * What of a request or an error may be logged: the one place every layer (the HTTP server, routes,
 * services) turns them into log text, so personal data never reaches a log.
 */

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
