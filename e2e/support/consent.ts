/** The cookie banner answered ahead of a visit, as a returning visitor has it. */
import type { BrowserContext } from "@playwright/test";
import { cookies } from "../../src/lib/cookies.ts";
import { baseURL } from "./env.ts";

/** Stores the consent choice ("essential" unless told) for the site at `url` (the server under test unless told). */
export function consent(context: BrowserContext, value: "essential" | "all" = "essential", url: string = baseURL): Promise<void> {
  return context.addCookies([{ name: cookies.consent.name, value, url }]);
}
