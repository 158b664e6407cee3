import { describe, expect, it } from "vitest";
import { emptyStoneAttributes } from "~/modules/catalogue/stone-attributes";
import { companyDetailsIn, defaultCompanyInfo } from "~/modules/site-settings/site-settings";
import { brochureContent, brochureContentDisposition, brochurePath, fileSizeIn, printPixels } from "./brochure";

const product = {
  id: "calacatta-gold",
  title: "Калакатта Голд",
  description: ["Золотые прожилки на белом фоне.", "Второй абзац."],
  category: { title: "Калакатта" },
  categoryId: "calacatta",
  attributes: { ...emptyStoneAttributes, thicknessesMm: [20, 30] },
};
const categories = [
  { id: "calacatta", slug: "calacatta", title: "Калакатта", productCount: 2 },
  { id: "empty", slug: "empty", title: "Пустая", productCount: 0 },
  { id: "carrara", slug: "carrara", title: "Каррара", productCount: 5 },
];
const input = {
  language: "ru" as const,
  company: { ...companyDetailsIn(defaultCompanyInfo, "en"), phones: ["+86 766 123 4567"], emails: ["sales@saide.example"] },
  intro: ["Первый.", " ", "Второй.", "Третий."],
  categories,
  category: null,
  products: [product],
  siteUrl: "https://www.saide.example",
  issuedOn: "2 декабря 2026 г.",
};

describe("brochure content", () => {
  it("lists the collections with their counts in the language's plural, the category above each product's title", () => {
    const content = brochureContent(input);
    expect(content.heading).toBe("Каталог продукции");
    expect(content.subheading).toBe("");
    expect(content.intro).toEqual(["Первый.", "Второй."]);
    expect(content.collections.rows).toEqual([
      { label: "Калакатта", value: "2 товара" },
      { label: "Каррара", value: "5 товаров" },
    ]);
    const [page] = content.products;
    expect(page!.kicker).toBe("Калакатта");
    // The unit stays with its number (a no-break space).
    expect(page!.facts.map((row) => row.value.replace(/\u00a0/gu, " "))).toEqual(["20 мм, 30 мм"]);
    expect(page!.description.paragraphs).toEqual(["Золотые прожилки на белом фоне."]);
    expect(content.footer).toBe(`${input.company.name}  ·  +86 766 123 4567  ·  sales@saide.example  ·  ${input.company.website}`);
    expect(content.pageOf(2, 15)).toBe("Стр. 2 из 15");
  });

  it("heads a category's brochure with the category and keeps Arabic footers' numbers left to right", () => {
    const content = brochureContent({ ...input, language: "ar", category: categories[0]!, categories: [categories[0]!] });
    expect(content.heading).toBe("Калакатта");
    expect(content.subheading).toBe("كتالوج المنتجات");
    expect(content.footer).toContain("\u2066+86 766 123 4567\u2069");
  });
});

describe("brochure files", () => {
  it("sizes pictures at 150 dpi of their printed width", () => {
    expect(printPixels(72)).toBe(150);
    expect(printPixels(495)).toBe(1032);
  });

  it("lives under the Brand Center's language mark, a category's beside the whole catalogue's", () => {
    expect(brochurePath("en", null)).toBe("/brochure/catalogue.pdf");
    expect(brochurePath("zh", "calacatta")).toBe("/brochure-zh/calacatta/catalogue.pdf");
    expect(brochurePath("ar", null)).toBe("/ar/brochure/catalogue.pdf");
  });

  it("names the file in the brochure's language, with an ASCII name for old clients", () => {
    expect(brochureContentDisposition("en", null)).toBe(`inline; filename="catalogue.pdf"; filename*=UTF-8''catalogue.pdf`);
    expect(brochureContentDisposition("zh", { slug: "calacatta", title: "卡拉卡塔/系列" })).toBe(
      `inline; filename="calacatta-catalogue.pdf"; filename*=UTF-8''${encodeURIComponent("产品目录-卡拉卡塔-系列.pdf")}`,
    );
  });

  it("gives a file's size as the buyer's language writes it", () => {
    expect(fileSizeIn(586_000, "en")).toBe("586 kB");
    expect(fileSizeIn(2_430_000, "ru")).toBe("2,4 МБ");
  });
});
