/**
 * A real Prometheus (Debian's `prometheus` package) running the shipped configuration,
 * deploy/prometheus/prometheus.yml, against a server of the tests: only the addresses, the token's
 * file and the intervals (one second instead of fifteen) change. It keeps its data in a folder of
 * its own, on a free loopback port, and is removed with it.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startDaemon, systemBinary } from "./daemon.ts";
import { freePort, repositoryRoot } from "./server-process.ts";

export const PROMETHEUS_FOLDER = join(repositoryRoot, "deploy", "prometheus");

const binary = (name: "prometheus" | "promtool") => systemBinary([`/usr/bin/${name}`, `/usr/local/bin/${name}`], "prometheus");

/** Runs promtool with `args` in the shipped folder; its exit code and output. */
export function promtool(...args: string[]): { status: number | null; output: string } {
  const run = spawnSync(binary("promtool"), args, { cwd: PROMETHEUS_FOLDER, encoding: "utf8", timeout: 60_000 });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

export interface Prometheus {
  base: string;
  /** The configuration it runs (the shipped one with the test's addresses). */
  configFile: string;
  /** GET /api/v1/<path>; the `data` of a successful answer. */
  api<T>(path: string): Promise<T>;
  stop(): Promise<void>;
}

/** Starts Prometheus scraping the site's metrics on `metricsPort` with `token`. */
export async function startPrometheus(metricsPort: number, token: string): Promise<Prometheus> {
  const folder = mkdtempSync(join(tmpdir(), "arc-prometheus-"));
  const port = await freePort();
  const shipped = readFileSync(join(PROMETHEUS_FOLDER, "prometheus.yml"), "utf8");
  const config = shipped
    .replace('"127.0.0.1:9464"', `"127.0.0.1:${metricsPort}"`)
    .replace('"127.0.0.1:9090"', `"127.0.0.1:${port}"`)
    .replace("/etc/prometheus/arc-site-metrics.token", join(folder, "token"))
    .replace("- alerts.yml", `- ${join(PROMETHEUS_FOLDER, "alerts.yml")}`)
    .replaceAll("15s", "1s");
  if (!config.includes(String(metricsPort)) || !config.includes(join(folder, "token"))) throw new Error("the shipped prometheus.yml no longer has the expected target or token file");
  const configFile = join(folder, "prometheus.yml");
  writeFileSync(configFile, config);
  writeFileSync(join(folder, "token"), token, { mode: 0o600 });
  const args = [`--config.file=${configFile}`, `--storage.tsdb.path=${join(folder, "data")}`, `--web.listen-address=127.0.0.1:${port}`, "--log.level=warn"];
  const base = `http://127.0.0.1:${port}`;
  const api = async <T>(path: string): Promise<T> => {
    const answer = (await (await fetch(`${base}/api/v1/${path}`)).json()) as { status: string; data: T; error?: string };
    if (answer.status !== "success") throw new Error(`Prometheus: ${answer.error ?? answer.status} (${path})`);
    return answer.data;
  };
  const { stop } = await startDaemon(binary("prometheus"), args, { readyUrl: `${base}/-/ready`, folder, stopGraceMs: 10_000 });
  return { base, configFile, api, stop };
}
