/**
 * The production HTTP server, composed: health checks, static files, the checks every request
 * passes before the app (well-formed target, body limits, same origin), then the React Router
 * handler; one log line per request; a graceful shutdown. `serve.js` starts it with the build.
 */
import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { Socket } from "node:net";
import { join } from "node:path";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import { clientIpContext, nonceContext } from "../../lib/request-context.ts";
import type { Config } from "../config.server.ts";
import { prepareDatabase, serverHealth, startServer, startSingleProcess, stopServer } from "../lifecycle.server.ts";
import { errorSummary, log, loggedTarget, requestIdOf, withRequestId } from "../log.server.ts";
import { bodyLimitFor, clientAddress, decodedPath, earlyAnswer, isOriginForm, refuseCrossSite, SMALL_BODY_LIMIT_BYTES } from "./request-checks.server.ts";
import { hostOf, isHttps, languageRequest, sendResponse, toRequest } from "./node-bridge.server.ts";
import { BodyTooLarge, BodyTooSlow, largeBodyGate, readBody } from "./request-body.server.ts";
import { guardConnections, maxConnectionsFor, openFileLimit } from "./connections.server.ts";
import { ipKey } from "../rate-limit.server.ts";
import { securityHeaders } from "./security-headers.server.ts";
import { isRoutersOwn405 } from "../react-router-internals.server.ts";
import { listenForBackupSignal, STOP_SIGNALS, type ServerProcessMessage, type SupervisorMessage } from "./supervisor.server.ts";
import { staticFiles } from "./static-files.server.ts";
import { onCompanyChange } from "../company.server.ts";
import { canonicalPath, encodedBody, etagFor, isCacheableUrl, cacheableQueryValues, notModified, pageCache, preparePage, PUBLIC_PAGE_CACHE_CONTROL, withoutTrackingParameters, type CachedPage } from "./page-cache.server.ts";
import { getContent } from "../content.server.ts";
import { preferredEncoding } from "./compression.server.ts";
import { resolveLanguage } from "../../i18n/resolve.ts";
import { hasCookie } from "../../lib/cookies.ts";
import { isPrivateSection } from "../../lib/cache-rules.ts";
import type { LeadFormKind } from "../../lib/lead-forms.ts";
import { aliasTarget, routeTable, type RouteEntry } from "../../route-table.ts";
import { serveProcessMetrics, recordPageCache, recordRequest, recordSubmissionRefused, routeLabeller, watchPageCache, watchReadiness, watchStoredFigures, type RouteLabel } from "../metrics.server.ts";
import { readStoredFigures } from "../stored-figures.server.ts";
import { answerBackupRequest } from "../db/backup.server.ts";
import { getDatabase } from "../db/client.server.ts";
import { currentStaff } from "../staff/session.server.ts";

/** Crate photos received or handled at once, and of those from one client address. */
const MAX_LARGE_BODIES = 16;
const MAX_LARGE_BODIES_PER_CLIENT = 2;
/** A request's headers must have arrived this long after its connection opened (or its previous answer ended). */
const HEADERS_TIMEOUT_MS = 15_000;

/**
 * Where the app and its files come from: the server build and `build/client` in production; in
 * development (`npm run dev`) Vite's dev server, which compiles both on request.
 */
export interface AppSource {
  build: ServerBuild | (() => Promise<ServerBuild>);
  routes: ServerBuild["routes"];
  mode: "production" | "development";
  /** Answers a request for a file (true), or leaves it to the app (false). */
  files: (req: IncomingMessage, res: ServerResponse, path: string) => boolean | Promise<boolean>;
}

/** Whether a request comes with a live staff session (false when the database cannot tell). */
async function isSignedInStaff(req: IncomingMessage, config: Config): Promise<boolean> {
  if (!hasCookie(req.headers.cookie, "staffSession")) return false;
  try {
    return (await currentStaff(toRequest(req, config, undefined, AbortSignal.timeout(5_000), "GET"))) !== undefined;
  } catch {
    return false;
  }
}

