/**
 * Runs npm scripts one after another with a heading per step (`━━ 2 of 3: build the app`), stopping
 * at the first failure, and prints each step's time at the end. `npm test` and `npm run build` use it.
 */
import { spawnSync } from "node:child_process";

export function runSteps(steps: ReadonlyArray<readonly [label: string, script: string]>, done: string): void {
  const results: string[] = [];
  steps.forEach(([label, script], index) => {
    console.log(`\n━━ ${index + 1} of ${steps.length}: ${label} (npm run ${script})`);
    const started = Date.now();
    const result = spawnSync("npm", ["run", "--silent", script], { stdio: "inherit" });
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    results.push(`${result.status === 0 ? "ok  " : "FAIL"} ${label} (${seconds} s)`);
    if (result.status !== 0) {
      console.error(`\n${results.join("\n")}\n\n${label} failed.`);
      process.exit(result.status ?? 1);
    }
  });
  console.log(`\n${results.join("\n")}\n\n${done}`);
}
