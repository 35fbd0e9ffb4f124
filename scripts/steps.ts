/**
 * Runs npm scripts one after another with a heading per step (`━━ 2 of 3: build the app`), stopping
 * at the first failure, and prints each step's time at the end. `npm test` and `npm run build` use it;
 * `runTogether` runs independent ones at the same time (`npm run check`, the start of `npm test`).
 */
import { spawn, spawnSync } from "node:child_process";

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

/**
 * Runs npm scripts at the same time; each one's output is printed in one piece when it ends, then a
 * line per script with its time. Resolves when all have ended; exits the process when one failed.
 */
export async function runTogether(steps: ReadonlyArray<readonly [label: string, script: string]>): Promise<void> {
  const results = await Promise.all(
    steps.map(
      ([label, script]) =>
        new Promise<string>((resolve) => {
          const started = Date.now();
          const child = spawn("npm", ["run", "--silent", script], { stdio: ["ignore", "pipe", "pipe"], env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? "1" } });
          const output: Buffer[] = [];
          child.stdout.on("data", (chunk: Buffer) => output.push(chunk));
          child.stderr.on("data", (chunk: Buffer) => output.push(chunk));
          child.on("close", (status) => {
            const seconds = ((Date.now() - started) / 1000).toFixed(1);
            console.log(`\n━━ ${label} (npm run ${script})\n${Buffer.concat(output).toString()}`);
            resolve(`${status === 0 ? "ok  " : "FAIL"} ${label} (${seconds} s)`);
          });
        }),
    ),
  );
  console.log(`\n${results.join("\n")}`);
  if (results.some((line) => line.startsWith("FAIL"))) {
    console.error(`\n${results.filter((line) => line.startsWith("FAIL")).length} of ${steps.length} failed.`);
    process.exit(1);
  }
}
