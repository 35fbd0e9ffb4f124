/**
 * Settings for fast-check property tests: a bounded number of runs, and in CI a fixed seed so a
 * failure there can be replayed exactly (locally each run tries new inputs; a failure prints its seed).
 */
import type { Parameters } from "fast-check";

export const CI_SEED = 20_261_123;

export function propertyRuns<T>(numRuns = 200): Parameters<T> {
  return process.env.CI ? { numRuns, seed: CI_SEED } : { numRuns };
}

/** Names of Object.prototype's own members: hostile tests post them as field names and values. */
export const prototypeKeys = ["__proto__", "constructor", "prototype", "toString", "hasOwnProperty", "valueOf"] as const;