/** Health checks answer the operator in plain text. */
function healthAnswer(res: ServerResponse, status: number, message: string) {
  res.statusCode = status;
  res.setHeader("Cache-Control", "no-store");
  res.setHeader("Content-Type", "text/plain; charset=utf-8");
  res.end(message);
}

/** Answers a request before the app runs, in the visitor's language (JSON for the API). */
function answerEarly(req: IncomingMessage, res: ServerResponse, kind: Parameters<typeof earlyAnswer>[0]) {
  const { status, type, body } = earlyAnswer(kind, req.url ?? "/", req.headers);
  res.statusCode = status;
  res.setHeader("Cache-Control", "no-store");
  res.setHeader("Content-Type", type);
  res.end(body);
}

/**
 * Whether a request is for a public page that looks the same for every visitor of one language:
 * a GET or HEAD of a page (not the API, not a data request) outside the sections the cache rules keep
 * private, from someone who is not signed in as staff (src/lib/cache-rules.ts, which the edge applies too).
 */
function isPublicPageRequest(req: IncomingMessage, path: string): boolean {
  if (req.method !== "GET" && req.method !== "HEAD") return false;
  if (/^\/api(\/|$)|\.data$/.test(path) || isPrivateSection(path)) return false;
  return !hasCookie(req.headers.cookie, "staffSession");
}

/**
 * A cached page as the answer: its headers, ETag (304 when the client has it), the smallest body the
 * client takes. A page asked for under another URL than its own (with campaign tags) is not `shared`:
 * no cache in between may keep it under that URL, or every new tag value would be kept anew.
 */
async function sendPage(req: IncomingMessage, res: ServerResponse, page: CachedPage, shared: boolean) {
  for (const [name, value] of page.headers) res.setHeader(name, value);
  if (!shared && res.hasHeader("Cache-Control")) res.setHeader("Cache-Control", "private, no-cache");
  const encoding = preferredEncoding(req);
  const etag = etagFor(page, encoding);
  res.setHeader("ETag", etag);
  // What the page itself varies on (the language of a shared path: cookie and header), and the encoding.
  res.setHeader("Vary", [page.headers.find(([name]) => name === "vary")?.[1], "Accept-Encoding"].filter(Boolean).join(", "));
  if (notModified(page, req.headers["if-none-match"], etag)) {
    res.statusCode = 304;
    return void res.end();
  }
  const body = encoding ? await encodedBody(page, encoding) : page.body;
  if (encoding) res.setHeader("Content-Encoding", encoding);
  res.setHeader("Content-Length", body.length);
  res.statusCode = page.status;
  res.end(req.method === "HEAD" ? undefined : body);
}

/** The lead forms and their API by route id (German paths end in `.de`), from the route table: their refusals are counted by kind. */
const LEAD_ROUTES = new Map<RouteLabel, LeadFormKind>((routeTable as readonly RouteEntry[]).flatMap((entry) => (entry.lead ? [[entry.id, entry.lead], [`${entry.id}.de`, entry.lead]] as const : [])));

/** What the metrics learn of a request while it is handled. */
interface RequestFacts {
  route: RouteLabel;
}

