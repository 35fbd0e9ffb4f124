/**
 * The company's photo library: photographs staff upload for the team, the client stories and the pages whose drawn
 * picture they replace (decision 040). Each is checked by its bytes, turned upright, cropped to the site's 3:2 around
 * what is most interesting in it and encoded anew into the files every picture of the site has
 * (`images/pictures.server.ts`): pixels only, no EXIF, XMP or IPTC, so no position, camera or time. The files are kept
 * in the database (the same for every server process, and in every backup) under a name made from the uploaded
 * file's content, so a page's address for a photo never changes and the same file uploaded twice is one photo.
 */
import { createHash } from "node:crypto";
import { and, desc, eq } from "drizzle-orm";
import sharp from "sharp";
import { IMAGE_HEIGHT, IMAGE_WIDTH } from "../lib/images.ts";
import { LIBRARY_PHOTO_MAX_BYTES } from "../lib/schemas/company.ts";
import { LIMITS } from "../lib/schemas/leads.ts";
import { getDatabase, transaction } from "./db/client.server.ts";
import { photoFiles, photos, users } from "./db/schema.ts";
import { cropToPicture, pictureFiles } from "./images/pictures.server.ts";
import { checkPhoto, UPDATE_PHOTO_TYPES } from "./leads/photo.server.ts";

/** Why a photo was refused (keys of the staff dictionary: `company.photoError.*`). */
export type PhotoRefusal = "type" | "size" | "small";
export type StoredPhoto = { ok: true; path: string; created: boolean } | { ok: false; error: PhotoRefusal };

/** A photo's files are named `{id}{suffix}` under /media/; its `.jpg` is the path pages name. */
const FILE = /^([0-9a-f]{32})(\.jpg|-(?:400|800|1200)\.(?:avif|webp))$/;
export const photoPathOf = (id: string) => `/media/${id}.jpg`;

/** The photo's size as it stands upright (orientations 5 to 8 turn it by a quarter). */
async function uprightSize(bytes: Buffer): Promise<{ width: number; height: number }> {
  const { width = 0, height = 0, orientation = 1 } = await sharp(bytes, { limitInputPixels: LIMITS.maxCrateImagePixels ** 2 }).metadata();
  return orientation >= 5 ? { width: height, height: width } : { width, height };
}

/**
 * Checks, encodes and keeps an uploaded photo; answers its path. Refused: anything but a JPEG, PNG or WebP by its
 * bytes, a file over LIBRARY_PHOTO_MAX_BYTES or over 8000 px a side, one that does not decode cleanly, and one too
 * small to fill the site's 1200 × 800 picture without being enlarged. A photo kept already is not encoded again.
 */
export async function storePhoto(bytes: Buffer, userId: number | null): Promise<StoredPhoto> {
  const checked = await checkPhoto(bytes, UPDATE_PHOTO_TYPES, LIBRARY_PHOTO_MAX_BYTES);
  if (!checked.ok) return { ok: false, error: checked.error === "validation.crateImageSize" ? "size" : "type" };
  const id = createHash("sha256").update(bytes).digest("hex").slice(0, 32);
  const { db } = await getDatabase();
  const [kept] = await db.select({ id: photos.id }).from(photos).where(eq(photos.id, id));
  if (kept) return { ok: true, path: photoPathOf(id), created: false };
  let files;
  try {
    const { width, height } = await uprightSize(bytes);
    if (width < IMAGE_WIDTH || height < IMAGE_HEIGHT) return { ok: false, error: "small" };
    files = await pictureFiles(await cropToPicture(sharp(bytes, { failOn: "error", limitInputPixels: LIMITS.maxCrateImagePixels ** 2, animated: false })));
  } catch {
    return { ok: false, error: "type" };
  }
  // Two uploads of the same file at once: the second insert finds the first and keeps it.
  const created = await transaction(db, async (tx) => {
    const inserted = await tx.insert(photos).values({ id, createdBy: userId }).onConflictDoNothing().returning({ id: photos.id });
    if (inserted.length === 0) return false;
    await tx.insert(photoFiles).values(files.map((file) => ({ photoId: id, suffix: file.suffix, type: file.type, bytes: file.bytes })));
    return true;
  });
  return { ok: true, path: photoPathOf(id), created };
}

/** One of a photo's files by its name (`{id}.jpg`, `{id}-800.avif` …), or undefined. */
export async function photoFile(name: string): Promise<{ bytes: Buffer; type: string } | undefined> {
  const match = FILE.exec(name);
  if (!match) return undefined;
  const { db } = await getDatabase();
  const [file] = await db
    .select({ bytes: photoFiles.bytes, type: photoFiles.type })
    .from(photoFiles)
    .where(and(eq(photoFiles.photoId, match[1]!), eq(photoFiles.suffix, match[2]!)));
  return file;
}

export interface LibraryPhoto {
  path: string;
  createdAt: Date;
  createdBy: string | null;
}

/** The library, newest first (the staff form's choices). */
export async function photoLibrary(limit = 200): Promise<LibraryPhoto[]> {
  const { db } = await getDatabase();
  const rows = await db
    .select({ id: photos.id, createdAt: photos.createdAt, createdBy: users.username })
    .from(photos)
    .leftJoin(users, eq(users.id, photos.createdBy))
    .orderBy(desc(photos.createdAt), photos.id)
    .limit(limit);
  return rows.map((row) => ({ path: photoPathOf(row.id), createdAt: row.createdAt, createdBy: row.createdBy }));
}
