import { randomBytes } from "node:crypto";
import { MAX_IMAGE_REQUEST_BYTES, storeUploadedImage, type ImageUploadError, type MediaServices } from "~/modules/media/media.server";
import type { StoredImage } from "~/modules/storage/images.server";

/** A photo plus the form's other fields and the multipart boundaries around them. */
export const MAX_PRODUCT_REQUEST_BYTES = MAX_IMAGE_REQUEST_BYTES;

/** Uploaded product photos live under the "saide/" folder (docs/requirements/rules-and-limits.md#upload-limits). */
export const PHOTO_FOLDER = "saide/";

/**
 * The storage name of an uploaded photo: the "saide/" folder and the file name made safe, plus a
 * random suffix, because media addresses are cached for a year and a re-upload must not show the old file (docs/requirements/rules-and-limits.md#upload-limits).
 * A photo imported from a spreadsheet's zip is named by its content's hash instead, so importing it again finds it stored.
 */
export function photoStorageKey(fileName: string, suffix = randomBytes(4).toString("hex")): string {
  const stem = (fileName.split(/[\\/]/).pop() ?? "")
    .replace(/\.[^.]*$/, "")
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .slice(0, 60)
    .replace(/^-+|-+$/g, "");
  return `${PHOTO_FOLDER}${stem || "photo"}-${suffix}`;
}

export type PhotoUploadOutcome = { ok: true; image: StoredImage } | ImageUploadError;

/**
 * Checks the uploaded file by its content (sharp reads it) and stores its resized variants under
 * the "saide/" folder (docs/requirements/rules-and-limits.md#upload-limits); the photo joins the media library like every other uploaded image.
 */
export async function storeUploadedPhoto(
  services: MediaServices,
  file: FormDataEntryValue | null,
  uploadedBy: string,
): Promise<PhotoUploadOutcome> {
  const name = file instanceof File ? file.name : "";
  const upload = await storeUploadedImage(services, file, { uploadedBy, baseKey: photoStorageKey(name) });
  return upload.ok ? { ok: true, image: upload.image.stored } : upload;
}
