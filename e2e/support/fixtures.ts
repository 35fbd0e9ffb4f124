/**
 * Playwright's `test` with the pages most specs start from, so a new spec need not set them up by
 * hand: `consentedPage` (the cookie banner answered with "Essential Only") and `staffPage` (signed
 * in to the staff area, on the inbox). Dates relative to today come from `inDays` (src/test/fixtures.ts).
 */
import { test as base, type Page } from "@playwright/test";
import { consent } from "./consent.ts";
import { signIn } from "./leads.ts";

export { expect } from "@playwright/test";
export { inDays } from "../../src/test/fixtures.ts";
export { consent } from "./consent.ts";

export const test = base.extend<{ consentedPage: Page; staffPage: Page }>({
  consentedPage: async ({ page }, provide) => {
    await consent(page.context());
    await provide(page);
  },
  staffPage: async ({ consentedPage }, provide) => {
    await signIn(consentedPage);
    await provide(consentedPage);
  },
});
