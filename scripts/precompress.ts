/**
 * After the build: a brotli (quality 11) and a gzip (level 9) copy next to every compressible file
 * of build/client larger than 512 bytes, so the server sends the smallest bytes without spending
 * CPU on them at run time. Skips files whose copies are newer than the file.
 */
import { readdirSync, readFileSync, statSync, writeFileSync, existsSync } from "node:fs";
import { extname, join } from "node:path";
import zlib from "node:zlib";

const clientDir = join(import.meta.dirname, "..", "build", "client");
const compressible = new Set([".js", ".css", ".svg", ".json", ".txt", ".xml", ".webmanifest", ".html", ".ico"]);

const started = performance.now();
let written = 0;
let saved = 0;
for (const entry of readdirSync(clientDir, { recursive: true, withFileTypes: true })) {
  const path = join(entry.parentPath, entry.name);
  if (!entry.isFile() || !compressible.has(extname(path).toLowerCase())) continue;
  const raw = readFileSync(path);
  if (raw.length <= 512) continue;
  const modified = statSync(path).mtimeMs;
  for (const [suffix, compress] of [
    [".br", () => zlib.brotliCompressSync(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length } })],
    [".gz", () => zlib.gzipSync(raw, { level: 9 })],
  ] as const) {
    const target = path + suffix;
    if (existsSync(target) && statSync(target).mtimeMs >= modified) continue;
    const body = compress();
    writeFileSync(target, body);
    written++;
    saved += raw.length - body.length;
  }
}
console.log(`precompressed: ${written} files in ${((performance.now() - started) / 1000).toFixed(1)} s, ${(saved / 1024).toFixed(0)} kB saved`);
