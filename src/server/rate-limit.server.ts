import { isIP } from "node:net";
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import { getConfig } from "./config.server.ts";
import { getDatabase } from "./db/client.server.ts";
import { pseudonym } from "./pseudonym.server.ts";

interface LimiterOptions {
  keyPrefix: string;
  points: number;
  duration: number;
  blockDuration?: number;
}

const limiters = new Map<string, Promise<RateLimiterAbstract>>();

/**
 * A named limiter. On PostgreSQL the counters live in the database, so limits hold across
 * processes; the embedded database serves one process, where memory is the same thing.
 */
export function limiter(options: LimiterOptions): Promise<RateLimiterAbstract> {
  // One per name and limit: a limit the configuration changes gets a limiter of its own (same counters).
  const name = `${options.keyPrefix}:${options.points}:${options.duration}`;
  let created = limiters.get(name);
  if (!created) {
    created = (async () => {
      const config = getConfig();
      if (!config.DATABASE_URL) return new RateLimiterMemory(options);
      const { pool } = await getDatabase();
      if (!pool) throw new Error("DATABASE_URL is set, but the open database is not PostgreSQL");
      // The app's own pool (its queries prepared like every other). The table comes from the
      // migrations: limiters starting at once must not race to create it. Rows expired for an hour
      // are deleted every few minutes (the library's clearExpiredByTimeout, on by default).
      return new RateLimiterPostgres({ ...options, storeClient: pool, storeType: "pool", tableName: "rate_limits", tableCreated: true });
    })();
    limiters.set(name, created);
    created.catch(() => limiters.delete(name));
  }
  return created;
}

function submissionLimiter(): Promise<RateLimiterAbstract> {
  const config = getConfig();
  return limiter({ keyPrefix: "submit", points: config.RATE_LIMIT_POINTS, duration: config.RATE_LIMIT_WINDOW_SECONDS });
}

/**
 * The rate-limit key of a client address: an IPv4 address as it is, an IPv6 address by its /64
 * network (one subscriber commonly holds a whole /64, so single addresses would be free to rotate).
 */
export function ipKey(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1]!;
  if (isIP(address) !== 6) return address;
  const [head = "", tail = ""] = address.split("%")[0]!.toLowerCase().split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups = address.includes("::") ? [...left, ...Array<string>(8 - left.length - right.length).fill("0"), ...right] : left;
  return `${groups.slice(0, 4).map((group) => group.replace(/^0+(?=.)/, "")).join(":")}::/64`;
}

/**
 * The key a counter is kept under: an HMAC (the IP-hash key) of what it counts, so the counters in
 * PostgreSQL hold no client address and no typed username (nor a password typed there by mistake).
 */
export function limitKey(value: string): Promise<string> {
  return pseudonym(`limit:${value}`);
}

/** Consumes one submission point for the client; returns the seconds to wait when the limit is reached. */
export async function consumeSubmission(clientIp: string): Promise<{ allowed: true } | { allowed: false; retryAfter: number }> {
  return consumePoint(await submissionLimiter(), await limitKey(ipKey(clientIp)));
}

/** Forgets the limiters (their counters stay in the database); the next use creates them anew. */
export function closeRateLimiter(): void {
  limiters.clear();
}

/**
 * Consumes one point for the key on the given limiter; returns the seconds to wait when its limit
 * is reached. Consuming is atomic (in memory and in PostgreSQL alike), so simultaneous requests
 * cannot all pass on the same reading of a counter.
 */
export async function consumePoint(instance: RateLimiterAbstract, key: string): Promise<{ allowed: true } | { allowed: false; retryAfter: number }> {
  try {
    await instance.consume(key);
    return { allowed: true };
  } catch (error) {
    if (error instanceof RateLimiterRes) return { allowed: false, retryAfter: Math.max(1, Math.ceil(error.msBeforeNext / 1000)) };
    throw error;
  }
}
