/** `npm run build:vcl`: writes deploy/varnish/site.vcl from the site's cache rules (src/lib/cache-rules.ts). */
import { writeFileSync } from "node:fs";
import { edgeVcl } from "../src/server/http/edge-vcl.ts";

const file = new URL("../deploy/varnish/site.vcl", import.meta.url);
writeFileSync(file, edgeVcl());
console.log(`wrote ${file.pathname.replace(/^.*\/(deploy\/)/, "$1")}`);
