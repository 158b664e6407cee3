import { z } from "zod";
import type { adminWebPagesEn } from "~/i18n/admin-web-pages";
import { seenFields } from "./page-documents";
import { seoLimits, seoPages, type PageSeoTexts, type SeoPage } from "./page-seo";

/** The search-texts editor's form: a title and description per page and language, named e.g. `homeTitleEn`. */
type Text = typeof adminWebPagesEn;

export const seoFieldKinds = ["TitleEn", "DescriptionEn", "TitleZh", "DescriptionZh"] as const;
type SeoFieldKind = (typeof seoFieldKinds)[number];
export type SeoFormField = `${SeoPage}${SeoFieldKind}`;

const limitOf = { TitleEn: seoLimits.en.title, DescriptionEn: seoLimits.en.description, TitleZh: seoLimits.zh.title, DescriptionZh: seoLimits.zh.description };
export const seoFieldLimit = (kind: SeoFieldKind) => limitOf[kind];

export function pageSeoFormSchema(text: Text) {
  const fields = Object.fromEntries(
    seoPages.flatMap((page) => seoFieldKinds.map((kind) => [`${page}${kind}`, z.string().trim().max(limitOf[kind], text.errors.tooLong(limitOf[kind])).default("")])),
  ) as Record<SeoFormField, z.ZodDefault<z.ZodString>>;
  return z.object({ ...seenFields, ...fields });
}

export type PageSeoForm = z.output<ReturnType<typeof pageSeoFormSchema>>;

export function pageSeoFormValues(texts: PageSeoTexts): Record<SeoFormField, string> {
  return Object.fromEntries(
    seoPages.flatMap((page) => [
      [`${page}TitleEn`, texts[page].en.title],
      [`${page}DescriptionEn`, texts[page].en.description],
      [`${page}TitleZh`, texts[page].zh.title],
      [`${page}DescriptionZh`, texts[page].zh.description],
    ]),
  ) as Record<SeoFormField, string>;
}

export function pageSeoFromForm(form: Record<SeoFormField, string>): PageSeoTexts {
  const page = (name: SeoPage) => ({
    en: { title: form[`${name}TitleEn`], description: form[`${name}DescriptionEn`] },
    zh: { title: form[`${name}TitleZh`], description: form[`${name}DescriptionZh`] },
  });
  return { home: page("home"), about: page("about"), brand: page("brand"), news: page("news"), contact: page("contact") };
}
