import { describe, expect, it } from "vitest";
import { languages } from "~/i18n/languages";
import { messagesFor } from "~/i18n/catalogs";
import { defaultPageSeo, pageSeoSchema, seoLimitsIn } from "./page-seo";
import { pageSeoFormSchema, pageSeoFormValues, pageSeoFromForm } from "./page-seo-form";

describe("page search texts", () => {
  it("fits search results: Chinese gets half the characters, and the built-in texts fit too", () => {
    const home = (texts: object) => pageSeoSchema.safeParse({ home: { texts: { en: { title: "", description: "" }, ...texts } } }).success;
    expect(home({ en: { title: "x".repeat(61), description: "" } })).toBe(false);
    expect(home({ zh: { title: "字".repeat(31) } })).toBe(false);
    expect(home({ zh: { title: "字".repeat(30) } })).toBe(true);
    expect(home({ ru: { title: "я".repeat(61) } })).toBe(false);
    for (const language of languages) {
      const meta = messagesFor(language).meta;
      for (const title of [meta.homeTitle, meta.aboutTitle, meta.brandTitle, meta.newsTitle, meta.contactTitle])
        expect(title.length).toBeLessThanOrEqual(seoLimitsIn(language).title);
      for (const description of [meta.homeDescription, meta.aboutDescription, meta.contactDescription])
        expect(description.length).toBeLessThanOrEqual(seoLimitsIn(language).description);
    }
  });

  it("reads a document missing pages as empty texts, and the form round-trips", () => {
    expect(pageSeoSchema.parse({})).toEqual(defaultPageSeo);
    const texts = {
      ...defaultPageSeo,
      news: {
        texts: { en: { title: "News", description: "Latest" }, zh: { title: "新闻", description: "最新" }, ar: { title: "الأخبار" } },
        textTimes: { ar: { title: "2026-12-01T08:00:00.000Z" } },
      },
    };
    const form = pageSeoFormSchema(messagesFor("zh").admin.webPages).parse({ ...pageSeoFormValues(texts), version: "3" });
    const { version, draftStamp, ...values } = form;
    expect([version, draftStamp]).toEqual([3, ""]);
    expect(pageSeoFromForm(values, texts, new Date())).toEqual(texts);
  });

  it("drops the blank texts of the added languages, so the built-in one shows, and holds them to the English limits", () => {
    const schema = pageSeoFormSchema(messagesFor("zh").admin.webPages);
    const values = pageSeoFormValues(defaultPageSeo);
    const written = schema.parse({
      ...values,
      version: "1",
      homeTranslations: { ...values.homeTranslations, es: { title: " Encimeras de cuarzo ", description: "  " } },
    });
    const at = new Date("2026-12-02T09:00:00Z");
    expect(pageSeoFromForm(written, defaultPageSeo, at).home).toEqual({
      texts: { en: { title: "", description: "" }, es: { title: "Encimeras de cuarzo" } },
      textTimes: { es: { title: at.toISOString() } },
    });
    const tooLong = schema.safeParse({
      ...values,
      version: "1",
      homeTranslations: { ...values.homeTranslations, ru: { title: "я".repeat(61), description: "" } },
    });
    expect(tooLong.success).toBe(false);
  });
});
