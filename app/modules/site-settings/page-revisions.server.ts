import type { DashboardLanguage } from "~/database/roles";
import type { AdminMessages } from "~/i18n/en";
import type { RevisionKind } from "~/modules/revisions/revisions.server";
import { revisionTexts, translatedFields, type LabelledFields } from "~/modules/revisions/revisions";
import { aboutPageSchema } from "./about-page";
import { aboutPageFormValues, aboutTextFields } from "./about-page-form";
import { homePageSchema } from "./home-page";
import { homePageFormValues, slideFormFields, slideTranslationFields } from "./home-page-form";
import { PAGE_DOCUMENT_ID, pageDocuments, type PageDocumentKey } from "./page-documents";
import { publishRevision, readPageDocument } from "./page-drafts.server";
import { pageSeoSchema, seoPages } from "./page-seo";
import { pageSeoFormValues, seoFieldKinds, seoTranslationFields, translationsFieldOf } from "./page-seo-form";
import { builtInImages } from "./site-images";

/** The label of each search text field, by the suffix of its form name. */
const seoLabels = {
  TitleEn: "titleEn",
  DescriptionEn: "descriptionEn",
  TitleZh: "titleZh",
  DescriptionZh: "descriptionZh",
} as const;

/** The site's own pictures are named by their file; a library upload by its id, which the media library shows. */
const pictureName = (reference: string) => builtInImages.find((image) => image.id === reference)?.filename ?? reference;

const editPaths: Record<PageDocumentKey, string> = {
  homePage: "/dashboard/web-pages",
  aboutPage: "/dashboard/web-pages/about",
  pageSeo: "/dashboard/web-pages/seo",
};

/** Restoring a revision publishes it at once, as the history page promises. */
function pageRevisions(key: PageDocumentKey, fields: (data: unknown, text: AdminMessages) => LabelledFields | null): RevisionKind {
  return {
    async current(db, entityId, language?: DashboardLanguage) {
      if (entityId !== PAGE_DOCUMENT_ID) return null;
      return { title: revisionTexts(language).revisions.records[pageDocuments[key]], version: (await readPageDocument(db, key)).version };
    },
    editPath: () => editPaths[key],
    fields: (data, { language }) => fields(data, revisionTexts(language)),
    async restore(db, entityId, data, loadedVersion, author) {
      if (entityId !== PAGE_DOCUMENT_ID) return "not-found";
      return publishRevision(db, key, data, loadedVersion, author);
    },
  };
}

export const homePageRevisions = pageRevisions("homePage", (data, text) => {
  const parsed = homePageSchema.safeParse(data);
  if (!parsed.success) return null;
  const values = homePageFormValues(parsed.data);
  const labels = text.webPages.home;
  return {
    ...Object.fromEntries(
      values.slides.flatMap((slide, index) => [
        [`${labels.slide(index + 1)} · ${labels.image}`, pictureName(slide.image)],
        ...slideFormFields.map((field) => [`${labels.slide(index + 1)} · ${labels[field]}`, slide[field]]),
        ...Object.entries(
          translatedFields(
            slide.translations,
            Object.fromEntries(
              slideTranslationFields.map((field) => [field, `${labels.slide(index + 1)} · ${text.translations.slide[field]}`]),
            ),
            text.translations,
          ),
        ),
      ]),
    ),
    [labels.interval]: values.intervalSeconds,
    [labels.modalTitleEn]: values.modalTitleEn,
    [labels.modalTextEn]: values.modalTextEn,
    [labels.modalTitleZh]: values.modalTitleZh,
    [labels.modalTextZh]: values.modalTextZh,
    ...translatedFields(values.modalTranslations, text.translations.modal, text.translations),
  };
});

export const aboutPageRevisions = pageRevisions("aboutPage", (data, text) => {
  const parsed = aboutPageSchema.safeParse(data);
  if (!parsed.success) return null;
  const values = aboutPageFormValues(parsed.data);
  const labels = text.webPages.about;
  return {
    ...Object.fromEntries(aboutTextFields.map((field) => [labels[field], values[field]])),
    [labels.heroImage]: pictureName(values.heroImage),
    [labels.headerImages]: values.headerImages.map(pictureName).join("\n"),
    ...translatedFields(values.translations, text.translations.about, text.translations),
  };
});

export const pageSeoRevisions = pageRevisions("pageSeo", (data, text) => {
  const parsed = pageSeoSchema.safeParse(data);
  if (!parsed.success) return null;
  const values = pageSeoFormValues(parsed.data);
  return Object.fromEntries(
    seoPages.flatMap((page) => {
      const labelOf = (field: string) => `${text.webPages.seo.pages[page]} · ${field}`;
      const translationLabels = Object.fromEntries(
        seoTranslationFields.map((field) => [field, labelOf(text.translations.seo[field])]),
      ) as Record<(typeof seoTranslationFields)[number], string>;
      return [
        ...seoFieldKinds.map((kind) => [labelOf(text.webPages.seo[seoLabels[kind]]), values[`${page}${kind}`]]),
        ...Object.entries(translatedFields(values[translationsFieldOf(page)], translationLabels, text.translations)),
      ];
    }),
  );
});
