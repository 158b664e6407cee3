import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/database/client.server";
import { categories, media, posts, productPhotos, products } from "~/database/schema";
import type { SeoFinding } from "~/modules/seo/seo-health";
import { findSameTitles, productImageAlts, readSeoHealth, sitePagesEditorSeo } from "~/modules/seo/seo-health.server";
import { translatedLanguages } from "~/i18n/languages";
import { noSameTitles } from "~/modules/seo/seo-subjects";
import { defaultPageSeo } from "~/modules/site-settings/page-seo";
import { writeSetting } from "~/modules/site-settings/site-settings.server";
import { databaseKinds, openTestDatabase } from "../support/database";
import { categoryRow, mediaRow, postRow } from "../support/content-rows";
import { productTexts } from "../support/product-texts";

const describedText = ["White quartz with bold gold veins, 3200 by 1600 mm, polished, for kitchen countertops and islands."];
const describedTextZh = ["白色底金色纹理的石英石大板，规格 3200*1600mm，抛光面，适用于厨房台面、中岛和浴室柜。"];

/** A product described and with keywords in English and Chinese; its Chinese title only when given. */
const describedProduct = (title: string, titleZh?: string) =>
  productTexts(
    { title, description: describedText, keywords: ["quartz"] },
    { zh: { ...(titleZh && { title: titleZh }), description: describedTextZh, keywords: ["石英石"] } },
  );

/** The other pages with a title, in every language: none but those given. */
const sameTitles = (given: Partial<typeof noSameTitles>) => ({ ...noSameTitles, ...given });

