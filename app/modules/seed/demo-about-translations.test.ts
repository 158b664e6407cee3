import { describe, expect, it } from "vitest";
import { translatedLanguages, type TranslatedLanguage } from "~/i18n/languages";
import { aboutFactKeys, aboutPageLimits, defaultAboutPage } from "~/modules/site-settings/about-page";
import { demoAboutTranslations } from "./demo-about-translations";

const scripts: Partial<Record<TranslatedLanguage, RegExp>> = { ar: /\p{Script=Arabic}/u, ru: /\p{Script=Cyrillic}/u };

/** A text written, within `limit`, and in `language`'s script where the language has its own (Spanish shares the English letters). */
function expectWritten(language: TranslatedLanguage, text: string | undefined, limit: number) {
  expect(typeof text, `${language}: ${text}`).toBe("string");
  expect(text!.trim(), language).not.toBe("");
  expect(text!.length, `${language}: ${text}`).toBeLessThanOrEqual(limit);
  const script = scripts[language];
  if (script) expect(text, `${language}: ${text}`).toMatch(script);
}

describe("demo About translations", () => {
  it.each(translatedLanguages)("writes the About page's name, intro and facts in %s", (language) => {
    const translation = demoAboutTranslations[language];
    expect(translation, language).toBeDefined();
    expectWritten(language, translation?.name, aboutPageLimits.name);
    expect(translation?.intro).toHaveLength(defaultAboutPage.texts.en.intro.length);
    expect(translation?.intro).toHaveLength(4);
    for (const paragraph of translation!.intro!) expectWritten(language, paragraph, aboutPageLimits.paragraph);
    for (const key of aboutFactKeys) expectWritten(language, translation?.[key], aboutPageLimits.fact);
  });

  it.each(translatedLanguages)("keeps the certifications in Latin letters in %s", (language) => {
    expect(demoAboutTranslations[language]?.intro?.join("\n")).toMatch(/\bNSF\b/);
  });
});
