/**
 * `npm run build:images`: draws the site's images at build time from open data shipped in npm
 * packages — nothing is downloaded. Country and continent maps come from Natural Earth (public
 * domain, via `world-atlas`), pet illustrations from Lucide icons (ISC). Writes the image paths of docs/requirements.md §7
 * (`/assets/destinations/countries/{country}.jpg`, `/assets/destinations/continents/{continent}.jpg`,
 * `/assets/pets/{type}-{n}.jpg`) plus AVIF and WebP variants at 400, 800 and 1200 px into
 * `public/assets/` (build output, not committed). Skips the work when nothing changed.
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { geoArea, geoAzimuthalEqualArea, geoEqualEarth, geoGraticule10, geoPath, type GeoProjection } from "d3-geo";
import type { Feature, FeatureCollection, Geometry, MultiPolygon, Polygon } from "geojson";
import { Bone, Cat, Dog, Globe2, Heart, Home, PawPrint, Plane, type LucideIcon } from "lucide-react";
import sharp from "sharp";
import { feature } from "topojson-client";
import type { Topology } from "topojson-specification";
import { continents, countries, findCountry, type Continent } from "../src/i18n/countries.ts";
import { illustrations, type MapData } from "./illustrations.ts";

const root = join(import.meta.dirname, "..");
const out = join(root, "public", "assets");
const WIDTH = 1200;
const HEIGHT = 800;
export const VARIANT_WIDTHS = [400, 800, 1200] as const;

const packageVersion = (name: string) => (JSON.parse(readFileSync(join(root, "node_modules", name, "package.json"), "utf8")) as { version: string }).version;
const stamp = createHash("sha256")
  .update(readFileSync(import.meta.filename))
  .update(readFileSync(join(import.meta.dirname, "illustrations.ts")))
  .update(readFileSync(join(root, "src", "i18n", "countries.ts")))
  .update(["world-atlas", "lucide-react", "sharp", "d3-geo"].map(packageVersion).join())
  .digest("hex");
const stampFile = join(out, ".images-stamp");
if (existsSync(stampFile) && readFileSync(stampFile, "utf8") === stamp) {
  console.log("images: up to date");
  process.exit(0);
}

const started = performance.now();
const palette = { sea: ["#eaf2fb", "#cfe0f3"], land: "#c4d3e4", landLine: "#f4f8fc", country: "#0b2545", gold: "#d9a441", grid: "#b8cbe0" };

type Shape = Feature<Polygon | MultiPolygon, { name: string }>;
const topology = JSON.parse(readFileSync(join(root, "node_modules", "world-atlas", "countries-50m.json"), "utf8")) as Topology;
const world = feature(topology, topology.objects.countries!) as unknown as FeatureCollection<Polygon | MultiPolygon, { name: string }>;
const atlasName: Record<string, string> = { "united-states": "United States of America" };
const shapeOf = (slug: string, name: string): Shape => {
  const found = world.features.find((item) => item.properties.name === (atlasName[slug] ?? name));
  if (!found) throw new Error(`No Natural Earth shape for ${slug} (${name})`);
  return found;
};

/** The largest polygon of a country: the frame fits the mainland, not far-away islands or territories. */
function mainland(shape: Shape): Feature<Polygon> {
  const polygons = shape.geometry.type === "Polygon" ? [shape.geometry.coordinates] : shape.geometry.coordinates;
  const areas = polygons.map((coordinates) => geoArea({ type: "Polygon", coordinates }));
  const largest = polygons[areas.indexOf(Math.max(...areas))]!;
  return { type: "Feature", properties: {}, geometry: { type: "Polygon", coordinates: largest } };
}

function centroid(target: Feature<Geometry>): [number, number] {
  const coordinates = (target.geometry as Polygon).coordinates[0] ?? [];
  let lon = 0;
  let lat = 0;
  for (const [x = 0, y = 0] of coordinates) {
    lon += x;
    lat += y;
  }
  const count = Math.max(coordinates.length, 1);
  return [lon / count, lat / count];
}

