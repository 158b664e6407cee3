import { describe, expect, it } from "vitest";
import { translatedLanguages } from "~/i18n/languages";
import { MAX_ALT_LENGTH } from "~/modules/media/media-form";
import { builtInImages } from "./site-images";

const scripts = { es: /^[\p{Script=Latin}\s,.]+$/u, ru: /\p{Script=Cyrillic}/u, ar: /\p{Script=Arabic}/u };

describe("the site's own pictures", () => {
  it.each(builtInImages.map((image) => [image.alt.en, image] as const))(
    "describes %s in every added language, in its script, within the alt limit",
    (_, image) => {
      const translations: Partial<Record<string, { alt?: string }>> = image.translations;
      for (const language of translatedLanguages) {
        const alt = translations[language]?.alt;
        expect(alt, `${image.filename} ${language}`).toMatch(scripts[language]);
        expect(alt!.length).toBeLessThanOrEqual(MAX_ALT_LENGTH);
        expect(alt).not.toBe(image.alt.en);
      }
    },
  );
});
