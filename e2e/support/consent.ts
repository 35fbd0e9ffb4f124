/** The cookie banner answered ahead of a visit, as a returning visitor has it. */
import type { BrowserContext } from "@playwright/test";
import { CONSENT_COOKIE } from "../../src/i18n/languages.ts";
import { baseURL } from "./env.ts";

/** Stores the consent choice ("essential" unless told) for the site at `url` (the server under test unless told). */
export function consent(context: BrowserContext, value: "essential" | "all" = "essential", url: string = baseURL): Promise<void> {
  return context.addCookies([{ name: CONSENT_COOKIE, value, url }]);
}