async function requestHandler(source: AppSource, config: Config, state: { draining: boolean }) {
  const handle = createRequestHandler(source.build, source.mode);
  // The destination filters' values a kept page may carry in its query (page-cache.server.ts).
  const cacheableValues = cacheableQueryValues((await getContent()).destinations.en.map((destination) => destination.country));
  const setSecurityHeaders = securityHeaders(config);
  const pages = pageCache(config.PAGE_CACHE_BYTES);
  watchPageCache(() => pages.size);
  onCompanyChange(() => pages.clear());
  const routeOf = routeLabeller(source.routes);
  const ready = async () => !state.draining && (await serverHealth()).database;
  watchReadiness(ready);
  watchStoredFigures(readStoredFigures);
  const admitLargeBody = largeBodyGate(MAX_LARGE_BODIES, MAX_LARGE_BODIES_PER_CLIENT);
  const trustedHops = config.TRUST_PROXY ? config.TRUST_PROXY_HOPS : 0;

  const handleRequest = async (req: IncomingMessage, res: ServerResponse, facts: RequestFacts) => {
    // Draining for a shutdown: the client opens its next request elsewhere.
    if (state.draining) res.setHeader("Connection", "close");
    const https = isHttps(req, config);
    const path = decodedPath(req.url ?? "/");
    try {
      if (!isOriginForm(req.url ?? "", hostOf(req, config)) || path === undefined) {
        facts.route = "invalid";
        setSecurityHeaders(res, { https });
        return answerEarly(req, res, "badRequest");
      }
      if (path === "/healthz" || path === "/readyz") {
        facts.route = path.slice(1);
        setSecurityHeaders(res, { https });
        if (path === "/healthz") return healthAnswer(res, 200, "ok");
        if (state.draining) return healthAnswer(res, 503, "shutting down");
        const database = await ready();
        return healthAnswer(res, database ? 200 : 503, database ? "ready" : "database unavailable");
      }
      facts.route = "static";
      // Production's files answer at once (no promise, so no extra turn of the event loop per request).
      const file = source.files(req, res, path);
      if (file === true || (file !== false && (await file))) return;
      facts.route = routeOf((req.url ?? "/").split("?")[0] ?? "/");
      const leadKind = LEAD_ROUTES.get(facts.route);
      const clientIp = clientAddress(req, trustedHops);
      const routerContext = () => {
        const context = new RouterContextProvider();
        context.set(clientIpContext, clientIp);
        return context;
      };
      if (isPublicPageRequest(req, path)) {
        // One URL per page: another spelling of its path is sent to the canonical one.
        const [rawPath = "/", query] = (req.url ?? "/").split("?");
        // A path that is another's alias (/impressum, /de: the route table's `routeAliases`) leads to that page.
        const canonical = canonicalPath(rawPath);
        const location = aliasTarget(canonical ?? rawPath, query) ?? (canonical && (query === undefined ? canonical : `${canonical}?${query}`));
        if (location) {
          setSecurityHeaders(res, { https });
          res.statusCode = 301;
          res.setHeader("Location", location);
          res.setHeader("Cache-Control", "public, max-age=3600");
          return void res.end();
        }
        // Rendered, kept and found under its URL without campaign tags (the page reads none of them).
        const untagged = withoutTrackingParameters(req.url ?? "/");
        const shared = untagged === req.url;
        req.url = untagged;
        // The page depends on its URL and its language, nothing else of the request (the root loader reads
        // no cookie; the browser decides whether the consent banner shows, decision 032).
        const key = `${resolveLanguage(languageRequest(req)).lang}|${req.url}`;
        let page = pages.get(key);
        recordPageCache(page ? "hit" : "miss");
        if (!page) {
          // Rendered as a GET without a nonce, so the same bytes can serve every such visitor (HEAD included).
          const request = toRequest(req, config, undefined, AbortSignal.timeout(30_000), "GET");
          const context = routerContext();
          context.set(nonceContext, "");
          const response = await handle(request, context);
          page = preparePage(response.status, response.headers, Buffer.from(await response.arrayBuffer()));
          // Only a plain public answer is kept and may be kept by others: no cookie, no cache rule of its
          // own, and a query of known values only (any other query would fill the caches with copies).
          if (response.status === 200 && !response.headers.has("set-cookie") && !response.headers.has("cache-control")) {
            if (isCacheableUrl(req.url ?? "/", cacheableValues)) {
              page.headers.push(["cache-control", PUBLIC_PAGE_CACHE_CONTROL]);
              pages.set(key, page);
            }
          } else {
            for (const cookie of response.headers.getSetCookie()) res.appendHeader("Set-Cookie", cookie);
          }
        }
        setSecurityHeaders(res, { https, scriptHashes: page.scriptHashes });
        return await sendPage(req, res, page, shared);
      }
      const nonce = randomBytes(16).toString("base64");
      setSecurityHeaders(res, { https, nonce });
      let body: Buffer | undefined;
      if (req.method !== "GET" && req.method !== "HEAD") {
        let limit = bodyLimitFor(path, req.headers["content-type"], config.BODY_LIMIT_BYTES);
        // A staff update's photos are taken from signed-in staff only: nobody else holds that much memory.
        if (facts.route === "staffLead" && limit > SMALL_BODY_LIMIT_BYTES && !(await isSignedInStaff(req, config))) limit = SMALL_BODY_LIMIT_BYTES;
        const large = limit > SMALL_BODY_LIMIT_BYTES && !(Number(req.headers["content-length"]) <= SMALL_BODY_LIMIT_BYTES);
        const slot = large ? admitLargeBody(res, ipKey(clientIp)) : undefined;
        if (large && !slot) {
          if (leadKind) recordSubmissionRefused(leadKind, "unavailable");
          res.setHeader("Retry-After", "10");
          return answerEarly(req, res, "busy");
        }
        try {
          body = await readBody(req, limit, Math.max(limit, config.BODY_LIMIT_BYTES) * 4, { slot });
        } catch (error) {
          if (error instanceof BodyTooSlow) {
            res.setHeader("Connection", "close");
            return answerEarly(req, res, "tooSlow");
          }
          if (!(error instanceof BodyTooLarge)) throw error;
          if (leadKind) recordSubmissionRefused(leadKind, "too_large");
          if (!error.drained) res.setHeader("Connection", "close");
          return answerEarly(req, res, "tooLarge");
        }
      }
      const controller = new AbortController();
      res.on("close", () => {
        if (!res.writableFinished) controller.abort();
      });
      const context = routerContext();
      context.set(nonceContext, nonce);
      const request = toRequest(req, config, body, controller.signal);
      const refused = refuseCrossSite(request);
      if (refused && leadKind) recordSubmissionRefused(leadKind, "cross_site");
      const response = refused ?? (await handle(request, context));
      // React Router's own 405 (a POST to an address without an action) says "Unexpected Server
      // Error" and names no method; the site's own 405s carry Allow. The address only answers GET.
      if (isRoutersOwn405(response)) {
        await response.body?.cancel();
        res.setHeader("Allow", "GET, HEAD");
        return answerEarly(req, res, "methodNotAllowed");
      }
      await sendResponse(req, res, response);
    } catch (error) {
      // A visitor who leaves while a page streams is not a server error.
      if ((error as NodeJS.ErrnoException).code === "ERR_STREAM_PREMATURE_CLOSE" || res.destroyed) return;
      log.error(`${req.method} ${loggedTarget(req.url)} failed: ${errorSummary(error)}`);
      if (!res.headersSent) answerEarly(req, res, "internal");
      else res.destroy();
    }
  };

  // Every request has an id (a trusted proxy's, or one of our own): in the answer's X-Request-Id and on every line logged for it.
  return (req: IncomingMessage, res: ServerResponse) => {
    const started = performance.now();
    const requestId = requestIdOf(req.headers["x-request-id"], config.TRUST_PROXY);
    const facts: RequestFacts = { route: "unmatched" };
    res.setHeader("X-Request-Id", requestId);
    // Counted once the answer is over, also when the client left before its end.
    res.once("close", () => recordRequest(facts.route, req.method, res.statusCode, (performance.now() - started) / 1000));
    if (config.LOG_REQUESTS) {
      res.on("finish", () => {
        log.info({ requestId, method: req.method, path: loggedTarget(req.url), status: res.statusCode, ms: Math.round((performance.now() - started) * 10) / 10 }, "request");
      });
    }
    return withRequestId(requestId, () => handleRequest(req, res, facts));
  };
}

