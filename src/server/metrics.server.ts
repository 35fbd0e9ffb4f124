/**
 * The server's metrics in the Prometheus format (prom-client). Each server process counts into its
 * own registry; the supervisor answers a scrape with the figures of all of them added up
 * (decision 033), on a port of its own that the public site never serves (METRICS_PORT, see
 * http/metrics-endpoint.server.ts). Labels take values from short fixed lists only: a route id of
 * the route table, a method, a status class, a lead kind, a reason. Never a path, an address or a
 * name.
 *
 * What the database holds (the outbox, the newest lead) is read when Prometheus scrapes, by one
 * query per figure and process, and aggregated with `max`: every process sees the same table.
 */
import { AggregatorRegistry, Counter, Gauge, Histogram, Registry, collectDefaultMetrics, type Aggregator } from "prom-client";
import { LRUCache } from "lru-cache";
import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import type { LeadFormKind } from "../lib/lead-forms.ts";

export const registry = new Registry();

/**
 * A server process's part: Node's own figures (CPU, memory, event loop lag, garbage collection,
 * handles) join its registry, and the process answers the supervisor's requests for the registry.
 */
export function serveProcessMetrics(): void {
  collectDefaultMetrics({ register: registry });
  AggregatorRegistry.setRegistries([registry]);
  // Constructing one adds the listener that answers the supervisor.
  new AggregatorRegistry();
}

// Requests

/** The label of a request's route: the route table's id, or one of these for what never reaches the router. */
export type RouteLabel = string;
const METHODS = new Set(["GET", "HEAD", "POST"]);

const requests = new Counter({
  name: "arc_http_requests_total",
  help: "Requests answered, by route id, method and status class (2xx…5xx).",
  labelNames: ["route", "method", "status"] as const,
  registers: [registry],
});
const requestSeconds = new Histogram({
  name: "arc_http_request_duration_seconds",
  help: "Time from a request's arrival to the end of its answer, by route id and method.",
  labelNames: ["route", "method"] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});

/** One answered request. `method` is reduced to GET, HEAD, POST or OTHER. */
export function recordRequest(route: RouteLabel, method: string | undefined, status: number, seconds: number): void {
  const verb = method && METHODS.has(method) ? method : "OTHER";
  requests.inc({ route, method: verb, status: `${Math.min(5, Math.max(1, Math.floor(status / 100)))}xx` });
  requestSeconds.observe({ route, method: verb }, seconds);
}

