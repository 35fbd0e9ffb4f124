import { Suspense } from "react";
import type * as ReactDomServer from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import { RouterContextProvider } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import * as entry from "./entry.server.tsx";
import { nonceContext } from "./lib/request-context.ts";
import { GreetingPage, Root, testApp } from "./test/react-router-app.tsx";
import { captureLog } from "./server/log.server.ts";

// The renderer is watched: every page, kept or streamed, is rendered once, by React's public streaming renderer.
vi.mock("react-dom/server", async (importOriginal) => {
  const actual = await importOriginal<typeof ReactDomServer>();
  return { ...actual, renderToPipeableStream: vi.fn(actual.renderToPipeableStream) };
});

function Throws(): never {
  throw new Error("a part of the page failed");
}

function Broken() {
  return (
    <Suspense fallback={<p>…</p>}>
      <Throws />
    </Suspense>
  );
}

/** The smallest app React Router serves through this entry: a root, a page with loader data, a page that fails in part. */
const handle = testApp(entry, { default: Root }, {
  page: { default: GreetingPage, loader: () => ({ greeting: "Grüße aus Köln <script>" }) },
  broken: { default: Broken },
});
const crawler = { "User-Agent": "Googlebot/2.1 (+http://www.google.com/bot.html)" };

/** A page as the page cache asks for it (no nonce), or for one visitor with a nonce (streamed). */
async function get(path: string, nonce?: string) {
  const context = new RouterContextProvider();
  if (nonce) context.set(nonceContext, nonce);
  const response = await handle(new Request(`http://127.0.0.1${path}`, { headers: crawler }), context);
  return { status: response.status, html: await response.text() };
}

describe("a whole page for the page cache", () => {
  beforeEach(() => vi.mocked(renderToPipeableStream).mockClear());

  it("is rendered once, complete with its loader data, as the same document the stream makes", async () => {
    const kept = await get("/page");
    expect(kept.status).toBe(200);
    expect(renderToPipeableStream).toHaveBeenCalledTimes(1);
    expect(kept.html).toMatch(/^<!DOCTYPE html><html lang="de">/);
    expect(kept.html).toContain("<p>Grüße aus Köln &lt;script&gt;</p>");
    expect(kept.html).toContain("window.__reactRouterContext.streamController.enqueue(");
    expect(kept.html).toContain("Grüße aus Köln \\u003cscript\\u003e");
    expect(kept.html).toContain("window.__reactRouterContext.streamController.close();");

    const streamed = await get("/page", "n0nce");
    expect(renderToPipeableStream).toHaveBeenCalledTimes(2);
    expect(streamed.html).toContain(' nonce="n0nce"');
    expect(streamed.html.replaceAll(' nonce="n0nce"', "")).toBe(kept.html);
  });

  it("answers 500 when a part of it fails, still complete", async () => {
    const quiet = captureLog(() => {});
    const kept = await get("/broken");
    quiet();
    expect(renderToPipeableStream).toHaveBeenCalledTimes(1);
    expect(kept.status).toBe(500);
    expect(kept.html).toContain("window.__reactRouterContext.streamController.close();");
  });
});
