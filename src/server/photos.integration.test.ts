import sharp from "sharp";
import { describe, expect, it } from "vitest";
import type { DatabaseHandle } from "./db/client.server.ts";
import { postgresTestDatabase, withTestDatabase } from "../test/database.ts";
import { LIBRARY_PHOTO_MAX_BYTES } from "../lib/schemas/company.ts";
import { photoFile, photoLibrary, storePhoto } from "./photos.server.ts";

/** A camera's photo: 1600 × 1200, lying on its side (EXIF orientation 6), with a position and a camera in its EXIF. */
const cameraPhoto = (colour = { r: 200, g: 120, b: 40 }) =>
  sharp({ create: { width: 1600, height: 1200, channels: 3, background: colour } })
    .composite([{ input: { create: { width: 400, height: 300, channels: 3, background: { r: 20, g: 40, b: 200 } } }, left: 100, top: 100 }])
    .jpeg({ quality: 90 })
    .withExifMerge({ IFD0: { Make: "ExampleCam", Model: "Serial 12345", Orientation: "6" }, IFD3: { GPSLatitudeRef: "N", GPSLatitude: "50/1 3/1 0/1" } })
    .toBuffer();

function suite(name: string, open?: () => Promise<DatabaseHandle>) {
  describe(name, () => {
    withTestDatabase({}, open ? { open } : {});

    it("keeps a photo upright, cropped to 1200 × 800, in every format the site serves, without its metadata", async () => {
      const original = await cameraPhoto();
      expect((await sharp(original).metadata()).exif).toBeDefined();
      const stored = await storePhoto(original, null);
      expect(stored).toMatchObject({ ok: true, created: true });
      if (!stored.ok) return;
      expect(stored.path).toMatch(/^\/media\/[0-9a-f]{32}\.jpg$/);
      const name = stored.path.slice("/media/".length, -".jpg".length);
      const expected = { ".jpg": ["jpeg", 1200, 800], "-400.avif": ["heif", 400, 267], "-800.webp": ["webp", 800, 533], "-1200.avif": ["heif", 1200, 800] } as const;
      for (const [suffix, [format, width, height]] of Object.entries(expected)) {
        const file = await photoFile(`${name}${suffix}`);
        expect(file, suffix).toBeDefined();
        const meta = await sharp(file!.bytes).metadata();
        expect({ format: meta.format, width: meta.width, height: meta.height }, suffix).toEqual({ format, width, height });
        // No EXIF (no position, camera or orientation left to apply), no XMP, no IPTC.
        expect([meta.exif, meta.xmp, meta.iptc, meta.orientation], suffix).toEqual([undefined, undefined, undefined, undefined]);
      }
      // The same file again is the same photo; the library lists it once.
      expect(await storePhoto(original, null)).toEqual({ ok: true, path: stored.path, created: false });
      expect((await photoLibrary()).map((photo) => photo.path)).toEqual([stored.path]);
    });

    it("refuses what is no photo, too large or too small, and stores nothing", async () => {
      const before = await photoLibrary();
      const text = Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>");
      expect(await storePhoto(text, null)).toEqual({ ok: false, error: "type" });
      const small = await sharp({ create: { width: 1000, height: 1000, channels: 3, background: "#888" } }).png().toBuffer();
      expect(await storePhoto(small, null)).toEqual({ ok: false, error: "small" });
      const large = Buffer.concat([await cameraPhoto({ r: 1, g: 2, b: 3 }), Buffer.alloc(LIBRARY_PHOTO_MAX_BYTES)]);
      expect(await storePhoto(large, null)).toEqual({ ok: false, error: "size" });
      // A JPEG cut short does not decode cleanly.
      const cut = (await cameraPhoto({ r: 9, g: 9, b: 9 })).subarray(0, 3000);
      expect(await storePhoto(cut, null)).toEqual({ ok: false, error: "type" });
      expect(await photoLibrary()).toEqual(before);
    });

    it("answers only a photo's own files by their exact names", async () => {
      const stored = await storePhoto(await cameraPhoto({ r: 10, g: 200, b: 90 }), null);
      if (!stored.ok) throw new Error("not stored");
      const name = stored.path.slice("/media/".length, -".jpg".length);
      for (const wrong of [`${name}.png`, `${name}-300.avif`, `${name.toUpperCase()}.jpg`, `../${name}.jpg`, `${name}.jpg.jpg`, `${"0".repeat(32)}.jpg`, ""]) expect(await photoFile(wrong), wrong).toBeUndefined();
    });
  });
}

suite("photo library on PGlite");
const postgresDatabase = postgresTestDatabase("arc_photos");
if (postgresDatabase) suite("photo library on PostgreSQL", postgresDatabase.open);
