/**
 * Illustrations drawn at build time (called by scripts/build-images.ts): the home page's hero, which
 * shows a pet's journey (two countries, the route between them, the plane on its way, the crate it
 * travels in and the home it arrives at), and one picture per blog post and guide drawn from what the
 * text is about: a route map for a route story, the crate for the crate guides, the papers for the
 * documents guide. Maps from Natural Earth (`world-atlas`), icons from Lucide (`lucide-react`), the
 * crate drawn here. Every picture is 1200 × 800, the size of the site's other images.
 */
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { geoAzimuthalEqualArea, geoCentroid, geoGraticule10, geoInterpolate, geoPath, type GeoProjection } from "d3-geo";
import type { Feature, FeatureCollection, Geometry, MultiPolygon, Polygon } from "geojson";
import {
  CalendarDays,
  Cat,
  ClipboardCheck,
  Dog,
  FileText,
  FlaskConical,
  Globe2,
  House,
  PawPrint,
  Plane,
  Ruler,
  Stamp,
  Sun,
  Syringe,
  Thermometer,
  Wind,
  type LucideIcon,
} from "lucide-react";

export const WIDTH = 1200;
export const HEIGHT = 800;

type Shape = Feature<Polygon | MultiPolygon, { name: string }>;

/** What the drawings need from the map data the build already loads. */
export interface MapData {
  world: Shape[];
  /** The shape of a country of the site by its key (`germany`). */
  shapeOf(country: string): Shape;
  /** The country's largest polygon (its mainland), for the route's ends and the map's frame. */
  mainlandOf(country: string): Feature<Polygon>;
}

const light = { sea: ["#eaf2fb", "#cfe0f3"], land: "#c4d3e4", line: "#f4f8fc", grid: "#b8cbe0", country: "#0b2545", route: "#d9a441", icon: "#0b2545", card: "#ffffff" };
const dark = { sea: ["#0b2545", "#13315c"], land: "#1d3f6b", line: "#0b2545", grid: "#24507f", country: "#d9a441", route: "#f2d49b", icon: "#f7f3ea", card: "#13315c" };
type Palette = typeof light;

const svg = (body: string) => `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">${body}</svg>`;

/** A Lucide icon at (x, y), `size` px wide, in a stroke colour. */
export function icon(Icon: LucideIcon, x: number, y: number, size: number, color: string, { rotate = 0, stroke = 1.5 } = {}): string {
  const markup = renderToStaticMarkup(createElement(Icon, { size, color, strokeWidth: stroke }));
  return `<g transform="translate(${x} ${y}) rotate(${rotate} ${size / 2} ${size / 2})">${markup}</g>`;
}

/** An icon on a round badge, so it reads on a map. */
function badge(Icon: LucideIcon, cx: number, cy: number, radius: number, palette: Palette): string {
  const size = radius * 1.15;
  return `<circle cx="${cx}" cy="${cy}" r="${radius}" fill="${palette.card}" stroke="${palette.route}" stroke-width="4"/>${icon(Icon, cx - size / 2, cy - size / 2, size, palette.icon, { stroke: 1.75 })}`;
}

/**
 * A travel crate seen from the front at (x, y), `width` wide: the shell, the barred door, vents and
 * the handle on top, as airlines ask for them.
 */
export function crate(x: number, y: number, width: number, colors: { shell: string; line: string; door: string }, inside = ""): string {
  const height = width * 0.72;
  const door = { x: x + width * 0.2, y: y + height * 0.2, w: width * 0.6, h: height * 0.66 };
  const bars = Array.from({ length: 6 }, (_, index) => door.x + (door.w / 7) * (index + 1))
    .map((barX) => `<line x1="${barX}" y1="${door.y + 6}" x2="${barX}" y2="${door.y + door.h - 6}" stroke="${colors.line}" stroke-width="${width * 0.012}"/>`)
    .join("");
  const vents = [0.06, 0.86]
    .flatMap((offset) => [0.3, 0.45, 0.6].map((row) => `<rect x="${x + width * offset}" y="${y + height * row}" width="${width * 0.08}" height="${height * 0.05}" rx="${height * 0.02}" fill="${colors.line}"/>`))
    .join("");
  return `<g>
<rect x="${x + width * 0.36}" y="${y - height * 0.1}" width="${width * 0.28}" height="${height * 0.14}" rx="${height * 0.06}" fill="none" stroke="${colors.shell}" stroke-width="${width * 0.03}"/>
<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="${width * 0.07}" fill="${colors.shell}"/>
<rect x="${x}" y="${y + height * 0.48}" width="${width}" height="${height * 0.04}" fill="${colors.line}" opacity="0.35"/>
<rect x="${door.x}" y="${door.y}" width="${door.w}" height="${door.h}" rx="${width * 0.03}" fill="${colors.door}" stroke="${colors.line}" stroke-width="${width * 0.018}"/>
${inside}${bars}${vents}
</g>`;
}

