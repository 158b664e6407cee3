import { describe, expect, it } from "vitest";
import { buildSearchIndex, editDistance, searchIndex, stem, tokenize, type SearchDocument } from "./product-search";

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
    expect(stem("glass")).toBe("glass");
    expect(stem("gas")).toBe("gas");
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
