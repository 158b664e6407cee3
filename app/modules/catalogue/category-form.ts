import { z } from "zod";
import type { adminCategoriesEn } from "~/i18n/admin-categories";

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
  });
}

export type CategoryForm = z.output<ReturnType<typeof categoryFormSchema>>;
export type CategoryFormField = Exclude<keyof CategoryForm, "version">;

/** What the owner edits of a category; also what each of its revisions keeps. */
export type CategoryContent = {
  slug: string;
  titleEn: string;
  titleZh: string;
  descriptionEn: string;
  descriptionZh: string;
  imageId: string | null;
  visible: boolean;
};

export const categoryContentSchema = z.object({
  slug: z.string().regex(SLUG_PATTERN).max(categoryLimits.slug),
  titleEn: z.string().min(1).max(categoryLimits.title),
  titleZh: z.string().min(1).max(categoryLimits.title),
  descriptionEn: z.string().max(categoryLimits.description),
  descriptionZh: z.string().max(categoryLimits.description),
  imageId: z.uuid().nullable(),
  visible: z.boolean(),
});

export function categoryFromForm(form: CategoryForm): CategoryContent {
  const { slug, titleEn, titleZh, descriptionEn, descriptionZh, imageId, visible } = form;
  return { slug, titleEn, titleZh, descriptionEn, descriptionZh, imageId: imageId === "" ? null : imageId, visible };
}

/** The form's text values for a stored category, as Conform fills the fields with them. */
export function categoryFormValues(content: CategoryContent): Record<CategoryFormField, string> {
  return {
    slug: content.slug,
    titleEn: content.titleEn,
    titleZh: content.titleZh,
    descriptionEn: content.descriptionEn,
    descriptionZh: content.descriptionZh,
    imageId: content.imageId ?? "",
    visible: content.visible ? "on" : "",
  };
}
