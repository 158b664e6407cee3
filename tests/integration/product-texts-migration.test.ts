import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { productPhotos, products } from "~/database/schema";
import { getProductDetail } from "~/modules/catalogue/catalogue.server";
import { getProductFormValues } from "~/modules/catalogue/product-form.server";
import { slabSizeLabel } from "~/modules/catalogue/stone-attributes";
import { ownTextIn, staleFields, textIn } from "~/i18n/owner-texts";
import { databaseKinds } from "../support/database";
import { databaseAtLevel, levelAfter } from "../support/migration-level";

/** A product as the release before the texts document wrote it: English and Chinese in columns, the rest in `translations`. */
const oldProduct = `
  insert into products (id, title_en, title_zh, description_en, description_zh, keywords, keywords_zh, applications_en,
    applications_zh, spec_rows_en, spec_rows_zh, slab_sizes, translations, photo_url)
  values ('calacatta-gold', 'Calacatta Gold', '卡拉卡塔金', $1, $2, $3, '[]', $4, '[]', $5, '[]', $6, $7, '/media/saide/calacatta-gold.jpg'),
    ('plain', 'Plain', '  ', '["Plain."]', '[]', '[]', '[]', '[]', '[]', '[]', '[]', '[]', '{}', '/media/saide/plain.jpg')`;

const json = (value: unknown) => JSON.stringify(value);

describe.each(databaseKinds)("the products' texts an older release wrote (%s)", (kind) => {
  it("move into one document per language, only what was written, with no times, and read as before", async () => {
    const older = await databaseAtLevel(kind, levelAfter("0024_quote-letterhead-line-size-names"));
    await older.query(oldProduct, [
      json(["Gold veins.", "Polished."]),
      json(["金色纹理。"]),
      json(["calacatta", "gold"]),
      json(["Kitchens"]),
      json([{ label: "Density", value: "2.4 g/cm³" }]),
      json([
        { labelEn: "Jumbo", labelZh: "大板", lengthMm: 3200, widthMm: 1600, translations: { ru: { label: "Джамбо" }, es: { label: " " } } },
        { labelEn: "Standard", labelZh: "", lengthMm: 3050, widthMm: 1440 },
      ]),
      json({ es: { title: "Calacatta Oro", keywords: [], description: ["Vetas doradas."] }, ru: { title: "  " } }),
    ]);
    const [image] = await older.query<{ id: string }>(
      "insert into media (base_key, filename, width, height, variants) values ('saide/calacatta-gold', 'calacatta-gold.jpg', 10, 10, '[]') returning id",
    );
    await older.query(
      `insert into product_photos (product_id, media_id, position, alt_en, alt_zh, translations, is_card)
       values ('calacatta-gold', $1, 0, 'A slab', '', '{"ar": {"alt": "لوح"}}', true)`,
      [image!.id],
    );
    const upgraded = await older.upgrade();
    try {
      const { db } = upgraded;
      const [gold] = await db.select().from(products).where(eq(products.id, "calacatta-gold"));
      expect(gold!.texts).toEqual({
        en: {
          title: "Calacatta Gold",
          description: ["Gold veins.", "Polished."],
          keywords: ["calacatta", "gold"],
          applications: ["Kitchens"],
          specRows: [{ label: "Density", value: "2.4 g/cm³" }],
        },
        zh: { title: "卡拉卡塔金", description: ["金色纹理。"] },
        es: { title: "Calacatta Oro", description: ["Vetas doradas."] },
      });
      expect(gold!.textTimes).toEqual({});
      expect(staleFields({ texts: gold!.texts, times: gold!.textTimes }, "es")).toEqual([]);
      expect(gold!.slabSizes).toEqual([
        { texts: { en: { label: "Jumbo" }, zh: { label: "大板" }, ru: { label: "Джамбо" } }, lengthMm: 3200, widthMm: 1600 },
        { texts: { en: { label: "Standard" } }, lengthMm: 3050, widthMm: 1440 },
      ]);
      expect(gold!.slabSizes.map((size) => slabSizeLabel(size, "ru"))).toEqual(["Джамбо", "Standard"]);
      const [plain] = await db.select().from(products).where(eq(products.id, "plain"));
      expect(plain!.texts).toEqual({ en: { title: "Plain", description: ["Plain."], keywords: [], applications: [], specRows: [] } });

      // The pages and the editor read them as they read the columns.
      expect(await getProductDetail(db, "calacatta-gold", "es")).toMatchObject({
        title: "Calacatta Oro",
        titleLanguage: "es",
        description: ["Vetas doradas."],
        keywords: [],
      });
      expect(await getProductDetail(db, "calacatta-gold", "ru")).toMatchObject({ title: "Calacatta Gold", titleLanguage: "en" });
      expect(await getProductFormValues(db, "calacatta-gold")).toMatchObject({
        titleEn: "Calacatta Gold",
        titleZh: "卡拉卡塔金",
        keywordsZh: "",
        specRowsZh: [],
        slabSizes: [{ labelEn: "Jumbo", labelZh: "大板", translations: { ru: { label: "Джамбо" }, es: { label: "" } } }, { labelZh: "" }],
        translations: { es: { title: "Calacatta Oro", keywords: "" }, ru: { title: "" } },
      });

      const [photo] = await db.select().from(productPhotos);
      expect(photo!.texts).toEqual({ en: { alt: "A slab" }, ar: { alt: "لوح" } });
      expect(ownTextIn(photo!.texts, "alt", "zh")).toBeUndefined();
      expect(textIn(photo!.texts, "alt", "ar")).toBe("لوح");
    } finally {
      await upgraded.close();
    }
  });
});
