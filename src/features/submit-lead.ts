/** Sends a lead to the JSON API (spec §7: JSON body, credentials, no retries). */
export type LeadResponse =
  | { ok: true; id: string }
  | { ok: false; status: number; error: string; message: string; details: Array<{ path: string; message: string }> };

export async function postLead(path: string, lang: string, payload: unknown, idempotencyKey: string): Promise<LeadResponse> {
  let response: Response;
  try {
    response = await fetch(`${path}?language=${lang}`, {
      method: "POST",
      credentials: "same-origin",
      headers: { "Content-Type": "application/json", "Idempotency-Key": idempotencyKey },
      body: JSON.stringify(payload),
    });
  } catch (error) {
    return { ok: false, status: 0, error: "network", message: (error as Error).message, details: [] };
  }
  const text = await response.text();
  let body: { id?: string; error?: string; message?: string; details?: Array<{ path: string; message: string }> } = {};
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    // Not JSON (a proxy error page): the status line is the message (spec §8).
  }
  if (response.ok && body.id) return { ok: true, id: body.id };
  return {
    ok: false,
    status: response.status,
    error: body.error ?? "http",
    message: body.message ?? `${response.status}: ${text || response.statusText}`,
    details: body.details ?? [],
  };
}

export function newIdempotencyKey(): string {
  return typeof crypto !== "undefined" && "randomUUID" in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}
