import { fileTypeFromBuffer } from "file-type";
import { imageSize } from "image-size";
import sharp from "sharp";
import { CRATE_IMAGE_TYPES, LIMITS } from "../../lib/schemas/leads.ts";
import type { MessageKey } from "../../i18n/messages/index.ts";

export type CheckedPhoto = { ok: true; bytes: Buffer; type: string } | { ok: false; error: MessageKey };

/** Checks an image by its bytes (magic numbers), size and pixel dimensions against the allowed types. */
export async function checkPhoto(bytes: Buffer, types: readonly string[], maxBytes: number = LIMITS.maxCrateImageBytes): Promise<CheckedPhoto> {
  if (bytes.length === 0) return { ok: false, error: "validation.crateImageType" };
  if (bytes.length > maxBytes) return { ok: false, error: "validation.crateImageSize" };
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !types.includes(type.mime)) return { ok: false, error: "validation.crateImageType" };
  try {
    const { width, height } = imageSize(bytes);
    if (!width || !height || width > LIMITS.maxCrateImagePixels || height > LIMITS.maxCrateImagePixels) {
      return { ok: false, error: "validation.crateImageSize" };
    }
  } catch {
    return { ok: false, error: "validation.crateImageType" };
  }
  return { ok: true, bytes, type: type.mime };
}

/** Decodes a crate photo data URL and checks it by its bytes (magic numbers), size and pixel dimensions. */
export async function decodeCratePhoto(dataUrl: string): Promise<CheckedPhoto> {
  const comma = dataUrl.indexOf(",");
  return checkPhoto(Buffer.from(dataUrl.slice(comma + 1), "base64"), CRATE_IMAGE_TYPES);
}

/** What cameras and phones send. */
export const UPDATE_PHOTO_TYPES = ["image/jpeg", "image/png", "image/webp"] as const;
/** The longest side an update's photo is kept at: sharp on any screen, small enough for a mail reader's phone. */
const UPDATE_PHOTO_SIDE = 2000;

export type UpdatePhoto = { ok: true; bytes: Buffer; type: string; width: number; height: number } | { ok: false; error: MessageKey };

/**
 * An update's photo as it is kept: checked like a crate photo, then decoded and encoded anew, turned
 * upright and scaled down to at most 2000 px. The new file carries pixels only: no EXIF, XMP or IPTC
 * (so no GPS position, camera serial or time), no ICC profile beyond sRGB, no trailing bytes — and a
 * file that does not decode cleanly is refused.
 */
export async function cleanUpdatePhoto(bytes: Buffer, { types = UPDATE_PHOTO_TYPES, maxBytes = LIMITS.maxCrateImageBytes }: { types?: readonly string[]; maxBytes?: number } = {}): Promise<UpdatePhoto> {
  const checked = await checkPhoto(bytes, types, maxBytes);
  if (!checked.ok) return checked;
  try {
    const image = sharp(bytes, { failOn: "error", limitInputPixels: LIMITS.maxCrateImagePixels ** 2, animated: false })
      .rotate()
      .resize({ width: UPDATE_PHOTO_SIDE, height: UPDATE_PHOTO_SIDE, fit: "inside", withoutEnlargement: true });
    const encoded = checked.type === "image/png" ? image.png() : checked.type === "image/webp" ? image.webp({ quality: 85 }) : image.jpeg({ quality: 85, mozjpeg: true });
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    return { ok: true, bytes: data, type: checked.type, width: info.width, height: info.height };
  } catch {
    return { ok: false, error: "validation.crateImageType" };
  }
}
