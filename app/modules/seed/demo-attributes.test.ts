import { describe, expect, it } from "vitest";
import { translatedLanguages } from "~/i18n/languages";
import { slabSizeLabel } from "~/modules/catalogue/stone-attributes";
import { demoSlabSizes } from "./demo-attributes";

const script = { es: /^[\p{Script=Latin}\s]+$/u, ru: /^[\p{Script=Cyrillic}\s]+$/u, ar: /^[\p{Script=Arabic}\s]+$/u };

describe("the demo catalogue's slab sizes", () => {
  it("are named in every language buyers read, each in its own script, never the English standing in", () => {
    expect(
      demoSlabSizes.map((size) => Object.fromEntries(translatedLanguages.map((language) => [language, slabSizeLabel(size, language)]))),
    ).toEqual([
      { es: "Jumbo", ru: "Джамбо", ar: "جامبو" },
      { es: "Estándar", ru: "Стандарт", ar: "قياسي" },
    ]);
    for (const size of demoSlabSizes)
      for (const language of translatedLanguages) expect(size.texts[language]?.label).toMatch(script[language]);
  });
});