function mapSvg(projection: GeoProjection, highlight: Shape[], accent: Shape[] = []): string {
  const path = geoPath(projection);
  const land = world.features.map((item) => path(item)).join("");
  const draw = (items: Shape[], fill: string) => items.map((item) => `<path d="${path(item)}" fill="${fill}" stroke="${palette.landLine}" stroke-width="1.5"/>`).join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
<defs><linearGradient id="sea" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette.sea[0]}"/><stop offset="1" stop-color="${palette.sea[1]}"/></linearGradient></defs>
<rect width="100%" height="100%" fill="url(#sea)"/>
<path d="${path(geoGraticule10())}" fill="none" stroke="${palette.grid}" stroke-width="1" stroke-opacity="0.6"/>
<path d="${land}" fill="${palette.land}" stroke="${palette.landLine}" stroke-width="1"/>
${draw(accent, palette.gold)}${draw(highlight, palette.country)}
</svg>`;
}

function countrySvg(slug: string, name: string): string {
  const shape = shapeOf(slug, name);
  const core = mainland(shape);
  const [lon, lat] = centroid(core);
  // Small countries (Singapore, Malta, Hong Kong, Qatar) are shown with their region around them.
  const frame = geoArea(core) < 0.0003 ? boxFeature([[lon - 3, lat - 2], [lon + 3, lat + 2]]) : core;
  const projection = geoAzimuthalEqualArea().rotate([-lon, -lat]).fitExtent([[150, 110], [WIDTH - 150, HEIGHT - 110]], frame);
  return mapSvg(projection, [shape]);
}

/** Continent frames (longitude/latitude boxes); the countries we serve there are drawn in gold. */
const continentBoxes: Record<Continent, [[number, number], [number, number]]> = {
  europe: [[-12, 35], [32, 70]],
  asia: [[65, -8], [145, 52]],
  "middle-east": [[25, 12], [62, 42]],
  africa: [[-18, -35], [52, 37]],
  "north-america": [[-128, 14], [-60, 58]],
  "south-america": [[-82, -56], [-34, 13]],
  australia: [[112, -47], [179, -10]],
};

function boxFeature([[west, south], [east, north]]: [[number, number], [number, number]]): Feature<Polygon> {
  const ring: [number, number][] = [];
  for (let lon = west; lon <= east; lon += 1) ring.push([lon, south]);
  for (let lat = south; lat <= north; lat += 1) ring.push([east, lat]);
  for (let lon = east; lon >= west; lon -= 1) ring.push([lon, north]);
  for (let lat = north; lat >= south; lat -= 1) ring.push([west, lat]);
  return { type: "Feature", properties: {}, geometry: { type: "Polygon", coordinates: [ring.reverse()] } };
}

function continentSvg(continent: Continent): string {
  const box = boxFeature(continentBoxes[continent]);
  const [[west, south], [east, north]] = continentBoxes[continent];
  const projection = geoAzimuthalEqualArea().rotate([-(west + east) / 2, -(south + north) / 2]).fitExtent([[40, 30], [WIDTH - 40, HEIGHT - 30]], box);
  const served = countries.filter((country) => country.continent === continent).map((country) => shapeOf(country.en, country.name.en));
  return mapSvg(projection, [], served);
}

function worldSvg(): string {
  const projection = geoEqualEarth().fitExtent([[30, 30], [WIDTH - 30, HEIGHT - 30]], { type: "Sphere" });
  const served = countries.map((country) => shapeOf(country.en, country.name.en));
  return mapSvg(projection, [], served);
}

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

const countryShape = (key: string) => shapeOf(key, findCountry(key)?.name.en ?? key);
const mapData: MapData = { world: world.features, shapeOf: countryShape, mainlandOf: (key) => mainland(countryShape(key)) };

const jobs: Array<{ dir: string; name: string; svg: () => string }> = [
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

sharp.concurrency(2);
let bytes = 0;
let files = 0;
async function render(job: (typeof jobs)[number]) {
  const dir = join(out, job.dir);
  mkdirSync(dir, { recursive: true });
  const png = await sharp(Buffer.from(job.svg())).png().toBuffer();
  const write = async (file: string, image: ReturnType<typeof sharp>) => {
    const info = await image.toFile(join(dir, file));
    bytes += info.size;
    files += 1;
  };
  await write(`${job.name}.jpg`, sharp(png).jpeg({ quality: 78, mozjpeg: true }));
  for (const width of VARIANT_WIDTHS) {
    const resized = () => sharp(png).resize({ width });
    await write(`${job.name}-${width}.webp`, resized().webp({ quality: 72 }));
    await write(`${job.name}-${width}.avif`, resized().avif({ quality: 50, effort: 2 }));
  }
}

rmSync(join(out, "destinations"), { recursive: true, force: true });
rmSync(join(out, "pets"), { recursive: true, force: true });
rmSync(join(out, "illustrations"), { recursive: true, force: true });
const queue = [...jobs];
await Promise.all(
  [1, 2].map(async () => {
    for (let job = queue.shift(); job; job = queue.shift()) await render(job);
  }),
);
writeFileSync(stampFile, stamp);
console.log(`images: ${files} files (${jobs.length} images) in ${((performance.now() - started) / 1000).toFixed(1)} s, ${(bytes / 1024).toFixed(0)} kB`);
