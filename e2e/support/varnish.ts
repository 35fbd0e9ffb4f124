/**
 * A real Varnish (Debian's `varnish` package) running the shipped configuration, deploy/varnish/site.vcl,
 * in front of a server of the browser tests: the only change is the backend's port. It runs in the
 * foreground of its own work folder on a free loopback port, without a jail (as the invoking user).
 */
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startDaemon, systemBinary } from "./daemon.ts";
import { freePort, repositoryRoot } from "./server-process.ts";

export const SHIPPED_VCL = join(repositoryRoot, "deploy", "varnish", "site.vcl");

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
  const base = `http://127.0.0.1:${port}`;
  const { stop } = await startDaemon(systemBinary(["/usr/sbin/varnishd", "/usr/local/sbin/varnishd"], "varnish"), args, { readyUrl: `${base}/healthz`, folder });
  return { base, stop };
}
