import type { AdminMessages } from "~/i18n/en";
import { attributeLimits } from "~/modules/catalogue/product-attribute-form";
import { productLimits, type ProductFieldErrorCode } from "~/modules/catalogue/product-form";
import { MAX_IMAGE_MEGAPIXELS, MAX_PHOTO_MEGABYTES } from "~/modules/storage/image-limits";

const textsIn = ({
  products: { errors },
  attributes: { productErrors: attributeErrors },
}: AdminMessages): Record<ProductFieldErrorCode, string> => ({
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
  optionUnknown: attributeErrors.optionUnknown,
  thicknessInvalid: attributeErrors.thicknessInvalid(attributeLimits.thicknessMm.min, attributeLimits.thicknessMm.max),
  tooManyValues: attributeErrors.tooManyValues(attributeLimits.listItems, attributeLimits.listItemLength),
  slabSizeInvalid: attributeErrors.slabSizeInvalid(attributeLimits.slabMm.min, attributeLimits.slabMm.max, attributeLimits.slabLabel),
  specRowInvalid: attributeErrors.specRowInvalid,
});

/** The dashboard's sentence for an error code of the product form or the photo upload. */
export function productErrorText(code: string, messages: AdminMessages): string {
  const texts = textsIn(messages);
  return code in texts ? texts[code as ProductFieldErrorCode] : messages.products.errors.uploadFailed;
}
