import { messagesFor } from "~/i18n/language";
import { productLimits, type ProductFieldErrorCode } from "~/modules/catalogue/product-form";
import { MAX_PHOTO_MEGABYTES } from "~/modules/catalogue/photo-limits";
import { MAX_IMAGE_MEGAPIXELS } from "~/modules/storage/image-limits";

const errors = messagesFor("zh").admin.products.errors;

const texts: Record<ProductFieldErrorCode, string> = {
  required: errors.required,
  titleTooLong: errors.titleTooLong(productLimits.title),
  descriptionTooLong: errors.descriptionTooLong(productLimits.description),
  tooManyKeywords: errors.tooManyKeywords(productLimits.keywords, productLimits.keywordLength),
  categoryUnknown: errors.categoryUnknown,
  photoUrlInvalid: errors.photoUrlInvalid,
  photoVariantsInvalid: errors.photoVariantsInvalid,
  photoTooLarge: errors.photoTooLarge(MAX_PHOTO_MEGABYTES),
  tooManyPixels: errors.tooManyPixels(MAX_IMAGE_MEGAPIXELS),
  notAnImage: errors.notAnImage,
  noFile: errors.noFile,
};

/** The dashboard's sentence for an error code of the product form or the photo upload. */
export function productErrorText(code: string): string {
  return code in texts ? texts[code as ProductFieldErrorCode] : errors.uploadFailed;
}
