import { expect, type Page } from "@playwright/test";
import { axeFindings, describeViolations } from "./axe.ts";

/** No WCAG 2.2 A/AA violation on the page (or in the part `include` selects), named `where` in a failure. */
export async function expectNoAxeViolation(page: Page, where: string, include?: string): Promise<void> {
  expect(describeViolations(where, (await axeFindings(page, { include })).violations)).toEqual([]);
}
