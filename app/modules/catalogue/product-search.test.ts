import { describe, expect, it } from "vitest";
import { buildSearchIndex, editDistance, searchIndex, tokenize, type SearchDocument } from "./product-search";
import { stemLatinWord } from "./search-stemmers";

function product(id: string, fields: Partial<SearchDocument["fields"]>): SearchDocument {
  const full = { title: [], keywords: [], attributes: [], description: [], ...fields };
  return { id, fields: full, suggestions: [...full.title, ...full.keywords] };
}

const catalogue = buildSearchIndex([
  product("calacatta-gold", {
    title: ["Calacatta Gold", "卡拉卡塔金"],
    keywords: ["marble look", "大理石纹"],
    attributes: ["White", "白色", "Veined", "Polished"],
    description: ["A white quartz slab with bold gold veins.", "白色石英石，金色纹理。"],
  }),
  product("carrara-mist", {
    title: ["Carrara Mist", "卡拉拉雾"],
    keywords: ["marble look"],
    attributes: ["Grey", "灰色", "Honed"],
    description: ["Soft grey veining like Carrara marble.", "柔和的灰色纹理，如卡拉拉大理石。"],
  }),
  product("pure-white", {
    title: ["Pure White", "纯白"],
    keywords: ["solid colour"],
    attributes: ["White", "白色"],
    description: ["Looks like Calacatta from afar.", "纯白石英石台面。"],
  }),
  product("nero-marquina", {
    title: ["Nero Marquina", "黑金花"],
    keywords: ["dark marbles"],
    attributes: ["Black", "黑色"],
    description: ["Black stone with white veins.", "黑色石英石。"],
  }),
]);

const find = (query: string) => searchIndex(catalogue, query).ids;

describe("tokenize", () => {
  it("splits Chinese into character pairs, English into stemmed lower-case words", () => {
    expect(tokenize("白色石英石")).toEqual(expect.arrayContaining(["白色", "石英", "英石"]));
    expect(tokenize("Marbles, Finishes and QUARRIES")).toEqual(["marble", "finish", "and", "quarry"]);
    expect(tokenize("２０mm白色")).toEqual(["20mm", "白色"]);
  });

  it("keeps short words and words ending in -ss as they are", () => {
    expect(stemLatinWord("glass")).toBe("glass");
    expect(stemLatinWord("gas")).toBe("gas");
  });

  it("counts an adjacent swap as one typo", () => {
    expect(editDistance("calacatta", "calactata", 2)).toBe(1);
    expect(editDistance("grey", "gray", 1)).toBe(1);
  });
});

describe("searching the catalogue", () => {
  it("finds Chinese queries typed without spaces", () => {
    expect(find("白色")).toEqual(expect.arrayContaining(["calacatta-gold", "pure-white"]));
    expect(find("白色")).not.toContain("carrara-mist");
    expect(find("卡拉拉")).toEqual(["carrara-mist"]);
    expect(find("石英石")).toEqual(expect.arrayContaining(["calacatta-gold", "pure-white", "nero-marquina"]));
    expect(find("白")).toContain("pure-white");
  });

  it("tolerates small typos and plurals in English", () => {
    expect(find("calacata")[0]).toBe("calacatta-gold");
    expect(find("Calcatta")[0]).toBe("calacatta-gold");
    expect(find("marbles")).toEqual(expect.arrayContaining(["calacatta-gold", "carrara-mist", "nero-marquina"]));
    expect(find("whites")).toEqual(expect.arrayContaining(["calacatta-gold", "pure-white"]));
  });

  it("ranks a title match before the same word in a description", () => {
    expect(find("calacatta")).toEqual(["calacatta-gold", "pure-white"]);
    expect(find("white")[0]).toBe("pure-white");
  });

  it("needs every word of the query", () => {
    expect(find("grey marble")).toEqual(["carrara-mist"]);
    expect(find("白色 大理石")).toEqual(["calacatta-gold"]);
  });

  it("suggests close titles or keywords when nothing matches", () => {
    const result = searchIndex(catalogue, "carara mistt gold");
    expect(result.ids).toEqual([]);
    expect(result.suggestions[0]).toBe("Carrara Mist");
    expect(searchIndex(catalogue, "卡拉金").suggestions).toContain("卡拉卡塔金");
    expect(searchIndex(catalogue, "   ")).toEqual({ ids: [], suggestions: [] });
  });
});

