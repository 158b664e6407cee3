import { messagesFor } from "~/i18n/catalogs";
import type { MediaUploadResult } from "~/modules/media/media.server";
import { MAX_IMAGE_MEGAPIXELS, MAX_PHOTO_MEGABYTES } from "~/modules/storage/image-limits";

const errors = messagesFor("zh").admin.media.errors;

type MediaErrorCode = Extract<MediaUploadResult, { ok: false }>["code"];

const texts: Record<MediaErrorCode, string> = {
  noFile: errors.noFile,
  photoTooLarge: errors.photoTooLarge(MAX_PHOTO_MEGABYTES),
  tooManyPixels: errors.tooManyPixels(MAX_IMAGE_MEGAPIXELS),
  notAnImage: errors.notAnImage,
  notFound: errors.notFound,
  changedMeanwhile: errors.replacedMeanwhile,
};

/** The dashboard's sentence for a refused image upload or replacement. */
export function mediaErrorText(code: MediaErrorCode): string {
  return texts[code];
}
