import { describe, expect, it } from "vitest";
import { demoAttributeOptions, demoAttributesOf } from "~/modules/seed/demo-attributes";
import { demoCategories, demoProducts, demoSiteSettings } from "~/modules/seed/demo-content";
import { specSheetZh } from "./spec-sheet";
import { productEnquiryZh } from "./product-enquiry";
import { quoteDocumentZh } from "./quote-document";
import { zh } from "./zh";

const HAN = "\\u3400-\\u9fff\\uf900-\\ufaff";
/** A half-width `:` `,` `.` `;` `?` `!` `(` `)` touching a Chinese character, where Chinese writes ：，。；？！（）. */
const HALF_WIDTH_BESIDE_HAN = new RegExp(`[${HAN}][:,.;?!()]|[:,.;?!()][${HAN}]`);

/** Every text in a catalogue or settings object, with its path; texts built by functions are built with sample values. */
function textsIn(value: unknown, path = ""): { path: string; text: string }[] {
  if (typeof value === "string") return [{ path, text: value }];
  if (typeof value === "function") return textsIn(value(...Array.from({ length: value.length }, () => "1")), `${path}()`);
  if (Array.isArray(value)) return value.flatMap((item, index) => textsIn(item, `${path}[${index}]`));
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([key, item]) => textsIn(item, path ? `${path}.${key}` : key));
  return [];
}

const offending = (value: unknown) => textsIn(value).filter(({ text }) => HALF_WIDTH_BESIDE_HAN.test(text));

describe("Chinese punctuation", () => {
  it("finds a half-width mark beside a Chinese character", () => {
    expect(offending({ label: "邮箱:", list: ["你好,世界"], rule: "电话(选填)" }).map(({ path }) => path)).toEqual([
      "label",
      "list[0]",
      "rule",
    ]);
    expect(offending({ spaced: '规格：3200*1600mm (126"*63")', full: "关于我们（一期）。" })).toEqual([]);
  });

  it("is full-width in every Chinese text of the site", () => {
    expect(offending(zh)).toEqual([]);
    expect(offending(specSheetZh)).toEqual([]);
    expect(offending(productEnquiryZh)).toEqual([]);
    expect(offending(quoteDocumentZh)).toEqual([]);
  });

  it("is full-width in the Chinese texts of the demo catalogue", () => {
    const chinese = {
      categories: demoCategories.map((category) => [category.titleZh, category.descriptionZh]),
      products: demoProducts.map((product) => [product.titleZh, product.descriptionZh]),
      attributes: [
        demoAttributeOptions.map((option) => option.labelZh),
        demoProducts.map((product) => [demoAttributesOf(product.id).columns, demoAttributesOf(product.id).texts]),
      ],
      settings: Object.values(demoSiteSettings).map((setting) =>
        Object.entries(setting).map(([, part]) => (part as { zh?: unknown }).zh ?? part),
      ),
    };
    expect(offending(chinese)).toEqual([]);
  });
});