/**
 * A server process: serves the connections its supervisor hands over until told to drain. Draining
 * (after SIGTERM), `/readyz` answers 503 and every answer carries `Connection: close`; a kept-alive
 * connection that waits for a request closes after its keep-alive timeout, which the client was told
 * (`Keep-Alive: timeout=5`), so no request of a client is cut. Once no connection is left — at the
 * latest after SHUTDOWN_GRACE_MS — the database closes and the process ends.
 */
async function serveConnections(build: ServerBuild, root: string): Promise<void> {
  let config: Config;
  try {
    config = await startServer();
  } catch (error) {
    log.error(`Cannot start: ${(error as Error).message}`);
    process.exit(1);
  }
  // Node's own figures are sampled only when someone reads them.
  if (config.METRICS_PORT) serveProcessMetrics();
  const state = { draining: false };
  const setSecurityHeaders = securityHeaders(config);
  const files = await staticFiles(join(root, "build", "client"), (req, res, subresource) => setSecurityHeaders(res, { https: isHttps(req, config), subresource }));
  const handler = await requestHandler({ build, routes: build.routes, mode: "production", files }, config, state);
  const server = createServer((req, res) => void handler(req, res));
  server.keepAliveTimeout = 5_000;
  // A client that reads nothing of its answer (nor sends anything) for this long is disconnected.
  server.timeout = config.SEND_TIMEOUT_MS;
  // The connections come from the supervisor, so Node's own header and request timeouts never run:
  // headers are timed here, bodies where they are read (readBody).
  guardConnections(server, { headersMs: HEADERS_TIMEOUT_MS, keepAliveMs: server.keepAliveTimeout + server.keepAliveTimeoutBuffer, maxConnections: maxConnectionsFor(openFileLimit()) });

  const sockets = new Set<Socket>();
  let drainRequested = false;
  let finishing = false;
  const finishWhenIdle = () => {
    if (!drainRequested || sockets.size > 0 || finishing) return;
    finishing = true;
    void stopServer()
      .catch((error: unknown) => log.error(`stopping: ${(error as Error).message}`))
      .finally(() => {
        log.info("stopped");
        process.exit(0);
      });
  };
  server.on("connection", (socket: Socket) => {
    sockets.add(socket);
    socket.once("close", () => {
      sockets.delete(socket);
      finishWhenIdle();
    });
  });
  const drain = () => {
    if (drainRequested) return;
    state.draining = drainRequested = true;
    setTimeout(() => {
      for (const socket of sockets) socket.destroy();
    }, config.SHUTDOWN_GRACE_MS).unref();
    finishWhenIdle();
  };
  process.on("message", (message: SupervisorMessage, socket?: Socket) => {
    if (message?.type === "arc:connection" && socket) server.emit("connection", socket);
    else if (message?.type === "arc:drain") drain();
    else if (message?.type === "arc:backup") {
      getDatabase()
        .then((handle) => answerBackupRequest(config.DATA_DIR, handle))
        .catch((error: unknown) => log.error(`backup: the database could not be opened (${(error as Error).message})`));
    }
  });
  // A signal of its own: stop taking connections, answer with Connection: close, and tell the
  // supervisor, which stops the whole server and tells this process to drain.
  const onSignal = (signal: string) => {
    if (state.draining) return;
    log.info(`${signal}: finishing open requests, then closing the database`);
    state.draining = true;
    process.send?.({ type: "arc:draining" } satisfies ServerProcessMessage);
  };
  for (const signal of STOP_SIGNALS) process.on(signal, () => onSignal(signal));
  // Without its supervisor nobody hands over connections: finish what is open.
  process.on("disconnect", drain);
  process.send?.({ type: "arc:ready" } satisfies ServerProcessMessage);
  log.info(`serving on http://${config.HOST === "0.0.0.0" ? "localhost" : config.HOST}:${config.PORT} (process ${process.pid})`);
}

