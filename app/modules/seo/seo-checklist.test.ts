import { describe, expect, it } from "vitest";
import { languages, type Language } from "~/i18n/languages";
import { countLights, displayWidth, seoChecklist, type SeoCheck, type SeoSubject } from "./seo-checklist";
import { noImages, noSameTitles, perLanguage } from "./seo-subjects";

/** The first two languages as given, every other one as `others` (docs/requirements/languages.md#first-two-languages). */
const inEvery = <T>(given: { en: T; zh: T } & Partial<Record<Language, T>>, others: T): Record<Language, T> =>
  perLanguage((language) => (language in given ? given[language]! : others));

const fields = inEvery(
  { en: { title: "#title-en", description: "#description-en" }, zh: { title: "#title-zh", description: "#description-zh" } },
  {},
);
const englishResult = {
  title: "Calacatta Gold quartz slab | Saide Quartz",
  description: "A white quartz slab with bold gold veins, 3200 by 1600 mm, polished, for kitchen countertops and islands.",
};
const englishOwn = { title: "Calacatta Gold", description: "A white quartz slab" };

function subjectWith(overrides: Partial<SeoSubject>): SeoSubject {
  return {
    results: inEvery(
      {
        en: englishResult,
        zh: {
          title: "卡拉卡塔金石英石大板 | 赛德石英石",
          description: "白色底金色纹理的石英石大板，规格 3200*1600mm，抛光面，适用于厨房台面、中岛和浴室柜。",
        },
      },
      englishResult,
    ),
    own: inEvery({ en: englishOwn, zh: { title: "卡拉卡塔金", description: "白色石英石" } }, englishOwn),
    images: noImages,
    sameTitle: noSameTitles,
    fix: { fields, images: perLanguage(() => null) },
    ...overrides,
  };
}

function check(subject: SeoSubject, language: Language, id: SeoCheck["id"]) {
  return seoChecklist(subject, languages)
    .find((list) => list.language === language)!
    .checks.find((item) => item.id === id);
}

describe("display width", () => {
  it("counts a Chinese character or full-width sign as two Latin letters", () => {
    expect(displayWidth("Saide Quartz")).toBe(12);
    expect(displayWidth("赛德石英石")).toBe(10);
    expect(displayWidth("卡拉卡塔 Calacatta，")).toBe(8 + 1 + 9 + 2);
    expect(displayWidth("  padded  ")).toBe(6);
  });
});

describe("SEO checklist", () => {
  it("is all green for a page with fitting, unique, translated texts", () => {
    const lists = seoChecklist(subjectWith({}), languages);
    expect(lists.map((list) => list.language)).toEqual(["en", "zh", "es", "ru", "ar"]);
    expect(countLights(lists)).toEqual({ good: 20, improve: 0, problem: 0 });
  });

  it("checks only the languages buyers read", () => {
    expect(seoChecklist(subjectWith({}), ["en", "zh", "ar"]).map((list) => list.language)).toEqual(["en", "zh", "ar"]);
  });

  it("judges length by display width: 31 Chinese characters are too long for a title, 31 Latin letters are not", () => {
    const zhLong = subjectWith({
      results: { ...subjectWith({}).results, zh: { title: "石".repeat(31), description: subjectWith({}).results.zh!.description } },
    });
    expect(check(zhLong, "zh", "title")).toMatchObject({ light: "improve", verdict: "long", width: 62, fix: "#title-zh" });
    const enFits = subjectWith({
      results: { ...subjectWith({}).results, en: { title: "x".repeat(31), description: subjectWith({}).results.en!.description } },
    });
    expect(check(enFits, "en", "title")).toMatchObject({ light: "good", verdict: "fits" });
  });

  it("calls a short description worth improving and an empty one a problem", () => {
    const base = subjectWith({}).results;
    expect(
      check(subjectWith({ results: { ...base, en: { title: base.en!.title, description: "Quartz." } } }), "en", "description"),
    ).toMatchObject({ light: "improve", verdict: "short" });
    expect(
      check(subjectWith({ results: { ...base, en: { title: base.en!.title, description: " " } } }), "en", "description"),
    ).toMatchObject({ light: "problem", verdict: "empty" });
  });

  it("flags a text written in one language only, in the language that lacks it, and links to its field", () => {
    const subject = subjectWith({ own: inEvery({ en: englishOwn, zh: { title: "卡拉卡塔金", description: "" } }, englishOwn) });
    expect(check(subject, "zh", "translated")).toMatchObject({
      light: "problem",
      missing: ["description"],
      fix: "#description-zh",
      reference: "en",
    });
    expect(check(subject, "en", "translated")).toMatchObject({ light: "good", missing: [], reference: "zh" });
  });

  it("holds an added language to the English, whose texts its pages show where its own are missing", () => {
    const subject = subjectWith({
      own: inEvery(
        { en: englishOwn, zh: { title: "卡拉卡塔金", description: "白色石英石" }, ar: { title: "كالاكاتا الذهبي", description: "" } },
        englishOwn,
      ),
      fix: {
        fields: { ...fields, ar: { title: "#translations.ar.title", description: "#translations.ar.description" } },
        images: perLanguage(() => null),
      },
    });
    expect(check(subject, "ar", "translated")).toMatchObject({
      light: "problem",
      missing: ["description"],
      reference: "en",
      fix: "#translations.ar.description",
    });
    expect(check(subject, "es", "translated")).toMatchObject({ light: "good" });
  });

  it("asks only to consider a post that exists in one language, and checks nothing else there", () => {
    const subject = subjectWith({
      results: inEvery({ en: englishResult, zh: null }, englishResult),
      own: inEvery({ en: { title: "Our new plant", description: "We opened it" }, zh: { title: "", description: "" } }, {}),
    });
    const zh = seoChecklist(subject, languages).find((list) => list.language === "zh")!;
    expect(zh.checks.map((item) => [item.id, item.light])).toEqual([["translated", "improve"]]);
  });

  it("counts images without alt text as a problem, and skips the check on a page without images", () => {
    const subject = subjectWith({
      images: inEvery({ en: { total: 3, missing: 0 }, zh: { total: 3, missing: 2 } }, { total: 3, missing: 0 }),
      fix: { fields, images: inEvery<string | null>({ en: null, zh: "/dashboard/media/1#alt" }, null) },
    });
    expect(check(subject, "en", "images")).toMatchObject({ light: "good" });
    expect(check(subject, "zh", "images")).toMatchObject({ light: "problem", missing: 2, total: 3, fix: "/dashboard/media/1#alt" });
    expect(check(subjectWith({}), "en", "images")).toBeUndefined();
  });

  it("names the other pages that use the same title", () => {
    const others = [{ label: "卡拉卡塔金（副本）", href: "/dashboard/products?edit=b" }];
    const subject = subjectWith({ sameTitle: inEvery({ en: others, zh: [] }, []) });
    expect(check(subject, "en", "uniqueTitle")).toMatchObject({ light: "problem", others, fix: "#title-en" });
    expect(check(subject, "zh", "uniqueTitle")).toMatchObject({ light: "good" });
  });
});