describe.each(databaseKinds)("SEO health on %s", (kind) => {
  let database: DatabaseHandle;
  let photoId: string;
  let libraryImageId: string;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    const { db } = database;
    const [image] = await db
      .insert(media)
      .values(
        mediaRow({
          baseKey: "saide/slab",
          filename: "slab.jpg",
          width: 1600,
          height: 800,
          variants: [],
          altEn: "A white quartz slab",
          altZh: "",
        }),
      )
      .returning({ id: media.id });
    libraryImageId = image!.id;
    await db
      .insert(categories)
      .values(categoryRow({ id: "calacatta", slug: "calacatta", titleEn: "Calacatta", titleZh: "卡拉卡塔", imageId: libraryImageId }));
    await db.insert(products).values([
      { id: "calacatta-gold", texts: describedProduct("Calacatta Gold", "卡拉卡塔金"), photoUrl: "/media/saide/slab.jpg" },
      { id: "calacatta-copy", texts: describedProduct("Calacatta Gold"), photoUrl: "/media/saide/slab.jpg" },
      { id: "statuario", texts: describedProduct("Statuario White", "雅士白"), photoUrl: "/media/saide/slab.jpg" },
    ]);
    const [photo] = await db
      .insert(productPhotos)
      .values({ productId: "calacatta-gold", mediaId: libraryImageId, position: 0, isCard: true })
      .returning({ id: productPhotos.id });
    photoId = photo!.id;
    await db.insert(productPhotos).values({
      productId: "statuario",
      mediaId: libraryImageId,
      position: 0,
      isCard: true,
      texts: { en: { alt: "" }, zh: { alt: "雅士白石英石大板" } },
    });
    await db.insert(posts).values(
      postRow({
        slug: "new-plant",
        titleEn: "Our new plant opens",
        summaryEn: "A second line doubles what we make.",
        status: "published",
        publishedAt: new Date(),
      }),
    );
    // The first two languages first; the added languages are checked once turned on (the last test) (docs/requirements/languages.md#languages-turned-off).
    await writeSetting(db, "languages", { off: [...translatedLanguages] });
  }, 180_000);
  afterAll(async () => {
    await database.close();
  });

  const health = (filter: "all" | "problem" = "all", page = 1) => readSeoHealth(database.db, { labelLanguage: "en", page, filter });
  const findingsOf = (findings: SeoFinding[], label: string) =>
    findings
      .filter((finding) => finding.owner.label === label)
      .map((finding) => [finding.language, finding.check.id, finding.check.light, finding.check.fix]);

  it("checks every page, category, post and product in both languages and links each finding to its field", async () => {
    const result = await health();
    expect(result.subjects).toBe(5 + 1 + 1 + 3);
    // Two products of that name: each repeats the other's title; the copy lacks its Chinese title, the original a Chinese alt text.
    const sameName = findingsOf(result.findings, "Product: Calacatta Gold");
    expect(sameName).toHaveLength(4);
    expect(sameName).toEqual(
      expect.arrayContaining([
        ["zh", "images", "problem", `/dashboard/products/calacatta-gold/photos#alt-${photoId}-altZh`],
        ["en", "uniqueTitle", "problem", "/dashboard/products?edit=calacatta-gold#product-editor-form-titleEn"],
        ["en", "uniqueTitle", "problem", "/dashboard/products?edit=calacatta-copy#product-editor-form-titleEn"],
        ["zh", "translated", "problem", "/dashboard/products?edit=calacatta-copy#product-editor-form-titleZh"],
      ]),
    );
    // A photo whose own Chinese alt text is written counts as described, whatever the library image says.
    expect(findingsOf(result.findings, "Product: Statuario White")).toEqual([]);
    expect(findingsOf(result.findings, "Category: Calacatta")).toContainEqual([
      "zh",
      "images",
      "problem",
      `/dashboard/media/${libraryImageId}#media-alt-form-altZh`,
    ]);
    const post = await database.db.select({ id: posts.id, version: posts.version }).from(posts);
    expect(findingsOf(result.findings, "News post: Our new plant opens")).toContainEqual([
      "zh",
      "translated",
      "improve",
      `/dashboard/news/${post[0]!.id}#post-form-${post[0]!.id}-${post[0]!.version}-titleZh`,
    ]);
    const lights = result.findings.map((finding) => finding.check.light);
    expect(lights.indexOf("improve")).toBeGreaterThan(lights.lastIndexOf("problem"));
  });

  it("lists problems only when asked, and counts fewer once a problem is fixed", async () => {
    const before = await health("problem");
    expect(before.findings.every((finding) => finding.check.light === "problem")).toBe(true);
    expect(before.findings).toHaveLength(before.counts.problem);
    await database.db
      .update(products)
      .set({ texts: describedProduct("Calacatta Gold Extra", "卡拉卡塔金加强") })
      .where(eq(products.id, "calacatta-copy"));
    const after = await health("problem");
    // Two repeated titles and one missing translation are gone.
    expect(after.counts.problem).toBe(before.counts.problem - 3);
    await database.db
      .update(products)
      .set({ texts: describedProduct("Calacatta Gold") })
      .where(eq(products.id, "calacatta-copy"));
  });

  it("pages the findings 50 at a time and keeps a page past the end on the last one", async () => {
    const values = Array.from({ length: 60 }, (_, index) => ({
      id: `bulk-${index}`,
      texts: productTexts({ title: `Bulk ${index}`, description: describedText }),
      photoUrl: "/media/saide/slab.jpg",
    }));
    await database.db.insert(products).values(values);
    const first = await health();
    expect(first.paging.pages).toBeGreaterThan(1);
    // Nothing written since: the same scan answers, not a new read of the site.
    expect((await health()).findings[0]).toBe(first.findings[0]);
    expect(first.findings).toHaveLength(50);
    const last = await health("all", 999);
    expect(last.paging.page).toBe(first.paging.pages);
    expect(last.findings.length).toBe(first.paging.total - 50 * (first.paging.pages - 1));
    await database.db.delete(products).where(sql`${products.texts} -> 'zh' ->> 'title' is null`);
    await database.db.insert(products).values({
      id: "calacatta-copy",
      texts: productTexts({ title: "Calacatta Gold", description: describedText }),
      photoUrl: "/media/saide/slab.jpg",
    });
  });

  it("finds the other pages with a typed title, composed as their pages compose it, leaving out the one edited", async () => {
    const same = await findSameTitles(
      database.db,
      { en: "Calacatta Gold | Saide Quartz", zh: "卡拉卡塔 | 品牌中心 | 赛德石英石" },
      "product:calacatta-gold",
      "zh",
    );
    expect(same.en).toEqual([{ label: "产品：Calacatta Gold", href: "/dashboard/products?edit=calacatta-copy" }]);
    expect(same.zh).toEqual([{ label: "分类：卡拉卡塔", href: "/dashboard/categories/calacatta" }]);
    expect(await findSameTitles(database.db, { en: "About us | Saide Quartz" }, null, "en")).toEqual(
      sameTitles({ en: [{ label: "Web page: About us", href: "/dashboard/web-pages/seo" }] }),
    );
    expect(await findSameTitles(database.db, { en: "Nothing like it" }, null, "en")).toEqual(noSameTitles);
    // A translated title is found by its own words.
    await database.db
      .update(products)
      .set({ texts: sql`${products.texts} || ${JSON.stringify({ ru: { title: "Калакатта Голд" } })}::jsonb` })
      .where(eq(products.id, "statuario"));
    expect((await findSameTitles(database.db, { ru: "Калакатта Голд | Saide Quartz" }, null, "zh")).ru).toEqual([
      { label: "产品：雅士白", href: "/dashboard/products?edit=statuario" },
    ]);
    await database.db
      .update(products)
      .set({ texts: sql`${products.texts} - 'ru'` })
      .where(eq(products.id, "statuario"));
  });

  it("tells the search-texts editor, for each of the five pages, which others have its title", async () => {
    const typed = {
      ...defaultPageSeo,
      home: {
        texts: { en: { title: "Calacatta Gold | Saide Quartz", description: "" }, zh: { title: "卡拉卡塔 | 品牌中心 | 赛德石英石" } },
        textTimes: {},
      },
    };
    const editor = await sitePagesEditorSeo(database.db, typed);
    expect(editor.home.sameTitle).toEqual(
      sameTitles({
        en: [
          { label: "产品：卡拉卡塔金", href: "/dashboard/products?edit=calacatta-gold" },
          { label: "产品：Calacatta Gold", href: "/dashboard/products?edit=calacatta-copy" },
        ],
        zh: [{ label: "分类：卡拉卡塔", href: "/dashboard/categories/calacatta" }],
      }),
    );
    for (const page of ["about", "brand", "news", "contact"] as const) expect(editor[page].sameTitle).toEqual(noSameTitles);
  });

  it("tells a product's editor which of its photos lack alt text", async () => {
    await database.db
      .update(productPhotos)
      .set({ texts: { en: { alt: "" }, es: { alt: "Losa de cuarzo blanco" } } })
      .where(eq(productPhotos.id, photoId));
    const lacking = `/dashboard/products/calacatta-gold/photos#alt-${photoId}`;
    expect(await productImageAlts(database.db, "calacatta-gold")).toEqual({
      images: {
        en: { total: 1, missing: 0 },
        zh: { total: 1, missing: 1 },
        es: { total: 1, missing: 0 },
        ru: { total: 1, missing: 1 },
        ar: { total: 1, missing: 1 },
      },
      fix: { en: null, zh: `${lacking}-altZh`, es: null, ru: `${lacking}-translations.ru.alt`, ar: `${lacking}-translations.ar.alt` },
    });
    await database.db
      .update(productPhotos)
      .set({ texts: { en: { alt: "" } } })
      .where(eq(productPhotos.id, photoId));
    expect(Object.values((await productImageAlts(database.db, "calacatta-copy")).images).every((alts) => alts.total === 0)).toBe(true);
  });

  it("checks an added language once buyers read it, against the English its pages show where its own texts are missing", async () => {
    const { db } = database;
    await writeSetting(db, "languages", { off: ["ru", "ar"] });
    await db
      .update(products)
      .set({
        texts: {
          ...describedProduct("Calacatta Gold", "卡拉卡塔金"),
          es: {
            title: "Calacatta Oro",
            description: ["Cuarzo blanco con vetas doradas, 3200 por 1600 mm, pulido, para encimeras de cocina e islas."],
            keywords: ["cuarzo"],
          },
        },
      })
      .where(eq(products.id, "calacatta-gold"));
    await db
      .update(productPhotos)
      .set({ texts: { en: { alt: "" }, es: { alt: "Losa de cuarzo blanco" } } })
      .where(eq(productPhotos.id, photoId));
    const { findings } = await health();
    expect(findings.filter((finding) => finding.language === "ru" || finding.language === "ar")).toEqual([]);
    // The original is written in Spanish, described, and has a title of its own there: nothing to fix. The copy shows the
    // English title and the site's short Spanish description in place of one of its own.
    expect(findingsOf(findings, "Product: Calacatta Gold").filter(([language]) => language === "es")).toEqual([
      ["es", "translated", "problem", "/dashboard/products?edit=calacatta-copy#product-editor-form-translations.es.title"],
      ["es", "description", "improve", "/dashboard/products?edit=calacatta-copy#product-editor-form-translations.es.description"],
    ]);
    const copy = findings.find(
      (finding) => finding.language === "es" && finding.check.id === "translated" && finding.check.fix?.includes("calacatta-copy"),
    );
    expect(copy?.check).toMatchObject({ missing: ["title", "description"], reference: "en" });
    expect(findingsOf(findings, "Category: Calacatta")).toContainEqual([
      "es",
      "images",
      "problem",
      `/dashboard/media/${libraryImageId}#media-alt-form-translations.es.alt`,
    ]);
    await db
      .update(products)
      .set({ texts: describedProduct("Calacatta Gold", "卡拉卡塔金") })
      .where(eq(products.id, "calacatta-gold"));
    await db
      .update(productPhotos)
      .set({ texts: { en: { alt: "" } } })
      .where(eq(productPhotos.id, photoId));
    await writeSetting(db, "languages", { off: [...translatedLanguages] });
  });
});
