/**
 * A server program of the system (varnishd, prometheus) run in the foreground for a test: started
 * with its arguments, waited for until `readyUrl` answers 2xx, stopped with SIGTERM (SIGKILL after
 * `stopGraceMs`), its work folder removed with it.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, rmSync } from "node:fs";
import { sleep } from "./server-process.ts";

/** The first of `paths` that exists; else an error naming the Debian package that has it. */
export function systemBinary(paths: string[], debianPackage: string): string {
  const found = paths.find((path) => existsSync(path));
  if (!found) throw new Error(`${paths[0]} was not found; install Debian's ${debianPackage} package (.ci/run does)`);
  return found;
}

export interface Daemon {
  stop(): Promise<void>;
}

export async function startDaemon(command: string, args: string[], options: { readyUrl: string; folder: string; stopGraceMs?: number; startTimeoutMs?: number }): Promise<Daemon> {
  const child: ChildProcess = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await Promise.race([exited, sleep(options.stopGraceMs ?? 5_000)]);
      if (child.exitCode === null) child.kill("SIGKILL");
    }
    rmSync(options.folder, { recursive: true, force: true });
  };
  for (let waited = 0; waited < (options.startTimeoutMs ?? 30_000); waited += 200) {
    if (child.exitCode !== null) break;
    const ready = await fetch(options.readyUrl).then((response) => response.ok, () => false);
    if (ready) return { stop };
    await sleep(200);
  }
  await stop();
  throw new Error(`${command} did not start:\n${output}`);
}
