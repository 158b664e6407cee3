import { isUuid } from "~/database/uuid";
import { randomUUID } from "node:crypto";
import { and, desc, eq, inArray, isNotNull, isNull } from "drizzle-orm";
import type { Database, DatabaseExecutor } from "~/database/client.server";
import { media, products, unusedFiles, type PhotoVariant } from "~/database/schema";
import { replaceProductPhoto } from "./product-photo-copies.server";
import { MAX_PHOTO_MEGABYTES } from "~/modules/storage/image-limits";
import { ImageTooLargeError, InvalidImageError, storeImageVariants, type StoredImage } from "~/modules/storage/images.server";
import { mediaUrl } from "~/modules/storage/media-url";
import { UPLOAD_VARIANT_RECIPE } from "./image-variants.server";
import type { Storage } from "~/modules/storage/storage.server";
import { newTexts, replaceTexts, textColumns, writtenTextsOf } from "~/i18n/owner-texts";
import { baseKeyOfVariant, folderOf, siteImageOf, textsOfAlt, type ImageAlt, type SiteImage } from "./media";
import { mediaUses, summariseMediaUses, type MediaUse, type MediaUseSummary } from "./media-usage.server";
import { deleteRevisions } from "~/modules/revisions/revisions.server";
import { recordAltSave } from "./alt-revisions.server";
import type { RevisionAuthor } from "~/modules/revisions/revisions";

/** Library files live under their own prefix, one random base key per upload, so a replaced image never reuses an address. */
export const newMediaKey = (folder = "library") => `${folder}/${randomUUID()}`;

/** Every image upload, product photo or library image, has the product photo's limit. */
export const MAX_IMAGE_BYTES = MAX_PHOTO_MEGABYTES * 1024 * 1024;
/** An image plus a form's other fields and the multipart boundaries around them. */
export const MAX_IMAGE_REQUEST_BYTES = MAX_IMAGE_BYTES + 256 * 1024;

export type MediaServices = { db: Database; storage: Storage };

type MediaRow = typeof media.$inferSelect;

const largestJpeg = (variants: PhotoVariant[]) => variants.find((variant) => variant.format === "jpeg" && !variant.crop)!;

/** Resizes an uploaded image into its responsive variants and adds it to the library. */
export async function storeMedia(
  db: DatabaseExecutor,
  storage: Storage,
  upload: { bytes: Buffer; filename: string; alt?: { en: string; zh: string }; baseKey?: string },
  uploadedBy: string | null,
): Promise<SiteImage & { stored: StoredImage }> {
  const baseKey = upload.baseKey ?? newMediaKey();
  const stored = await storeImageVariants(storage, upload.bytes, baseKey);
  const row = await addStoredImage(db, { baseKey, stored, filename: upload.filename, alt: upload.alt }, uploadedBy);
  return { ...siteImageOf(row), stored };
}

/** Adds to the library an image whose variants are stored under `baseKey` already, made by `recipe` (an upload's unless told). */
export async function addStoredImage(
  db: DatabaseExecutor,
  image: { baseKey: string; stored: StoredImage; filename: string; alt?: { en: string; zh: string }; recipe?: number },
  uploadedBy: string | null,
): Promise<MediaRow> {
  const largest = largestJpeg(image.stored.variants);
  const [row] = await db
    .insert(media)
    .values({
      baseKey: image.baseKey,
      filename: image.filename,
      width: largest.width,
      height: largest.height,
      variants: image.stored.variants,
      variantRecipe: image.recipe ?? UPLOAD_VARIANT_RECIPE,
      ...(image.alt && textColumns(newTexts(textsOfAlt(image.alt), new Date()))),
      uploadedBy,
    })
    .returning();
  return row!;
}

export type ImageUploadError = { ok: false; status: 400 | 413 | 415; code: "noFile" | "photoTooLarge" | "tooManyPixels" | "notAnImage" };

/** The original file name as shown in the library: no folders, at most 200 characters. */
export function uploadedFilename(file: File): string {
  return (file.name.split(/[\\/]/).pop() ?? "").trim().slice(0, 200) || "image";
}

