/**
 * `npm run build`: the site's images (skipped while nothing they are drawn from changed), the app
 * (client and server bundles, and the supervisor: scripts/build-supervisor.ts), then compressed copies of the client files. Once all have succeeded it
 * records the content stamp of the inputs it started from (scripts/build-stamp.ts), by which
 * `npm start` knows the build is current.
 */
import { writeFileSync } from "node:fs";
import { buildStamp, buildStampFile } from "./build-stamp.ts";
import { runSteps } from "./steps.ts";

// Taken before the steps: a file changed while they run makes the next `npm start` build again.
const stamp = buildStamp();
runSteps(
  [
    ["images", "build:images"],
    ["app", "build:app"],
    ["compressed copies", "build:compress"],
  ],
  "Build complete: build/ holds the site.",
);
writeFileSync(buildStampFile, stamp);
