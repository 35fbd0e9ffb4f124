import { fileTypeFromBuffer } from "file-type";
import { imageSize } from "image-size";
import { CRATE_IMAGE_TYPES, LIMITS } from "../../lib/schemas/leads.ts";
import type { MessageKey } from "../../i18n/messages/index.ts";

export type CratePhoto = { ok: true; bytes: Buffer; type: string } | { ok: false; error: MessageKey };

/** Decodes a crate photo data URL and checks it by its bytes (magic numbers), size and pixel dimensions. */
export async function decodeCratePhoto(dataUrl: string): Promise<CratePhoto> {
  const comma = dataUrl.indexOf(",");
  const bytes = Buffer.from(dataUrl.slice(comma + 1), "base64");
  if (bytes.length === 0) return { ok: false, error: "validation.crateImageType" };
  if (bytes.length > LIMITS.maxCrateImageBytes) return { ok: false, error: "validation.crateImageSize" };
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !(CRATE_IMAGE_TYPES as readonly string[]).includes(type.mime)) return { ok: false, error: "validation.crateImageType" };
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
