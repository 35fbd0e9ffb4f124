import { z } from "zod";
import { DEFAULT_OFFICE_TIME_ZONE, setOfficeTimeZone } from "../lib/office-time-zone.ts";
import { DEFAULT_BODY_LIMIT_BYTES } from "../lib/body-limit.ts";

const bool = z
  .enum(["true", "false", "1", "0", "yes", "no"])
  .transform((value) => value === "true" || value === "1" || value === "yes");

/** Every environment variable the server reads. Documented in docs/configuration.md and .env.example. */
export const configSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(1).max(65535).default(4321),
  HOST: z.string().min(1).default("127.0.0.1"),
  SITE_URL: z.url({ protocol: /^https?$/ }).optional(),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  DATA_DIR: z.string().min(1).default("./data"),
  /** PostgreSQL: connecting or waiting for a free pooled connection; past it a request answers 503. */
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(2_000),
  /** PostgreSQL: the longest a statement (or an idle transaction) may run on the server. */
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(15_000),
  /** PostgreSQL: a pooled connection unused this long is closed. */
  DATABASE_IDLE_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(3_600_000).default(30_000),
  TRUST_PROXY: bool.default(false),
  /** How many proxies in front append to X-Forwarded-For (a CDN before the load balancer makes 2). */
  TRUST_PROXY_HOPS: z.coerce.number().int().min(1).max(10).default(1),
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(DEFAULT_BODY_LIMIT_BYTES),
  /** Server processes sharing the port (with PostgreSQL; the embedded database allows one). Default: one per core. */
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).optional(),
  /** Memory for rendered public pages in each process (0: render every time). */
  PAGE_CACHE_BYTES: z.coerce.number().int().min(0).default(128 * 1024 * 1024),
  LOG_REQUESTS: bool.default(true),
  /** Log lines as JSON (for a log collector) or pretty (for people at a terminal); read by log.server.ts as it loads. */
  LOG_FORMAT: z.enum(["json", "pretty"]).default("json"),
  /** The port of the metrics (Prometheus format, path /metrics); unset: no metrics are served. Never the site's own port. */
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  /** The address the metrics port listens on: loopback unless a scraper elsewhere needs it. */
  METRICS_HOST: z.string().min(1).default("127.0.0.1"),
  /** When set, a scrape must send `Authorization: Bearer <token>` (else 401). */
  METRICS_TOKEN: z.string().min(32, "must be at least 32 characters (e.g. openssl rand -base64 32)").optional(),
  /** After SIGTERM: how long open requests may take before their connections are closed. */
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(600_000).default(25_000),
  /** A client that reads nothing of its answer for this long is disconnected. */
  SEND_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(600_000).default(30_000),

  // Mail (outbox worker). Without SMTP_URL the worker writes the messages to the log.
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  /**
   * Comma-separated addresses; each gets every sales notification (and the digest). The defaults of
   * this and MAIL_FROM lie under the reserved example.com (RFC 2606); production with SMTP_URL
   * requires both (MAIL_REQUIRED_IN_PRODUCTION).
   */
  SALES_EMAIL: z
    .string()
    .default("sales@example.com")
    .transform((value) => [...new Set(value.split(",").map((address) => address.trim()).filter(Boolean))])
    .pipe(z.array(z.email("each address must be a valid email address")).min(1, "needs at least one address").max(20)),
  /** Hour of the day (0–23, on the office's clock: OFFICE_TIME_ZONE) from which the daily digest of yesterday's leads is sent; unset: no digest. */
  DIGEST_HOUR: z.coerce.number().int().min(0).max(23).optional(),
  MAIL_FROM: z.string().min(3).default("ARC Pet Air <no-reply@example.com>"),
  MAIL_POLL_MS: z.coerce.number().int().min(100).default(5000),
  /** Connecting to, the greeting of, and any silence of the SMTP server: past it that mail is retried later. */
  SMTP_TIMEOUT_MS: z.coerce.number().int().min(500).max(600_000).default(15_000),
  /** Mails each server process sends at once, over as many kept-open SMTP connections. */
  SMTP_CONNECTIONS: z.coerce.number().int().min(1).max(50).default(5),

  /** The office's time zone: "today" for travel dates, and every time the staff area shows. */
  OFFICE_TIME_ZONE: z
    .string()
    .refine((zone) => {
      try {
        new Intl.DateTimeFormat("en", { timeZone: zone });
        return true;
      } catch {
        return false;
      }
    }, "an IANA time zone, such as Europe/Berlin")
    .default(DEFAULT_OFFICE_TIME_ZONE),

  // Bot check (reCAPTCHA v3). The browser asks for a token only on PRODUCTION_HOST.
  /** The company's WhatsApp number in international form (+4969…); the phones' contact bar offers WhatsApp only when it is set. */
  WHATSAPP_NUMBER: z
    .string()
    .regex(/^\+?[1-9]\d{6,14}$/, "an international phone number of digits, such as +4969123456")
    .optional(),
  RECAPTCHA_SITE_KEY: z.string().min(1).optional(),
  RECAPTCHA_SECRET_KEY: z.string().min(1).optional(),
  RECAPTCHA_VERIFY_URL: z.url().default("https://www.google.com/recaptcha/api/siteverify"),
  RECAPTCHA_MIN_SCORE: z.coerce.number().min(0).max(1).default(0.5),
  RECAPTCHA_TIMEOUT_MS: z.coerce.number().int().min(100).default(3000),
  PRODUCTION_HOST: z.string().min(1).optional(),

  // Abuse protection: submissions per client IP and window, and the key that pseudonymises IPs.
  RATE_LIMIT_POINTS: z.coerce.number().int().min(1).default(10),
  RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(600),
  // Request pages (their views, photos, papers, calendar and forms) per client IP in ten minutes.
  REQUEST_VIEW_LIMIT: z.coerce.number().int().min(1).default(120),
  // Unset: a random key is generated once and stored in the database (shared by every process).
  // The length rule also refuses the short built-in default earlier versions had.
  IP_HASH_SECRET: z.string().min(32, "must be at least 32 characters (e.g. openssl rand -base64 32)").optional(),

  // The first staff account, created at start-up only while no account exists.
  ADMIN_USERNAME: z.string().min(3).optional(),
  ADMIN_PASSWORD: z.string().min(1).optional(),
  /** Leads older than this are deleted daily. */
  LEAD_RETENTION_DAYS: z.coerce.number().int().min(1).default(730),
});

