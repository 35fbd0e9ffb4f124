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
 * How a body must arrive: after the first seconds at least `bytesPerSecond` on average, and whole
 * within `totalMs` of its headers, or for a larger body (by its Content-Length) within the time it
 * takes at `wholeBytesPerSecond` (1 Mbit/s: a 5 MB crate photo has 38 s, four update photos 160 s).
 * Past either, it is cut (BodyTooSlow, answered 408).
 */
export const BODY_PACE = { graceMs: 5_000, bytesPerSecond: 16 * 1024, totalMs: 30_000, wholeBytesPerSecond: 128 * 1024 };
export type BodyPace = typeof BODY_PACE;

/**
 * When every slot of the large-body gate is taken, a newcomer takes the place of the slowest upload
 * that has run past its first seconds at less than this (bytes per second on average). A visitor on
 * a phone sends faster; uploads held open on purpose are slower, or they would be over soon.
 */
export const FAIR_BODY_RATE = 64 * 1024;

/** A place in the large-body gate, for one request. */
export interface BodySlot {
  /** Aborted when a newcomer took this place: the body is cut (BodyTooSlow). */
  readonly cut: AbortSignal;
  /** Bytes of the body received so far. */
  received(bytes: number): void;
  /** The whole body is in: the place can no longer be taken (it is freed when the answer ends). */
  complete(): void;
}

/**
 * Reads the body up to `limit` bytes. A larger body is read on and discarded up to `drainUpTo`
 * bytes, so that the client, still sending, receives the 413 instead of a broken connection;
 * anything larger than that is cut off. A body slower than `pace`, or whose `slot` is taken by
 * another, is cut off (BodyTooSlow).
 */
export function readBody(req: IncomingMessage, limit: number, drainUpTo: number, { pace = BODY_PACE, slot }: { pace?: BodyPace; slot?: BodySlot } = {}): Promise<Buffer> {
  const declared = Number(req.headers["content-length"] ?? 0);
  if (declared > drainUpTo) return Promise.reject(new BodyTooLarge(false));
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const started = Date.now();
    const deadlineMs = Math.max(pace.totalMs, ((Number.isFinite(declared) ? declared : 0) * 1000) / pace.wholeBytesPerSecond);
    let size = 0;
    const finish = (error?: Error) => {
      clearInterval(check);
      slot?.cut.removeEventListener("abort", onCut);
      req.off("data", onData).off("end", onEnd).off("error", finish);
      if (error) {
        req.pause();
        reject(error);
      } else {
        slot?.complete();
        resolve(Buffer.concat(chunks));
      }
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      slot?.received(size);
      if (size > drainUpTo) return finish(new BodyTooLarge(false));
      if (size <= limit) chunks.push(chunk);
    };
    const onEnd = () => finish(size > limit ? new BodyTooLarge(true) : undefined);
    const onCut = () => finish(new BodyTooSlow());
    const check = setInterval(() => {
      const elapsed = Date.now() - started;
      if (elapsed >= deadlineMs || (elapsed >= pace.graceMs && size < (pace.bytesPerSecond * elapsed) / 1000)) finish(new BodyTooSlow());
    }, 250);
    if (slot?.cut.aborted) return onCut();
    slot?.cut.addEventListener("abort", onCut, { once: true });
    req.on("data", onData).on("end", onEnd).on("error", finish);
  });
}

interface Place {
  client: string;
  started: number;
  bytes: number;
  complete: boolean;
  controller: AbortController;
}

/**
 * Large bodies (crate photos, update photos) being received or handled at once: each may take tens
 * of megabytes in a few copies until its request is answered, so there are `max` places. One client
 * (by address) holds at most `perClient` of them. When all are taken, a newcomer takes the place of
 * the slowest upload still arriving after `pace.graceMs` at less than `fairRate` (that one is cut);
 * only when there is none it waits its turn (503). So slow clients cannot hold every place.
 */
export function largeBodyGate(max: number, perClient: number, { pace = BODY_PACE, fairRate = FAIR_BODY_RATE }: { pace?: BodyPace; fairRate?: number } = {}) {
  const places = new Set<Place>();
  const byClient = new Map<string, number>();
  const release = (place: Place) => {
    if (!places.delete(place)) return;
    const left = (byClient.get(place.client) ?? 1) - 1;
    if (left > 0) byClient.set(place.client, left);
    else byClient.delete(place.client);
  };
  /** Frees the place of the slowest upload below the fair rate; false when every upload is fair. */
  const makeRoom = (now: number): boolean => {
    let slowest: { place: Place; rate: number } | undefined;
    for (const place of places) {
      const elapsed = now - place.started;
      if (place.complete || elapsed < pace.graceMs) continue;
      const rate = (place.bytes * 1000) / elapsed;
      if (rate < fairRate && (!slowest || rate < slowest.rate)) slowest = { place, rate };
    }
    if (!slowest) return false;
    release(slowest.place);
    slowest.place.controller.abort();
    return true;
  };
  return (res: ServerResponse, client: string, now = Date.now()): BodySlot | undefined => {
    const own = byClient.get(client) ?? 0;
    if (own >= perClient) return undefined;
    if (places.size >= max && !makeRoom(now)) return undefined;
    const place: Place = { client, started: now, bytes: 0, complete: false, controller: new AbortController() };
    places.add(place);
    byClient.set(client, own + 1);
    res.once("close", () => release(place));
    return {
      cut: place.controller.signal,
      received: (bytes) => void (place.bytes = bytes),
      complete: () => void (place.complete = true),
    };
  };
}
