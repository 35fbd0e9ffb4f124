import { PassThrough, Transform } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from "react-dom/server";
import { isRouteErrorResponse, ServerRouter, type EntryContext, type HandleErrorFunction, type RouterContextProvider } from "react-router";
import { errorSummary, log, loggedTarget } from "./server/log.server.ts";
import { NonceProvider } from "./lib/nonce.tsx";
import { nonceContext } from "./lib/request-context.ts";
import { BOOT_MODULE, MODULE_PRELOAD, renderWhole, routeErrorCause } from "./server/react-router-internals.server.tsx";

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
  log.error(`${request.method} ${loggedTarget(pathname)} failed: ${errorSummary(isRouteErrorResponse(error) ? routeErrorCause(error) : error)}`);
};

/**
 * The page is complete HTML: none of its scripts is needed to paint it. So nothing in the document
 * fetches a script while it is parsed, and a slow connection spends its first round trips on the
 * document, the stylesheet and the images. React Router's boot module is kept inert (a data block
 * with the same text) and a small inline starter runs it once the browser reports its first paint:
 * it announces the module files React Router would have preloaded (kept in `data-preload`, so they
 * load side by side) and inserts the boot as a module script. The text is unchanged, so the CSP
 * allows it by the same hash or nonce. Decision 016. The markup it looks for is React Router's
 * (see react-router-internals.server.tsx).
 */
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
  if (!nonce) return renderWhole(request, responseStatusCode, responseHeaders, routerContext, withScriptsAfterFirstPaint, streamTimeout + 1000);
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
          if (shellRendered) log.error(`rendering ${loggedTarget(new URL(request.url).pathname)} failed: ${errorSummary(error)}`);
        },
      },
    );
  });
}