async function readImageFile(file: unknown): Promise<{ ok: true; bytes: Buffer; filename: string } | ImageUploadError> {
  if (!(file instanceof File) || file.size === 0) return { ok: false, status: 400, code: "noFile" };
  if (file.size > MAX_IMAGE_BYTES) return { ok: false, status: 413, code: "photoTooLarge" };
  return { ok: true, bytes: Buffer.from(await file.arrayBuffer()), filename: uploadedFilename(file) };
}

/** sharp's refusals as the upload's error codes; anything else is a real failure. */
function imageError(error: unknown): ImageUploadError {
  if (error instanceof ImageTooLargeError) return { ok: false, status: 413, code: "tooManyPixels" };
  if (error instanceof InvalidImageError) return { ok: false, status: 415, code: "notAnImage" };
  throw error;
}

/**
 * Checks an uploaded file by its content (sharp reads it), stores its resized variants and adds it
 * to the library. Product photos pass their own base key under "saide/".
 */
export async function storeUploadedImage(
  { db, storage }: MediaServices,
  file: unknown,
  options: { uploadedBy: string | null; baseKey?: string },
): Promise<{ ok: true; image: SiteImage & { stored: StoredImage } } | ImageUploadError> {
  const read = await readImageFile(file);
  if (!read.ok) return read;
  try {
    return {
      ok: true,
      image: await storeMedia(db, storage, { bytes: read.bytes, filename: read.filename, baseKey: options.baseKey }, options.uploadedBy),
    };
  } catch (error) {
    return imageError(error);
  }
}

/** An image with the first places it is used (`uses`) and how many there are (`useCount`). */
export type MediaItem = SiteImage & {
  createdAt: Date;
  updatedAt: Date;
  unusedSince: Date | null;
  version: number;
  uses: MediaUse[];
  useCount: number;
};

function mediaItemOf(row: MediaRow, { uses, count }: MediaUseSummary): MediaItem {
  return {
    ...siteImageOf(row),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    unusedSince: row.unusedSince,
    version: row.version,
    uses,
    useCount: count,
  };
}

/** The whole library, newest first, each image with the first `usesShown` places it is used and their count. */
export async function listMediaLibrary(db: Database, usesShown: number): Promise<MediaItem[]> {
  const rows = await db.select().from(media).orderBy(desc(media.createdAt), desc(media.id));
  const uses = await summariseMediaUses(db, rows, usesShown);
  return rows.map((row) => mediaItemOf(row, uses.get(row.id)!));
}

async function findRow(db: DatabaseExecutor, id: string): Promise<MediaRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.select().from(media).where(eq(media.id, id)).limit(1);
  return row ?? null;
}

/** One image with where it is used, or null when there is no such image (any more). */
export async function getMediaItem(db: Database, id: string): Promise<MediaItem | null> {
  const row = await findRow(db, id);
  if (!row) return null;
  const uses = await mediaUses(db, row);
  return mediaItemOf(row, { uses, count: uses.length });
}

export type MediaSaveResult = "saved" | "changed-meanwhile" | "not-found";

/** Every image's (or one's) alt texts with their times and version, oldest first, for the files for translators. */
export async function listImageTexts(db: DatabaseExecutor, id?: string) {
  if (id !== undefined && !isUuid(id)) return [];
  return db
    .select({ id: media.id, filename: media.filename, texts: media.texts, textTimes: media.textTimes, version: media.version })
    .from(media)
    .where(id === undefined ? undefined : eq(media.id, id))
    .orderBy(media.createdAt, media.id);
}

/**
 * Saves the alt texts, in every language (the editor's, an imported translation's, a restored revision's), unless
 * someone changed the image since `loadedVersion`, keeping the replaced texts as a revision.
 */
export async function saveMediaAlt(
  db: Database,
  id: string,
  alt: ImageAlt,
  loadedVersion: number,
  author: RevisionAuthor,
): Promise<MediaSaveResult> {
  if (!isUuid(id)) return "not-found";
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(media).where(eq(media.id, id)).limit(1).for("update");
    if (!current) return "not-found";
    if (current.version !== loadedVersion) return "changed-meanwhile";
    const now = new Date();
    const texts = textsOfAlt(alt);
    await tx
      .update(media)
      .set({ ...textColumns(replaceTexts(writtenTextsOf(current), texts, now)), version: loadedVersion + 1, updatedAt: now })
      .where(eq(media.id, id));
    await recordAltSave(tx, "image", id, current, texts, author);
    return "saved";
  });
}

