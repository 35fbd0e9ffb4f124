/**
 * A phone photo as the tests of uploads need it: a JPEG of the given size whose EXIF names a
 * copyright holder ("owner camera secret") and a GPS position, which the site must remove.
 */
import sharp from "sharp";

export const jpegWithGps = (width: number, height: number): Promise<Buffer> =>
  sharp({ create: { width, height, channels: 3, background: { r: 240, g: 235, b: 220 } } })
    .jpeg()
    .withExif({ IFD0: { Copyright: "owner camera secret" }, IFD3: { GPSLatitudeRef: "N", GPSLatitude: "50/1 6/1 0/1", GPSLongitudeRef: "E", GPSLongitude: "8/1 40/1 0/1" } })
    .toBuffer();
