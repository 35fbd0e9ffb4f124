/**
 * `npm run build`: the site's images (skipped while nothing they are drawn from changed), the app
 * (client and server bundles), then compressed copies of the client files.
 */
import { runSteps } from "./steps.ts";

runSteps(
  [
    ["images", "build:images"],
    ["app", "build:app"],
    ["compressed copies", "build:compress"],
  ],
  "Build complete: build/ holds the site.",
);
