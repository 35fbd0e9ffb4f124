/**
 * Whether `build/` is the build of the checkout as it is now, told by content, not by modification
 * times (`npm install` rewrites package-lock.json with the same content and a new time): a SHA-256
 * over every file the app is built from, with the images' own stamp (scripts/images/stamp.ts).
 * `npm run build` writes it to `build/.inputs-stamp` once every step has succeeded; `npm start`
 * builds when the two differ. Hashing the sources takes well under a second.
 */
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { imagesStamp } from "./images/stamp.ts";

const root = join(import.meta.dirname, "..");
/** What the app build reads (public/assets is the images' output, covered by their stamp). */
const inputs = ["src", "public", "content/company.json", "vite.config.ts", "react-router.config.ts", "tsconfig.json", "package-lock.json", "scripts/build.ts", "scripts/precompress.ts"];
const generated = new Set([join(root, "public", "assets")]);
export const buildStampFile = join(root, "build", ".inputs-stamp");

function files(path: string): string[] {
  if (generated.has(path) || !existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path)
    .sort()
    .flatMap((name) => files(join(path, name)));
}

/** The stamp of the build the current inputs give. */
export function buildStamp(): string {
  const hash = createHash("sha256");
  for (const file of inputs.flatMap((input) => files(join(root, input)))) {
    hash.update(`${relative(root, file)}\0`).update(createHash("sha256").update(readFileSync(file)).digest("hex"));
  }
  return hash.update(`images\0${imagesStamp()}`).digest("hex");
}

/** Why the build needs to be made, or undefined when build/ is current. */
export function staleBuild(): string | undefined {
  if (!["server/index.js", "supervisor/supervisor.js"].every((file) => existsSync(join(root, "build", file)))) return "No build found";
  if (!existsSync(buildStampFile)) return "The build has no record of its sources";
  let stamp: string;
  try {
    stamp = buildStamp();
  } catch (error) {
    return `The sources could not be read (${(error as Error).message})`;
  }
  return readFileSync(buildStampFile, "utf8") === stamp ? undefined : "Sources changed since the last build";
}
