import { z } from "zod";
import type { adminWebPagesEn } from "~/i18n/admin-web-pages";
import type { TranslatedLanguage } from "~/i18n/languages";
import { translationFormValues, translationsField } from "~/i18n/translations-form";
import { seenFields } from "./page-documents";
import { translationsWithBlanks, writeDocumentTexts } from "./document-texts";
import { ownPageTexts, seoLimits, seoPages, type OwnPageTexts, type PageSeoTexts, type SeoPage } from "./page-seo";

/**
 * The search-texts editor's form: a title and description per page and language, named e.g. `homeTitleEn`,
 * and each page's texts in the added languages (`homeTranslations.es.title`) (docs/requirements/languages.md#owner-texts-in-every-language).
 */
type Text = typeof adminWebPagesEn;

export const seoFieldKinds = ["TitleEn", "DescriptionEn", "TitleZh", "DescriptionZh"] as const;
type SeoFieldKind = (typeof seoFieldKinds)[number];
export type SeoFormField = `${SeoPage}${SeoFieldKind}`;
export type SeoTranslationsField = `${SeoPage}Translations`;
export const seoTranslationFields = ["title", "description"] as const satisfies readonly (keyof OwnPageTexts)[];
export const translationsFieldOf = (page: SeoPage): SeoTranslationsField => `${page}Translations`;

const limitOf = {
  TitleEn: seoLimits.en.title,
  DescriptionEn: seoLimits.en.description,
  TitleZh: seoLimits.zh.title,
  DescriptionZh: seoLimits.zh.description,
};
export const seoFieldLimit = (kind: SeoFieldKind) => limitOf[kind];

export function pageSeoFormSchema(text: Text) {
  const seoText = (max: number) => z.string().trim().max(max, text.errors.tooLong(max)).default("");
  const fields = Object.fromEntries(
    seoPages.flatMap((page) => seoFieldKinds.map((kind) => [`${page}${kind}`, seoText(limitOf[kind])])),
  ) as Record<SeoFormField, z.ZodDefault<z.ZodString>>;
  const translations = translationsField({ title: seoText(seoLimits.en.title), description: seoText(seoLimits.en.description) });
  const translated = Object.fromEntries(seoPages.map((page) => [translationsFieldOf(page), translations])) as Record<
    SeoTranslationsField,
    typeof translations
  >;
  return z.object({ ...seenFields, ...fields, ...translated });
}

export type PageSeoForm = z.output<ReturnType<typeof pageSeoFormSchema>>;
type PageSeoTextsForm = Omit<PageSeoForm, keyof typeof seenFields>;
type PageSeoFormValues = Record<SeoFormField, string> & Record<SeoTranslationsField, Record<TranslatedLanguage, OwnPageTexts>>;

export function pageSeoFormValues(texts: PageSeoTexts): PageSeoFormValues {
  return Object.fromEntries(
    seoPages.flatMap((page) => {
      const [en, zh] = [ownPageTexts(texts, page, "en"), ownPageTexts(texts, page, "zh")];
      return [
        [`${page}TitleEn`, en.title],
        [`${page}DescriptionEn`, en.description],
        [`${page}TitleZh`, zh.title],
        [`${page}DescriptionZh`, zh.description],
        [translationsFieldOf(page), translationFormValues(texts[page].texts, seoTranslationFields)],
      ];
    }),
  ) as PageSeoFormValues;
}

/** The texts the editor saves over `current`: each page's texts written `at` where they changed. */
export function pageSeoFromForm(form: PageSeoTextsForm, current: PageSeoTexts, at: Date): PageSeoTexts {
  const page = (name: SeoPage) =>
    writeDocumentTexts(
      current[name],
      {
        en: { title: form[`${name}TitleEn`], description: form[`${name}DescriptionEn`] },
        zh: { title: form[`${name}TitleZh`], description: form[`${name}DescriptionZh`] },
        ...translationsWithBlanks(form[translationsFieldOf(name)], seoTranslationFields),
      },
      at,
    );
  return { home: page("home"), about: page("about"), brand: page("brand"), news: page("news"), contact: page("contact") };
}
