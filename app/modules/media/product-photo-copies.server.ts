/**
 * A product's photo fields (`photoUrl`, `photoVariants`, docs/requirements/records.md#products) are copies of a library image's
 * addresses, read by the Brand Center, the home page and the feeds; these keep them in step when the
 * library image changes.
 */
import { inArray } from "drizzle-orm";
import type { DatabaseExecutor } from "~/database/client.server";
import { products, type PhotoVariant } from "~/database/schema";
import { isVariantOf } from "./media";
import type { StoredImage } from "~/modules/storage/images.server";

/**
 * Points every product showing the photo stored under `oldBaseKey` at its replacement, so a photo
 * replaced in the media library changes on every product page at once. Answers how many changed.
 */
export async function replaceProductPhoto(executor: DatabaseExecutor, oldBaseKey: string, replacement: StoredImage): Promise<number> {
  const showing = await productsShowing(executor, oldBaseKey);
  if (showing.length === 0) return 0;
  await executor
    .update(products)
    .set({ photoUrl: replacement.photoUrl, photoVariants: replacement.variants, filename: replacement.filename, updatedAt: new Date() })
    .where(inArray(products.id, showing));
  return showing.length;
}

async function productsShowing(executor: DatabaseExecutor, baseKey: string): Promise<string[]> {
  const rows = await executor.select({ id: products.id, photoUrl: products.photoUrl }).from(products);
  return rows.filter((row) => isVariantOf(row.photoUrl.replace(/^\/media\//, ""), baseKey)).map((row) => row.id);
}

/** Gives every product showing the photo under `baseKey` the photo's newly derived files (AVIF), which its cards then offer. */
export async function updateProductPhotoVariants(executor: DatabaseExecutor, baseKey: string, variants: PhotoVariant[]): Promise<void> {
  const showing = await productsShowing(executor, baseKey);
  if (showing.length > 0) await executor.update(products).set({ photoVariants: variants }).where(inArray(products.id, showing));
}
