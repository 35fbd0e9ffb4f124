import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import { getConfig } from "./config.server.ts";

let limiter: Promise<RateLimiterAbstract> | undefined;
let pool: { end(): Promise<void> } | undefined;

/**
 * Submissions per client IP. On PostgreSQL the counters live in the database, so the limit holds
 * across processes; the embedded database serves one process, where memory is the same thing.
 */
function submissionLimiter(): Promise<RateLimiterAbstract> {
  limiter ??= (async () => {
    const config = getConfig();
    const options = { keyPrefix: "submit", points: config.RATE_LIMIT_POINTS, duration: config.RATE_LIMIT_WINDOW_SECONDS };
    if (!config.DATABASE_URL) return new RateLimiterMemory(options);
    const { default: pg } = await import("pg");
    const client = new pg.Pool({ connectionString: config.DATABASE_URL, max: 2 });
    pool = client;
    return await new Promise<RateLimiterAbstract>((resolve, reject) => {
      const created: RateLimiterPostgres = new RateLimiterPostgres(
        { ...options, storeClient: client, storeType: "pool", tableName: "rate_limits" },
        (error?: Error) => (error ? reject(error) : resolve(created)),
      );
    });
  })();
  limiter.catch(() => {
    limiter = undefined;
  });
  return limiter;
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
  limiter = undefined;
  await pool?.end();
  pool = undefined;
}
