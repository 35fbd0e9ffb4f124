import { RECAPTCHA_PLACEHOLDER } from "./schemas/leads.ts";

export interface RecaptchaSettings {
  siteKey: string;
  productionHost: string;
}

declare global {
  interface Window {
    grecaptcha?: { ready(callback: () => void): void; execute(siteKey: string, options: { action: string }): Promise<string> };
  }
}

let loading: Promise<void> | undefined;

function loadScript(siteKey: string): Promise<void> {
  loading ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement("script");
    script.src = `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error("reCAPTCHA script failed to load"));
    document.head.append(script);
  });
  return loading;
}

export class SecurityCheckError extends Error {}

/**
 * Whether the bot check runs for this visitor: configured, on the production host (docs/requirements.md §7),
 * and only after consent to all cookies — reCAPTCHA reads the device and sets Google's cookies
 * (docs/decisions/021). Otherwise the placeholder is sent and the lead is stored unverified.
 */
export function botCheckRuns(settings: RecaptchaSettings | null, consent: "all" | "essential" | null): settings is RecaptchaSettings {
  return !!settings && consent === "all" && typeof window !== "undefined" && window.location.hostname === settings.productionHost;
}

/** A reCAPTCHA v3 token for the action when the bot check runs (`botCheckRuns`), else the placeholder. */
export async function recaptchaToken(action: "inquiry_submit" | "contact_submit", settings: RecaptchaSettings | null, consent: "all" | "essential" | null): Promise<string> {
  if (!botCheckRuns(settings, consent)) return RECAPTCHA_PLACEHOLDER;
  try {
    await loadScript(settings.siteKey);
    const grecaptcha = window.grecaptcha;
    if (!grecaptcha) return RECAPTCHA_PLACEHOLDER;
    await new Promise<void>((resolve) => grecaptcha.ready(resolve));
    return await grecaptcha.execute(settings.siteKey, { action });
  } catch {
    throw new SecurityCheckError("Unable to verify security check");
  }
}