/**
 * A process the supervisor (supervisor.server.ts, which loads none of the app) forked with the build
 * and the client files in `root/build/client`: the one that prepares the database before the port
 * opens (`ARC_PREPARE`: content, company facts, migrations, the first staff account; then it ends, 0
 * when all is well), or a server process, which runs `serveConnections`.
 */
export async function runServer(build: ServerBuild, root: string): Promise<void> {
  listenForBackupSignal();
  if (process.env.ARC_PREPARE !== "1") return serveConnections(build, root);
  // A stop signal (a terminal's, to the whole process group) waits for the database to be prepared,
  // never leaving it halfway written: the supervisor, which says so, stops once this process has ended.
  for (const signal of STOP_SIGNALS) process.on(signal, () => {});
  try {
    await prepareDatabase();
    process.exit(0);
  } catch (error) {
    log.error(`Cannot start: ${(error as Error).message}`);
    process.exit(1);
  }
}

/** What `npm run dev` hands over: its HTTP server (Vite's HMR socket is on it), the build Vite compiles, and Vite's own middleware. */
export interface DevelopmentSetup {
  server: Server;
  loadBuild: () => Promise<ServerBuild>;
  vite: (req: IncomingMessage, res: ServerResponse, next: () => void) => void;
  closeVite: () => Promise<void>;
}

