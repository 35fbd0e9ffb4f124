import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { checkDestinationImages, colourAt, insideSafeBox, isMarkerColour } from "./check.ts";
import { airportPosition, destinationLayout, destinationOverlaySvg, destinations, destinationSvg, SAFE } from "./maps.ts";

const bySlug = (slug: string) => destinations.find((item) => item.slug === slug)!;
const jpeg = (svg: string) => sharp(Buffer.from(svg)).jpeg({ quality: 78, mozjpeg: true }).toBuffer();
const dir = mkdtempSync(join(tmpdir(), "destination-images-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// Drawing and decoding the images takes seconds of CPU; on a busy machine more than the default 5 s.
describe("destination images", { timeout: 60_000 }, () => {
  it("takes every airport's position from the airport data, in the destination's country", () => {
    for (const destination of destinations) expect(airportPosition(destination.airport_code, destination.country)).toHaveLength(2);
    // Heathrow per OurAirports: 51.4706° N, 0.461941° W.
    expect(airportPosition("LHR", "united-kingdom")).toEqual([-0.461941, 51.4706]);
    expect(() => airportPosition("LHR", "germany")).toThrow(/lies in GB/);
    expect(() => airportPosition("XXX", "germany")).toThrow(/not in the OurAirports data/);
  });

  it("puts every marker and label inside the safe box, the label beside the marker, and no two alike", () => {
    const overlays = new Set<string>();
    for (const destination of destinations) {
      const { marker, label } = destinationLayout(destination);
      const [left, top, width, height] = label;
      expect(insideSafeBox(marker), destination.slug).toBe(true);
      expect(left >= SAFE.left && top >= SAFE.top && left + width <= SAFE.right && top + height <= SAFE.bottom, destination.slug).toBe(true);
      const coversMarker = marker[0] > left && marker[0] < left + width && marker[1] > top && marker[1] < top + height;
      expect(coversMarker, destination.slug).toBe(false);
      const overlay = destinationOverlaySvg(destination);
      expect(overlay, destination.slug).not.toContain("NaN");
      overlays.add(overlay);
    }
    expect(overlays.size).toBe(destinations.length);
  });

  it("shows small states and far islands with the region around the airport", () => {
    expect(destinationLayout(bySlug("singapore/singapore-sin")).region).toBe(true);
    expect(destinationLayout(bySlug("hong-kong/hong-kong-hkg")).region).toBe(true);
    expect(destinationLayout(bySlug("united-states/honolulu-hnl")).region).toBe(true);
    expect(destinationLayout(bySlug("germany/munich-muc")).region).toBe(false);
  });

  it("draws the label as outlines, not text in a system font", () => {
    const svg = destinationSvg(bySlug("germany/frankfurt-fra"));
    expect(svg).not.toMatch(/<text|font-family/);
  });

  it("draws the marker where the layout says", async () => {
    for (const slug of ["singapore/singapore-sin", "united-states/honolulu-hnl", "germany/berlin-ber"]) {
      const destination = bySlug(slug);
      const layout = destinationLayout(destination);
      expect(isMarkerColour(await colourAt(await jpeg(destinationSvg(destination, layout)), layout.marker)), slug).toBe(true);
    }
  });

  it("the build check refuses identical images and an image without its marker", async () => {
    const munich = bySlug("germany/munich-muc");
    const berlin = bySlug("germany/berlin-ber");
    const [munichLayout, berlinLayout] = [destinationLayout(munich), destinationLayout(berlin)];
    const files = { munich: join(dir, "munich.jpg"), berlin: join(dir, "berlin.jpg"), bare: join(dir, "bare.jpg") };
    writeFileSync(files.munich, await jpeg(destinationSvg(munich, munichLayout)));
    writeFileSync(files.berlin, await jpeg(destinationSvg(berlin, berlinLayout)));
    writeFileSync(files.bare, await jpeg(berlinLayout.base.svg()));
    await expect(checkDestinationImages([{ slug: munich.slug, file: files.munich, marker: munichLayout.marker }, { slug: berlin.slug, file: files.berlin, marker: berlinLayout.marker }], [])).resolves.toBeUndefined();
    await expect(checkDestinationImages([{ slug: munich.slug, file: files.munich, marker: munichLayout.marker }, { slug: berlin.slug, file: files.munich, marker: berlinLayout.marker }], [])).rejects.toThrow(/germany\/berlin-ber: its image is identical to germany\/munich-muc/);
    await expect(checkDestinationImages([{ slug: berlin.slug, file: files.bare, marker: berlinLayout.marker }], [])).rejects.toThrow(/germany\/berlin-ber: no marker/);
    await expect(checkDestinationImages([{ slug: berlin.slug, file: files.berlin, marker: [5, 5] }], [])).rejects.toThrow(/outside the image's safe box/);
  });
});
