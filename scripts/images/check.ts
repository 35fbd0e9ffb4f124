/**
 * The build's check of the destination images: every destination has an image of its own (no two
 * files byte-identical, none the same as a country image) and its marker is drawn where the
 * airport is (inside the safe box, in the marker's colour in the rendered JPEG).
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import sharp from "sharp";
import { MARKER_RGB, SAFE } from "./maps.ts";

export interface RenderedDestination {
  slug: string;
  /** The rendered JPEG. */
  file: string;
  /** Where the layout put the marker, in pixels of the 1200 px image. */
  marker: [number, number];
}

/** The mean colour of the 5 × 5 pixels around a point of an image. */
export async function colourAt(image: Buffer | string, [x, y]: [number, number]): Promise<[number, number, number]> {
  const { data, info } = await sharp(image).extract({ left: Math.round(x) - 2, top: Math.round(y) - 2, width: 5, height: 5 }).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const sum = [0, 0, 0];
  for (let index = 0; index < data.length; index += info.channels) for (let channel = 0; channel < 3; channel += 1) sum[channel]! += data[index + channel]!;
  const pixels = data.length / info.channels;
  return [sum[0]! / pixels, sum[1]! / pixels, sum[2]! / pixels];
}

/** Whether a colour is the marker's (JPEG compression moves each channel a little). */
export const isMarkerColour = (colour: readonly number[]) => colour.every((value, channel) => Math.abs(value - MARKER_RGB[channel]!) <= 24);

export const insideSafeBox = ([x, y]: readonly number[]) => x! >= SAFE.left && x! <= SAFE.right && y! >= SAFE.top && y! <= SAFE.bottom;

/** Throws with every problem found. */
export async function checkDestinationImages(rendered: RenderedDestination[], otherFiles: string[]): Promise<void> {
  const problems: string[] = [];
  const owners = new Map<string, string>();
  const hash = (file: string) => createHash("sha256").update(readFileSync(file)).digest("hex");
  for (const file of otherFiles) owners.set(hash(file), file);
  for (const item of rendered) {
    const digest = hash(item.file);
    const owner = owners.get(digest);
    if (owner) problems.push(`${item.slug}: its image is identical to ${owner}`);
    owners.set(digest, item.slug);
    if (!insideSafeBox(item.marker)) problems.push(`${item.slug}: the marker at ${item.marker.map(Math.round).join(", ")} is outside the image's safe box`);
    else if (!isMarkerColour(await colourAt(item.file, item.marker))) problems.push(`${item.slug}: no marker at ${item.marker.map(Math.round).join(", ")}`);
  }
  if (problems.length > 0) throw new Error(`Destination images:\n${problems.join("\n")}`);
}
