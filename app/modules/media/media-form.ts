import { z } from "zod";
import type { AltTranslation } from "~/database/schema";
import type { adminMediaEn } from "~/i18n/admin-media";
import type { TranslatedLanguage } from "~/i18n/languages";
import { flatTranslationValues, translationFormValues, translationsField } from "~/i18n/translations-form";
import { MAX_PHOTO_MEGABYTES } from "~/modules/storage/image-limits";
import { altTranslations, type ImageAlt } from "./media";

type Text = typeof adminMediaEn;

export const MAX_ALT_LENGTH = 300;
const MAX_IMAGE_BYTES = MAX_PHOTO_MEGABYTES * 1024 * 1024;

/**
 * The fields of an alt text editor, a library image's or a product photo's: the first two languages and one per language
 * added later, each within the same limit; an added language left blank is not stored, so the English shows (docs/requirements/languages.md#owner-texts-in-every-language).
 */
export function altFormFields(text: { errors: { tooLong: (max: number) => string } }) {
  const alt = z.string().trim().max(MAX_ALT_LENGTH, text.errors.tooLong(MAX_ALT_LENGTH)).default("");
  return { altEn: alt, altZh: alt, translations: translationsField({ alt }) };
}

/** The alt texts of one image, one schema for the browser and the server; `version` is the one the editor loaded. */
export function mediaAltFormSchema(text: Text) {
  return z.object({ version: z.coerce.number().int().min(1), ...altFormFields(text) });
}

const altTranslationFields = ["alt"] as const satisfies readonly (keyof AltTranslation)[];

/** An alt editor's values: every field as text, blank where nothing is written. */
export type AltFormValues = { altEn: string; altZh: string; translations: Record<TranslatedLanguage, AltTranslation> };

export const altFormValues = (alt: ImageAlt): AltFormValues => ({
  altEn: alt.en,
  altZh: alt.zh,
  translations: translationFormValues(altTranslations(alt), altTranslationFields),
});

/** Every alt field by its form name ("altEn", "translations.es.alt"), to compare two saves field by field. */
export const flatAltFormValues = ({ translations, ...fields }: AltFormValues): Record<string, string> => ({
  ...fields,
  ...flatTranslationValues(translations),
});

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
    .refine((form) => (form.replaces === undefined) === (form.version === undefined), {
      path: ["version"],
      message: text.errors.changedMeanwhile,
    });
}

export type MediaUploadForm = z.output<ReturnType<typeof mediaUploadFormSchema>>;
