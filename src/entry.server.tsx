import { PassThrough, Transform, Writable } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from "react-dom/server";
import { isRouteErrorResponse, ServerRouter, type EntryContext, type HandleErrorFunction, type RouterContextProvider } from "react-router";
import { errorSummary, loggedTarget } from "./server/http/edge.server.ts";
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
 * The page's script files are announced in the head (`modulepreload`) so that they arrive early,
 * but none of them is needed to paint the page: it is complete HTML. Asked at low priority, they
 * no longer compete with the stylesheet and the images for a slow connection before the first
 * paint; hydration follows them.
 */
const PRELOAD = '<link rel="modulepreload"';
const LOW_PRIORITY_PRELOAD = '<link rel="modulepreload" fetchpriority="low"';
export const withLowPriorityScripts = (html: string) => html.replaceAll(PRELOAD, LOW_PRIORITY_PRELOAD);

/** The same for a streamed document: its head is rewritten as it passes, the rest goes through untouched. */
function lowPriorityScriptsStream(): Transform {
  let head = "";
  let passing = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (passing) return callback(null, chunk);
      head += chunk.toString("utf8");
      const end = head.indexOf("</head>");
      if (end < 0) return callback();
      passing = true;
      callback(null, Buffer.from(withLowPriorityScripts(head)));
    },
    flush(callback) {
      callback(null, passing ? undefined : Buffer.from(withLowPriorityScripts(head)));
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
          const document = lowPriorityScriptsStream();
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
 * The complete document as one body, without stream conversions: for answers that are kept and
 * sent whole (the page cache), where streaming the shell early would gain nothing.
 */
function renderWhole(request: Request, status: number, headers: Headers, routerContext: EntryContext) {
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
        resolve(new Response(withLowPriorityScripts(Buffer.concat(chunks).toString("utf8")), { headers, status }));
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
