/**
 * The built production server (`serve.js`) as a child process on loopback: started with an
 * environment, waited for until `/readyz` answers 200, stopped with SIGTERM. Used by the audit
 * and by the browser tests that need a server of their own.
 */
import { spawn } from "node:child_process";
import { createServer } from "node:net";
import { fileURLToPath } from "node:url";

export const repositoryRoot = fileURLToPath(new URL("../..", import.meta.url));
/** serve.js finishes open requests for up to 10 s, then closes the database. */
const STOP_TIMEOUT_MS = 20_000;
const READY_POLL_MS = 500;
/** Output chunks kept to explain a failed start; a server that logs requests would otherwise fill memory. */
const KEPT_OUTPUT_CHUNKS = 200;

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

export interface ServerOptions {
  port: number;
  /** Added to the inherited environment (`undefined` removes a variable); PORT and HOST (loopback) are set from `port`. */
  env: Record<string, string | undefined>;
  /** Folder holding serve.js and build/; the repository by default. */
  cwd?: string;
  /** The most files the server's processes may hold open (`ulimit -n`), as on a host with a low limit. */
  fileLimit?: number;
  /** What Node runs: serve.js (the built production server) unless told otherwise (the dev server). */
  args?: string[];
}

export interface ServerProcess {
  /** http://127.0.0.1:port */
  readonly base: string;
  /** The process id (undefined when it could not be spawned). */
  readonly pid: number | undefined;
  /** The exit code once the process has ended (null when a signal ended it or it could not be spawned). */
  readonly exited: Promise<number | null>;
  /** The latest output, stdout and stderr interleaved. */
  output(): string;
  /** Resolves once /readyz answers 200; rejects, with the output, when the process ends first or time runs out. */
  waitUntilReady(options: { timeoutMs: number; onPoll?: () => void }): Promise<void>;
  /** SIGTERM, then SIGKILL when the process has not ended within 20 s; resolves once it has ended. */
  stop(): Promise<void>;
}

async function answersReady(base: string): Promise<boolean> {
  try {
    const response = await fetch(`${base}/readyz`, { signal: AbortSignal.timeout(5_000) });
    await response.body?.cancel();
    return response.status === 200;
  } catch {
    return false;
  }
}

export function startServer({ port, env, cwd = repositoryRoot, fileLimit, args: nodeArgs = ["serve.js"] }: ServerOptions): ServerProcess {
  const base = `http://127.0.0.1:${port}`;
  const [command, args] = fileLimit === undefined ? [process.execPath, nodeArgs] : ["/bin/sh", ["-c", `ulimit -n ${fileLimit} && exec "$0" "$@"`, process.execPath, ...nodeArgs]];
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, ...env, PORT: String(port), HOST: "127.0.0.1" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const recentOutput: string[] = [];
  const keep = (chunk: Buffer) => {
    recentOutput.push(chunk.toString());
    if (recentOutput.length > KEPT_OUTPUT_CHUNKS) recentOutput.shift();
  };
  child.stdout.on("data", keep);
  child.stderr.on("data", keep);
  const output = () => recentOutput.join("");

  /** Why the process ended, once it has. */
  let ending: string | undefined;
  const exited = new Promise<number | null>((resolve) => {
    child.once("exit", (code, signal) => {
      ending = `exited (code ${code ?? signal})`;
      resolve(code);
    });
    // Without a pid the process never started, and no "exit" follows.
    child.on("error", (error) => {
      if (child.pid !== undefined) return;
      ending = `could not be spawned: ${error.message}`;
      resolve(null);
    });
  });

  async function waitUntilReady({ timeoutMs, onPoll }: { timeoutMs: number; onPoll?: () => void }) {
    const started = Date.now();
    while (!(await answersReady(base))) {
      if (ending !== undefined || Date.now() - started > timeoutMs) {
        const reason = ending !== undefined ? `${ending} before it was ready` : `did not answer 200 on /readyz within ${timeoutMs / 1000} s`;
        const seen = output().trimEnd();
        throw new Error(`The server ${reason}.${seen ? `\nIts output:\n${seen}` : ""}`);
      }
      onPoll?.();
      await sleep(READY_POLL_MS);
    }
  }

  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      if (ending !== undefined) return;
      const timer = setTimeout(() => {
        console.error(`The server did not stop within ${STOP_TIMEOUT_MS / 1000} s of SIGTERM; killing it.`);
        child.kill("SIGKILL");
      }, STOP_TIMEOUT_MS);
      child.kill("SIGTERM");
      await exited;
      clearTimeout(timer);
    })());

  return { base, pid: child.pid, exited, output, waitUntilReady, stop };
}
