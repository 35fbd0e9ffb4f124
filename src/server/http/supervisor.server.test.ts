import { describe, expect, it } from "vitest";
import { isServerProcessMessage, restartDelayMs } from "./supervisor.server.ts";

describe("restarting server processes", () => {
  it("restarts at once after a process that ran well, then waits longer after each quick failure, up to 30 s", () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8, 20].map(restartDelayMs)).toEqual([0, 500, 1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000]);
  });

  it("takes only the messages server processes send", () => {
    expect(isServerProcessMessage({ type: "arc:ready" })).toBe(true);
    expect(isServerProcessMessage({ type: "arc:draining" })).toBe(true);
    for (const other of [null, undefined, "arc:ready", { type: "arc:drain" }, { type: "arc:connection" }, {}]) expect(isServerProcessMessage(other)).toBe(false);
  });
});
