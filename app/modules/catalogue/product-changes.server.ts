/**
 * What the dashboard's product editor and the buttons on a product's card write: adding or saving a
 * product, its homepage toggle, deleting it. Moving and duplicating renumber the list and live in
 * product-order.server.ts and product-copy.server.ts.
 */
import { randomUUID } from "node:crypto";
import { count, eq, inArray } from "drizzle-orm";
import type { Database, DatabaseExecutor } from "~/database/client.server";
import { attributeOptions, productOptions, products, type ProductTexts } from "~/database/schema";
import { englishOnly, type LanguageTexts, replaceTexts } from "~/i18n/owner-texts";
import { dashboardTitle } from "~/database/product-titles";
import type { RevisionAuthor } from "~/modules/revisions/revisions";
import { readProductStates } from "./catalogue-export.server";
import { recordProductEdit } from "./catalogue-import.server";
import type { ProductFormOutput } from "./product-form";
import { checkProductForm, type ProductFieldError, type ProductServices } from "./product-form.server";
import { timeSlabSizeNames } from "./slab-size-names";
import { followMainPhoto, forgetGallery } from "./product-gallery.server";
import { candidateProductId, productIdFromTitle } from "./product-id";

export type SaveTarget = { mode: "add"; addedBy: string } | { mode: "edit"; id: string };

export type SaveOutcome =
  | { status: "created"; id: string; requestedId: string | null }
  | { status: "updated"; id: string }
  | ({ status: "invalid" } & ProductFieldError)
  | { status: "not-found" };

/**
 * Adds a product or saves an edited one. A new product's id comes from its English title
 * (docs/requirements/rules-and-limits.md#generated-product-id); when that id already belongs to another product, "-2", "-3"… is appended rather than
 * overwriting it, and `requestedId` tells the caller so. An edit keeps the id.
 */
export async function saveProduct(
  services: ProductServices,
  target: SaveTarget,
  form: ProductFormOutput,
  author: RevisionAuthor = null,
): Promise<SaveOutcome> {
  const checked = await checkProductForm(services, form);
  if (!checked.ok) return { status: "invalid", field: checked.field, code: checked.code };
  const optionIds = checked.options.map((option) => option.id);
  const { texts: savedTexts, ...columns } = checked.input;
  const now = new Date();
  return services.db.transaction(async (tx): Promise<SaveOutcome> => {
    if (target.mode === "edit") {
      // Read under a lock, so a save at the same time cannot time the other's texts as its own.
      const [stored] = await tx
        .select({ texts: products.texts, times: products.textTimes, slabSizes: products.slabSizes })
        .from(products)
        .where(eq(products.id, target.id))
        .for("update");
      if (!stored) return { status: "not-found" };
      const before = (await readProductStates(tx, [target.id])).get(target.id) ?? null;
      const { texts, times } = replaceTexts(stored, savedTexts, now);
      const slabSizes = timeSlabSizeNames(stored.slabSizes, columns.slabSizes, now);
      const [updated] = await tx
        .update(products)
        .set({ ...columns, slabSizes, texts, textTimes: times, updatedAt: now })
        .where(eq(products.id, target.id))
        .returning({ id: products.id });
      if (!updated) return { status: "not-found" };
      await tx.delete(productOptions).where(eq(productOptions.productId, updated.id));
      await addProductOptions(tx, updated.id, optionIds);
      await followMainPhoto(tx, updated.id, checked.input.photoUrl);
      await recordProductEdit(tx, updated.id, before, author);
      return { status: "updated", id: updated.id };
    }
    // A new product's order is the number of products before it (docs/requirements/dashboard.md#product-editor).
    const [existing] = await tx.select({ value: count() }).from(products);
    const { texts, times } = replaceTexts(englishOnly(savedTexts.en), savedTexts, now);
    const slabSizes = timeSlabSizeNames([], columns.slabSizes, now);
    const row = { ...columns, slabSizes, texts, textTimes: times, sortOrder: existing!.value, addedBy: target.addedBy };
    const baseId = productIdFromTitle(savedTexts.en.title) ?? randomUUID();
    for (let attempt = 1; ; attempt++) {
      const id = candidateProductId(baseId, attempt);
      // Inserting with ON CONFLICT DO NOTHING claims the id atomically, even against a concurrent save.
      const [inserted] = await tx
        .insert(products)
        .values({ ...row, id })
        .onConflictDoNothing({ target: products.id })
        .returning({ id: products.id });
      if (inserted) {
        await addProductOptions(tx, id, optionIds);
        await followMainPhoto(tx, id, checked.input.photoUrl);
        await recordProductEdit(tx, id, null, author);
        return { status: "created", id, requestedId: attempt > 1 ? baseId : null };
      }
    }
  });
}

/**
 * Links a product to its options. An option the owner deleted since the form was checked is left
 * out, as its delete took it off every product anyway.
 */
async function addProductOptions(tx: DatabaseExecutor, productId: string, optionIds: string[]): Promise<void> {
  if (optionIds.length === 0) return;
  const existing = await tx
    .select({ id: attributeOptions.id })
    .from(attributeOptions)
    .where(inArray(attributeOptions.id, optionIds))
    .for("share");
  if (existing.length === 0) return;
  await tx.insert(productOptions).values(existing.map((option) => ({ productId, optionId: option.id })));
}

const displayTitle = { texts: products.texts };
const titleOf = (row: { texts: LanguageTexts<ProductTexts> } | undefined) => (row ? dashboardTitle(row.texts) : null);

/** The homepage toggle (docs/requirements/dashboard.md#products). Returns the product's title, or null when it does not exist. */
export async function setProductHomepage(db: Database, id: string, homepage: boolean): Promise<string | null> {
  const [updated] = await db.update(products).set({ homepage, updatedAt: new Date() }).where(eq(products.id, id)).returning(displayTitle);
  return titleOf(updated);
}

/**
 * Deletes the product row, and with it its gallery and the gallery's alt text histories. Its photo files stay: another
 * product may show the same photo, and media addresses are cached as never changing. Returns the title, or null when it
 * did not exist.
 */
export async function deleteProduct(db: Database, id: string): Promise<string | null> {
  return db.transaction(async (tx) => {
    await forgetGallery(tx, id);
    const [deleted] = await tx.delete(products).where(eq(products.id, id)).returning(displayTitle);
    return titleOf(deleted);
  });
}
