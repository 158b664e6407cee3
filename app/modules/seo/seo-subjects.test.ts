import { describe, expect, it } from "vitest";
import { messagesFor } from "~/i18n/catalogs";
import { defaultPageSeo } from "~/modules/site-settings/page-seo";
import { seoChecklist } from "./seo-checklist";
import { languages } from "~/i18n/languages";
import {
  categoryTextsOf,
  noImages,
  noSameTitles,
  pagePictures,
  perLanguage,
  postSubject,
  postTextsOf,
  productSubject,
  productTextsOfForm,
  singlePicture,
  sitePageSubject,
  categorySubject,
  type SubjectContext,
} from "./seo-subjects";

const context: SubjectContext = { images: noImages, imageFix: perLanguage(() => null), sameTitle: noSameTitles, within: false };

describe("SEO subjects", () => {
  it("gives a product without Chinese texts the English title and the built-in Chinese description on its Chinese result, and says which Chinese fields to fill", () => {
    const subject = productSubject(
      "calacatta-gold",
      productTextsOfForm({ titleEn: "Calacatta Gold", descriptionEn: "White with gold veins.", keywords: "quartz" }),
      context,
    );
    // A search result in Chinese never shows the English description (decision 027).
    expect(subject.results.zh).toEqual({
      title: "Calacatta Gold | 赛德石英石",
      description: messagesFor("zh").meta.productDescriptionFallback,
    });
    const zh = seoChecklist(subject, languages).find((list) => list.language === "zh")!;
    expect(zh.checks.find((check) => check.id === "translated")).toMatchObject({
      missing: ["title", "description", "keywords"],
      fix: "/dashboard/products?edit=calacatta-gold#product-editor-form-titleZh",
    });
    expect(subject.fix.fields.zh.keywords).toBe("/dashboard/products?edit=calacatta-gold#product-editor-form-keywordsZh");
  });

  it("gives a product's Spanish result its Spanish title and description where written, and sends the owner to the Spanish group for the rest", () => {
    const texts = productTextsOfForm({
      titleEn: "Calacatta Gold",
      descriptionEn: "White with gold veins.",
      keywords: "quartz",
      translations: {
        es: { title: "Calacatta Oro", description: "Cuarzo blanco con vetas doradas para encimeras de cocina.", keywords: "" },
      },
    });
    const subject = productSubject("calacatta-gold", texts, context);
    expect(subject.results.es).toEqual({
      title: "Calacatta Oro | Saide Quartz",
      description: "Cuarzo blanco con vetas doradas para encimeras de cocina.",
    });
    // Russian has nothing written: the English title stands in, the description is the catalog's Russian one, never English.
    expect(subject.results.ru).toEqual({
      title: "Calacatta Gold | Saide Quartz",
      description: messagesFor("ru").meta.productDescriptionFallback,
    });
    const es = seoChecklist(subject, languages).find((list) => list.language === "es")!;
    expect(es.checks.find((check) => check.id === "translated")).toMatchObject({
      missing: ["keywords"],
      fix: "/dashboard/products?edit=calacatta-gold#product-editor-form-translations.es.keywords",
    });
  });

  it("links inside the editor with a bare fragment", () => {
    const subject = categorySubject("c1", categoryTextsOf({ en: { title: "Calacatta", description: "" }, zh: { title: "卡拉卡塔" } }), {
      ...context,
      within: true,
    });
    expect(subject.fix.fields.en).toEqual({ title: "#category-form-titleEn", description: "#category-form-descriptionEn" });
    expect(subject.results.en).toEqual({
      title: "Calacatta | Brand Center | Saide Quartz",
      description: "Browse our quartz slab collections by category.",
    });
  });

  it("gives a post a result only in the languages it is written in, and links to the editor's form of that version", () => {
    const subject = postSubject("p1", 3, postTextsOf({ en: { title: "New plant", summary: "We opened a plant." } }), context);
    expect(subject.results.zh).toBeNull();
    expect(subject.results.en?.title).toBe("New plant | Saide Quartz");
    expect(subject.fix.fields.zh.title).toBe("/dashboard/news/p1#post-form-p1-3-titleZh");
    // Pages in the added languages show an English post in English, with their own built-in description (docs/requirements/languages.md#owner-texts-in-every-language).
    expect(subject.results.ar).toEqual({ title: "New plant | Saide Quartz", description: messagesFor("ar").meta.newsDescription });
    const spanishOnly = postSubject("p2", 1, postTextsOf({ en: { title: "", summary: "" }, es: { title: "Nueva planta" } }), context);
    expect([spanishOnly.results.en, spanishOnly.results.ru, spanishOnly.results.es?.title]).toEqual([
      null,
      null,
      "Nueva planta | Saide Quartz",
    ]);
  });

  it("uses the owner's page texts where written and the built-in ones elsewhere", () => {
    const stored = {
      ...defaultPageSeo,
      about: { texts: { en: { title: "About Saide Quartz, the plant", description: "" } }, textTimes: {} },
    };
    const subject = sitePageSubject("about", stored, context);
    expect(subject.results.en?.title).toBe("About Saide Quartz, the plant");
    expect(subject.results.zh?.title).toBe("关于我们 | 赛德石英石");
    expect(subject.fix.fields.zh.title).toBe("/dashboard/web-pages/seo#page-seo-form-aboutTitleZh");
  });

  it("counts a picture without alt text in a language, and links to where the library keeps it", () => {
    expect(singlePicture("m1", { en: "Slab", zh: " ", es: "Losa", ar: "لوح" })).toEqual({
      images: {
        en: { total: 1, missing: 0 },
        zh: { total: 1, missing: 1 },
        es: { total: 1, missing: 0 },
        ru: { total: 1, missing: 1 },
        ar: { total: 1, missing: 0 },
      },
      fix: {
        en: null,
        zh: "/dashboard/media/m1#media-alt-form-altZh",
        es: null,
        ru: "/dashboard/media/m1#media-alt-form-translations.ru.alt",
        ar: null,
      },
    });
    expect(singlePicture(null, {}).images).toEqual(noImages);
  });

  it("counts a page's pictures: an address kept from the first shape has no alt text, a deleted library image is not shown", () => {
    const described = "5a1de000-0000-4000-8000-000000000001";
    const englishOnly = "5a1de000-0000-4000-8000-000000000002";
    const deleted = "5a1de000-0000-4000-8000-000000000003";
    const library = new Map([
      [described, { alt: { en: "Kitchen", zh: "厨房", es: "Cocina" } }],
      [englishOnly, { alt: { en: "Showroom", zh: "" } }],
      ["/images/old.jpg", { alt: { en: "", zh: "较早的图片" } }],
    ]);
    expect(pagePictures([described, englishOnly, deleted, "/images/old.jpg"], library, "/dashboard/web-pages")).toEqual({
      images: {
        en: { total: 3, missing: 1 },
        zh: { total: 3, missing: 2 },
        es: { total: 3, missing: 2 },
        ru: { total: 3, missing: 3 },
        ar: { total: 3, missing: 3 },
      },
      fix: {
        en: "/dashboard/web-pages",
        zh: `/dashboard/media/${englishOnly}#media-alt-form-altZh`,
        es: `/dashboard/media/${englishOnly}#media-alt-form-translations.es.alt`,
        ru: `/dashboard/media/${described}#media-alt-form-translations.ru.alt`,
        ar: `/dashboard/media/${described}#media-alt-form-translations.ar.alt`,
      },
    });
  });
});