/**
 * What Vite may answer in development: its own paths, the modules a browser loads (the app's source
 * but its server modules, the content it imports, dependencies) and public/. Everything else — the
 * data folder, package.json, the server's code, `/@fs/`, any path with a dot segment or a dotfile but Vite's own cache — goes on to the app, which answers 404.
 */
const VITE_PATHS = /^\/(?!.*\.server\.)(?!.*\/\.(?!vite\/))(@(vite|id|react-refresh|react-router)\/|node_modules\/|src\/(?!server\/)|content\/|public\/|assets\/|favicon\.svg$)/;

/**
 * `npm run dev` (scripts/dev.ts): the same request handling as in production, in one process, with
 * Vite's dev server mounted in it. The app is compiled on request (and changed code reloaded), files
 * come from Vite, pages are rendered for each request (PAGE_CACHE_BYTES is 0 unless set); the
 * headers, redirects, body limits, origin checks, request ids, mail worker, retention and first staff
 * account are production's. Node's own header and request timeouts run here (no connection is handed
 * over). A stop signal finishes open requests, then closes Vite and the database.
 */
export async function runDevelopmentServer({ server, loadBuild, vite, closeVite }: DevelopmentSetup): Promise<void> {
  let config: Config;
  try {
    config = await startSingleProcess();
  } catch (error) {
    log.error(`Cannot start: ${(error as Error).message}`);
    await closeVite();
    process.exit(1);
  }
  const build = await loadBuild();
  const state = { draining: false };
  const setSecurityHeaders = securityHeaders(config);
  // Vite answers its modules, its HMR client and public/; what it leaves goes on to the app.
  const files = (req: IncomingMessage, res: ServerResponse, path: string) =>
    VITE_PATHS.test(path) &&
    new Promise<boolean>((resolve) => {
      setSecurityHeaders(res, { https: isHttps(req, config) });
      res.once("close", () => resolve(true));
      vite(req, res, () => resolve(false));
    });
  const handler = await requestHandler({ build: loadBuild, routes: build.routes, mode: "development", files }, config, state);
  server.on("request", (req, res) => void handler(req, res));
  server.keepAliveTimeout = 5_000;
  server.headersTimeout = HEADERS_TIMEOUT_MS;
  server.timeout = config.SEND_TIMEOUT_MS;
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(config.PORT, config.HOST, () => resolve());
  });
  const stop = (signal: string) => {
    if (state.draining) return;
    state.draining = true;
    log.info(`${signal}: finishing open requests, then closing the database`);
    setTimeout(() => server.closeAllConnections(), config.SHUTDOWN_GRACE_MS).unref();
    server.closeIdleConnections();
    server.close(() => {
      void Promise.all([closeVite(), stopServer()])
        .catch((error: unknown) => log.error(`stopping: ${(error as Error).message}`))
        .finally(() => {
          log.info("stopped");
          process.exit(0);
        });
    });
  };
  for (const signal of STOP_SIGNALS) process.on(signal, () => stop(signal));
  log.info(`development server on http://${config.HOST === "0.0.0.0" ? "localhost" : config.HOST}:${config.PORT} (the app compiled by Vite on request)`);
}
