import type { Pool } from "pg";
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import { getConfig } from "./config.server.ts";

interface LimiterOptions {
  keyPrefix: string;
  points: number;
  duration: number;
  blockDuration?: number;
}

const limiters = new Map<string, Promise<RateLimiterAbstract>>();
let pool: Promise<Pool> | undefined;

/**
 * A named limiter. On PostgreSQL the counters live in the database, so limits hold across
 * processes; the embedded database serves one process, where memory is the same thing.
 */
export function limiter(options: LimiterOptions): Promise<RateLimiterAbstract> {
  let created = limiters.get(options.keyPrefix);
  if (!created) {
    created = (async () => {
      const config = getConfig();
      if (!config.DATABASE_URL) return new RateLimiterMemory(options);
      const url = config.DATABASE_URL;
      pool ??= import("pg").then(({ default: pg }) => new pg.Pool({ connectionString: url, max: 2 }));
      const client = await pool;
      return await new Promise<RateLimiterAbstract>((resolve, reject) => {
        const instance: RateLimiterPostgres = new RateLimiterPostgres(
          { ...options, storeClient: client, storeType: "pool", tableName: "rate_limits" },
          (error?: Error) => (error ? reject(error) : resolve(instance)),
        );
      });
    })();
    limiters.set(options.keyPrefix, created);
    created.catch(() => limiters.delete(options.keyPrefix));
  }
  return created;
}

function submissionLimiter(): Promise<RateLimiterAbstract> {
  const config = getConfig();
  return limiter({ keyPrefix: "submit", points: config.RATE_LIMIT_POINTS, duration: config.RATE_LIMIT_WINDOW_SECONDS });
}

/** Consumes one point for the key; returns the seconds to wait when the limit is reached. */
export async function consumeSubmission(key: string): Promise<{ allowed: true } | { allowed: false; retryAfter: number }> {
  try {
    await (await submissionLimiter()).consume(key);
    return { allowed: true };
  } catch (error) {
    if (error instanceof RateLimiterRes) return { allowed: false, retryAfter: Math.max(1, Math.ceil(error.msBeforeNext / 1000)) };
    throw error;
  }
}

export async function closeRateLimiter(): Promise<void> {
  limiters.clear();
  const current = pool;
  pool = undefined;
  await (await current)?.end();
}
