import { z } from "zod";
import type { adminMediaEn } from "~/i18n/admin-media";
import { MAX_PHOTO_MEGABYTES } from "~/modules/storage/image-limits";

type Text = typeof adminMediaEn;

export const MAX_ALT_LENGTH = 300;
const MAX_IMAGE_BYTES = MAX_PHOTO_MEGABYTES * 1024 * 1024;

/** The alt texts of one image, one schema for the browser and the server; `version` is the one the editor loaded. */
export function mediaAltFormSchema(text: Text) {
  const alt = z.string().trim().max(MAX_ALT_LENGTH, text.errors.tooLong(MAX_ALT_LENGTH)).default("");
  return z.object({ version: z.coerce.number().int().min(1), altEn: alt, altZh: alt });
}

/**
 * An image upload: a new library image, or with `replaces` and the loaded `version` a new file for
 * an existing one. The same schema checks the form in the browser, in the page's action (without
 * JavaScript) and in the upload endpoint (with JavaScript, for the progress bar).
 */
export function mediaUploadFormSchema(text: Text) {
  return z
    .object({
      file: z.file(text.errors.noFile).min(1, text.errors.noFile).max(MAX_IMAGE_BYTES, text.errors.photoTooLarge(MAX_PHOTO_MEGABYTES)),
      replaces: z.uuid().optional(),
      version: z.coerce.number().int().min(1).optional(),
    })
    .refine((form) => (form.replaces === undefined) === (form.version === undefined), { path: ["version"], message: text.errors.changedMeanwhile });
}

export type MediaUploadForm = z.output<ReturnType<typeof mediaUploadFormSchema>>;
