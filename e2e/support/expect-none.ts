import { expect } from "@playwright/test";

/**
 * Asserts that looking through `items` found nothing wrong (`findings` is empty), and that there was
 * something to look through: a check over a list of pages, links or scripts that came out empty
 * proves nothing, so an empty `items` fails. A test whose point is an empty list asserts it itself.
 */
export function expectNoneOf(items: Iterable<unknown> | number, findings: readonly unknown[], what = "findings"): void {
  const count = typeof items === "number" ? items : [...items].length;
  expect(count, `${what}: nothing was checked`).toBeGreaterThan(0);
  expect(findings, what).toEqual([]);
}
