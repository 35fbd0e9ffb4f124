/**
 * Quote enquiries as worried owners send them while something goes wrong: a few clients at once,
 * each enquiry with an `Idempotency-Key` of its own and retried with that key until the server
 * acknowledges it (201), as the site's form does. Counts every answer and every broken connection,
 * so the fault tests can say what a visitor saw and check that each acknowledged lead was stored once.
 */
import { randomUUID } from "node:crypto";
import { Agent, request } from "node:http";
import { sleep } from "./server-process.ts";
import { inDays } from "../../src/test/fixtures.ts";


/** A valid quote request as JSON; each `mailbox` gets its own acknowledgement (one per mailbox and day). */
export function quotePayload(n: number, mailbox = `fault-${n}`): string {
  return JSON.stringify({
    petType: "dog", weight: 12, departureAddress: "Berlin", destinationAddress: "Oslo", travelDate: inDays(90),
    name: "Fault Test", email: `${mailbox}@example.org`, phone: "+49 30 123456", recaptchaToken: "recaptcha-not-loaded",
  });
}

export interface Answer {
  status: number;
  ms: number;
  at: number;
  body: string;
  headers: Record<string, string | string[] | undefined>;
}

/** One request on `agent`; rejects with the socket's error code when the connection breaks. */
export function send(base: string, path: string, options: { method?: string; body?: string; headers?: Record<string, string>; agent?: Agent | false; timeoutMs?: number; localAddress?: string } = {}): Promise<Answer> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const req = request(`${base}${path}`, { method: options.method ?? "GET", agent: options.agent ?? false, headers: options.headers, localAddress: options.localAddress }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("error", reject);
      res.on("end", () => resolve({ status: res.statusCode ?? 0, ms: Date.now() - started, at: Date.now(), body: Buffer.concat(chunks).toString(), headers: res.headers }));
    });
    req.setTimeout(options.timeoutMs ?? 60_000, () => req.destroy(Object.assign(new Error("timed out"), { code: "TIMEOUT" })));
    req.on("error", reject);
    req.end(options.body);
  });
}

export function postQuote(base: string, key: string, n: number, agent: Agent | false, timeoutMs?: number): Promise<Answer> {
  return send(base, "/api/submit-inquiry", {
    method: "POST",
    agent,
    timeoutMs,
    body: quotePayload(n),
    headers: { "Content-Type": "application/json", Origin: base, "Idempotency-Key": key },
  });
}

export interface LoadResult {
  /** Idempotency key → lead id, of every acknowledged enquiry. */
  acknowledged: Map<string, string>;
  /** When each 201 arrived (ms since the epoch). */
  createdAt: number[];
  /** Answers by status. */
  statuses: Map<number, number>;
  /** Broken connections by error code (ECONNRESET, "socket hang up" as HANGUP, TIMEOUT, …). */
  errors: Map<string, number>;
  /** The slowest answer with a status other than 201 (ms), and the slowest of all. */
  slowestRefusal: number;
  slowest: number;
}

const bump = <K>(map: Map<K, number>, key: K) => map.set(key, (map.get(key) ?? 0) + 1);

/**
 * Starts `clients` loops that send enquiries over kept-alive connections until `stop()`. With
 * `untilRefused`, a loop also ends once the port refuses connections (the server has gone).
 */
export function quoteLoad(base: string, clients: number, options: { untilRefused?: boolean } = {}) {
  const agent = new Agent({ keepAlive: true, maxSockets: clients });
  const result: LoadResult = { acknowledged: new Map(), createdAt: [], statuses: new Map(), errors: new Map(), slowestRefusal: 0, slowest: 0 };
  let running = true;
  let counter = 0;
  const loop = async () => {
    while (running) {
      const key = randomUUID();
      const n = ++counter;
      // The same enquiry with the same key until it is acknowledged, as the form retries.
      for (;;) {
        try {
          const answer = await postQuote(base, key, n, agent);
          bump(result.statuses, answer.status);
          result.slowest = Math.max(result.slowest, answer.ms);
          if (answer.status === 201) {
            result.acknowledged.set(key, (JSON.parse(answer.body) as { id: string }).id);
            result.createdAt.push(answer.at);
            break;
          }
          result.slowestRefusal = Math.max(result.slowestRefusal, answer.ms);
        } catch (error) {
          const { code, message } = error as NodeJS.ErrnoException;
          bump(result.errors, code ?? (message === "socket hang up" ? "HANGUP" : message));
          if (code === "ECONNREFUSED" && options.untilRefused) return;
        }
        if (!running) return;
        await sleep(100);
      }
    }
  };
  const loops = Array.from({ length: clients }, loop);
  return {
    result,
    async stop(): Promise<LoadResult> {
      running = false;
      await Promise.all(loops);
      agent.destroy();
      return result;
    },
    /** Resolves once every loop has ended by itself (with `untilRefused`). */
    ended: () => Promise.all(loops).then(() => result),
  };
}
