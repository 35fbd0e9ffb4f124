import { PassThrough, Transform, Writable } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { isRouteErrorResponse, ServerRouter, type EntryContext, type HandleErrorFunction, type RouterContextProvider } from "react-router";
import { errorSummary, log, loggedTarget } from "./server/log.server.ts";
import { NonceProvider } from "./lib/nonce.tsx";
import { COOKIE_BANNER_ID } from "./lib/consent-state.ts";
import { setCookie } from "./lib/cookies.ts";
import { draftStorageKey } from "./lib/saved-draft.ts";
import { SCRIPTS_AT_ONCE } from "./route-table.ts";
import { nonceContext } from "./lib/request-context.ts";
import { BOOT_MODULE, MODULE_PRELOAD, routeErrorCause } from "./server/react-router-internals.server.ts";

// `serve.js` starts the production HTTP server through the server build; `npm run dev` (scripts/dev.ts) the same server with Vite.
export { runDevelopmentServer, runServer } from "./server/http/http-server.server.ts";

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
 * The page is complete HTML and works without its scripts: links are links, forms post, the menu is
 * a popover. So nothing in the document fetches a script while it is parsed, and none is fetched
 * until the visitor does something with the page (decision 035): React Router's boot module is kept
 * inert (a data block with the same text) and a small inline starter runs it at the visitor's first
 * interaction (a pointer moved or pressed, a touch, a click, a key, focus, a wheel, a scroll, a
 * changed field). It announces the module files React Router would have preloaded (kept in
 * `data-preload`, so they load side by side) and inserts the boot as a module script. The text is
 * unchanged, so the CSP allows it by the same hash or nonce. Some pages start after their first
 * paint instead: one the route table marks `scriptsAtOnce`, and one whose `restoresDraft` form has a
 * draft kept in this tab (so the draft is back before the visitor reaches the form); an image that
 * failed starts them at once. Decisions 016 and 035. The markup it looks for is React Router's (see
 * react-router-internals.server.ts).
 */
interface StarterSetup {
  /** `<body data-scripts>` of a page whose scripts start after its first paint. */
  atOnce: string;
  /** Makes the `sessionStorage` key of the draft `<body data-draft>` names. */
  draftPrefix: string;
  /** The cookie banner's id, and the cookie each of its answers stores. */
  bannerId: string;
  consentCookies: Record<"all" | "essential", string>;
}

