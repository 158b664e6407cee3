import type { AdminMessages } from "~/i18n/en";
import type { MediaUploadResult } from "~/modules/media/media.server";
import { MAX_IMAGE_MEGAPIXELS, MAX_PHOTO_MEGABYTES } from "~/modules/storage/image-limits";

type MediaErrorCode = Extract<MediaUploadResult, { ok: false }>["code"];

const textsIn = ({ media: { errors } }: AdminMessages): Record<MediaErrorCode, string> => ({
  noFile: errors.noFile,
  photoTooLarge: errors.photoTooLarge(MAX_PHOTO_MEGABYTES),
  tooManyPixels: errors.tooManyPixels(MAX_IMAGE_MEGAPIXELS),
  notAnImage: errors.notAnImage,
  notFound: errors.notFound,
  changedMeanwhile: errors.replacedMeanwhile,
});

/** The dashboard's sentence for a refused image upload or replacement. */
export function mediaErrorText(code: MediaErrorCode, messages: AdminMessages): string {
  return textsIn(messages)[code];
}