/** React Router warns (on the console) about a path it cannot decode; such a path matches no route. */
function isDecodable(path: string): boolean {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

/**
 * The route id a path (as requested, percent-encoded) belongs to, as React Router matches it (the innermost route; German paths
 * end in `.de`), or `unmatched`. Results are remembered for the most recent paths.
 */
export function routeLabeller(routes: ServerBuild["routes"]): (path: string) => RouteLabel {
  type Route = NonNullable<ServerBuild["routes"][string]>;
  const byParent = new Map<string | undefined, Route[]>();
  for (const route of Object.values(routes)) {
    if (!route) continue;
    byParent.set(route.parentId, [...(byParent.get(route.parentId) ?? []), route]);
  }
  const tree = (parentId: string | undefined): RouteObject[] =>
    (byParent.get(parentId) ?? []).map((route) =>
      route.index
        ? { id: route.id, path: route.path, index: true, caseSensitive: route.caseSensitive }
        : { id: route.id, path: route.path, caseSensitive: route.caseSensitive, children: tree(route.id) },
    );
  const routeObjects = tree(undefined);
  const seen = new LRUCache<string, RouteLabel>({ max: 2_000 });
  return (path) => {
    let label = seen.get(path);
    if (label === undefined) {
      const leaf = isDecodable(path) ? matchRoutes(routeObjects, path)?.at(-1)?.route : undefined;
      label = leaf && leaf.path !== "*" ? (leaf.id ?? "unmatched") : "unmatched";
      // Only paths of a sensible length are remembered: a flood of long made-up ones cannot fill memory.
      if (path.length <= 256) seen.set(path, label);
    }
    return label;
  };
}

// The page cache

const pageCacheLookups = new Counter({
  name: "arc_page_cache_requests_total",
  help: "Public page views answered from the page cache (hit) or rendered (miss).",
  labelNames: ["result"] as const,
  registers: [registry],
});
let pageCacheSize = () => ({ pages: 0, bytes: 0 });
new Gauge({
  name: "arc_page_cache_bytes",
  help: "Bytes of rendered pages held by the page caches.",
  registers: [registry],
  collect() {
    this.set(pageCacheSize().bytes);
  },
});
new Gauge({
  name: "arc_page_cache_pages",
  help: "Rendered pages held by the page caches.",
  registers: [registry],
  collect() {
    this.set(pageCacheSize().pages);
  },
});

for (const result of ["hit", "miss"] as const) pageCacheLookups.inc({ result }, 0);

export function recordPageCache(result: "hit" | "miss"): void {
  pageCacheLookups.inc({ result });
}

/** Tells the metrics where the process's page cache is. */
export function watchPageCache(size: () => { pages: number; bytes: number }): void {
  pageCacheSize = size;
}

// Leads

/** Why a submission was not stored: every answer but a stored lead. */
const REFUSAL_REASONS = ["validation", "rate_limit", "bot_check", "spam_trap", "cross_site", "too_large", "unavailable"] as const;
export type RefusalReason = (typeof REFUSAL_REASONS)[number];

const leadsStored = new Counter({
  name: "arc_leads_stored_total",
  help: "Leads stored, by kind (quote, contact) and bot-check outcome (verified, unverified).",
  labelNames: ["kind", "bot_check"] as const,
  registers: [registry],
});
const submissionsRefused = new Counter({
  name: "arc_submissions_refused_total",
  help: "Lead submissions not stored, by kind and reason (validation, rate_limit, bot_check, spam_trap, cross_site, too_large, unavailable).",
  labelNames: ["kind", "reason"] as const,
  registers: [registry],
});

// Every series starts at 0, so a rate over it exists before the first event (and alerts can compare).
for (const kind of ["quote", "contact"] as const) {
  for (const botCheck of ["verified", "unverified"] as const) leadsStored.inc({ kind, bot_check: botCheck }, 0);
  for (const reason of REFUSAL_REASONS) submissionsRefused.inc({ kind, reason }, 0);
}

export function recordLeadStored(kind: LeadFormKind, botCheck: "verified" | "unverified"): void {
  leadsStored.inc({ kind, bot_check: botCheck });
}

export function recordSubmissionRefused(kind: LeadFormKind, reason: RefusalReason): void {
  submissionsRefused.inc({ kind, reason });
}

// Mail

const sendAttempts = new Counter({
  name: "arc_mail_send_attempts_total",
  help: "Attempts to send an outbox mail, by result (sent, failed; logged when SMTP_URL is unset).",
  labelNames: ["result"] as const,
  registers: [registry],
});

for (const result of ["sent", "failed", "logged"] as const) sendAttempts.inc({ result }, 0);

export function recordSendAttempt(result: "sent" | "failed" | "logged"): void {
  sendAttempts.inc({ result });
}

// The database

const queryErrors = new Counter({
  name: "arc_db_query_errors_total",
  help: "Database queries that failed: the database away, a timeout, a refused statement (a repeated submission's duplicate key too).",
  registers: [registry],
});

export function recordQueryError(): void {
  queryErrors.inc();
}

/** Figures read from the database at a scrape (mail/outbox.server.ts reads them). */
export interface StoredFigures {
  mails: Map<string, number>;
  oldestPendingSeconds: number;
  lastLeadAt: number | undefined;
}

const MAIL_STATES = ["pending", "sent", "failed", "logged"] as const;
let readStoredFigures: (() => Promise<StoredFigures>) | undefined;
let figures: { at: number; value: Promise<StoredFigures | undefined> } | undefined;

/** Tells the metrics how to read the database's figures. */
export function watchStoredFigures(read: () => Promise<StoredFigures>): void {
  readStoredFigures = read;
  figures = undefined;
}

/** One read per scrape (the gauges below share it); a failed read leaves the gauges as they were. */
function storedFigures(): Promise<StoredFigures | undefined> {
  if (!readStoredFigures) return Promise.resolve(undefined);
  if (figures && performance.now() - figures.at < 1_000) return figures.value;
  const value = readStoredFigures().catch(() => undefined);
  figures = { at: performance.now(), value };
  return value;
}

/** The same figure in every process: the scrape keeps one of them. */
const SAME_IN_EVERY_PROCESS: Aggregator = "max";

new Gauge({
  name: "arc_outbox_mails",
  help: "Mails in the outbox, by state (pending, sent, failed, logged).",
  labelNames: ["state"] as const,
  aggregator: SAME_IN_EVERY_PROCESS,
  registers: [registry],
  async collect() {
    const read = await storedFigures();
    if (read) for (const state of MAIL_STATES) this.set({ state }, read.mails.get(state) ?? 0);
  },
});
new Gauge({
  name: "arc_outbox_oldest_pending_age_seconds",
  help: "Age of the oldest mail still waiting to be sent (0 when none waits).",
  aggregator: SAME_IN_EVERY_PROCESS,
  registers: [registry],
  async collect() {
    const read = await storedFigures();
    if (read) this.set(read.oldestPendingSeconds);
  },
});
new Gauge({
  name: "arc_lead_last_stored_timestamp_seconds",
  help: "When the newest lead (quote or contact) was stored, in Unix seconds (0 when there is none).",
  aggregator: SAME_IN_EVERY_PROCESS,
  registers: [registry],
  async collect() {
    const read = await storedFigures();
    if (read) this.set(read.lastLeadAt ?? 0);
  },
});

let poolFigures: () => { inUse: number; idle: number; waiting: number } = () => ({ inUse: 0, idle: 0, waiting: 0 });

new Gauge({
  name: "arc_db_pool_connections",
  help: "PostgreSQL connections of the pools, by state (in_use, idle, waiting for one); the embedded database has none.",
  labelNames: ["state"] as const,
  registers: [registry],
  collect() {
    const { inUse, idle, waiting } = poolFigures();
    this.set({ state: "in_use" }, inUse);
    this.set({ state: "idle" }, idle);
    this.set({ state: "waiting" }, waiting);
  },
});

/** Tells the metrics how to read the PostgreSQL pool. */
export function watchPool(read: () => { inUse: number; idle: number; waiting: number }): void {
  poolFigures = read;
}

let readiness: () => Promise<boolean> = async () => false;

new Gauge({
  name: "arc_ready",
  help: "1 while a server process would answer /readyz with 200 (its database answers, it is not shutting down).",
  aggregator: "min",
  registers: [registry],
  async collect() {
    this.set((await readiness()) ? 1 : 0);
  },
});

/** Tells the metrics how the process checks its readiness (the same check as /readyz). */
export function watchReadiness(check: () => Promise<boolean>): void {
  readiness = check;
}

// Staff sign-in

const signInFailures = new Counter({
  name: "arc_sign_in_failures_total",
  help: "Staff sign-ins refused for a wrong username or password.",
  registers: [registry],
});
const signInLockouts = new Counter({
  name: "arc_sign_in_lockouts_total",
  help: "Staff sign-ins refused because the username, browser or address is blocked after too many failures.",
  registers: [registry],
});

export function recordSignInFailure(locked: boolean): void {
  (locked ? signInLockouts : signInFailures).inc();
}

// The supervisor's own figures, served after the server processes' (http/metrics-endpoint.server.ts).

export const supervisorRegistry = new Registry();

const processExits = new Counter({
  name: "arc_server_process_exits_total",
  help: "Server processes that ended while the server was running (each is replaced).",
  registers: [supervisorRegistry],
});
const processesReady = new Gauge({
  name: "arc_server_processes_ready",
  help: "Server processes ready to take connections.",
  registers: [supervisorRegistry],
});

export function recordServerProcesses(ready: number, exited = false): void {
  processesReady.set(ready);
  if (exited) processExits.inc();
}
