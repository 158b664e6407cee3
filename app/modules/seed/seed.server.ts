import { count, sql } from "drizzle-orm";
import type { Database, DatabaseExecutor } from "~/database/client.server";
import { attributeOptions, categories, media, productOptions, products } from "~/database/schema";
import { writeSetting } from "~/modules/site-settings/site-settings.server";
import { storeDemoPhoto } from "~/modules/media/demo-photos.server";
import type { Storage } from "~/modules/storage/storage.server";
import { demoAttributeOptions, demoAttributesOf } from "./demo-attributes";
import { demoCategories, demoProducts, demoSiteSettings } from "./demo-content";
import { demoCategoryTranslations, demoOptionTranslations, demoProductTexts } from "./demo-translations";

const SEED_LOCK_ID = 724_311_002;

/**
 * Fills an empty catalogue with the demo products (with their stone attributes), categories, the
 * colour, pattern and finish lists, and company documents. Does
 * nothing when any product or category exists, so it is safe on every start and on every instance.
 */
export async function seedDemoCatalogue(db: Database, storage: Storage): Promise<{ products: number } | null> {
  if (!(await catalogueIsEmpty(db))) return null;

  const photos = new Map<string, Awaited<ReturnType<typeof storeDemoPhoto>>>();
  for (const product of demoProducts) photos.set(product.id, await storeDemoPhoto(storage, `saide/${product.id}`));

  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`);
    if (!(await catalogueIsEmpty(tx))) return null;
    await tx
      .insert(categories)
      .values(demoCategories.map((category) => ({ ...category, translations: demoCategoryTranslations[category.id] ?? {} })));
    // The library rows the start would otherwise add for these photos, here with the recipe the committed
    // files were made with, so the background job has nothing to encode.
    await tx
      .insert(media)
      .values(
        demoProducts.map((product) => {
          const photo = photos.get(product.id)!;
          const jpeg = photo.variants.find((variant) => variant.format === "jpeg" && !variant.crop)!;
          return {
            baseKey: `saide/${product.id}`,
            filename: photo.filename,
            width: jpeg.width,
            height: jpeg.height,
            variants: photo.variants,
            variantRecipe: photo.recipe,
          };
        }),
      )
      .onConflictDoNothing({ target: media.baseKey });
    await tx.insert(products).values(
      demoProducts.map((product) => {
        const photo = photos.get(product.id)!;
        return {
          id: product.id,
          texts: demoProductTexts(product.id),
          categoryId: product.categoryId,
          homepage: product.homepage,
          visible: product.visible,
          sortOrder: product.sortOrder,
          photoUrl: photo.photoUrl,
          filename: photo.filename,
          photoVariants: photo.variants,
          ...demoAttributesOf(product.id).columns,
        };
      }),
    );
    const options = await tx
      .insert(attributeOptions)
      .values(
        demoAttributeOptions.map((option, index) => ({
          ...option,
          translations: demoOptionTranslations[`${option.kind}:${option.slug}`] ?? {},
          sortOrder: index,
        })),
      )
      .returning({ id: attributeOptions.id, kind: attributeOptions.kind, slug: attributeOptions.slug });
    const links = demoProducts.flatMap((product) => {
      const wanted = demoAttributesOf(product.id).options;
      return options
        .filter((option) => wanted[option.kind].includes(option.slug))
        .map((option) => ({ productId: product.id, optionId: option.id }));
    });
    await tx.insert(productOptions).values(links);
    await writeSetting(tx, "homePage", demoSiteSettings.homePage);
    await writeSetting(tx, "aboutPage", demoSiteSettings.aboutPage);
    await writeSetting(tx, "saideInfo", demoSiteSettings.saideInfo);
    return { products: demoProducts.length };
  });
}

async function catalogueIsEmpty(db: DatabaseExecutor): Promise<boolean> {
  const [productCount] = await db.select({ value: count() }).from(products);
  const [categoryCount] = await db.select({ value: count() }).from(categories);
  return productCount!.value === 0 && categoryCount!.value === 0;
}
