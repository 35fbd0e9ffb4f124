/** Reading request bodies into memory within a limit, and bounding how many large ones are held at once. */
import type { IncomingMessage, ServerResponse } from "node:http";

export class BodyTooLarge extends Error {
  /** Whether the whole body was read (the connection can be kept) or cut off. */
  readonly drained: boolean;
  constructor(drained: boolean) {
    super("request body too large");
    this.drained = drained;
  }
}

/** The client sends its body too slowly (an idle or trickling upload holds memory and a slot). */
export class BodyTooSlow extends Error {
  constructor() {
    super("request body too slow");
  }
}

/**
 * The slowest a body may arrive: after the first seconds, at least this many bytes per second on
 * average. A 5 MB crate photo at that rate would take longer than a request may anyway (30 s).
 */
export const MIN_BODY_RATE = { graceMs: 5_000, bytesPerSecond: 16 * 1024 };

/**
 * Reads the body up to `limit` bytes. A larger body is read on and discarded up to `drainUpTo`
 * bytes, so that the client, still sending, receives the 413 instead of a broken connection;
 * anything larger than that is cut off. A body slower than `minRate` is cut off (BodyTooSlow).
 */
export function readBody(req: IncomingMessage, limit: number, drainUpTo: number, minRate = MIN_BODY_RATE): Promise<Buffer> {
  const declared = Number(req.headers["content-length"] ?? 0);
  if (declared > drainUpTo) return Promise.reject(new BodyTooLarge(false));
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const started = Date.now();
    let size = 0;
    const finish = (error?: Error) => {
      clearInterval(check);
      req.off("data", onData).off("end", onEnd).off("error", finish);
      if (error) {
        req.pause();
        reject(error);
      } else resolve(Buffer.concat(chunks));
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > drainUpTo) return finish(new BodyTooLarge(false));
      if (size <= limit) chunks.push(chunk);
    };
    const onEnd = () => finish(size > limit ? new BodyTooLarge(true) : undefined);
    const check = setInterval(() => {
      const elapsed = Date.now() - started;
      if (elapsed >= minRate.graceMs && size < (minRate.bytesPerSecond * elapsed) / 1000) finish(new BodyTooSlow());
    }, 500);
    req.on("data", onData).on("end", onEnd).on("error", finish);
  });
}

/**
 * Large bodies (crate photos) being received or handled at once: each may take tens of megabytes
 * in a few copies until its request is answered, so beyond `max` the next one waits its turn (503).
 * One client (by address) holds at most `perClient` of them, so no one client can take them all.
 */
export function largeBodyGate(max: number, perClient: number) {
  let held = 0;
  const byClient = new Map<string, number>();
  return (res: ServerResponse, client: string): boolean => {
    const own = byClient.get(client) ?? 0;
    if (held >= max || own >= perClient) return false;
    held++;
    byClient.set(client, own + 1);
    res.once("close", () => {
      held--;
      const left = (byClient.get(client) ?? 1) - 1;
      if (left > 0) byClient.set(client, left);
      else byClient.delete(client);
    });
    return true;
  };
}
