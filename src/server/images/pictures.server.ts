/**
 * The files of one of the site's pictures, made from a 3:2 picture of 1200 × 800 px: the `.jpg` and the AVIF and
 * WebP variants at 400, 800 and 1200 px that `lib/images.ts` names. The build draws its pictures through this
 * (scripts/build-images.ts), and the photo library encodes the photographs staff upload the same way
 * (`server/photos.server.ts`). Encoding writes pixels only: no EXIF, XMP or IPTC, no ICC profile.
 */
import sharp, { type Sharp } from "sharp";
import { IMAGE_HEIGHT, IMAGE_WIDTH, IMAGE_WIDTHS } from "../../lib/images.ts";

/**
 * AVIF settings (decision 036). A page's picture comes over a connection of its own, which sends about
 * 14.6 kB in its first round trip of data (less while other requests share the line). At quality 43
 * and effort 2 the 800 px pictures, the ones a phone loads, are 7.9 kB at the median and 14.3 kB at
 * most (quality 50, effort 1: Frankfurt's map 12.8 kB, the home page's journey 16.6 kB), with no
 * difference we could see in the maps' coasts, borders and labels. Effort 2 adds seconds to the build,
 * higher efforts minutes.
 */
const AVIF = { quality: 43, effort: 2 } as const;

export interface PictureFile {
  /** Appended to the picture's name: `.jpg`, `-400.avif`, … */
  suffix: string;
  type: "image/jpeg" | "image/avif" | "image/webp";
  bytes: Buffer;
}

/** A photograph upright and cropped to the site's 3:2 around what is most interesting in it, as a lossless PNG. */
export const cropToPicture = (photo: Sharp): Promise<Buffer> =>
  photo.rotate().resize(IMAGE_WIDTH, IMAGE_HEIGHT, { fit: "cover", position: "attention" }).png().toBuffer();

/** The files the site serves for a 1200 × 800 picture (a PNG, or any format sharp reads). */
export async function pictureFiles(picture: Buffer): Promise<PictureFile[]> {
  const files: PictureFile[] = [{ suffix: ".jpg", type: "image/jpeg", bytes: await sharp(picture).jpeg({ quality: 78, mozjpeg: true }).toBuffer() }];
  for (const width of IMAGE_WIDTHS) {
    const resized = () => sharp(picture).resize({ width });
    files.push({ suffix: `-${width}.webp`, type: "image/webp", bytes: await resized().webp({ quality: 72 }).toBuffer() });
    files.push({ suffix: `-${width}.avif`, type: "image/avif", bytes: await resized().avif(AVIF).toBuffer() });
  }
  return files;
}
