import { describe, expect, it } from "vitest";
import { messagesFor } from "~/i18n/language";
import { defaultPageSeo, pageSeoSchema, seoLimits } from "./page-seo";
import { pageSeoFormSchema, pageSeoFormValues, pageSeoFromForm } from "./page-seo-form";

describe("page search texts", () => {
  it("fits search results: Chinese gets half the characters, and the built-in texts fit too", () => {
    expect(pageSeoSchema.safeParse({ home: { en: { title: "x".repeat(61), description: "" }, zh: { title: "", description: "" } } }).success).toBe(false);
    expect(pageSeoSchema.safeParse({ home: { en: { title: "", description: "" }, zh: { title: "字".repeat(31), description: "" } } }).success).toBe(false);
    for (const language of ["en", "zh"] as const) {
      const meta = messagesFor(language).meta;
      for (const title of [meta.homeTitle, meta.aboutTitle, meta.brandTitle, meta.newsTitle, meta.contactTitle]) expect(title.length).toBeLessThanOrEqual(seoLimits[language].title);
      for (const description of [meta.homeDescription, meta.aboutDescription, meta.contactDescription]) expect(description.length).toBeLessThanOrEqual(seoLimits[language].description);
    }
  });

  it("reads a document missing pages as empty texts, and the form round-trips", () => {
    expect(pageSeoSchema.parse({})).toEqual(defaultPageSeo);
    const texts = { ...defaultPageSeo, news: { en: { title: "News", description: "Latest" }, zh: { title: "新闻", description: "最新" } } };
    const form = pageSeoFormSchema(messagesFor("zh").admin.webPages).parse({ ...pageSeoFormValues(texts), version: "3" });
    const { version, draftStamp, ...values } = form;
    expect([version, draftStamp]).toEqual([3, ""]);
    expect(pageSeoFromForm(values)).toEqual(texts);
  });
});
