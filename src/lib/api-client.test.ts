import { afterEach, describe, expect, it, vi } from "vitest";
import { apiFetch, failureMessage } from "./api-client.ts";

afterEach(() => vi.unstubAllGlobals());

describe("the browser's one way to call the site's API", () => {
  it("sends credentials and asks for JSON; a body goes out as JSON", async () => {
    const fetch = vi.fn(async () => Response.json({ id: "a" }, { status: 201 }));
    vi.stubGlobal("fetch", fetch);
    expect(await apiFetch("/api/x", { method: "POST", body: { a: 1 }, headers: { "Idempotency-Key": "k" } })).toEqual({ kind: "answer", ok: true, status: 201, body: { id: "a" }, message: "201: {\"id\":\"a\"}" });
    expect(fetch).toHaveBeenCalledWith("/api/x", {
      method: "POST",
      credentials: "include",
      headers: { Accept: "application/json", "Content-Type": "application/json", "Idempotency-Key": "k" },
      body: '{"a":1}',
      signal: undefined,
    });
  });

  it("turns no answer into 'network', whatever the browser said", async () => {
    vi.stubGlobal("fetch", async () => {
      throw new TypeError("Failed to fetch");
    });
    expect(await apiFetch("/api/x")).toEqual({ kind: "network" });
  });

  it("words a failure 'status: body text' or the status text, never a page of markup (docs/requirements.md §8)", async () => {
    vi.stubGlobal("fetch", async () => new Response("Service Unavailable body", { status: 503 }));
    const text = await apiFetch("/api/x");
    expect(text).toMatchObject({ kind: "answer", ok: false, status: 503, body: undefined });
    expect(failureMessage(text)).toBe("503: Service Unavailable body");
    vi.stubGlobal("fetch", async () => new Response("<html><body>Bad gateway</body></html>", { status: 502, statusText: "Bad Gateway" }));
    expect(failureMessage(await apiFetch("/api/x"))).toBe("502: Bad Gateway");
    expect(failureMessage({ kind: "network" })).toBe("network");
  });
});
