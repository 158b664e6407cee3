import { describe, expect, it } from "vitest";
import { emptyStoneAttributes } from "~/modules/catalogue/stone-attributes";
import { companyDetailsIn, defaultCompanyInfo } from "~/modules/site-settings/site-settings";
import { specSheetContent, specSheetContentDisposition, specSheetPath } from "./spec-sheet";

const product = {
  id: "calacatta-gold",
  title: "卡拉卡塔金",
  description: ["白色底上的金色纹理。", " "],
  category: { title: "卡拉卡塔系列" },
  attributes: {
    ...emptyStoneAttributes,
    finishes: [
      { id: "1", kind: "finish" as const, slug: "polished", label: "抛光" },
      { id: "2", kind: "finish" as const, slug: "honed", label: "哑光" },
    ],
    thicknessesMm: [20, 30],
    slabSizes: [{ label: "大板", lengthMm: 3200, widthMm: 1600 }],
    specRows: [{ label: "吸水率", value: "≤0.02%" }],
  },
};
const options = { language: "zh" as const, siteUrl: "https://www.saide.example", generatedOn: "2026年11月23日" };

describe("spec sheet content", () => {
  it("labels the attributes in the sheet's language and leaves unfilled ones out", () => {
    const content = specSheetContent(product, companyDetailsIn(defaultCompanyInfo, "zh"), options);
    expect(content.facts).toEqual([
      { label: "系列", value: "卡拉卡塔系列" },
      { label: "表面处理", value: "抛光、哑光" },
      { label: "厚度", value: "20 mm、30 mm" },
      { label: "板材尺寸", value: "大板 3200 × 1600 mm (126 × 63 in)" },
    ]);
    expect(content.specifications.rows).toEqual([{ label: "吸水率", value: "≤0.02%" }]);
    expect(content.description.paragraphs).toEqual(["白色底上的金色纹理。"]);
    expect(content.documentTitle).toBe("卡拉卡塔金 规格表");
    expect(content.generatedOn).toBe("生成日期：2026年11月23日");
  });

  it("gives the company's contact details without empty fields, and the page's address on the public site", () => {
    const company = {
      ...companyDetailsIn(defaultCompanyInfo, "en"),
      phones: ["+86 766 123 4567", "+86 138 0000 1234"],
      website: "",
      wechat: "saide-quartz",
    };
    const content = specSheetContent({ ...product, title: "Calacatta Gold" }, company, { ...options, language: "en" });
    expect(content.companyName).toBe(companyDetailsIn(defaultCompanyInfo, "en").name);
    expect(content.contact.rows.map((row) => row.label)).toEqual(["Address", "Phone", "Email", "WeChat"]);
    expect(content.contact.rows[1]!.value).toBe("+86 766 123 4567, +86 138 0000 1234");
    expect(content.pageUrl).toEqual({
      text: "Product page: https://www.saide.example/product/calacatta-gold",
      url: "https://www.saide.example/product/calacatta-gold",
    });
  });

  it("writes an Arabic sheet's units in Arabic, and isolates what reads left to right inside its lines", () => {
    const arabic = {
      ...product,
      attributes: {
        ...product.attributes,
        slabSizes: [{ label: "Jumbo", lengthMm: 3200, widthMm: 1600 }],
        specRows: [{ label: "امتصاص الماء", value: "≤ 0.02%" }],
      },
    };
    const company = { ...companyDetailsIn(defaultCompanyInfo, "en"), phones: ["+86 766 123 4567", "+86 138 0000 1234"] };
    const content = specSheetContent(arabic, company, { ...options, language: "ar" });
    const facts = Object.fromEntries(content.facts.map((row) => [row.label, row.value]));
    expect(facts["السماكة"]).toBe("20 مم، 30 مم");
    // A size's name standing in English in its own direction, the inches left to right.
    expect(facts["مقاس اللوح"]).toBe("\u2068Jumbo\u2069 3200 × 1600 مم (\u2066126 × 63 in\u2069)");
    // Each number as dialled: left in the Arabic list, "+86 766 123 4567" would read "4567 123 766 86+".
    expect(content.contact.rows.find((row) => row.label === "الهاتف")?.value).toBe(
      "\u2066+86 766 123 4567\u2069، \u2066+86 138 0000 1234\u2069",
    );
    // A value on a line of its own is laid out in the direction of its first letter: "≤ 0.02%" left to right.
    expect(content.specifications.rows).toEqual([{ label: "امتصاص الماء", value: "≤ 0.02%" }]);
  });

  it("lives beside the product page, in its language", () => {
    expect(specSheetPath("en", "calacatta-gold")).toBe("/product/calacatta-gold/spec-sheet.pdf");
    expect(specSheetPath("zh", "calacatta gold")).toBe("/product-zh/calacatta%20gold/spec-sheet.pdf");
  });
});

describe("spec sheet file name", () => {
  it("names an English sheet after the product's id", () => {
    expect(specSheetContentDisposition("calacatta-gold", "Calacatta Gold", "en")).toBe(
      `inline; filename="calacatta-gold-spec-sheet.pdf"; filename*=UTF-8''calacatta-gold-spec-sheet.pdf`,
    );
  });

  it("names a Chinese sheet by its Chinese title (RFC 5987), with an ASCII name for old clients and no path characters", () => {
    const header = specSheetContentDisposition("calacatta-gold", "卡拉卡塔/金", "zh");
    expect(header).toBe(
      `inline; filename="calacatta-gold-spec-sheet.pdf"; filename*=UTF-8''${encodeURIComponent("卡拉卡塔-金-规格表.pdf")}`,
    );
    expect(specSheetContentDisposition("calacatta-gold", "卡拉卡塔金 (新)", "zh")).toMatch(
      /filename\*=UTF-8''%E5[^'()* ]+%20%28%E6%96%B0%29-/,
    );
  });
});
