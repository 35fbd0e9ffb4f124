/**
 * The supervisor: the process `serve.js` starts. It loads none of the app, no database driver and
 * no TypeScript loader (serve.js runs it as plain JavaScript from build/supervisor/, built by
 * scripts/build-supervisor.ts; prom-client only with a metrics port), so it costs little more than a
 * bare Node process: it checks the configuration,
 * takes the embedded database's lock for as long as it runs, has a process of its own prepare the
 * database (runServer with ARC_PREPARE: migrations, the first staff account; it ends when done, and
 * a failure stops the start before the port opens), then holds the listening port and hands each
 * accepted connection to one of its server processes (round robin). A server process that ends is
 * replaced, after a delay that grows while they keep failing at once (capped); meanwhile, and while
 * none is ready, connections wait here instead of being refused. SIGTERM, SIGINT or SIGHUP (a closed
 * terminal) closes the port, then tells every server process to drain; so does such a signal to a
 * server process, which passes it on (`draining`): a signal to any process of the server ends all of
 * it, with the embedded database's lock released.
 *
 * SIGUSR2 asks a server process to write the embedded database's backup (db/backup.server.ts).
 *
 * Messages between the two: the supervisor sends `connection` (with the socket), `drain` and `backup`; a
 * server process sends `ready` once it serves, and `draining` when it got a signal itself.
 */
import cluster, { type Worker } from "node:cluster";
import { createServer, type Socket } from "node:net";
import { availableParallelism } from "node:os";
import { resolve } from "node:path";
import { getConfig, type Config } from "../config.server.ts";
import { ownFolder } from "../db/data-dir.server.ts";
import { acquireDataDirLock } from "../db/lock.server.ts";
import { log } from "../log.server.ts";

/** The signals that stop the server: SIGHUP is what a process gets when its terminal is closed. */
export const STOP_SIGNALS = ["SIGTERM", "SIGINT", "SIGHUP"] as const satisfies NodeJS.Signals[];

export type SupervisorMessage = { type: "arc:connection" } | { type: "arc:drain" } | { type: "arc:backup" };
export type ServerProcessMessage = { type: "arc:ready" } | { type: "arc:draining" };

/** Connections held while no server process is ready; beyond this they are closed. */
const MAX_WAITING_CONNECTIONS = 1_000;
/** How long a connection waits for a ready server process. */
const MAX_WAIT_MS = 30_000;
/** A server process that ran this long counts as having started well: the next restart is immediate. */
const HEALTHY_AFTER_MS = 30_000;
const FIRST_RESTART_DELAY_MS = 500;
const MAX_RESTART_DELAY_MS = 30_000;

/** The delay before the next start, after `failures` server processes in a row ended soon after starting. */
export function restartDelayMs(failures: number): number {
  return failures <= 0 ? 0 : Math.min(MAX_RESTART_DELAY_MS, FIRST_RESTART_DELAY_MS * 2 ** (failures - 1));
}

interface Member {
  worker: Worker;
  startedAt: number;
  ready: boolean;
  /** Receives new connections (false once it drains). */
  routable: boolean;
}

export function isServerProcessMessage(message: unknown): message is ServerProcessMessage {
  const type = (message as { type?: unknown } | null)?.type;
  return type === "arc:ready" || type === "arc:draining";
}

/** What the metrics port learns of the server processes (nothing without a metrics port). */
type ProcessRecorder = (ready: number, exited?: boolean) => void;

export async function supervise(config: Config, count: number, recordServerProcesses: ProcessRecorder = () => {}): Promise<void> {
  const members = new Set<Member>();
  const waiting: Array<{ socket: Socket; timer: ReturnType<typeof setTimeout> }> = [];
  let next = 0;
  let failures = 0;
  let stopping = false;

  const routable = () => [...members].filter((member) => member.ready && member.routable);
  const handOver = (socket: Socket) => {
    const candidates = routable();
    const member = candidates[next++ % Math.max(1, candidates.length)];
    if (!member) {
      if (waiting.length >= MAX_WAITING_CONNECTIONS) return void socket.destroy();
      const entry = { socket, timer: setTimeout(() => socket.destroy(), MAX_WAIT_MS) };
      socket.once("close", () => {
        clearTimeout(entry.timer);
        const index = waiting.indexOf(entry);
        if (index >= 0) waiting.splice(index, 1);
      });
      return void waiting.push(entry);
    }
    member.worker.send({ type: "arc:connection" } satisfies SupervisorMessage, socket, (error) => {
      if (error) socket.destroy();
    });
  };
  const flushWaiting = () => {
    for (const { socket, timer } of waiting.splice(0)) {
      clearTimeout(timer);
      if (!socket.destroyed) handOver(socket);
    }
  };

  // No Nagle delay, as node:http sets on the connections it accepts itself: an answer written in
  // parts (a streamed page, compressed JSON) would otherwise wait for the client's delayed ACK.
  const listener = createServer({ pauseOnConnect: true, noDelay: true }, (socket) => (stopping ? socket.destroy() : handOver(socket)));
  await new Promise<void>((resolve, reject) => {
    listener.once("error", reject);
    listener.listen(config.PORT, config.HOST, () => resolve());
  });
  listener.on("error", (error) => log.error(`listener: ${error.message}`));

  const drain = (member: Member) => {
    member.routable = false;
    if (member.worker.isConnected()) member.worker.send({ type: "arc:drain" } satisfies SupervisorMessage);
  };

  const fork = () => {
    const member: Member = { worker: cluster.fork(), startedAt: Date.now(), ready: false, routable: true };
    members.add(member);
    member.worker.on("message", (message: unknown) => {
      if (!isServerProcessMessage(message)) return;
      if (message.type === "arc:ready") {
        member.ready = true;
        recordServerProcesses(routable().length);
        if (!stopping) flushWaiting();
      } else shutdown(`server process ${member.worker.process.pid} got a signal`);
    });
    member.worker.on("exit", (code, signal) => {
      members.delete(member);
      recordServerProcesses(routable().length, !stopping);
      if (stopping) {
        if (members.size === 0) finish(0);
        return;
      }
      failures = Date.now() - member.startedAt < HEALTHY_AFTER_MS ? failures + 1 : 0;
      const delay = restartDelayMs(failures);
      log.error(`server process ${member.worker.process.pid} ended (${signal ?? `code ${code}`}); starting another${delay ? ` in ${delay / 1000} s` : ""}`);
      setTimeout(() => !stopping && fork(), delay);
    });
  };

  const finish = (code: number) => {
    log.info("all server processes stopped");
    process.exit(code);
  };

  for (let index = 0; index < count; index++) fork();
  log.info(`listening on http://${config.HOST === "0.0.0.0" ? "localhost" : config.HOST}:${config.PORT} with ${count} server process${count === 1 ? "" : "es"}`);

  const shutdown = (reason: string) => {
    if (stopping) return;
    stopping = true;
    log.info(`${reason}: the port is closed; server processes finish their open requests`);
    listener.close();
    for (const { socket, timer } of waiting.splice(0)) {
      clearTimeout(timer);
      socket.destroy();
    }
    if (members.size === 0) return finish(0);
    for (const member of members) drain(member);
    // Server processes end by themselves within the grace period; this is the backstop.
    setTimeout(() => {
      for (const member of members) member.worker.process.kill("SIGKILL");
      finish(1);
    }, config.SHUTDOWN_GRACE_MS + 10_000).unref();
  };
  for (const signal of STOP_SIGNALS) process.on(signal, () => shutdown(signal));
  onBackupSignal = () => {
    const member = routable()[0];
    if (member && !stopping) member.worker.send({ type: "arc:backup" } satisfies SupervisorMessage);
    else log.warn("SIGUSR2: no server process is ready to write a backup");
  };
}

