import { describe, expect, it } from "vitest";
import { messagesFor } from "~/i18n/language";
import { defaultPageSeo } from "~/modules/site-settings/page-seo";
import { seoChecklist } from "./seo-checklist";
import { categorySubject, noImages, noSameTitles, pagePictures, postSubject, productSubject, singlePicture, sitePageSubject, type SubjectContext } from "./seo-subjects";

const context: SubjectContext = { images: noImages, imageFix: { en: null, zh: null }, sameTitle: noSameTitles, within: false };

describe("SEO subjects", () => {
  it("gives a product without Chinese texts the English title and the built-in Chinese description on its Chinese result, and says which Chinese fields to fill", () => {
    const subject = productSubject("calacatta-gold", { titleEn: "Calacatta Gold", titleZh: "", descriptionEn: ["White with gold veins."], descriptionZh: [], keywordsEn: ["quartz"], keywordsZh: [] }, context);
    // A search result in Chinese never shows the English description (decision 027).
    expect(subject.results.zh).toEqual({ title: "Calacatta Gold | 赛德石英石", description: messagesFor("zh").meta.productDescriptionFallback });
    const zh = seoChecklist(subject).find((list) => list.language === "zh")!;
    expect(zh.checks.find((check) => check.id === "translated")).toMatchObject({
      missing: ["title", "description", "keywords"],
      fix: "/dashboard/products?edit=calacatta-gold#product-editor-form-titleZh",
    });
    expect(subject.fix.fields.zh.keywords).toBe("/dashboard/products?edit=calacatta-gold#product-editor-form-keywordsZh");
  });

  it("links inside the editor with a bare fragment", () => {
    const subject = categorySubject("c1", { titleEn: "Calacatta", titleZh: "卡拉卡塔", descriptionEn: "", descriptionZh: "" }, { ...context, within: true });
    expect(subject.fix.fields.en).toEqual({ title: "#category-form-titleEn", description: "#category-form-descriptionEn" });
    expect(subject.results.en).toEqual({ title: "Calacatta | Brand Center | Saide Quartz", description: "Browse our quartz slab collections by category." });
  });

  it("gives a post a result only in the languages it is written in, and links to the editor's form of that version", () => {
    const subject = postSubject("p1", 3, { titleEn: "New plant", titleZh: "", summaryEn: "We opened a plant.", summaryZh: "" }, context);
    expect(subject.results.zh).toBeNull();
    expect(subject.results.en?.title).toBe("New plant | Saide Quartz");
    expect(subject.fix.fields.zh.title).toBe("/dashboard/news/p1#post-form-p1-3-titleZh");
  });

  it("uses the owner's page texts where written and the built-in ones elsewhere", () => {
    const stored = { ...defaultPageSeo, about: { en: { title: "About Saide Quartz, the plant", description: "" }, zh: { title: "", description: "" }, translations: {} } };
    const subject = sitePageSubject("about", stored, context);
    expect(subject.results.en?.title).toBe("About Saide Quartz, the plant");
    expect(subject.results.zh?.title).toBe("关于我们 | 赛德石英石");
    expect(subject.fix.fields.zh.title).toBe("/dashboard/web-pages/seo#page-seo-form-aboutTitleZh");
  });

  it("counts a picture without alt text in a language, and links to where the library keeps it", () => {
    expect(singlePicture("m1", { en: "Slab", zh: " " })).toEqual({
      images: { en: { total: 1, missing: 0 }, zh: { total: 1, missing: 1 } },
      fix: { en: null, zh: "/dashboard/media/m1#media-alt-form-altZh" },
    });
    expect(singlePicture(null, { en: null, zh: null }).images).toEqual(noImages);
  });

  it("counts a page's pictures: an address kept from the first shape has no alt text, a deleted library image is not shown", () => {
    const described = "5a1de000-0000-4000-8000-000000000001";
    const englishOnly = "5a1de000-0000-4000-8000-000000000002";
    const deleted = "5a1de000-0000-4000-8000-000000000003";
    const library = new Map([
      [described, { alt: { en: "Kitchen", zh: "厨房" } }],
      [englishOnly, { alt: { en: "Showroom", zh: "" } }],
      ["/images/old.jpg", { alt: { en: "", zh: "较早的图片" } }],
    ]);
    expect(pagePictures([described, englishOnly, deleted, "/images/old.jpg"], library, "/dashboard/web-pages")).toEqual({
      images: { en: { total: 3, missing: 1 }, zh: { total: 3, missing: 2 } },
      fix: { en: "/dashboard/web-pages", zh: `/dashboard/media/${englishOnly}#media-alt-form-altZh` },
    });
  });
});
