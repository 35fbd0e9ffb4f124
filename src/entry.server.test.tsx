import { Suspense } from "react";
import type * as ReactDomServer from "react-dom/server";
import { renderToPipeableStream, renderToString } from "react-dom/server";
import { createRequestHandler, Links, Meta, Outlet, RouterContextProvider, Scripts, useLoaderData, type ServerBuild } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import * as entry from "./entry.server.tsx";
import { nonceContext } from "./lib/request-context.ts";

// Both renderers are watched: a kept page must come from renderToString, not from the stream.
vi.mock("react-dom/server", async (importOriginal) => {
  const actual = await importOriginal<typeof ReactDomServer>();
  return { ...actual, renderToString: vi.fn(actual.renderToString), renderToPipeableStream: vi.fn(actual.renderToPipeableStream) };
});

function Root() {
  return (
    <html lang="de">
      <head>
        <Meta />
        <Links />
      </head>
      <body>
        <Outlet />
        <Scripts />
      </body>
    </html>
  );
}

function Page() {
  const { greeting } = useLoaderData<{ greeting: string }>();
  return <p>{greeting}</p>;
}

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

const route = (id: string, extra: object = {}) => ({ id, path: id === "root" ? "" : id, ...(id === "root" ? {} : { parentId: "root" }), ...extra });
const manifestRoute = (id: string, hasLoader = false) => ({ ...route(id), module: `/${id}.js`, imports: [], css: [], hasLoader, hasAction: false, hasClientAction: false, hasClientLoader: false, hasClientMiddleware: false, hasErrorBoundary: false });

/** The smallest app React Router serves through this entry: a root, a page with loader data, a page that fails in part. */
const build = {
  entry: { module: entry },
  routes: {
    root: route("root", { module: { default: Root } }),
    page: route("page", { module: { default: Page, loader: () => ({ greeting: "Grüße aus Köln <script>" }) } }),
    broken: route("broken", { module: { default: Broken } }),
  },
  assets: {
    entry: { module: "/entry.client.js", imports: [] },
    routes: { root: manifestRoute("root"), page: manifestRoute("page", true), broken: manifestRoute("broken") },
    url: "/manifest.js",
    version: "test",
  },
  publicPath: "/",
  assetsBuildDirectory: "build/client",
  future: {},
  ssr: true,
  isSpaMode: false,
  prerender: [],
  routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" },
} as unknown as ServerBuild;

const handle = createRequestHandler(build, "production");
const crawler = { "User-Agent": "Googlebot/2.1 (+http://www.google.com/bot.html)" };

/** A page as the page cache asks for it (no nonce), or for one visitor with a nonce (streamed). */
async function get(path: string, nonce?: string) {
  const context = new RouterContextProvider();
  if (nonce) context.set(nonceContext, nonce);
  const response = await handle(new Request(`http://127.0.0.1${path}`, { headers: crawler }), context);
  return { status: response.status, html: await response.text() };
}

describe("a whole page for the page cache", () => {
  beforeEach(() => vi.mocked(renderToString).mockClear());
  afterEach(() => vi.mocked(renderToPipeableStream).mockClear());

  it("is rendered to a string, with its loader data, as the same document the stream makes", async () => {
    const kept = await get("/page");
    expect(kept.status).toBe(200);
    expect(renderToString).toHaveBeenCalledTimes(1);
    expect(renderToPipeableStream).not.toHaveBeenCalled();
    expect(kept.html).toMatch(/^<!DOCTYPE html><html lang="de">/);
    expect(kept.html).toContain("<p>Grüße aus Köln &lt;script&gt;</p>");
    expect(kept.html).toContain("window.__reactRouterContext.streamController.enqueue(");
    expect(kept.html).toContain("Grüße aus Köln \\u003cscript\\u003e");
    expect(kept.html).toContain("window.__reactRouterContext.streamController.close();");

    const streamed = await get("/page", "n0nce");
    expect(renderToPipeableStream).toHaveBeenCalledTimes(1);
    expect(streamed.html).toContain(' nonce="n0nce"');
    expect(streamed.html.replaceAll(' nonce="n0nce"', "")).toBe(kept.html);
  });

  it("is rendered again by the stream when a part of it fails, which sets the status", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const kept = await get("/broken");
    errors.mockRestore();
    expect(renderToString).toHaveBeenCalledTimes(1);
    expect(renderToPipeableStream).toHaveBeenCalledTimes(1);
    expect(kept.status).toBe(500);
    expect(kept.html).toContain("window.__reactRouterContext.streamController.close();");
  });
});
