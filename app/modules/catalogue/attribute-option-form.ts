import { z } from "zod";
import { attributeKinds } from "~/database/schema";
import type { adminAttributesEn } from "~/i18n/admin-attributes";
import type { AttributeOptionTexts } from "~/database/schema";
import type { TranslatedLanguage } from "~/i18n/languages";
import { ownTextIn, type LanguageTexts } from "~/i18n/owner-texts";
import { storedTextsSchema, textsFromForm, translationFormValues, translationsField, translationsOf } from "~/i18n/translations-form";
import { SLUG_PATTERN } from "./category-form";

/**
 * The form that adds or edits one option of a managed list (colour family, pattern, finish), one
 * schema for the browser and the server. The slug is the option's value in the Brand Center's
 * filter addresses; left empty, it is made from the English label.
 */
type Text = typeof adminAttributesEn;

export const ATTRIBUTES_PATH = "/dashboard/attributes";

export const attributeOptionLimits = { label: 60, slug: 60 } as const;

/** "Gold / Brown" → "gold-brown", "Crème" → "creme"; nothing left of a Chinese-only label. */
export function slugFromLabel(label: string): string {
  return label
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, attributeOptionLimits.slug)
    .replace(/-+$/, "");
}

/** The typed slug, or the one made from the English label when none was typed. */
const slugOf = (form: { slug: string; labelEn: string }) => form.slug || slugFromLabel(form.labelEn);

export function attributeOptionFormSchema(text: Text) {
  const errors = text.errors;
  const label = z
    .string(errors.required)
    .trim()
    .min(1, errors.required)
    .max(attributeOptionLimits.label, errors.tooLong(attributeOptionLimits.label));
  return z
    .object({
      kind: z.enum(attributeKinds),
      version: z.coerce.number().int().min(0).default(0),
      labelEn: label,
      labelZh: z.string().trim().max(attributeOptionLimits.label, errors.tooLong(attributeOptionLimits.label)).default(""),
      slug: z.string().trim().toLowerCase().max(attributeOptionLimits.slug, errors.tooLong(attributeOptionLimits.slug)).default(""),
      translations: translationsField({
        label: z.string().trim().max(attributeOptionLimits.label, errors.tooLong(attributeOptionLimits.label)).default(""),
      }),
    })
    .superRefine((form, context) => {
      if (!SLUG_PATTERN.test(slugOf(form))) context.addIssue({ code: "custom", path: ["slug"], message: errors.slugInvalid });
    });
}

export type AttributeOptionForm = z.output<ReturnType<typeof attributeOptionFormSchema>>;

/** What the owner edits of an option. */
export type AttributeOptionContent = { slug: string; texts: LanguageTexts<AttributeOptionTexts> };

/** An option as a revision stores it, read back before a restore. */
export const attributeOptionContentSchema = z.object({
  slug: z.string().regex(SLUG_PATTERN).max(attributeOptionLimits.slug),
  texts: storedTextsSchema({ label: z.string().min(1).max(attributeOptionLimits.label) }),
});

export function attributeOptionFromForm(form: AttributeOptionForm): AttributeOptionContent {
  return { slug: slugOf(form), texts: textsFromForm({ label: form.labelEn }, { label: form.labelZh }, form.translations) };
}

/** The editor's values of a stored option, its names in the added languages included (docs/requirements/languages.md#owner-texts-in-every-language). */
export type AttributeOptionFormValues = {
  slug: string;
  labelEn: string;
  labelZh: string;
  translations: Record<TranslatedLanguage, { label: string }>;
};

export const attributeOptionFormValues = (option: AttributeOptionContent): AttributeOptionFormValues => ({
  labelEn: option.texts.en.label,
  labelZh: ownTextIn(option.texts, "label", "zh") ?? "",
  slug: option.slug,
  translations: translationFormValues(translationsOf(option.texts), ["label"]),
});
