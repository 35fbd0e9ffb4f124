/**
 * React Router's undocumented parts the site relies on (see react-router-internals.server.ts),
 * checked against the installed version: a small app rendered by React Router's own request
 * handler. A failure here after an upgrade means the module must follow the new version.
 */
import { Writable } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import { isRouteErrorResponse, RouterContextProvider, ServerRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { GreetingPage, Root, testApp } from "../test/react-router-app.tsx";
import { BOOT_MODULE, isRoutersOwn405, MODULE_PRELOAD, routeErrorCause } from "./react-router-internals.server.ts";

const failure = new Error("the loader failed");
const errors: unknown[] = [];

/** The small app rendered without the site's rewrite of the boot script (a document to be kept whole), its errors collected. */
const handle = testApp(
  {
    default: (_request, status, headers, context) =>
      new Promise<Response>((resolve, reject) => {
        const chunks: Buffer[] = [];
        const { pipe } = renderToPipeableStream(<ServerRouter context={context} url={_request.url} />, {
          onAllReady: () =>
            pipe(new Writable({ write: (chunk: Buffer, _encoding, callback) => callback(void chunks.push(chunk)), final: (callback) => callback(void resolve(new Response(Buffer.concat(chunks), { status, headers }))) })),
          onShellError: reject,
        });
      }),
    handleError: (error) => void errors.push(error),
  },
  { default: Root, ErrorBoundary: () => <p>failed</p> },
  {
    page: { default: GreetingPage, loader: () => ({ greeting: "Grüße aus dem Loader" }) },
    broken: { default: GreetingPage, loader: () => { throw failure; } },
  },
);
const get = (path: string, init?: RequestInit) => handle(new Request(`http://localhost${path}`, init), new RouterContextProvider());

describe("React Router's internals the site relies on", () => {
  it("writes the boot module and the module preload links as the rewrite after the first paint expects", async () => {
    const html = await (await get("/page")).text();
    const boot = BOOT_MODULE.exec(html);
    expect(boot, "the boot module script <Scripts> writes").not.toBeNull();
    expect(html.indexOf("</script>", boot!.index)).toBeGreaterThan(boot!.index);
    const head = html.slice(0, html.indexOf("</head>"));
    expect([...head.matchAll(MODULE_PRELOAD)].map((link) => link[1]), "the module preload links in the head").toEqual(expect.arrayContaining(["/assets/entry.client.js", "/assets/page.js"]));
  });

  it("answers a POST to an address without an action with its own 405, which the server replaces", async () => {
    const response = await get("/page", { method: "POST", body: new URLSearchParams({ a: "1" }), headers: { origin: "http://localhost" } });
    expect(isRoutersOwn405(response)).toBe(true);
    expect(isRoutersOwn405(new Response("no", { status: 405, headers: { allow: "GET" } }))).toBe(false);
  });

  it("keeps the thrown error in the route error response it reports", async () => {
    errors.length = 0;
    await get("/broken.data");
    await get("/broken");
    const reported = errors.map((error) => (isRouteErrorResponse(error) ? routeErrorCause(error) : error));
    expect(reported).toContain(failure);
  });
});
