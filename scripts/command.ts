/**
 * What the operator's commands share (admin, backup, restore): a failure they expect (a bad
 * configuration, a data folder in use, a refused account or backup) is told in its own words with
 * exit code 1, anything else is thrown as it is.
 */
import { resolve } from "node:path";
import { ConfigError } from "../src/server/config.server.ts";
import { DataDirInUseError } from "../src/server/db/lock.server.ts";

type ErrorClass = new (...args: never[]) => Error;

export async function runCommand(work: () => Promise<void>, expected: ErrorClass[] = []): Promise<void> {
  try {
    await work();
  } catch (error) {
    if ([ConfigError, DataDirInUseError, ...expected].some((kind) => error instanceof kind)) {
      console.error((error as Error).message);
      process.exit(1);
    }
    throw error;
  }
}

/** The command's one argument, a file (made absolute); without it, the usage and exit code 2. */
export function fileArgument(usage: string): string {
  const [file] = process.argv.slice(2);
  if (!file || file.startsWith("-")) {
    console.error(usage);
    process.exit(2);
  }
  return resolve(file);
}
