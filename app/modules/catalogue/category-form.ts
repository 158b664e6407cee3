import { z } from "zod";
import type { CategoryTexts } from "~/database/schema";
import type { adminCategoriesEn } from "~/i18n/admin-categories";
import type { TranslatedLanguage } from "~/i18n/languages";
import { ownTextIn, type LanguageTexts } from "~/i18n/owner-texts";
import {
  flatTranslationValues,
  storedTextsSchema,
  textsFromForm,
  translationFormValues,
  translationsField,
  translationsOf,
} from "~/i18n/translations-form";

/**
 * The category editor's form, one schema for the browser and the server. The slug is the
 * category's address in the Brand Center (`?category=<slug>`); the id behind it never changes, so
 * products and old links keep pointing at the category when the owner renames its address.
 */
type Text = typeof adminCategoriesEn;

/** The dashboard's list of categories. */
export const CATEGORIES_PATH = "/dashboard/categories";

export const categoryLimits = { slug: 80, title: 100, description: 1000 } as const;

/** Lowercase letters and digits in groups joined by single hyphens: "calacatta-series", "series-2". */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function categoryFormSchema(text: Text) {
  const errors = text.errors;
  const required = (max: number) => z.string(errors.required).trim().min(1, errors.required).max(max, errors.tooLong(max));
  const optional = (max: number) => z.string().trim().max(max, errors.tooLong(max)).default("");
  return z.object({
    version: z.coerce.number().int().min(0).default(0),
    slug: required(categoryLimits.slug).refine((slug) => SLUG_PATTERN.test(slug), errors.slugInvalid),
    titleEn: required(categoryLimits.title),
    titleZh: required(categoryLimits.title),
    descriptionEn: optional(categoryLimits.description),
    descriptionZh: optional(categoryLimits.description),
    imageId: z
      .string()
      .trim()
      .default("")
      .refine((id) => id === "" || z.uuid().safeParse(id).success, errors.imageUnknown),
    // An unticked box is not sent at all, and means "hidden".
    visible: z.boolean().default(false),
    translations: translationsField({ title: optional(categoryLimits.title), description: optional(categoryLimits.description) }),
  });
}

export type CategoryForm = z.output<ReturnType<typeof categoryFormSchema>>;
export type CategoryFormField = Exclude<keyof CategoryForm, "version" | "translations">;

const translatedFields = ["title", "description"] as const satisfies readonly (keyof CategoryTexts)[];

/** The editor's values: the fields as text, as Conform fills them, and the translations by language. */
export type CategoryFormValues = Record<CategoryFormField, string> & { translations: Record<TranslatedLanguage, CategoryTexts> };

/** What the owner edits of a category; also what each of its revisions keeps. */
export type CategoryContent = {
  slug: string;
  texts: LanguageTexts<CategoryTexts>;
  imageId: string | null;
  visible: boolean;
};

export const categoryContentSchema = z.object({
  slug: z.string().regex(SLUG_PATTERN).max(categoryLimits.slug),
  texts: storedTextsSchema({
    title: z.string().min(1).max(categoryLimits.title),
    description: z.string().max(categoryLimits.description),
  }),
  imageId: z.uuid().nullable(),
  visible: z.boolean(),
});

export function categoryFromForm(form: CategoryForm): CategoryContent {
  const { slug, titleEn, titleZh, descriptionEn, descriptionZh, imageId, visible, translations } = form;
  const texts = textsFromForm({ title: titleEn, description: descriptionEn }, { title: titleZh, description: descriptionZh }, translations);
  return { slug, texts, imageId: imageId === "" ? null : imageId, visible };
}

/** The form's values for a stored category, as Conform fills the fields with them. */
export function categoryFormValues(content: CategoryContent): CategoryFormValues {
  return {
    slug: content.slug,
    titleEn: content.texts.en.title,
    titleZh: ownTextIn(content.texts, "title", "zh") ?? "",
    descriptionEn: content.texts.en.description,
    descriptionZh: ownTextIn(content.texts, "description", "zh") ?? "",
    imageId: content.imageId ?? "",
    visible: content.visible ? "on" : "",
    translations: translationFormValues(translationsOf(content.texts), translatedFields),
  };
}

/** Every field of the form by its name, translations included, to compare two saves field by field. */
export function flatCategoryFormValues({ translations, ...fields }: CategoryFormValues): Record<string, string> {
  return { ...fields, ...flatTranslationValues(translations) };
}
