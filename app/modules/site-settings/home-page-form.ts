import { z } from "zod";
import type { adminWebPagesEn } from "~/i18n/admin-web-pages";
import type { TranslatedLanguage } from "~/i18n/languages";
import { ownTextsIn, type LanguageTexts } from "~/i18n/owner-texts";
import { translationFormValues, translationsField } from "~/i18n/translations-form";
import { englishTexts, translationsWithBlanks, writeDocumentTexts } from "./document-texts";
import { homePageLimits, isSlideLink, type HomePage } from "./home-page";
import { seenFields } from "./page-documents";
import { isImageReference } from "./site-images";

/** The home page editor's form, one schema for the browser and the server; each slide is a row of the `slides` list. */
type Text = typeof adminWebPagesEn;

export const slideFormFields = ["headingEn", "textEn", "linkEn", "headingZh", "textZh", "linkZh"] as const;

export function homePageFormSchema(text: Text) {
  const errors = text.errors;
  const optional = (max: number) => z.string().trim().max(max, errors.tooLong(max)).default("");
  const required = (max: number) => z.string(errors.required).trim().min(1, errors.required).max(max, errors.tooLong(max));
  const link = optional(homePageLimits.link).refine(isSlideLink, errors.invalidLink);
  const slide = z.object({
    image: z.string(errors.chooseImage).trim().refine(isImageReference, errors.chooseImage),
    headingEn: optional(homePageLimits.heading),
    textEn: optional(homePageLimits.text),
    linkEn: link,
    headingZh: optional(homePageLimits.heading),
    textZh: optional(homePageLimits.text),
    linkZh: link,
    translations: translationsField({ heading: optional(homePageLimits.heading), text: optional(homePageLimits.text), link }),
  });
  const { minSeconds, maxSeconds } = homePageLimits;
  return z.object({
    ...seenFields,
    slides: z
      .array(slide, errors.tooFewSlides)
      .min(1, errors.tooFewSlides)
      .max(homePageLimits.slides, errors.tooMany(homePageLimits.slides)),
    intervalSeconds: z.coerce
      .number(errors.interval(minSeconds, maxSeconds))
      .int(errors.interval(minSeconds, maxSeconds))
      .min(minSeconds, errors.interval(minSeconds, maxSeconds))
      .max(maxSeconds, errors.interval(minSeconds, maxSeconds)),
    modalTitleEn: required(homePageLimits.modalTitle),
    modalTextEn: optional(homePageLimits.modalText),
    modalTitleZh: required(homePageLimits.modalTitle),
    modalTextZh: optional(homePageLimits.modalText),
    modalTranslations: translationsField({ title: optional(homePageLimits.modalTitle), text: optional(homePageLimits.modalText) }),
  });
}

export const slideTranslationFields = ["heading", "text", "link"] as const;
export const modalTranslationFields = ["title", "text"] as const;

export type HomePageForm = z.output<ReturnType<typeof homePageFormSchema>>;
type SlideTranslationValues = Record<(typeof slideTranslationFields)[number], string>;
type HomePageFormValues = Omit<HomePageForm, "version" | "draftStamp" | "intervalSeconds" | "slides" | "modalTranslations"> & {
  intervalSeconds: string;
  slides: (Omit<HomePageForm["slides"][number], "translations"> & { translations: Record<TranslatedLanguage, SlideTranslationValues> })[];
  modalTranslations: Record<TranslatedLanguage, Record<(typeof modalTranslationFields)[number], string>>;
};

/** A new slide starts on the first library image, with no caption. */
export const emptySlideFormValues = {
  image: "",
  headingEn: "",
  textEn: "",
  linkEn: "",
  headingZh: "",
  textZh: "",
  linkZh: "",
  translations: translationFormValues({}, slideTranslationFields),
};

/** A slide's or the dialog's texts in English and Chinese as the editor's fields hold them, blank where not written. */
function firstTwoFormTexts<Fields>(texts: LanguageTexts<Fields>) {
  const [en, zh] = [ownTextsIn(texts, "en"), ownTextsIn(texts, "zh")];
  return (field: keyof Fields) => ({ en: String(en[field] ?? ""), zh: String(zh[field] ?? "") });
}

export function homePageFormValues(page: HomePage): HomePageFormValues {
  const modal = firstTwoFormTexts(page.modal.texts);
  return {
    slides: page.slides.map((slide) => {
      const caption = firstTwoFormTexts(slide.texts);
      return {
        image: slide.image,
        headingEn: caption("heading").en,
        textEn: caption("text").en,
        linkEn: caption("link").en,
        headingZh: caption("heading").zh,
        textZh: caption("text").zh,
        linkZh: caption("link").zh,
        translations: translationFormValues(slide.texts, slideTranslationFields),
      };
    }),
    intervalSeconds: String(page.intervalSeconds),
    modalTitleEn: modal("title").en,
    modalTextEn: modal("text").en,
    modalTitleZh: modal("title").zh,
    modalTextZh: modal("text").zh,
    modalTranslations: translationFormValues(page.modal.texts, modalTranslationFields),
  };
}

/**
 * The page the editor saves over `current`: each text written `at` where it changed. A slide's texts are compared with
 * the slide in its place before, the editor's rows having no identity of their own.
 */
export function homePageFromForm(form: HomePageForm, current: HomePage, at: Date): HomePage {
  return {
    slides: form.slides.map((slide, index) => ({
      image: slide.image,
      ...writeDocumentTexts(
        current.slides[index] ?? englishTexts({ heading: "", text: "", link: "" }),
        {
          en: { heading: slide.headingEn, text: slide.textEn, link: slide.linkEn },
          zh: { heading: slide.headingZh, text: slide.textZh, link: slide.linkZh },
          ...translationsWithBlanks(slide.translations, slideTranslationFields),
        },
        at,
      ),
    })),
    intervalSeconds: form.intervalSeconds,
    modal: writeDocumentTexts(
      current.modal,
      {
        en: { title: form.modalTitleEn, text: form.modalTextEn },
        zh: { title: form.modalTitleZh, text: form.modalTextZh },
        ...translationsWithBlanks(form.modalTranslations, modalTranslationFields),
      },
      at,
    ),
  };
}