/** Marks files as unused from `since`, for the clean-up to delete once the grace period is over. */
async function retireFiles(executor: DatabaseExecutor, keys: string[], since: Date): Promise<void> {
  if (keys.length === 0) return;
  await executor
    .insert(unusedFiles)
    .values(keys.map((key) => ({ key, unusedSince: since })))
    .onConflictDoNothing();
}

async function deleteFiles(storage: Storage, keys: string[]): Promise<void> {
  await Promise.all(keys.map((key) => storage.delete(key)));
}

/**
 * Stores a new file for an existing image under a new base key (media addresses are cached as never
 * changing), so everything that uses the image by id shows the new picture, and products showing it
 * get the new files. The old files stay for the grace period, for pages cached with their addresses.
 */
export async function replaceMedia(
  { db, storage }: MediaServices,
  id: string,
  file: unknown,
  loadedVersion: number,
  now = new Date(),
): Promise<{ ok: true; image: SiteImage } | ImageUploadError | { ok: false; status: 404 | 409; code: "notFound" | "changedMeanwhile" }> {
  const current = await findRow(db, id);
  if (!current) return { ok: false, status: 404, code: "notFound" };
  if (current.version !== loadedVersion) return { ok: false, status: 409, code: "changedMeanwhile" };
  const read = await readImageFile(file);
  if (!read.ok) return read;
  const baseKey = newMediaKey(folderOf(current.baseKey) || "library");
  let stored: StoredImage;
  try {
    stored = await storeImageVariants(storage, read.bytes, baseKey);
  } catch (error) {
    return imageError(error);
  }
  const largest = largestJpeg(stored.variants);
  const replaced = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(media)
      .set({
        baseKey,
        filename: read.filename,
        width: largest.width,
        height: largest.height,
        variants: stored.variants,
        variantRecipe: UPLOAD_VARIANT_RECIPE,
        version: loadedVersion + 1,
        updatedAt: now,
      })
      .where(and(eq(media.id, id), eq(media.version, loadedVersion)))
      .returning();
    if (!row) return null;
    await replaceProductPhoto(tx, current.baseKey, stored);
    await retireFiles(
      tx,
      current.variants.map((variant) => variant.key),
      now,
    );
    return row;
  });
  if (!replaced) {
    await deleteFiles(
      storage,
      stored.variants.map((variant) => variant.key),
    );
    return { ok: false, status: 409, code: "changedMeanwhile" };
  }
  return { ok: true, image: siteImageOf(replaced) };
}

export type MediaDeleteResult = { status: "deleted"; filename: string } | { status: "in-use"; uses: MediaUse[] } | { status: "not-found" };

/**
 * Deletes an image nothing uses, with its files; refused, naming the uses, while anything uses it.
 * Unused means unseen by buyers, so the files go at once rather than after the grace period.
 */
export async function deleteMedia({ db, storage }: MediaServices, id: string): Promise<MediaDeleteResult> {
  const outcome = await db.transaction(async (tx): Promise<MediaDeleteResult | { status: "removed"; row: MediaRow }> => {
    if (!isUuid(id)) return { status: "not-found" };
    const [row] = await tx.select().from(media).where(eq(media.id, id)).for("update").limit(1);
    if (!row) return { status: "not-found" };
    const uses = await mediaUses(tx, row);
    if (uses.length > 0) return { status: "in-use", uses };
    await tx.delete(media).where(eq(media.id, id));
    await deleteRevisions(tx, "image", id);
    return { status: "removed", row };
  });
  if (outcome.status !== "removed") return outcome;
  await deleteFiles(
    storage,
    outcome.row.variants.map((variant) => variant.key),
  );
  return { status: "deleted", filename: outcome.row.filename };
}

/**
 * Adds every product photo not yet in the library (the demo seed's, uploads from before the
 * library) as a library image, keyed by its base key, so doing it again adds nothing. Photos
 * without stored sizes (an address typed in) have no base key to own and stay as they are.
 */
