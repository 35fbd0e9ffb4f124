/**
 * A real Varnish (Debian's `varnish` package) running the shipped configuration, deploy/varnish/site.vcl,
 * in front of a server of the browser tests: the only change is the backend's port. It runs in the
 * foreground of its own work folder on a free loopback port, without a jail (as the invoking user).
 */
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort, repositoryRoot, sleep } from "./server-process.ts";

export const SHIPPED_VCL = join(repositoryRoot, "deploy", "varnish", "site.vcl");

function varnishd(): string {
  const found = ["/usr/sbin/varnishd", "/usr/local/sbin/varnishd"].find((path) => existsSync(path));
  if (!found) throw new Error("varnishd was not found; install Debian's varnish package (.ci/run does)");
  return found;
}

export interface Varnish {
  base: string;
  stop(): Promise<void>;
}

export async function startVarnish(backendPort: number): Promise<Varnish> {
  const shipped = readFileSync(SHIPPED_VCL, "utf8");
  const vcl = shipped.replace(/\.port = "\d+";/, `.port = "${backendPort}";`);
  if (vcl === shipped) throw new Error(`no backend port found in ${SHIPPED_VCL}`);
  const folder = mkdtempSync(join(tmpdir(), "arc-varnish-"));
  writeFileSync(join(folder, "site.vcl"), vcl);
  const port = await freePort();
  const args = ["-F", "-j", "none", "-n", join(folder, "work"), "-a", `127.0.0.1:${port}`, "-T", "127.0.0.1:0", "-f", join(folder, "site.vcl"), "-s", "malloc,64m"];
  const child: ChildProcess = spawn(varnishd(), args, { stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const base = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await Promise.race([exited, sleep(5_000)]);
      if (child.exitCode === null) child.kill("SIGKILL");
    }
    rmSync(folder, { recursive: true, force: true });
  };
  for (let waited = 0; waited < 30_000; waited += 200) {
    if (child.exitCode !== null) break;
    const ready = await fetch(`${base}/healthz`).then((response) => response.ok, () => false);
    if (ready) return { base, stop };
    await sleep(200);
  }
  await stop();
  throw new Error(`varnishd did not start:\n${output}`);
}
