import { describe, expect, it } from "vitest";
import { normaliseArabicWord, searchWordNormalisers, stemLatinWord, stemRussianWord } from "./search-stemmers";

/** Every form maps to `stem`. */
function expectForms(normaliser: (word: string) => string, stem: string, forms: string[]) {
  expect(Object.fromEntries(forms.map((form) => [form, normaliser(form)]))).toEqual(Object.fromEntries(forms.map((form) => [form, stem])));
}

describe("stemLatinWord", () => {
  it("keeps the English plurals it stemmed before", () => {
    expectForms(stemLatinWord, "marble", ["marble", "marbles"]);
    expectForms(stemLatinWord, "finish", ["finish", "finishes"]);
    expectForms(stemLatinWord, "quarry", ["quarry", "quarries"]);
    expectForms(stemLatinWord, "white", ["white", "whites"]);
    expectForms(stemLatinWord, "tile", ["tile", "tiles"]);
    expectForms(stemLatinWord, "stone", ["stone", "stones"]);
    expectForms(stemLatinWord, "vanity", ["vanity", "vanities"]);
    expect(stemLatinWord("glass")).toBe("glass");
    expect(stemLatinWord("gas")).toBe("gas");
    expect(stemLatinWord("20mm")).toBe("20mm");
  });

  // Words arrive as normalise() leaves them: "mármoles" is "marmoles" by then.
  it("takes Spanish plurals back to the singular: -s after a vowel, -es after a consonant", () => {
    expectForms(stemLatinWord, "marmol", ["marmol", "marmoles"]);
    expectForms(stemLatinWord, "encimera", ["encimera", "encimeras"]);
    expectForms(stemLatinWord, "blanco", ["blanco", "blancos"]);
    expectForms(stemLatinWord, "cuarzo", ["cuarzo", "cuarzos"]);
    expectForms(stemLatinWord, "color", ["color", "colores", "colors"]);
    expectForms(stemLatinWord, "azul", ["azul", "azules"]);
    expectForms(stemLatinWord, "gris", ["gris", "grises"]);
    expectForms(stemLatinWord, "pared", ["pared", "paredes"]);
    expectForms(stemLatinWord, "tonalidad", ["tonalidad", "tonalidades"]);
    expectForms(stemLatinWord, "instalacion", ["instalacion", "instalaciones"]);
    expectForms(stemLatinWord, "brillante", ["brillante", "brillantes"]);
    expect(stemLatinWord("superficies")).toBe(stemLatinWord("superficie"));
    expect(stemLatinWord("series")).toBe(stemLatinWord("serie"));
  });

  it("keeps the -s of words that are not plurals", () => {
    for (const word of ["gris", "analisis", "status", "glass"]) expect(stemLatinWord(word)).toBe(word);
  });
});

describe("stemRussianWord", () => {
  it("maps the cases and numbers of a noun together", () => {
    expectForms(stemRussianWord, "столешниц", [
      "столешница",
      "столешницы",
      "столешнице",
      "столешниц",
      "столешницу",
      "столешницей",
      "столешницами",
      "столешницах",
    ]);
    expectForms(stemRussianWord, "плит", ["плита", "плиты", "плит", "плитами"]);
    expectForms(stemRussianWord, "кварц", ["кварц", "кварца", "кварцу", "кварцем"]);
    expectForms(stemRussianWord, "гранит", ["гранит", "гранита", "гранитом"]);
    expectForms(stemRussianWord, "раковин", ["раковина", "раковины", "раковин"]);
  });

  it("maps the genders, numbers and cases of an adjective together", () => {
    expectForms(stemRussianWord, "бел", ["белый", "белая", "белое", "белые", "белого", "белой", "белую", "белыми"]);
    expectForms(stemRussianWord, "сер", ["серый", "серая", "серые"]);
    expectForms(stemRussianWord, "полирова", ["полированный", "полированная", "полированные"]);
  });

  it("takes an adjective made from a noun back to the noun", () => {
    expectForms(stemRussianWord, "кварц", ["кварцевый", "кварцевая", "кварцевую", "кварц"]);
    expectForms(stemRussianWord, "беж", ["бежевый", "бежевая", "беж"]);
    expectForms(stemRussianWord, "графит", ["графитовый", "графит"]);
    expect(stemRussianWord("новый")).toBe("нов");
  });

  it("keeps different words apart", () => {
    expect(stemRussianWord("белый")).not.toBe(stemRussianWord("бетон"));
    expect(stemRussianWord("кварцит")).not.toBe(stemRussianWord("кварц"));
    expect(stemRussianWord("серый")).not.toBe(stemRussianWord("черный"));
    // Nouns whose last letters are verb endings keep them.
    expect(stemRussianWord("акрил")).toBe("акрил");
    expect(stemRussianWord("массив")).toBe("массив");
  });
});

describe("normaliseArabicWord", () => {
  it("drops the article and the prepositions written onto it", () => {
    expectForms(normaliseArabicWord, "كوارتز", ["كوارتز", "الكوارتز", "بالكوارتز"]);
    expectForms(normaliseArabicWord, "رخام", ["رخام", "الرخام", "والرخام", "بالرخام", "كالرخام", "فالرخام"]);
    expectForms(normaliseArabicWord, "مطبخ", ["مطبخ", "المطبخ", "للمطبخ"]);
  });

  it("keeps a short word's first letters, which are not then an article", () => {
    expect(normaliseArabicWord("الجو")).toBe("الجو");
  });

  it("merges the letters written several ways", () => {
    expectForms(normaliseArabicWord, "رخام", ["ٱلرخام", "وٱلرخام"]);
    expectForms(normaliseArabicWord, "ابيض", ["أبيض", "ابيض", "الأبيض"]);
    expectForms(normaliseArabicWord, "اضاءه", ["إضاءة", "اضاءه", "الإضاءة"]);
    expectForms(normaliseArabicWord, "اسود", ["أسود", "الأسود"]);
    expectForms(normaliseArabicWord, "مراه", ["مرآة", "مراه"]);
    expectForms(normaliseArabicWord, "مستشفي", ["مستشفى", "مستشفي"]);
    expectForms(normaliseArabicWord, "لولو", ["لؤلؤ", "لولو"]);
    expectForms(normaliseArabicWord, "طاري", ["طارئ", "طاري"]);
    expectForms(normaliseArabicWord, "كرسي", ["کرسی", "كرسي"]);
  });

  it("tells a word with hamza from one with the article", () => {
    expectForms(normaliseArabicWord, "الواح", ["ألواح", "الألواح"]);
    expectForms(normaliseArabicWord, "اله", ["آلة", "الآلة"]);
  });

  it("keeps different words apart", () => {
    expect(normaliseArabicWord("ابيض")).not.toBe(normaliseArabicWord("اسود"));
    expect(normaliseArabicWord("رخامي")).not.toBe(normaliseArabicWord("رخام"));
    expect(normaliseArabicWord("رخامي").startsWith(normaliseArabicWord("رخام"))).toBe(true);
  });
});

describe("searchWordNormalisers", () => {
  it("names a normaliser for each script", () => {
    expect(searchWordNormalisers).toEqual({ latin: stemLatinWord, cyrillic: stemRussianWord, arabic: normaliseArabicWord });
  });
});
