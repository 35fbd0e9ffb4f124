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
 * A reCAPTCHA v3 token for the action, requested only on the production host (docs/requirements.md §7). On any
 * other host the check is skipped and the placeholder is sent.
 */
export async function recaptchaToken(action: "inquiry_submit" | "contact_submit", settings: RecaptchaSettings | null): Promise<string> {
  if (!settings || typeof window === "undefined" || window.location.hostname !== settings.productionHost) return RECAPTCHA_PLACEHOLDER;
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
