import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/database/client.server";
import { attributeOptions, categories, media, posts, productPhotos, products } from "~/database/schema";
import { MISSING_LISTED } from "~/modules/translations/missing-records";
import { readMissingTranslations } from "~/modules/translations/missing-records.server";
import { databaseKinds, openTestDatabase } from "../support/database";
import { categoryRow, mediaRow, optionRow, postRow } from "../support/content-rows";
import { productTexts } from "../support/product-texts";

describe.each(databaseKinds)("texts still to translate, on %s", (kind) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    await database.db.delete(products);
    await database.db.delete(attributeOptions);
    await database.db.delete(categories);
    await database.db.insert(categories).values(
      [
        {
          id: "written",
          slug: "written",
          titleEn: "Written",
          titleZh: "已写",
          descriptionEn: "White.",
          translations: {
            es: { title: "Escrita", description: "Blanca." },
            ru: { title: "Написано", description: "Белая." },
            ar: { title: "مكتوبة", description: "أبيض." },
          },
        },
        // No English description: nothing of it stands in for a Spanish one.
        { id: "no-description", slug: "no-description", titleEn: "Plain", titleZh: "素", translations: { es: { title: "Sencilla" } } },
      ].map((row) => categoryRow(row)),
    );
    await database.db
      .insert(attributeOptions)
      .values(optionRow({ kind: "colour", slug: "white", labelEn: "White", labelZh: "白色", translations: { es: { label: "Blanco" } } }));
    await database.db.insert(products).values([
      {
        id: "half-done",
        texts: productTexts(
          { title: "Half Done", description: ["English."], applications: ["Kitchens"], specRows: [{ label: "Density", value: "2.4" }] },
          { zh: { title: "半成品" }, es: { title: "A medias", description: ["Español."] }, ru: { title: "  " } },
        ),
        photoUrl: "/media/x.jpg",
        // The Spanish title was written before the English last changed: out of date, not missing.
        textTimes: {
          en: { title: "2026-11-02T00:00:00.000Z" },
          es: { title: "2026-11-01T00:00:00.000Z", description: "2026-11-03T00:00:00.000Z" },
        },
        slabSizes: [
          {
            texts: { en: { label: "Jumbo" }, zh: { label: "大板" }, es: { label: "Jumbo" }, ru: { label: "Джамбо" } },
            lengthMm: 3200,
            widthMm: 1600,
          },
          { texts: { en: { label: "Standard" }, zh: { label: "标准板" }, es: { label: "Estándar" } }, lengthMm: 3050, widthMm: 1440 },
        ],
        sortOrder: 1,
      },
      ...Array.from({ length: MISSING_LISTED + 2 }, (_, index) => ({
        id: `bare-${index}`,
        texts: productTexts({ title: `Bare ${index}` }),
        photoUrl: "/media/x.jpg",
        sortOrder: 10 + index,
      })),
    ]);
    const body = (text: string) => ({ type: "doc" as const, content: [{ type: "paragraph", content: [{ type: "text", text }] }] });
    const emptyBody = { type: "doc" as const, content: [{ type: "paragraph" }] };
    await database.db.insert(posts).values(
      [
        {
          slug: "new-line",
          titleEn: "A new line",
          titleZh: "新生产线",
          summaryEn: "It doubles what we make.",
          bodyEn: body("Two presses."),
          createdAt: new Date("2026-01-01"),
          translations: {
            es: { title: "Una nueva línea", summary: "Duplica lo que fabricamos." },
            ar: { title: "خط جديد", summary: "يضاعف إنتاجنا.", body: body("مكبسان.") },
          },
        },
        // Shown only on Chinese pages: no other language can lack it.
        { slug: "chinese-only", titleZh: "仅中文", summaryZh: "摘要", createdAt: new Date("2026-01-02") },
        // A body without text is no body to translate.
        {
          slug: "no-body",
          titleEn: "No body",
          bodyEn: emptyBody,
          createdAt: new Date("2026-01-03"),
          translations: { es: { title: "Sin cuerpo" } },
        },
      ].map((row) => postRow(row)),
    );
    await database.db.insert(media).values(
      [
        {
          baseKey: "t/described",
          filename: "described.jpg",
          width: 10,
          height: 10,
          variants: [],
          altEn: "A white slab",
          translations: { ru: { alt: "Белый сляб" } },
        },
        { baseKey: "t/undescribed", filename: "undescribed.jpg", width: 10, height: 10, variants: [], altEn: "" },
      ].map((row) => mediaRow(row)),
    );
  });
  afterAll(async () => {
    await database.db.delete(productPhotos);
    await database.db.delete(posts);
    await database.db.delete(media);
    await database.db.delete(products);
    await database.db.delete(attributeOptions);
    await database.db.delete(categories);
    await database.close();
  });

  it("counts per language the records whose pages show an English text, and names the first in the catalogue's order", async () => {
    const missing = await readMissingTranslations(database.db);
    expect(missing.es.products.count).toBe(1 + MISSING_LISTED + 2);
    expect(missing.es.products.first).toHaveLength(MISSING_LISTED);
    expect(missing.es.products.first[0]).toEqual({ id: "half-done", name: "半成品", fields: ["applications", "specRows"] });
    expect(missing.es.products.first[1]).toEqual({ id: "bare-0", name: "Bare 0", fields: ["title"] });
    // A title of blanks is no title.
    // Russian names the jumbo size, not the standard one.
    expect(missing.ru.products.first[0]).toEqual({
      id: "half-done",
      name: "半成品",
      fields: ["title", "description", "applications", "specRows", "slabSizes"],
    });
    expect(missing.es.categories).toEqual({ count: 0, first: [], stale: 0 });
    expect(missing.ru.categories).toEqual({ count: 1, first: [{ id: "no-description", name: "素", fields: ["title"] }], stale: 0 });
    expect(missing.es.options).toEqual({ count: 0, first: [], stale: 0 });
    expect(missing.ar.options.first).toEqual([{ id: expect.any(String), name: "白色", fields: ["label"] }]);
  });

  it("counts beside the missing texts those out of date: written before their English last changed", async () => {
    const missing = await readMissingTranslations(database.db);
    expect(missing.es.products.stale).toBe(1);
    expect(missing.ru.products.stale).toBe(0);
  });

  it("counts the news posts buyers read in English where a text is not written, and the library images without an alt text in the language", async () => {
    const missing = await readMissingTranslations(database.db);
    expect(missing.es.posts).toEqual({ count: 1, first: [{ id: expect.any(String), name: "新生产线", fields: ["body"] }], stale: 0 });
    expect(missing.ar.posts).toEqual({ count: 1, first: [{ id: expect.any(String), name: "No body", fields: ["title"] }], stale: 0 });
    expect(missing.ru.posts.first.map((post) => [post.name, post.fields])).toEqual([
      ["新生产线", ["title", "summary", "body"]],
      ["No body", ["title"]],
    ]);
    expect(missing.ru.images).toEqual({ count: 0, first: [], stale: 0 });
    expect(missing.es.images).toEqual({ count: 1, first: [{ id: expect.any(String), name: "described.jpg", fields: ["alt"] }], stale: 0 });
  });

  it("counts a gallery photo's own alt text, named by its product and place and edited on its product's gallery", async () => {
    const [image] = await database.db.select({ id: media.id }).from(media).limit(1);
    const [photo] = await database.db
      .insert(productPhotos)
      .values({
        productId: "half-done",
        mediaId: image!.id,
        position: 1,
        texts: { en: { alt: "The slab in a kitchen" }, ru: { alt: "Сляб на кухне" } },
      })
      .returning({ id: productPhotos.id });
    try {
      const missing = await readMissingTranslations(database.db);
      expect(missing.es.galleryPhotos).toEqual({
        count: 1,
        first: [{ id: photo!.id, name: "半成品 #2", fields: ["alt"], editorId: "half-done" }],
        stale: 0,
      });
      expect(missing.ru.galleryPhotos).toEqual({ count: 0, first: [], stale: 0 });
    } finally {
      await database.db.delete(productPhotos);
    }
  });
});