/** The starter, run in the browser as an inline script (its text is sent, so it may use nothing from this module). */
function startBootOnFirstInteraction({ atOnce, draftPrefix, bannerId, consentCookies }: StarterSetup) {
  const boot = document.getElementById("router-boot");
  // What a visitor does first, with a pointer, a finger, assistive technology or the keyboard; and an
  // image that failed, which the page's code replaces by the next of its fallback chain.
  const starters = ["pointermove", "pointerdown", "mousedown", "touchstart", "click", "keydown", "focusin", "wheel", "scroll", "input", "change", "error"];
  let started = false;
  const start = () => {
    if (started || !boot) return;
    started = true;
    for (const type of starters) removeEventListener(type, start, true);
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
  for (const type of starters) addEventListener(type, start, { capture: true, passive: true });
  // The cookie banner is often the first thing tapped, before the code has arrived: its answer is
  // stored without leaving the page, as its code does (components/layout/CookieBanner.tsx), instead
  // of the form's round trip, which would load the page again from its top. Once the code runs, its
  // own handler does the same and leaves the posting to this one.
  addEventListener(
    "submit",
    (event) => {
      const form = event.target;
      const answer = (event.submitter as HTMLButtonElement | null)?.value;
      if (!(form instanceof HTMLFormElement) || !form.closest(`#${bannerId}`) || (answer !== "all" && answer !== "essential")) return;
      event.preventDefault();
      const body = new URLSearchParams(new FormData(form) as unknown as Record<string, string>);
      body.set("consent", answer);
      fetch(form.action, { method: "POST", body, redirect: "manual" }).catch(() => {});
      document.cookie = consentCookies[answer];
      document.documentElement.dataset.consent = answer;
      document.getElementById("main")?.focus({ preventScroll: true });
      start();
    },
    true,
  );
  // An image that failed before this script ran.
  if ([...document.images].some((image) => image.complete && image.naturalWidth === 0 && image.currentSrc !== "")) return start();
  let draftKept = false;
  try {
    const draft = document.body.dataset.draft ? sessionStorage.getItem(draftPrefix + document.body.dataset.draft) : null;
    draftKept = draft !== null && draft !== "null";
  } catch {
    // Storage that cannot be read holds no draft.
  }
  if (!draftKept && document.body.dataset.scripts !== atOnce) return;
  if (!PerformanceObserver.supportedEntryTypes.includes("paint")) return start();
  new PerformanceObserver((_entries, observer) => {
    observer.disconnect();
    setTimeout(start);
  }).observe({ type: "paint", buffered: true });
}
const starterSetup: StarterSetup = {
  atOnce: SCRIPTS_AT_ONCE,
  draftPrefix: draftStorageKey(""),
  bannerId: COOKIE_BANNER_ID,
  consentCookies: { all: setCookie("consent", "all"), essential: setCookie("consent", "essential") },
};
// `<` escaped, so no value can end the script element early.
const BOOT_STARTER = `(${String(startBootOnFirstInteraction)})(${JSON.stringify(starterSetup).replaceAll("<", "\\u003c")})`;

/** The document with its boot module started by the starter (see above); `html` must hold the whole boot script. */
function withInertBoot(html: string): string {
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
function inertBootStream(): Transform {
  let held = "";
  let passing = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (passing) return callback(null, chunk);
      held += chunk.toString("utf8");
      const boot = BOOT_MODULE.exec(held);
      if (!boot || held.indexOf("</script>", boot.index) < 0) return callback();
      passing = true;
      callback(null, Buffer.from(withInertBoot(held)));
    },
    flush(callback) {
      callback(null, passing ? undefined : Buffer.from(withInertBoot(held)));
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
  const userAgent = request.headers.get("user-agent");
  // A page rendered for the page cache (no nonce) is kept whole anyway, and crawlers get the complete
  // document at once: rendered completely into one buffer. Browsers get the shell as early as possible.
  const whole = !nonce || (userAgent !== null && isbot(userAgent)) || routerContext.isSpaMode;
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const timeoutId = setTimeout(() => abort(), streamTimeout + 1000);
    const send = () => {
      if (!whole) {
        const body = new PassThrough({
          final(callback) {
            clearTimeout(timeoutId);
            callback();
          },
        });
        const document = inertBootStream();
        body.once("error", (error) => document.destroy(error));
        pipe(body);
        return resolve(new Response(createReadableStreamFromReadable(body.pipe(document)), { headers: responseHeaders, status: responseStatusCode }));
      }
      const chunks: Buffer[] = [];
      pipe(
        new Writable({
          write(chunk: Buffer, _encoding, callback) {
            chunks.push(chunk);
            callback();
          },
          final(callback) {
            clearTimeout(timeoutId);
            // Read as Latin-1 (one character per byte): the rewrite touches only ASCII markup, so the
            // page's UTF-8 bytes pass through as they are, without decoding and encoding the whole page.
            // As bytes: a string body would be checked and encoded by the Fetch API's slower path.
            const html = withInertBoot(Buffer.concat(chunks).toString("latin1"));
            resolve(new Response(Buffer.from(html, "latin1"), { headers: responseHeaders, status: responseStatusCode }));
            callback();
          },
        }),
      );
    };
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce || undefined} />
      </NonceProvider>,
      {
        nonce: nonce || undefined,
        onShellReady() {
          shellRendered = true;
          if (!whole) send();
        },
        onAllReady() {
          if (whole) send();
        },
        onShellError(error: unknown) {
          clearTimeout(timeoutId);
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
