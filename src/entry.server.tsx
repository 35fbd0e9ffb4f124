import { PassThrough, Transform, Writable } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream, renderToString, type RenderToPipeableStreamOptions } from "react-dom/server";
import { isRouteErrorResponse, ServerRouter, type EntryContext, type HandleErrorFunction, type RouterContextProvider } from "react-router";
import { errorSummary, loggedTarget } from "./server/log.server.ts";
import { NonceProvider } from "./lib/nonce.tsx";
import { nonceContext } from "./lib/request-context.ts";

// `serve.ts` starts the production HTTP server through the server build.
export { runServer } from "./server/http/http-server.server.ts";

export const streamTimeout = 5_000;

/**
 * Errors React Router reports. A refused request (404, 405, a bad form) is the client's business,
 * not the log's; real failures are logged as a summary without request data.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted || (isRouteErrorResponse(error) && error.status < 500)) return;
  const { pathname } = new URL(request.url);
  console.error(`${request.method} ${loggedTarget(pathname)} failed: ${errorSummary(isRouteErrorResponse(error) ? ((error as { error?: unknown }).error ?? error.data) : error)}`);
};

/**
 * The page is complete HTML: none of its scripts is needed to paint it. So nothing in the document
 * fetches a script while it is parsed, and a slow connection spends its first round trips on the
 * document, the stylesheet and the images. React Router's boot module is kept inert (a data block
 * with the same text) and a small inline starter runs it once the browser reports its first paint:
 * it announces the module files React Router would have preloaded (kept in `data-preload`, so they
 * load side by side) and inserts the boot as a module script. The text is unchanged, so the CSP
 * allows it by the same hash or nonce. Decision 016.
 */
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*? href="([^"]+)"[^>]*>/g;
const BOOT_MODULE = /<script( nonce="[^"]*")? type="module" async=""( nonce="[^"]*")?>/;
/** The starter, run in the browser as an inline script (its text is sent, so it may use nothing from this module). */
function startBootAfterFirstPaint() {
  const boot = document.getElementById("router-boot");
  let started = false;
  const start = () => {
    if (started || !boot) return;
    started = true;
    for (const href of boot.dataset.preload?.split(" ") ?? []) {
      const link = document.createElement("link");
      link.rel = "modulepreload";
      link.href = href;
      document.head.append(link);
    }
    const script = document.createElement("script");
    script.type = "module";
    script.nonce = boot.nonce ?? "";
    script.textContent = boot.textContent;
    boot.replaceWith(script);
  };
  // A page that is not shown paints nothing to wait for; a browser without paint timing starts at once.
  if (document.hidden || !PerformanceObserver.supportedEntryTypes.includes("paint")) return start();
  new PerformanceObserver((_entries, observer) => {
    observer.disconnect();
    setTimeout(start);
  }).observe({ type: "paint", buffered: true });
  document.addEventListener("visibilitychange", start, { once: true });
  setTimeout(start, 3000);
}
const BOOT_STARTER = `(${String(startBootAfterFirstPaint)})()`;

/** The document with its boot module started after the first paint (see above); `html` must hold the whole boot script. */
function withScriptsAfterFirstPaint(html: string): string {
  const boot = BOOT_MODULE.exec(html);
  if (!boot) return html;
  const end = html.indexOf("</script>", boot.index) + "</script>".length;
  const nonce = boot[1] ?? boot[2] ?? "";
  // React Router writes the preload links into the head.
  const headEnd = html.indexOf("</head>");
  if (headEnd < 0 || headEnd > boot.index) return html;
  const head = html.slice(0, headEnd);
  const preload = [...head.matchAll(MODULE_PRELOAD)].map((link) => link[1]).join(" ");
  const inert = `<script type="application/x-router-boot" id="router-boot" data-preload="${preload}"${nonce}>`;
  return `${head.replace(MODULE_PRELOAD, "")}${html.slice(headEnd, boot.index)}${inert}${html.slice(boot.index + boot[0].length, end)}<script${nonce}>${BOOT_STARTER}</script>${html.slice(end)}`;
}

