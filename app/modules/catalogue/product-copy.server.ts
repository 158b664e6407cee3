import { randomUUID } from "node:crypto";
import { eq, gt, sql } from "drizzle-orm";
import type { Database } from "~/database/client.server";
import { productOptions, products } from "~/database/schema";
import { dashboardTitle } from "~/database/product-titles";
import { productLimits } from "./product-form";
import { copyGallery } from "./product-gallery.server";
import { candidateProductId, productIdFromTitle } from "./product-id";
import { lockProductOrder, renumberProducts } from "./product-order.server";

/** What a copy's titles end with, per language, so the owner tells it from the original. */
export type CopySuffixes = { en: string; zh: string };

/**
 * Copies a product: every field, its options, and the same photo files (they are never changed in place, so sharing
 * them is safe). The copy is hidden, so buyers do not see it before the owner edits it, and sits right
 * after the original. Its id comes from its English title, which ends with the copy suffix; "-2", "-3"…
 * follow when that id is taken. Returns the copy's id and title, or null when the original does not exist.
 */
export async function duplicateProduct(
  db: Database,
  id: string,
  addedBy: string,
  suffixes: CopySuffixes,
): Promise<{ id: string; title: string } | null> {
  return db.transaction(async (tx) => {
    await lockProductOrder(tx);
    await renumberProducts(tx);
    const [original] = await tx.select().from(products).where(eq(products.id, id)).limit(1);
    if (!original) return null;
    const withSuffix = (title: string, suffix: string) => `${title.slice(0, productLimits.title - suffix.length)}${suffix}`;
    const { en, zh } = original.texts;
    // The other languages' titles are copied as they are: the owner renames the copy in the editor.
    const texts = {
      ...original.texts,
      en: { ...en, title: withSuffix(en.title, suffixes.en) },
      ...(zh && { zh: zh.title ? { ...zh, title: withSuffix(zh.title, suffixes.zh) } : zh }),
    };
    await tx
      .update(products)
      .set({ sortOrder: sql`${products.sortOrder} + 1` })
      .where(gt(products.sortOrder, original.sortOrder));
    const { createdAt: _createdAt, updatedAt: _updatedAt, ...fields } = original;
    const copy = { ...fields, texts, visible: false, sortOrder: original.sortOrder + 1, addedBy };
    const baseId = productIdFromTitle(texts.en.title) ?? randomUUID();
    for (let attempt = 1; ; attempt++) {
      const candidate = candidateProductId(baseId, attempt);
      const [inserted] = await tx
        .insert(products)
        .values({ ...copy, id: candidate })
        .onConflictDoNothing({ target: products.id })
        .returning({ id: products.id });
      if (inserted) {
        await tx.execute(sql`
          insert into ${productOptions} (product_id, option_id)
          select ${candidate}, option_id from ${productOptions} where product_id = ${original.id}`);
        await copyGallery(tx, original.id, candidate);
        return { id: candidate, title: dashboardTitle(texts) };
      }
    }
  });
}
