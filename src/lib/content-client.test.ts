import { afterEach, describe, expect, it, vi } from "vitest";
import { contentApi, DESTINATION_CACHE_MS, getJson } from "./content-client.ts";

afterEach(() => vi.unstubAllGlobals());

describe("content client", () => {
  it("turns a failed response into 'status: body' (docs/requirements.md §8)", async () => {
    vi.stubGlobal("fetch", async () => new Response("Service Unavailable body", { status: 503 }));
    await expect(getJson("/api/faqs")).rejects.toThrow("503: Service Unavailable body");
    vi.stubGlobal("fetch", async () => new Response("", { status: 404, statusText: "Not Found" }));
    await expect(getJson("/api/faqs")).rejects.toThrow("404: Not Found");
  });

  it("asks for 500 destinations once per language within five minutes, with credentials", async () => {
    const fetch = vi.fn(async () => Response.json([]));
    vi.stubGlobal("fetch", fetch);
    await contentApi.destinations("de", 1_000);
    await contentApi.destinations("de", 1_000 + DESTINATION_CACHE_MS - 1);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledWith("/api/content/destination?language=de&limit=500", expect.objectContaining({ credentials: "include" }));
    await contentApi.destinations("de", 1_000 + DESTINATION_CACHE_MS);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it("does not keep a failure", async () => {
    const fetch = vi.fn(async () => new Response("down", { status: 500 }));
    vi.stubGlobal("fetch", fetch);
    await expect(contentApi.destinations("en", 50_000_000)).rejects.toThrow("500: down");
    await expect(contentApi.destinations("en", 50_000_001)).rejects.toThrow();
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
