import { z } from "zod";

const bool = z
  .enum(["true", "false", "1", "0", "yes", "no"])
  .transform((value) => value === "true" || value === "1" || value === "yes");

/** Every environment variable the server reads. Documented in README.md and .env.example. */
export const configSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(1).max(65535).default(4321),
  HOST: z.string().min(1).default("127.0.0.1"),
  SITE_URL: z.url({ protocol: /^https?$/ }).optional(),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  DATA_DIR: z.string().min(1).default("./data"),
  TRUST_PROXY: bool.default(false),
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(8 * 1024 * 1024),
  LOG_REQUESTS: bool.default(true),
});

export type Config = z.output<typeof configSchema> & { SITE_URL: string };

export class ConfigError extends Error {
  override name = "ConfigError";
}

/** Validates the environment; the message names every bad variable and what it expects. */
export function parseConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const input = Object.fromEntries(
    Object.keys(configSchema.shape).map((key) => [key, env[key] === "" ? undefined : env[key]]),
  );
  const result = configSchema.safeParse(input);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => {
      const name = String(issue.path[0]);
      return `  ${name}=${JSON.stringify(env[name] ?? "")}: ${issue.message}`;
    });
    throw new ConfigError(`Invalid configuration in the environment:\n${lines.join("\n")}`);
  }
  const config = result.data;
  const siteUrl = (config.SITE_URL ?? `http://localhost:${config.PORT}`).replace(/\/+$/, "");
  return { ...config, SITE_URL: siteUrl };
}

let cached: Config | undefined;
export function getConfig(): Config {
  cached ??= parseConfig();
  return cached;
}
