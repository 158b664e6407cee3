import { inArray } from "drizzle-orm";
import type { DatabaseExecutor } from "~/database/client.server";
import { products } from "~/database/schema";
import { isVariantOf } from "~/modules/media/media";
import type { StoredImage } from "~/modules/storage/images.server";

/**
 * Points every product showing the photo stored under `oldBaseKey` at its replacement, so a photo
 * replaced in the media library changes on every product page at once. Answers how many changed.
 */
export async function replaceProductPhoto(executor: DatabaseExecutor, oldBaseKey: string, replacement: StoredImage): Promise<number> {
  const rows = await executor.select({ id: products.id, photoUrl: products.photoUrl }).from(products);
  const showing = rows.filter((row) => isVariantOf(row.photoUrl.replace(/^\/media\//, ""), oldBaseKey)).map((row) => row.id);
  if (showing.length === 0) return 0;
  await executor
    .update(products)
    .set({ photoUrl: replacement.photoUrl, photoVariants: replacement.variants, filename: replacement.filename, updatedAt: new Date() })
    .where(inArray(products.id, showing));
  return showing.length;
}
