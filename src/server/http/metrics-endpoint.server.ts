/**
 * The metrics port, served by the supervisor (decision 033): `GET /metrics` answers the figures of
 * every server process added up (prom-client's AggregatorRegistry asks each over IPC), followed by
 * the supervisor's own. Nothing else is served there; with METRICS_TOKEN set, a scrape without
 * `Authorization: Bearer <token>` gets 401. The public site has no metrics path at all.
 */
import { timingSafeEqual, createHash } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { AggregatorRegistry } from "prom-client";
import type { Config } from "../config.server.ts";
import { log } from "../log.server.ts";
import { supervisorRegistry } from "../metrics.server.ts";

export { recordServerProcesses } from "../metrics.server.ts";

const digest = (value: string) => createHash("sha256").update(value).digest();

/** Whether the request carries the token (compared in constant time); true when no token is configured. */
export function authorised(header: string | undefined, token: string | undefined): boolean {
  if (!token) return true;
  const match = /^Bearer ([\x21-\x7e]{1,512})$/.exec(header ?? "");
  return match !== null && timingSafeEqual(digest(match[1]!), digest(token));
}

function answer(res: ServerResponse, status: number, type: string, body: string) {
  res.statusCode = status;
  res.setHeader("Content-Type", type);
  res.setHeader("Cache-Control", "no-store");
  res.setHeader("X-Content-Type-Options", "nosniff");
  res.end(body);
}

/** Opens the metrics port; resolves once it listens, with a function that closes it. */
export async function serveMetrics(config: Pick<Config, "METRICS_PORT" | "METRICS_HOST" | "METRICS_TOKEN">): Promise<() => Promise<void>> {
  const cluster = new AggregatorRegistry();
  let scrape: Promise<[string, string]> | undefined;
  const server = createServer({ requestTimeout: 10_000, headersTimeout: 5_000 }, (req: IncomingMessage, res: ServerResponse) => {
    const path = (req.url ?? "").split("?")[0];
    if (path !== "/metrics") return answer(res, 404, "text/plain; charset=utf-8", "not found");
    if (!authorised(req.headers.authorization, config.METRICS_TOKEN)) {
      res.setHeader("WWW-Authenticate", 'Bearer realm="metrics"');
      return answer(res, 401, "text/plain; charset=utf-8", "unauthorised");
    }
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.setHeader("Allow", "GET, HEAD");
      return answer(res, 405, "text/plain; charset=utf-8", "method not allowed");
    }
    // Scrapes that arrive together share one round of asking the server processes.
    scrape ??= Promise.all([cluster.clusterMetrics(), supervisorRegistry.metrics()]).finally(() => (scrape = undefined));
    scrape.then(
      ([processes, supervisor]) => answer(res, 200, cluster.contentType, `${processes}${supervisor}`),
      (error: unknown) => {
        log.error(`metrics: the server processes did not answer (${(error as Error).message})`);
        answer(res, 503, "text/plain; charset=utf-8", "server processes did not answer");
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(config.METRICS_PORT, config.METRICS_HOST, () => resolve());
  });
  server.on("error", (error) => log.error(`metrics port: ${error.message}`));
  // The supervisor's shutdown ends the process; the metrics port holds nothing that needs draining.
  server.unref();
  log.info(`metrics on http://${config.METRICS_HOST}:${config.METRICS_PORT}/metrics${config.METRICS_TOKEN ? " (bearer token required)" : ""}`);
  return () => new Promise((resolve) => server.close(() => resolve()));
}
