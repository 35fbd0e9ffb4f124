/**
 * The browser's one way to call the site's API (docs/requirements.md §7 and §8): credentials sent,
 * JSON asked for and sent, no retries; an answer that never came is `network` (the browser's own
 * text, "Failed to fetch", is never shown), and a failed one is worded `status: body text`.
 * The content client, the lead and newsletter forms and the quote form's travel plan call through it.
 */

export type ApiAnswer =
  | { kind: "answer"; ok: boolean; status: number; /** The parsed JSON, undefined when the body was none. */ body: unknown; /** `status: body text`, for a failure. */ message: string }
  | { kind: "network" };

export async function apiFetch(
  url: string,
  { method = "GET", body, headers = {}, signal }: { method?: "GET" | "POST"; body?: unknown; headers?: Record<string, string>; signal?: AbortSignal } = {},
): Promise<ApiAnswer> {
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      credentials: "include",
      headers: { Accept: "application/json", ...(body === undefined ? {} : { "Content-Type": "application/json" }), ...headers },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      signal,
    });
  } catch {
    return { kind: "network" };
  }
  const text = await response.text().catch(() => "");
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    // Not JSON (a proxy's answer): only the message describes it.
  }
  // A page of markup says nothing to a visitor: the status text stands in for it.
  const bodyText = /^\s*</.test(text) ? "" : text.trim().slice(0, 300);
  return { kind: "answer", ok: response.ok, status: response.status, body: parsed, message: `${response.status}: ${bodyText || response.statusText}` };
}

/** What a failed call is called in an error: `network`, or `status: body text`. */
export const failureMessage = (answer: ApiAnswer): string => (answer.kind === "network" ? "network" : answer.message);