export type Config = z.output<typeof configSchema> & { SITE_URL: string };

export class ConfigError extends Error {
  override name = "ConfigError";
}

const LOOPBACK_HOSTS = new Set(["127.0.0.1", "::1", "localhost"]);

/** Variables whose value is a secret, or may give one away: never printed, not even when wrong. */
const SECRET_VARIABLES = new Set(["METRICS_TOKEN", "IP_HASH_SECRET", "RECAPTCHA_SECRET_KEY", "ADMIN_USERNAME", "ADMIN_PASSWORD"]);
/** Variables holding a URL that may carry credentials: printed with them masked. */
const URL_VARIABLES = new Set(["DATABASE_URL", "SMTP_URL", "RECAPTCHA_VERIFY_URL", "SITE_URL"]);

/** How a bad value is shown in the start-up message: a secret not at all, a URL without its credentials. */
function shownValue(name: string, value: string | undefined): string {
  if (SECRET_VARIABLES.has(name)) return " (value not shown)";
  if (value !== undefined && URL_VARIABLES.has(name)) {
    try {
      const url = new URL(value);
      if (url.password) url.password = "***";
      return `=${JSON.stringify(url.href.replace(/\/$/, value.endsWith("/") ? "/" : ""))}`;
    } catch {
      // Not a URL to the parser, but what looks like a password before an `@` is masked all the same.
      return `=${JSON.stringify(value.replace(/:[^:@/]*@/g, ":***@"))}`;
    }
  }
  return `=${JSON.stringify(value ?? "")}`;
}

/**
 * Where mail goes and whom it is from: their defaults are placeholders, so a production server that
 * sends mail (SMTP_URL set) must name them. Without SMTP_URL mail is only logged, so `npm start`
 * runs without them.
 */
const MAIL_REQUIRED_IN_PRODUCTION = ["SALES_EMAIL", "MAIL_FROM"] as const;

/** Validates the environment; the message names every bad variable and the rule it breaks, and never a secret. */
export function parseConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const input: Record<string, string | undefined> = Object.fromEntries(
    Object.keys(configSchema.shape).map((key) => [key, env[key] === "" ? undefined : env[key]]),
  );
  const result = configSchema.safeParse(input);
  const lines = result.success
    ? []
    : result.error.issues.map((issue) => {
        const name = String(issue.path[0]);
        return `  ${name}${shownValue(name, env[name])}: ${issue.message}`;
      });
  if ((input.NODE_ENV ?? "production") === "production" && input.SMTP_URL) {
    for (const name of MAIL_REQUIRED_IN_PRODUCTION) {
      if (!input[name]) lines.push(`  ${name}: required in production when SMTP_URL is set (its default is a placeholder under example.com)`);
    }
  }
  if (result.success && result.data.METRICS_PORT === result.data.PORT) {
    lines.push("  METRICS_PORT: must not be the site's own PORT (the metrics are for the operator, not the public)");
  }
  if (result.success && result.data.METRICS_PORT && !result.data.METRICS_TOKEN && !LOOPBACK_HOSTS.has(result.data.METRICS_HOST)) {
    lines.push("  METRICS_TOKEN: required when METRICS_HOST is not a loopback address (anyone who reaches the port could read the figures)");
  }
  if (!result.success || lines.length > 0) {
    throw new ConfigError(`Invalid configuration in the environment:\n${lines.join("\n")}`);
  }
  const config = result.data;
  setOfficeTimeZone(config.OFFICE_TIME_ZONE);
  const siteUrl = (config.SITE_URL ?? `http://localhost:${config.PORT}`).replace(/\/+$/, "");
  return { ...config, SITE_URL: siteUrl };
}

let cached: Config | undefined;
export function getConfig(): Config {
  cached ??= parseConfig();
  return cached;
}

/** Replaces the configuration of this process (scripts and tests that do not read process.env). */
export function configure(env: NodeJS.ProcessEnv): Config {
  cached = parseConfig(env);
  return cached;
}
