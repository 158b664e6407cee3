import { describe, expect, it } from "vitest";
import { translatedLanguages, type TranslatedLanguage } from "~/i18n/languages";
import { demoAttributeOptions, demoAttributesOf } from "./demo-attributes";
import { demoCategories, demoProducts } from "./demo-content";
import { demoCategoryTranslations, demoOptionTranslations, demoProductTranslations, demoSharedTranslations } from "./demo-translations";

const arabic = /\p{Script=Arabic}/u;
const cyrillic = /\p{Script=Cyrillic}/u;

/** A text written in `language`'s script, where the language has its own (Spanish shares the English letters). */
function expectScript(language: TranslatedLanguage, text: string) {
  if (language === "ar") expect(text, text).toMatch(arabic);
  if (language === "ru") expect(text, text).toMatch(cyrillic);
}

function expectWritten(language: TranslatedLanguage, text: string | undefined) {
  expect(typeof text).toBe("string");
  expect(text!.trim()).not.toBe("");
  expectScript(language, text!);
}

const optionKey = (option: { kind: string; slug: string }) => `${option.kind}:${option.slug}`;

describe("demo catalogue translations", () => {
  it("translates every demo category into every translated language", () => {
    expect(Object.keys(demoCategoryTranslations).sort()).toEqual(demoCategories.map((category) => category.id).sort());
    for (const category of demoCategories) {
      const translations = demoCategoryTranslations[category.id];
      for (const language of translatedLanguages) {
        const translation = translations?.[language];
        expect(translation, `${category.id} ${language}`).toBeDefined();
        expectWritten(language, translation?.title);
        expectWritten(language, translation?.description);
      }
    }
  });

  it("translates every demo product's title, two paragraphs and keywords", () => {
    expect(Object.keys(demoProductTranslations).sort()).toEqual(demoProducts.map((product) => product.id).sort());
    for (const product of demoProducts) {
      const translations = demoProductTranslations[product.id];
      for (const language of translatedLanguages) {
        const translation = translations?.[language];
        expect(translation, `${product.id} ${language}`).toBeDefined();
        expectWritten(language, translation?.title);
        // The product's own two paragraphs; the third, on sizes and care, is the shared one.
        expect(translation?.description).toHaveLength(2);
        expect(product.descriptionEn).toHaveLength(translation!.description!.length + 1);
        for (const paragraph of translation!.description!) expectWritten(language, paragraph);
        expect(translation?.keywords, `${product.id} ${language} keywords`).toHaveLength(product.keywords.length);
        for (const keyword of translation!.keywords!) expect(keyword.trim()).not.toBe("");
        expect(new Set(translation!.keywords).size).toBe(translation!.keywords!.length);
        if (language !== "es")
          expect(translation!.keywords!.some((keyword) => (language === "ar" ? arabic : cyrillic).test(keyword))).toBe(true);
      }
    }
  });

  it("translates the shared paragraph, the applications and the specification rows", () => {
    const { applications: applicationsEn, specRows: specRowsEn } = demoAttributesOf(demoProducts[0]!.id).texts.en;
    for (const language of translatedLanguages) {
      const shared = demoSharedTranslations[language];
      expect(shared, language).toBeDefined();
      expectWritten(language, shared?.sizeAndCare);
      expect(shared?.applications).toHaveLength(applicationsEn.length);
      for (const application of shared!.applications!) expectWritten(language, application);
      // The values hold the English figures, written as the language writes numbers and units ("2,4 g/cm³" in Spanish).
      const figures = (value: string) => value.match(/\d+/g);
      expect(shared?.specRows?.map((row) => figures(row.value))).toEqual(specRowsEn.map((row) => figures(row.value)));
      for (const row of shared!.specRows!) expectWritten(language, row.label);
    }
  });

  it("translates every managed list option", () => {
    expect(Object.keys(demoOptionTranslations).sort()).toEqual(demoAttributeOptions.map(optionKey).sort());
    for (const option of demoAttributeOptions) {
      const translations = demoOptionTranslations[optionKey(option)];
      for (const language of translatedLanguages) {
        expect(translations?.[language], `${optionKey(option)} ${language}`).toBeDefined();
        expectWritten(language, translations?.[language]?.label);
      }
    }
  });
});