/** The map of a route: both countries, the great-circle arc between them, the plane half-way along it. */
function routeMap(map: MapData, from: string, to: string, palette: Palette, frame: [[number, number], [number, number]]): { body: string; ends: [number, number][] } {
  const [fromLand, toLand] = [map.mainlandOf(from), map.mainlandOf(to)];
  const start = geoCentroid(fromLand);
  const end = geoCentroid(toLand);
  const along = geoInterpolate(start, end);
  const middle = along(0.5);
  // Both mainlands and the whole route fit the frame.
  const arc: Feature<Geometry> = { type: "Feature", properties: {}, geometry: { type: "LineString", coordinates: Array.from({ length: 17 }, (_, index) => along(index / 16)) } };
  const frameShape: FeatureCollection = { type: "FeatureCollection", features: [fromLand, toLand, arc] };
  const projection: GeoProjection = geoAzimuthalEqualArea().rotate([-middle[0], -middle[1]]).fitExtent(frame, frameShape);
  const path = geoPath(projection);
  const route = Array.from({ length: 65 }, (_, index) => projection(along(index / 64))!);
  const [a, b] = [projection(start)!, projection(end)!];
  const planeAt = route[32]!;
  const ahead = route[34]!;
  const heading = (Math.atan2(ahead[1] - planeAt[1], ahead[0] - planeAt[0]) * 180) / Math.PI;
  const body = `<defs><linearGradient id="sea" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette.sea[0]}"/><stop offset="1" stop-color="${palette.sea[1]}"/></linearGradient></defs>
<rect width="100%" height="100%" fill="url(#sea)"/>
<path d="${path(geoGraticule10())}" fill="none" stroke="${palette.grid}" stroke-width="1" stroke-opacity="0.6"/>
<path d="${map.world.map((shape) => path(shape)).join("")}" fill="${palette.land}" stroke="${palette.line}" stroke-width="1"/>
${[from, to].map((country) => `<path d="${path(map.shapeOf(country))}" fill="${palette.country}" stroke="${palette.line}" stroke-width="1.5"/>`).join("")}
<path d="M${route.map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`).join("L")}" fill="none" stroke="${palette.route}" stroke-width="6" stroke-linecap="round" stroke-dasharray="2 16"/>
${[a, b].map(([x, y]) => `<circle cx="${x}" cy="${y}" r="14" fill="${palette.route}" stroke="${palette.card}" stroke-width="5"/>`).join("")}
<circle cx="${planeAt[0]}" cy="${planeAt[1]}" r="46" fill="${palette.card}" stroke="${palette.route}" stroke-width="4"/>
${icon(Plane, planeAt[0] - 30, planeAt[1] - 30, 60, palette.icon, { rotate: heading + 45, stroke: 1.75 })}`;
  return { body, ends: [a, b] };
}

/** The home page's hero: Germany to the United States, the crate at the start and the home at the end. */
function hero(map: MapData): string {
  const { body, ends } = routeMap(map, "germany", "united-states", dark, [[120, 170], [WIDTH - 120, HEIGHT - 170]]);
  const [[ax, ay], [bx, by]] = ends as [[number, number], [number, number]];
  return svg(`${body}
${crate(ax - 75, ay + 40, 150, { shell: "#f7f3ea", line: "#0b2545", door: "#c9d3e2" })}
${badge(House, bx, by - 90, 48, dark)}`);
}

/** A scene of icons on the light sea of the maps: a main motif and the things around it. */
function scene(main: string, around: Array<[LucideIcon, number, number, number]>, palette: Palette = light): string {
  return svg(`<defs><linearGradient id="sea" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette.sea[0]}"/><stop offset="1" stop-color="${palette.sea[1]}"/></linearGradient></defs>
