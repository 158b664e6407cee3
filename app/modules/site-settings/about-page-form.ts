import { z } from "zod";
import type { adminWebPagesEn } from "~/i18n/admin-web-pages";
import { translatedLanguages, type TranslatedLanguage } from "~/i18n/languages";
import { translationsField } from "~/i18n/translations-form";
import { aboutFactKeys, aboutPageLimits, type AboutFactKey, type AboutPage } from "./about-page";
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

export function aboutPageFormValues(page: AboutPage): Record<AboutTextField, string> & {
  heroImage: string;
  headerImages: string[];
  translations: Record<TranslatedLanguage, AboutTranslationFormValues>;
} {
  const { en, zh } = page;
  return {
    nameEn: en.name,
    nameZh: zh.name,
    introEn: en.intro.join("\n\n"),
    introZh: zh.intro.join("\n\n"),
    capacityEn: en.facts.capacity,
    capacityZh: zh.facts.capacity,
    staffEn: en.facts.staff,
    staffZh: zh.facts.staff,
    areaEn: en.facts.area,
    areaZh: zh.facts.area,
    equipmentEn: en.facts.equipment,
    equipmentZh: zh.facts.equipment,
    heroImage: page.heroImage,
    headerImages: page.headerImages,
    translations: Object.fromEntries(
      translatedLanguages.map((language) => {
        const texts = page.translations[language] ?? {};
        return [
          language,
          {
            name: texts.name ?? "",
            intro: (texts.intro ?? []).join("\n\n"),
            ...Object.fromEntries(aboutFactKeys.map((key) => [key, texts[key] ?? ""])),
          },
        ];
      }),
    ) as Record<TranslatedLanguage, AboutTranslationFormValues>,
  };
}

export function aboutPageFromForm(form: AboutPageForm): AboutPage {
  return {
    heroImage: form.heroImage,
    headerImages: form.headerImages,
    en: {
      name: form.nameEn,
      intro: form.introEn,
      facts: { capacity: form.capacityEn, staff: form.staffEn, area: form.areaEn, equipment: form.equipmentEn },
    },
    zh: {
      name: form.nameZh,
      intro: form.introZh,
      facts: { capacity: form.capacityZh, staff: form.staffZh, area: form.areaZh, equipment: form.equipmentZh },
    },
    translations: form.translations,
  };
}