export async function adoptProductPhotos(db: Database): Promise<number> {
  const rows = await db
    .select({
      photoUrl: products.photoUrl,
      filename: products.filename,
      variants: products.photoVariants,
      createdAt: products.createdAt,
      addedBy: products.addedBy,
    })
    .from(products)
    .orderBy(products.createdAt);
  const photos = new Map<string, (typeof rows)[number]>();
  for (const row of rows) {
    const jpeg = row.variants.find((variant) => variant.format === "jpeg" && mediaUrl(variant.key) === row.photoUrl);
    const baseKey = jpeg ? baseKeyOfVariant(jpeg.key) : null;
    if (baseKey && !photos.has(baseKey)) photos.set(baseKey, row);
  }
  if (photos.size === 0) return 0;
  const adopted = await db
    .insert(media)
    .values(
      [...photos].map(([baseKey, photo]) => {
        const largest = largestJpeg(photo.variants);
        return {
          baseKey,
          filename: photo.filename || baseKey.split("/").pop()!,
          width: largest.width,
          height: largest.height,
          variants: photo.variants,
          uploadedBy: photo.addedBy,
          createdAt: photo.createdAt,
          updatedAt: photo.createdAt,
        };
      }),
    )
    .onConflictDoNothing({ target: media.baseKey })
    .returning({ id: media.id });
  return adopted.length;
}

/** Records which images nothing uses and since when, for the library to show; an image used again is cleared. */
export async function markUnusedMedia(db: Database, now: Date): Promise<{ unused: number }> {
  const rows = await db.select({ id: media.id, baseKey: media.baseKey }).from(media);
  const uses = await summariseMediaUses(db, rows, 0);
  const unused = rows.filter((row) => uses.get(row.id)!.count === 0).map((row) => row.id);
  const used = rows.filter((row) => uses.get(row.id)!.count > 0).map((row) => row.id);
  if (unused.length > 0)
    await db
      .update(media)
      .set({ unusedSince: now })
      .where(and(inArray(media.id, unused), isNull(media.unusedSince)));
  if (used.length > 0)
    await db
      .update(media)
      .set({ unusedSince: null })
      .where(and(inArray(media.id, used), isNotNull(media.unusedSince)));
  return { unused: unused.length };
}

/** The library images with these ids; ids of deleted images are simply absent, so a page shows nothing rather than breaking. */
export async function resolveImages(db: DatabaseExecutor, ids: readonly (string | null | undefined)[]): Promise<Map<string, SiteImage>> {
  const wanted = [...new Set(ids.filter((id): id is string => typeof id === "string" && isUuid(id)))];
  if (wanted.length === 0) return new Map();
  const rows = await db.select().from(media).where(inArray(media.id, wanted));
  return new Map(rows.map((row) => [row.id, siteImageOf(row)]));
}

/** Every library image, newest first, for the dashboard's image pickers. */
export async function listMediaChoices(db: DatabaseExecutor): Promise<SiteImage[]> {
  const rows = await db.select().from(media).orderBy(desc(media.createdAt), desc(media.id));
  return rows.map(siteImageOf);
}

export type MediaUploadResult =
  | { ok: true; id: string; filename: string; replaced: boolean }
  | ImageUploadError
  | { ok: false; status: 404 | 409; code: "notFound" | "changedMeanwhile" };

/** The library's upload form, with or without JavaScript: a new image, or a new file for the image it replaces. */
export async function receiveMediaUpload(
  services: MediaServices,
  form: { file: File; replaces?: string; version?: number },
  uploadedBy: string,
): Promise<MediaUploadResult> {
  if (form.replaces !== undefined && form.version !== undefined) {
    const replaced = await replaceMedia(services, form.replaces, form.file, form.version);
    return replaced.ok ? { ok: true, id: replaced.image.id, filename: replaced.image.filename, replaced: true } : replaced;
  }
  const stored = await storeUploadedImage(services, form.file, { uploadedBy });
  return stored.ok ? { ok: true, id: stored.image.id, filename: stored.image.filename, replaced: false } : stored;
}