/** The same for a streamed document: held back until the boot script has passed, then rewritten once; the rest goes through untouched. */
function scriptsAfterFirstPaintStream(): Transform {
  let held = "";
  let passing = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (passing) return callback(null, chunk);
      held += chunk.toString("utf8");
      const boot = BOOT_MODULE.exec(held);
      if (!boot || held.indexOf("</script>", boot.index) < 0) return callback();
      passing = true;
      callback(null, Buffer.from(withScriptsAfterFirstPaint(held)));
    },
    flush(callback) {
      callback(null, passing ? undefined : Buffer.from(withScriptsAfterFirstPaint(held)));
    },
  });
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  // HEAD answers with the headers GET would send, without rendering the body.
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.get(nonceContext);
  // A page rendered for the page cache (no nonce) is kept whole anyway: render it completely into one buffer.
  if (!nonce) return renderWhole(request, responseStatusCode, responseHeaders, routerContext);
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers get the complete document at once; browsers get the shell as early as possible.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce || undefined} />
      </NonceProvider>,
      {
        nonce: nonce || undefined,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          const document = scriptsAfterFirstPaintStream();
          body.once("error", (error) => document.destroy(error));
          pipe(body);
          resolve(new Response(createReadableStreamFromReadable(body.pipe(document)), { headers: responseHeaders, status: responseStatusCode }));
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(`rendering ${loggedTarget(new URL(request.url).pathname)} failed: ${errorSummary(error)}`);
        },
      },
    );
  });
}

/**
 * The complete document as one body, for answers that are kept and sent whole (the page cache),
 * where streaming the shell early would gain nothing (decision 019). The loader data is read to its
 * end first and handed to React Router's stream transfer as already read (its `renderMeta`
 * stream cache, keyed by chunk number), so no part of the page waits and `renderToString` renders
 * it: it joins strings where the streaming renderer encodes each piece into bytes, the same document
 * for about a sixth less CPU. A document in which a part failed or waited (React marks it
 * `<!--$!-->` and reports nothing), or that lacks the loader data, is rendered again by streaming,
 * which reports the failure and sets the status.
 */
async function renderWhole(request: Request, status: number, headers: Headers, routerContext: EntryContext) {
  const handoff = await readToEnd(routerContext.serverHandoffStream);
  const read = (result: { done: boolean; value: string }) => Object.assign(Promise.resolve(), { result });
  routerContext.renderMeta = { streamCache: { 0: read({ done: false, value: handoff }), 1: read({ done: true, value: "" }) } };
  let html: string | undefined;
  try {
    html = renderToString(<ServerRouter context={routerContext} url={request.url} />);
  } catch {
    // rendered again below, where the failure is reported
  }
  if (html !== undefined && !html.includes("<!--$!-->")) {
    // As bytes: a string body would be checked and encoded by the Fetch API's slower path.
    if (!handoff || html.includes(HANDOFF_SCRIPT)) return new Response(Buffer.from(withScriptsAfterFirstPaint(`<!DOCTYPE html>${html}`)), { headers, status });
    // React Router no longer takes loader data read ahead this way: every kept page now costs a streamed render.
    console.warn(`rendering ${loggedTarget(new URL(request.url).pathname)} to a string left out its loader data; streamed instead`);
  }
  routerContext.renderMeta = {};
  routerContext.serverHandoffStream = handoff ? new Response(handoff).body! : undefined;
  return renderStreamedWhole(request, status, headers, routerContext);
}
/** The text of a stream, which is left unlocked (read to its end) for the stream transfer to open. */
async function readToEnd(stream: ReadableStream<Uint8Array> | undefined): Promise<string> {
  if (!stream) return "";
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  let text = "";
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) text += decoder.decode(chunk.value, { stream: true });
  reader.releaseLock();
  return text + decoder.decode();
}
/** How React Router's stream transfer hands a chunk of loader data to the browser. */
const HANDOFF_SCRIPT = "window.__reactRouterContext.streamController.enqueue(";

/** The same document through the streaming renderer, collected into one buffer. */
function renderStreamedWhole(request: Request, status: number, headers: Headers, routerContext: EntryContext) {
  return new Promise<Response>((resolve, reject) => {
    const chunks: Buffer[] = [];
    let shellRendered = false;
    const timeoutId = setTimeout(() => abort(), streamTimeout + 1000);
    const sink = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        chunks.push(chunk);
        callback();
      },
      final(callback) {
        clearTimeout(timeoutId);
        // Read as Latin-1 (one character per byte): the rewrite touches only ASCII markup, so the
        // page's UTF-8 bytes pass through as they are, without decoding and encoding the whole page.
        const html = withScriptsAfterFirstPaint(Buffer.concat(chunks).toString("latin1"));
        resolve(new Response(Buffer.from(html, "latin1"), { headers, status }));
        callback();
      },
    });
    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} />, {
      onShellReady: () => void (shellRendered = true),
      onAllReady: () => pipe(sink),
      onShellError(error: unknown) {
        clearTimeout(timeoutId);
        reject(error);
      },
      onError(error: unknown) {
        status = 500;
        if (shellRendered) console.error(`rendering ${loggedTarget(new URL(request.url).pathname)} failed: ${errorSummary(error)}`);
      },
    });
  });
}
