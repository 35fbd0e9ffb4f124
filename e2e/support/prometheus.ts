/**
 * A real Prometheus (Debian's `prometheus` package) running the shipped configuration,
 * deploy/prometheus/prometheus.yml, against a server of the tests: only the addresses, the token's
 * file and the intervals (one second instead of fifteen) change. It keeps its data in a folder of
 * its own, on a free loopback port, and is removed with it.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort, repositoryRoot, sleep } from "./server-process.ts";

export const PROMETHEUS_FOLDER = join(repositoryRoot, "deploy", "prometheus");

function binary(name: "prometheus" | "promtool"): string {
  const found = [`/usr/bin/${name}`, `/usr/local/bin/${name}`].find((path) => existsSync(path));
  if (!found) throw new Error(`${name} was not found; install Debian's prometheus package (.ci/run does)`);
  return found;
}

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
  const child: ChildProcess = spawn(binary("prometheus"), args, { stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const base = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await Promise.race([exited, sleep(10_000)]);
      if (child.exitCode === null) child.kill("SIGKILL");
    }
    rmSync(folder, { recursive: true, force: true });
  };
  const api = async <T>(path: string): Promise<T> => {
    const answer = (await (await fetch(`${base}/api/v1/${path}`)).json()) as { status: string; data: T; error?: string };
    if (answer.status !== "success") throw new Error(`Prometheus: ${answer.error ?? answer.status} (${path})`);
    return answer.data;
  };
  for (let waited = 0; waited < 30_000; waited += 250) {
    if (child.exitCode !== null) break;
    const ready = await fetch(`${base}/-/ready`).then((response) => response.ok, () => false);
    if (ready) return { base, configFile, api, stop };
    await sleep(250);
  }
  await stop();
  throw new Error(`prometheus did not start:\n${output}`);
}