describe("searching in Spanish, Russian and Arabic", () => {
  const multilingual = buildSearchIndex([
    product("calacatta-gold", {
      title: ["Calacatta Gold", "Encimera de cuarzo Calacatta", "Кварцевая столешница белая", "سطح مطبخ كوارتز أبيض"],
      keywords: ["mármol blanco", "белый мрамор", "رخام"],
      attributes: ["20mm"],
      description: ["Superficie de cuarzo con vetas doradas.", "Столешница с золотыми прожилками.", "لوح بعروق ذهبية."],
    }),
    product("nero-marquina", {
      title: ["Nero Marquina", "Encimera negra", "Чёрная столешница", "سطح أسود"],
      keywords: ["color oscuro", "тёмный камень", "الحجر الداكن"],
      attributes: ["30mm"],
      description: ["Piedra negra.", "Камень чёрного цвета.", "حجر أسود اللون."],
    }),
    product("grey-concrete", {
      title: ["Grey Concrete", "Gris cemento", "Серый бетон", "رمادي خرساني"],
      keywords: ["aspecto de hormigón", "под бетон", "مظهر الخرسانة"],
      attributes: ["20mm"],
      description: ["Placa de cuarzo gris.", "Плита из кварца под бетон.", "لوح من الكوارتز الرمادي."],
    }),
  ]);
  const search = (query: string) => searchIndex(multilingual, query).ids;

  it("gives the forms of a word one term", () => {
    expect(tokenize("Mármoles blancos, colores grises")).toEqual(tokenize("mármol blanco, color gris"));
    expect(tokenize("белые кварцевые столешницы")).toEqual(tokenize("Белого кварца столешница"));
    expect(tokenize("الرُّخَامُ الأَبْيَض")).toEqual(tokenize("رخام ابيض"));
  });

  it("ignores Arabic diacritics and tatweel but keeps the hamza that tells a word from the article", () => {
    // Damma, fatha, tanween, shadda, sukun, superscript alef; tatweel.
    expect(tokenize("رُخَامٌ مُلَوَّنْ هٰذا")).toEqual(tokenize("رخام ملون هذا"));
    expect(tokenize("مـــطبخ الـكوارتز")).toEqual(["مطبخ", "كوارتز"]);
    expect(tokenize("أَلْوَان الأَلْوَان")).toEqual(["الوان", "الوان"]);
  });

  it("reads ё as е and drops stress marks, but keeps й", () => {
    expect(tokenize("Чёрная бе\u0301лая")).toEqual(tokenize("черная белая"));
    expect(tokenize("Йод и иод")).toEqual(["йод", "и", "иод"]);
  });

  it("finds Spanish words in their plural", () => {
    expect(search("mármoles")).toEqual(["calacatta-gold"]);
    expect(search("marmoles blancos")).toEqual(["calacatta-gold"]);
    expect(search("encimeras")).toEqual(["calacatta-gold", "nero-marquina"]);
    expect(search("colores oscuros")).toEqual(["nero-marquina"]);
    expect(search("superficies")).toEqual(["calacatta-gold"]);
    expect(search("grises")).toEqual(["grey-concrete"]);
  });

  it("finds Russian words in their other forms, with ё or е and with a typo", () => {
    expect(search("столешницы")).toEqual(["calacatta-gold", "nero-marquina"]);
    expect(search("столешниц")).toEqual(["calacatta-gold", "nero-marquina"]);
    expect(search("белые")).toEqual(["calacatta-gold"]);
    expect(search("белого кварца")).toEqual(["calacatta-gold"]);
    expect(search("кварцевый")).toEqual(["calacatta-gold", "grey-concrete"]);
    expect(search("черная")).toEqual(["nero-marquina"]);
    expect(search("серого")).toEqual(["grey-concrete"]);
    expect(search("бетонный")).toEqual(["grey-concrete"]);
    expect(search("столешнца")).toEqual(["calacatta-gold", "nero-marquina"]);
  });

  it("finds Arabic words with or without the article, diacritics and hamza", () => {
    expect(search("الكوارتز")).toEqual(["calacatta-gold", "grey-concrete"]);
    expect(search("الرخام")).toEqual(["calacatta-gold"]);
    expect(search("رُخَام")).toEqual(["calacatta-gold"]);
    expect(search("ابيض")).toEqual(["calacatta-gold"]);
    expect(search("الأسود")).toEqual(["nero-marquina"]);
    expect(search("حجر")).toEqual(["nero-marquina"]);
    expect(search("بالحجر")).toEqual(["nero-marquina"]);
  });

  it("reads Arabic-Indic and Persian digits as digits", () => {
    expect(tokenize("٢٠ ملم، ۳۰mm")).toEqual(["20", "ملم", "30mm"]);
    expect(search("٢٠mm")).toEqual(search("20mm"));
    expect(search("۳۰mm")[0]).toBe("nero-marquina");
  });

  it("takes one query's words from several languages", () => {
    expect(search("Calacatta столешница")).toEqual(["calacatta-gold"]);
    expect(search("cuarzo الرمادي")).toEqual(["grey-concrete"]);
  });

  it("compares a query word only with indexed words of its own script", () => {
    expect(multilingual.terms.cyrillic).toContain("столешниц");
    expect(multilingual.terms.arabic).toContain("كوارتز");
    expect(multilingual.terms.latin).toEqual(expect.arrayContaining(["encimera", "20mm"]));
    expect(multilingual.terms.cyrillic.every((term) => /\p{Script=Cyrillic}/u.test(term))).toBe(true);
    expect(multilingual.terms.arabic.every((term) => /\p{Script=Arabic}/u.test(term))).toBe(true);
    expect(multilingual.terms.latin.some((term) => /[\p{Script=Cyrillic}\p{Script=Arabic}\p{Script=Han}]/u.test(term))).toBe(false);
  });
});
