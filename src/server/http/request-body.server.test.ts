import { EventEmitter } from "node:events";
import type { IncomingMessage, ServerResponse } from "node:http";
import { PassThrough } from "node:stream";
import { describe, expect, it } from "vitest";
import { BodyTooSlow, largeBodyGate, readBody, type BodyPace } from "./request-body.server.ts";

const pace: BodyPace = { graceMs: 5_000, bytesPerSecond: 16 * 1024, totalMs: 30_000, wholeBytesPerSecond: 128 * 1024 };
const answer = () => new EventEmitter() as unknown as ServerResponse & EventEmitter;

describe("largeBodyGate", () => {
  it("gives a newcomer the place of the slowest upload that runs below the fair rate past its first seconds", () => {
    const admit = largeBodyGate(2, 2, { pace, fairRate: 64 * 1024 });
    const slow = admit(answer(), "a", 0)!;
    const slower = admit(answer(), "b", 0)!;
    slow.received(6 * 20 * 1024); // 20 kB/s over 6 s
    slower.received(6 * 17 * 1024); // 17 kB/s
    const newcomer = admit(answer(), "c", 6_000);
    expect(newcomer).toBeDefined();
    expect(slower.cut.aborted).toBe(true);
    expect(slow.cut.aborted).toBe(false);
    // The freed place is the newcomer's: a fourth finds only the 20 kB/s upload to replace.
    expect(admit(answer(), "d", 6_000)).toBeDefined();
    expect(slow.cut.aborted).toBe(true);
    expect(newcomer!.cut.aborted).toBe(false);
  });

  it("refuses a newcomer (503) while every upload is fair, young or already received", () => {
    const admit = largeBodyGate(3, 3, { pace, fairRate: 64 * 1024 });
    const fast = admit(answer(), "a", 0)!;
    fast.received(6 * 200 * 1024);
    const received = admit(answer(), "a", 0)!;
    received.received(1_000);
    received.complete();
    const young = admit(answer(), "a", 4_000)!;
    expect(admit(answer(), "b", 6_000)).toBeUndefined();
    expect([fast, received, young].map((slot) => slot.cut.aborted)).toEqual([false, false, false]);
  });

  it("lets one address hold at most its share, and frees a place when its answer ends", () => {
    const admit = largeBodyGate(16, 2, { pace });
    const first = answer();
    expect(admit(first, "a", 0)).toBeDefined();
    expect(admit(answer(), "a", 0)).toBeDefined();
    expect(admit(answer(), "a", 0)).toBeUndefined();
    expect(admit(answer(), "b", 0)).toBeDefined();
    first.emit("close");
    expect(admit(answer(), "a", 0)).toBeDefined();
  });
});

function body(length: number) {
  const stream = new PassThrough() as PassThrough & IncomingMessage;
  Object.assign(stream, { headers: { "content-length": String(length) } });
  return stream;
}

describe("readBody", () => {
  it("cuts a body that keeps the minimum pace but is not whole within the request's time", async () => {
    const req = body(1_000_000);
    const read = readBody(req, 2_000_000, 8_000_000, { pace: { graceMs: 100, bytesPerSecond: 1_000, totalMs: 600, wholeBytesPerSecond: 10_000_000 } });
    const timer = setInterval(() => req.write(Buffer.alloc(500)), 100); // 5 kB/s, above the minimum
    await expect(read).rejects.toBeInstanceOf(BodyTooSlow);
    clearInterval(timer);
  });

  it("gives a larger body the time it takes at the whole-body rate", async () => {
    const req = body(4_000);
    const started = Date.now();
    const read = readBody(req, 8_000, 8_000, { pace: { graceMs: 100, bytesPerSecond: 1_000, totalMs: 300, wholeBytesPerSecond: 4_000 } });
    const timer = setInterval(() => req.write(Buffer.alloc(200)), 100); // 2 kB/s: whole after 2 s, allowed 1 s
    await expect(read).rejects.toBeInstanceOf(BodyTooSlow);
    clearInterval(timer);
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
  });

  it("cuts a body whose place in the gate was taken, and reads a whole body otherwise", async () => {
    const admit = largeBodyGate(1, 1, { pace: { ...pace, graceMs: 0 } });
    const req = body(10);
    const read = readBody(req, 100, 100, { slot: admit(answer(), "a", 0) });
    admit(answer(), "b"); // the first has sent nothing: the newcomer takes its place
    await expect(read).rejects.toBeInstanceOf(BodyTooSlow);

    const whole = body(10);
    const reading = readBody(whole, 100, 100, { slot: admit(answer(), "c") });
    whole.end(Buffer.from("0123456789"));
    expect((await reading).toString()).toBe("0123456789");
  });
});
