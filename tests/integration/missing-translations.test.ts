import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/database/client.server";
import { attributeOptions, categories, products } from "~/database/schema";
import { MISSING_LISTED, readMissingTranslations } from "~/modules/catalogue/missing-translations.server";
import { databaseKinds, openTestDatabase } from "../support/database";

describe.each(databaseKinds)("texts still to translate, on %s", (kind) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    await database.db.delete(products);
    await database.db.delete(attributeOptions);
    await database.db.delete(categories);
    await database.db.insert(categories).values([
      { id: "written", slug: "written", titleEn: "Written", titleZh: "已写", descriptionEn: "White.", translations: { es: { title: "Escrita", description: "Blanca." }, ru: { title: "Написано", description: "Белая." }, ar: { title: "مكتوبة", description: "أبيض." } } },
      // No English description: nothing of it stands in for a Spanish one.
      { id: "no-description", slug: "no-description", titleEn: "Plain", titleZh: "素", translations: { es: { title: "Sencilla" } } },
    ]);
    await database.db.insert(attributeOptions).values({ kind: "colour", slug: "white", labelEn: "White", labelZh: "白色", translations: { es: { label: "Blanco" } } });
    await database.db.insert(products).values([
      {
        id: "half-done",
        titleEn: "Half Done",
        titleZh: "半成品",
        photoUrl: "/media/x.jpg",
        descriptionEn: ["English."],
        applicationsEn: ["Kitchens"],
        specRowsEn: [{ label: "Density", value: "2.4" }],
        sortOrder: 1,
        translations: { es: { title: "A medias", description: ["Español."] }, ru: { title: "  " } },
      },
      ...Array.from({ length: MISSING_LISTED + 2 }, (_, index) => ({ id: `bare-${index}`, titleEn: `Bare ${index}`, photoUrl: "/media/x.jpg", sortOrder: 10 + index })),
    ]);
  });
  afterAll(async () => {
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
    expect(missing.ru.products.first[0]).toEqual({ id: "half-done", name: "半成品", fields: ["title", "description", "applications", "specRows"] });
    expect(missing.es.categories).toEqual({ count: 0, first: [] });
    expect(missing.ru.categories).toEqual({ count: 1, first: [{ id: "no-description", name: "素", fields: ["title"] }] });
    expect(missing.es.options).toEqual({ count: 0, first: [] });
    expect(missing.ar.options.first).toEqual([{ id: expect.any(String), name: "白色", fields: ["label"] }]);
  });
});
