import { z } from "zod";
import type { ProductTexts, SpecRow } from "~/database/schema";
import { isWritten, translatedLanguages, type TranslatedLanguage } from "~/i18n/languages";
import type { LanguageTexts } from "~/i18n/owner-texts";
import { translationsField } from "~/i18n/translations-form";
import { splitKeywords } from "./comma-list";
import { splitParagraphs } from "./descriptions";
import {
  emptyProductAttributeForm,
  productAttributeFields,
  type AttributeErrorCode,
  type ProductAttributeFormValues,
} from "./product-attribute-form";

export { splitKeywords };

/**
 * The product editor's form, one schema for the browser (checked as the administrator types) and
 * the server (checked again before anything is stored). Issues carry error codes, not sentences:
 * the editor turns them into the dashboard's language.
 */
export const productLimits = { title: 200, description: 20_000, keywords: 30, keywordLength: 60, photoUrl: 500 } as const;

export type ProductFieldErrorCode =
  | "required"
  | "titleTooLong"
  | "descriptionTooLong"
  | "tooManyKeywords"
  | "categoryUnknown"
  | "photoUrlInvalid"
  | "photoVariantsInvalid"
  | "photoTooLarge"
  | "tooManyPixels"
  | "notAnImage"
  | "noFile"
  | AttributeErrorCode;

const code = (value: ProductFieldErrorCode) => ({ error: value });

const MEDIA_PREFIX = "/media/";

const keywordList = z
  .string()
  .default("")
  .transform(splitKeywords)
  .pipe(z.array(z.string().max(productLimits.keywordLength, code("tooManyKeywords"))).max(productLimits.keywords, code("tooManyKeywords")));

/** Conform hands the schema what was typed, an empty field as missing, and a ticked box as true. */
export const productFormSchema = z.object({
  titleEn: z.string(code("required")).trim().min(1, code("required")).max(productLimits.title, code("titleTooLong")),
  titleZh: z.string().trim().max(productLimits.title, code("titleTooLong")).default(""),
  descriptionEn: z
    .string(code("required"))
    .max(productLimits.description, code("descriptionTooLong"))
    .refine((description) => splitParagraphs(description).length > 0, code("required")),
  descriptionZh: z.string().max(productLimits.description, code("descriptionTooLong")).default(""),
  categoryId: z.string().max(200, code("categoryUnknown")).optional(),
  keywords: keywordList,
  keywordsZh: keywordList,
  // An unticked box is simply not sent, and means "no" (docs/requirements/rules-and-limits.md#saving-a-product; tests/e2e/admin-dashboard.test.ts).
  visible: z.boolean().default(false),
  homepage: z.boolean().default(false),
  photoUrl: z
    .string(code("required"))
    .trim()
    .max(productLimits.photoUrl, code("photoUrlInvalid"))
    .refine((url) => url.startsWith(MEDIA_PREFIX), code("photoUrlInvalid")),
  photoVariants: z.string().default("[]"),
  ...productAttributeFields,
  translations: translationsField({
    title: z.string().trim().max(productLimits.title, code("titleTooLong")).default(""),
    description: z.string().max(productLimits.description, code("descriptionTooLong")).default("").transform(splitParagraphs),
    keywords: keywordList,
    applications: productAttributeFields.applicationsEn,
    specRows: productAttributeFields.specRowsEn,
  }),
});

export type ProductFormOutput = z.output<typeof productFormSchema>;

/** Only the fields written in a language other than English: an empty one shows the English. */
const writtenFields = (fields: Partial<ProductTexts>): Partial<ProductTexts> =>
  Object.fromEntries(Object.entries(fields).filter(([, text]) => isWritten(text)));

/**
 * The product's texts as the form gives them, keyed by language (docs/decisions/048-owner-texts-one-shape.md): the
 * English complete, the Chinese columns of the layout and each added language's group as far as written.
 */
export function productTextsOf(form: ProductFormOutput): LanguageTexts<ProductTexts> {
  const texts: LanguageTexts<ProductTexts> = {
    en: {
      title: form.titleEn,
      description: splitParagraphs(form.descriptionEn),
      keywords: form.keywords,
      applications: form.applicationsEn,
      specRows: form.specRowsEn,
    },
  };
  const chinese = writtenFields({
    title: form.titleZh,
    description: splitParagraphs(form.descriptionZh),
    keywords: form.keywordsZh,
    applications: form.applicationsZh,
    specRows: form.specRowsZh,
  });
  if (Object.keys(chinese).length > 0) texts.zh = chinese;
  for (const language of translatedLanguages) {
    const written = writtenFields(form.translations[language] ?? {});
    if (Object.keys(written).length > 0) texts[language] = written;
  }
  return texts;
}

/** A product's texts in an added language, as the editor's fields hold them (docs/requirements/languages.md#owner-texts-in-every-language). */
export type ProductTranslationFormValues = {
  title: string;
  description: string;
  keywords: string;
  applications: string;
  specRows: SpecRow[];
};

const emptyTranslation: ProductTranslationFormValues = { title: "", description: "", keywords: "", applications: "", specRows: [] };

/** The values the editor starts from: a product's as stored, or a new product's. */
export type ProductFormValues = ProductAttributeFormValues & {
  titleEn: string;
  titleZh: string;
  descriptionEn: string;
  descriptionZh: string;
  categoryId: string;
  keywords: string;
  keywordsZh: string;
  visible: boolean;
  homepage: boolean;
  photoUrl: string;
  /** The stored sizes of the photo, as JSON, carried by a hidden field from the upload to the save. */
  photoVariants: string;
  translations: Record<TranslatedLanguage, ProductTranslationFormValues>;
};

export const emptyProductForm: ProductFormValues = {
  titleEn: "",
  titleZh: "",
  descriptionEn: "",
  descriptionZh: "",
  categoryId: "",
  keywords: "",
  keywordsZh: "",
  visible: true,
  homepage: true,
  photoUrl: "",
  photoVariants: "[]",
  ...emptyProductAttributeForm,
  translations: Object.fromEntries(
    translatedLanguages.map((language) => [language, emptyTranslation]),
  ) as ProductFormValues["translations"],
};