<rect width="100%" height="100%" fill="url(#sea)"/>
<circle cx="600" cy="420" r="300" fill="#ffffff" fill-opacity="0.55"/>
${main}
${around.map(([Icon, x, y, radius]) => badge(Icon, x, y, radius, palette)).join("")}`);
}

const crateColours = { shell: "#0b2545", line: "#f4f8fc", door: "#3c5f8a" };
const pet = (Icon: LucideIcon, x: number, y: number, size: number) => icon(Icon, x, y, size, light.icon, { stroke: 1.25 });
/** A crate with a pet looking out through its door. */
const crateWith = (Icon: LucideIcon, x: number, y: number, width: number) =>
  crate(x, y, width, crateColours, icon(Icon, x + width * 0.32, y + width * 0.17, width * 0.36, "#f7f3ea", { stroke: 1.6 }));

/** One drawing per blog post and guide, by slug (content/blog.json, content/topics.json). */
export function illustrations(map: MapData): Record<string, () => string> {
  const route = (from: string, to: string, traveller: LucideIcon, count = 1) => () => {
    const { body, ends } = routeMap(map, from, to, light, [[140, 140], [WIDTH - 140, HEIGHT - 140]]);
    const [bx, by] = ends[1]!;
    const pets = Array.from({ length: count }, (_, index) => badge(traveller, bx - 60 * (count - 1) + 120 * index, by - 100, 48, light)).join("");
    return svg(`${body}${pets}`);
  };
  return {
    hero: () => hero(map),
    // Blog posts
    "planning-around-summer-heat": () => scene(`${icon(Thermometer, 470, 250, 260, light.icon, { stroke: 1.1 })}`, [[Sun, 330, 230, 80], [Plane, 880, 260, 70], [CalendarDays, 860, 600, 70], [Dog, 330, 600, 70]]),
    "moving-to-the-uk-with-a-dog": route("germany", "united-kingdom", Dog),
    "a-cats-first-flight": () => scene(crateWith(Cat, 400, 300, 400), [[Plane, 860, 230, 80], [House, 340, 230, 64]]),
    "measuring-your-pet-for-a-crate": () => scene(`${crate(380, 310, 440, crateColours)}`, [[Ruler, 320, 230, 80], [Dog, 880, 620, 70]]),
    "titre-tests-for-rabies-free-countries": () => scene(`${icon(FlaskConical, 460, 260, 280, light.icon, { stroke: 1.1 })}`, [[Syringe, 330, 250, 76], [CalendarDays, 880, 250, 76], [Globe2, 870, 600, 70], [Cat, 330, 600, 70]]),
    "frankfurt-to-singapore-with-two-cats": route("germany", "singapore", Cat, 2),
    // Guides
    "flying-with-dogs": () => scene(crateWith(Dog, 380, 320, 440), [[Plane, 870, 230, 80], [ClipboardCheck, 330, 240, 70]]),
    "flying-with-cats": () => scene(crateWith(Cat, 380, 320, 440), [[Plane, 870, 230, 80], [ClipboardCheck, 330, 240, 70]]),
    "international-pet-travel": () => scene(`${icon(Globe2, 440, 240, 320, light.icon, { stroke: 1 })}`, [[Plane, 870, 240, 80], [PawPrint, 330, 600, 70], [FileText, 330, 240, 70]]),
    "pet-travel-documentation": () => scene(`${icon(FileText, 450, 240, 300, light.icon, { stroke: 1 })}`, [[Stamp, 870, 260, 80], [Syringe, 330, 250, 70], [PawPrint, 870, 600, 70]]),
    "crate-training": () => scene(`${crate(360, 320, 420, crateColours)}${pet(Dog, 790, 470, 150)}`, [[House, 330, 230, 70], [CalendarDays, 880, 240, 70]]),
    "snub-nosed-breeds": () => scene(`${pet(Dog, 440, 260, 320)}`, [[Wind, 330, 250, 76], [Thermometer, 880, 250, 76], [ClipboardCheck, 870, 600, 70], [Cat, 330, 600, 70]]),
  };
}
