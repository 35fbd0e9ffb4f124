import { RECAPTCHA_PLACEHOLDER } from "../../lib/schemas/leads.ts";
import type { Config } from "../config.server.ts";

export type BotCheck = { outcome: "verified"; score: number } | { outcome: "unverified"; reason: string } | { outcome: "rejected"; reason: string };

interface SiteverifyResponse {
  success?: boolean;
  score?: number;
  action?: string;
  hostname?: string;
  "error-codes"?: string[];
}

/**
 * reCAPTCHA v3 check (docs/requirements.md §7). Only a verdict of the verifier rejects a lead; a missing secret,
 * the placeholder token (script not loaded, no JavaScript) or an unreachable verifier store the
 * lead flagged `unverified`, so no genuine enquiry is lost to a technical problem.
 */
export async function checkBot(
  token: string,
  action: "inquiry_submit" | "contact_submit",
  config: Pick<Config, "RECAPTCHA_SECRET_KEY" | "RECAPTCHA_VERIFY_URL" | "RECAPTCHA_MIN_SCORE" | "RECAPTCHA_TIMEOUT_MS" | "PRODUCTION_HOST">,
  clientIp?: string,
): Promise<BotCheck> {
  if (!config.RECAPTCHA_SECRET_KEY) return { outcome: "unverified", reason: "no secret configured" };
  if (!token || token === RECAPTCHA_PLACEHOLDER) return { outcome: "unverified", reason: "no token (script not loaded)" };
  let result: SiteverifyResponse;
  try {
    const body = new URLSearchParams({ secret: config.RECAPTCHA_SECRET_KEY, response: token });
    if (clientIp && clientIp !== "unknown") body.set("remoteip", clientIp);
    const response = await fetch(config.RECAPTCHA_VERIFY_URL, {
      method: "POST",
      body,
      signal: AbortSignal.timeout(config.RECAPTCHA_TIMEOUT_MS),
    });
    if (!response.ok) return { outcome: "unverified", reason: `verifier answered ${response.status}` };
    result = (await response.json()) as SiteverifyResponse;
  } catch (error) {
    return { outcome: "unverified", reason: `verifier unreachable: ${(error as Error).name}` };
  }
  if (!result.success) return { outcome: "rejected", reason: `not successful: ${(result["error-codes"] ?? []).join(",")}` };
  if (result.action !== action) return { outcome: "rejected", reason: `action ${result.action ?? "?"}` };
  if (config.PRODUCTION_HOST && result.hostname !== config.PRODUCTION_HOST) return { outcome: "rejected", reason: `hostname ${result.hostname ?? "?"}` };
  const score = result.score ?? 0;
  if (score < config.RECAPTCHA_MIN_SCORE) return { outcome: "rejected", reason: `score ${score}` };
  return { outcome: "verified", score };
}