let onBackupSignal = () => log.warn("SIGUSR2: the server is still starting; ask for the backup again once it serves");

/**
 * SIGUSR2 asks for a backup (db/backup.server.ts). Node ends a process on it by default, so the
 * supervisor listens from its very start (before it takes the data folder's lock, which names it)
 * and a server process ignores it.
 */
export function listenForBackupSignal(): void {
  process.on("SIGUSR2", () => (cluster.isPrimary ? onBackupSignal() : undefined));
}

/** How many server processes: WEB_CONCURRENCY or one per core with PostgreSQL; one with the embedded database. */
function processCount(config: Config): number {
  if (!config.DATABASE_URL) {
    if ((config.WEB_CONCURRENCY ?? 1) > 1) log.info("embedded database: one server process (WEB_CONCURRENCY needs DATABASE_URL)");
    return 1;
  }
  return config.WEB_CONCURRENCY ?? availableParallelism();
}

/** Forks the process that prepares the database (runServer with ARC_PREPARE) and resolves with its exit code. */
function prepareDatabaseElsewhere(): Promise<number> {
  const preparer = cluster.fork({ ARC_PREPARE: "1" });
  return new Promise((resolve) => preparer.once("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0))));
}

/**
 * What Node is told for each process that runs the app, besides the supervisor's own flags:
 * `__proto__` switched off, as serve.js switches it off here; V8's young generation at most 16 MB
 * per semi-space (V8 sizes it from the machine's memory: on a 24 GB machine it grew to 64 MB while
 * the app loaded and stayed there, about 110 MB more per process; decision 042).
 */
export const SERVER_PROCESS_FLAGS = ["--disable-proto=throw", "--max-semi-space-size=16"];

/**
 * Starts the production server: `serve.js` runs this in its first process (see above), naming the
 * file each forked process runs (serve-process.js: the built app).
 */
export async function runSupervisor(processFile: string): Promise<void> {
  listenForBackupSignal();
  cluster.setupPrimary({ exec: processFile, execArgv: [...process.execArgv, ...SERVER_PROCESS_FLAGS] });
  if (process.env.NODE_ENV !== "production") {
    log.warn(`React runs its development build (NODE_ENV=${process.env.NODE_ENV}): pages render several times slower; unset NODE_ENV in production`);
  }
  // A signal while the database is being prepared (the first start creates it, which takes a while)
  // stops the server once the database is closed again, never halfway through writing it.
  let stopRequested: NodeJS.Signals | undefined;
  const stopWhenPrepared = (signal: NodeJS.Signals) => {
    stopRequested ??= signal;
    log.info(`${signal}: stopping once the database is prepared`);
  };
  for (const signal of STOP_SIGNALS) process.on(signal, stopWhenPrepared);
  try {
    const config = getConfig();
    if (!config.DATABASE_URL) {
      ownFolder(config.DATA_DIR);
      acquireDataDirLock(resolve(config.DATA_DIR));
    }
    const prepared = await prepareDatabaseElsewhere();
    for (const signal of STOP_SIGNALS) process.off(signal, stopWhenPrepared);
    if (prepared !== 0) process.exit(prepared);
    if (stopRequested) {
      log.info("stopped");
      process.exit(0);
    }
    // prom-client and the metrics' route labels (React Router) are loaded only for a metrics port.
    const metrics = config.METRICS_PORT ? await import("./metrics-endpoint.server.ts") : undefined;
    await supervise(config, processCount(config), metrics?.recordServerProcesses);
    if (metrics) await metrics.serveMetrics(config);
  } catch (error) {
    log.error(`Cannot start: ${(error as Error).message}`);
    process.exit(1);
  }
}
