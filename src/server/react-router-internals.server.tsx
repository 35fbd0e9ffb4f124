/**
 * Everything the site relies on that React Router does not document, in one place, with a test
 * (react-router-internals.server.test.tsx) that renders a small app through React Router's own
 * request handler and fails when an upgrade changes any of it:
 *
 * - the markup `<Scripts>` writes: the boot module script and the module preload links in the head
 *   (decisions 016 and 035 rewrite them so that no script loads before the visitor interacts);
 * - the stream transfer of loader data: `serverHandoffStream`, the `renderMeta.streamCache` it reads
 *   ahead into, and the inline script that hands a chunk to the browser (decision 019 renders a kept
 *   page to a string with the loader data already read);
 * - the 405 React Router answers itself (a POST to an address without an action), which names no
 *   method and says "Unexpected Server Error";
 * - the cause a route error response keeps of a thrown error.
 */
import { Writable } from "node:stream";
import { renderToPipeableStream, renderToString } from "react-dom/server";
import { ServerRouter, type EntryContext } from "react-router";
import { errorSummary, log, loggedTarget } from "./log.server.ts";

/** A module preload link as `<Scripts>` writes it into the head. */
export const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*? href="([^"]+)"[^>]*>/g;
/** The boot module script `<Scripts>` writes (with the nonce before or after its attributes). */
export const BOOT_MODULE = /<script( nonce="[^"]*")? type="module" async=""( nonce="[^"]*")?>/;
/** How React Router's stream transfer hands a chunk of loader data to the browser. */
export const HANDOFF_SCRIPT = "window.__reactRouterContext.streamController.enqueue(";

/** The thrown value a route error response (a loader's failure) was made from, else its data. */
export const routeErrorCause = (error: { data: unknown }): unknown => (error as { error?: unknown }).error ?? error.data;

/** Whether a response is React Router's own 405, which names neither the method nor what is allowed. */
export const isRoutersOwn405 = (response: Response): boolean =>
  response.status === 405 && !response.headers.has("allow") && !response.headers.get("content-type")?.startsWith("text/html");

/**
 * The complete document as one body, for answers that are kept and sent whole (the page cache),
 * where streaming the shell early would gain nothing (decision 019). The loader data is read to its
 * end first and handed to React Router's stream transfer as already read (its `renderMeta`
 * stream cache, keyed by chunk number), so no part of the page waits and `renderToString` renders
 * it: it joins strings where the streaming renderer encodes each piece into bytes, the same document
 * for about a sixth less CPU. A document in which a part failed or waited (React marks it
 * `<!--$!-->` and reports nothing), or that lacks the loader data, is rendered again by streaming,
 * which reports the failure and sets the status. `finish` rewrites the document's markup (it gets
 * the text read as Latin-1, one character per byte, and must touch only ASCII).
 */
export async function renderWhole(request: Request, status: number, headers: Headers, routerContext: EntryContext, finish: (html: string) => string, timeoutMs: number) {
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
    if (!handoff || html.includes(HANDOFF_SCRIPT)) return new Response(Buffer.from(finish(`<!DOCTYPE html>${html}`)), { headers, status });
    // React Router no longer takes loader data read ahead this way: every cached page now costs a streamed render.
    log.warn(`rendering ${loggedTarget(new URL(request.url).pathname)} to a string left out its loader data; streamed instead`);
  }
  routerContext.renderMeta = {};
  routerContext.serverHandoffStream = handoff ? new Response(handoff).body! : undefined;
  return renderStreamedWhole(request, status, headers, routerContext, finish, timeoutMs);
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

/** The same document through the streaming renderer, collected into one buffer. */
function renderStreamedWhole(request: Request, status: number, headers: Headers, routerContext: EntryContext, finish: (html: string) => string, timeoutMs: number) {
  return new Promise<Response>((resolve, reject) => {
    const chunks: Buffer[] = [];
    let shellRendered = false;
    const timeoutId = setTimeout(() => abort(), timeoutMs);
    const sink = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        chunks.push(chunk);
        callback();
      },
      final(callback) {
        clearTimeout(timeoutId);
        // Read as Latin-1 (one character per byte): the rewrite touches only ASCII markup, so the
        // page's UTF-8 bytes pass through as they are, without decoding and encoding the whole page.
        const html = finish(Buffer.concat(chunks).toString("latin1"));
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
        if (shellRendered) log.error(`rendering ${loggedTarget(new URL(request.url).pathname)} failed: ${errorSummary(error)}`);
      },
    });
  });
}
