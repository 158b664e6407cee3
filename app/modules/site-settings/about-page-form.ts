import { z } from "zod";
import type { adminWebPagesEn } from "~/i18n/admin-web-pages";
import { translatedLanguages, type Language, type TranslatedLanguage } from "~/i18n/languages";
import { ownTextsIn } from "~/i18n/owner-texts";
import { translationsField } from "~/i18n/translations-form";
import { aboutFactKeys, aboutPageLimits, type AboutFactKey, type AboutPage, type AboutTexts } from "./about-page";
import { translationsWithBlanks, writeDocumentTexts } from "./document-texts";
import { seenFields } from "./page-documents";
import { isImageReference } from "./site-images";

/** The About page editor's form, one schema for the browser and the server. Paragraphs are typed with an empty line between them. */
type Text = typeof adminWebPagesEn;

export const aboutTextFields = [
  "nameEn",
  "nameZh",
  "introEn",
  "introZh",
  "capacityEn",
  "capacityZh",
  "staffEn",
  "staffZh",
  "areaEn",
  "areaZh",
  "equipmentEn",
  "equipmentZh",
] as const;
export type AboutTextField = (typeof aboutTextFields)[number];

export function splitParagraphs(text: string): string[] {
  return text
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.replace(/\s*\r?\n\s*/g, " ").trim())
    .filter((paragraph) => paragraph !== "");
}

export function aboutPageFormSchema(text: Text) {
  const errors = text.errors;
  const fact = z.string().trim().max(aboutPageLimits.fact, errors.tooLong(aboutPageLimits.fact)).default("");
  const name = z.string(errors.required).trim().min(1, errors.required).max(aboutPageLimits.name, errors.tooLong(aboutPageLimits.name));
  const intro = z
    .string()
    .default("")
    .transform(splitParagraphs)
    .superRefine((paragraphs, context) => {
      if (paragraphs.length > aboutPageLimits.paragraphs)
        context.addIssue({ code: "custom", message: errors.tooManyParagraphs(aboutPageLimits.paragraphs) });
      else if (paragraphs.some((paragraph) => paragraph.length > aboutPageLimits.paragraph))
        context.addIssue({ code: "custom", message: errors.tooLong(aboutPageLimits.paragraph) });
    });
  const image = z.string(errors.chooseImage).trim().refine(isImageReference, errors.chooseImage);
  const translatedName = z.string().trim().max(aboutPageLimits.name, errors.tooLong(aboutPageLimits.name)).default("");
  return z.object({
    ...seenFields,
    nameEn: name,
    nameZh: name,
    introEn: intro,
    introZh: intro,
    capacityEn: fact,
    capacityZh: fact,
    staffEn: fact,
    staffZh: fact,
    areaEn: fact,
    areaZh: fact,
    equipmentEn: fact,
    equipmentZh: fact,
    heroImage: image,
    headerImages: z.array(image).max(aboutPageLimits.headerImages, errors.tooMany(aboutPageLimits.headerImages)).default([]),
    translations: translationsField({ name: translatedName, intro, capacity: fact, staff: fact, area: fact, equipment: fact }),
  });
}

/** The texts of an added language as the editor's fields hold them: the intro's paragraphs apart by an empty line (docs/requirements/languages.md#owner-texts-in-every-language). */
export type AboutTranslationFormValues = { name: string; intro: string } & Record<AboutFactKey, string>;

export type AboutPageForm = z.output<ReturnType<typeof aboutPageFormSchema>>;

const aboutTextKeys = ["name", "intro", ...aboutFactKeys] as const satisfies readonly (keyof AboutTexts)[];

const paragraphsText = (paragraphs: string[] | undefined) => (paragraphs ?? []).join("\n\n");

/** One language's texts as the editor's fields hold them, blank where not written. */
function formTextsIn(page: AboutPage, language: Language): AboutTranslationFormValues {
  const own = ownTextsIn(page.texts, language);
  return {
    name: own.name ?? "",
    intro: paragraphsText(own.intro),
    ...(Object.fromEntries(aboutFactKeys.map((key) => [key, own[key] ?? ""])) as Record<AboutFactKey, string>),
  };
}

export function aboutPageFormValues(page: AboutPage): Record<AboutTextField, string> & {
  heroImage: string;
  headerImages: string[];
  translations: Record<TranslatedLanguage, AboutTranslationFormValues>;
} {
  const en = formTextsIn(page, "en");
  const zh = formTextsIn(page, "zh");
  return {
    nameEn: en.name,
    nameZh: zh.name,
    introEn: en.intro,
    introZh: zh.intro,
    capacityEn: en.capacity,
    capacityZh: zh.capacity,
    staffEn: en.staff,
    staffZh: zh.staff,
    areaEn: en.area,
    areaZh: zh.area,
    equipmentEn: en.equipment,
    equipmentZh: zh.equipment,
    heroImage: page.heroImage,
    headerImages: page.headerImages,
    translations: Object.fromEntries(translatedLanguages.map((language) => [language, formTextsIn(page, language)])) as Record<
      TranslatedLanguage,
      AboutTranslationFormValues
    >,
  };
}

/** The page the editor saves over `current`: each language's texts written `at` where they changed. */
export function aboutPageFromForm(form: AboutPageForm, current: AboutPage, at: Date): AboutPage {
  return {
    heroImage: form.heroImage,
    headerImages: form.headerImages,
    ...writeDocumentTexts(
      current,
      {
        en: {
          name: form.nameEn,
          intro: form.introEn,
          capacity: form.capacityEn,
          staff: form.staffEn,
          area: form.areaEn,
          equipment: form.equipmentEn,
        },
        zh: {
          name: form.nameZh,
          intro: form.introZh,
          capacity: form.capacityZh,
          staff: form.staffZh,
          area: form.areaZh,
          equipment: form.equipmentZh,
        },
        ...translationsWithBlanks(form.translations, aboutTextKeys),
      },
      at,
    ),
  };
}
