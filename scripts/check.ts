/**
 * `npm run check`: the inner loop's checks — typecheck, lint and unit tests — at the same time.
 * `npm test` runs these too, and everything else after them.
 */
import { runTogether } from "./steps.ts";

export const quickChecks = [
  ["typecheck", "typecheck"],
  ["lint", "lint"],
  ["unit tests", "test:unit"],
] as const;

if (import.meta.main) {
  await runTogether(quickChecks);
  console.log("\nTypecheck, lint and unit tests passed.");
}
