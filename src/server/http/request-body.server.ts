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

/**
 * Reads the body up to `limit` bytes. A larger body is read on and discarded up to `drainUpTo`
 * bytes, so that the client, still sending, receives the 413 instead of a broken connection;
 * anything larger than that is cut off.
 */
export async function readBody(req: IncomingMessage, limit: number, drainUpTo: number): Promise<Buffer> {
  const declared = Number(req.headers["content-length"] ?? 0);
  const chunks: Buffer[] = [];
  let size = 0;
  if (declared > drainUpTo) throw new BodyTooLarge(false);
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > drainUpTo) throw new BodyTooLarge(false);
    if (size <= limit) chunks.push(chunk as Buffer);
  }
  if (size > limit) throw new BodyTooLarge(true);
  return Buffer.concat(chunks);
}

/**
 * Large bodies (crate photos) being received or handled at once: each may take tens of megabytes
 * in a few copies until its request is answered, so beyond `max` the next one waits its turn (503).
 */
export function largeBodyGate(max: number) {
  let held = 0;
  return (res: ServerResponse): boolean => {
    if (held >= max) return false;
    held++;
    res.once("close", () => held--);
    return true;
  };
}
