import { randomUUID } from "node:crypto";
import { and, asc, count, eq, ne, sql } from "drizzle-orm";
import type { Database, DatabaseExecutor } from "~/database/client.server";
import { categories, media, products } from "~/database/schema";
import { deleteRevisions, recordSave } from "~/modules/revisions/revisions.server";
import type { RevisionAuthor } from "~/modules/revisions/revisions";
import { newTexts, replaceTexts, textIn, type TextTimes } from "~/i18n/owner-texts";
import type { CategoryTexts } from "~/database/schema";
import type { CategoryContent } from "./category-form";

/**
 * The owner's categories: the Brand Center's sections. Every save checks the version the editor
 * loaded and keeps the replaced state as a revision in the same transaction; a category still used
 * by products is deleted only together with moving those products to another category.
 */

export type AdminCategory = CategoryContent & {
  id: string;
  version: number;
  sortOrder: number;
  productCount: number;
  textTimes: TextTimes<CategoryTexts>;
};

type CategoryRow = typeof categories.$inferSelect;

const contentOf = (row: CategoryRow): CategoryContent => ({
  slug: row.slug,
  texts: row.texts,
  imageId: row.imageId,
  visible: row.visible,
});

const toAdminCategory = (row: CategoryRow, productCount: number): AdminCategory => ({
  ...contentOf(row),
  id: row.id,
  version: row.version,
  sortOrder: row.sortOrder,
  productCount,
  textTimes: row.textTimes,
});

/** Every category, hidden ones included, in the Brand Center's order, with how many products use each. */
export async function listAdminCategories(db: DatabaseExecutor): Promise<AdminCategory[]> {
  const [rows, counts] = await Promise.all([
    db.select().from(categories).orderBy(asc(categories.sortOrder), asc(categories.id)),
    db.select({ categoryId: products.categoryId, value: count() }).from(products).groupBy(products.categoryId),
  ]);
  const used = new Map(counts.map((row) => [row.categoryId, row.value]));
  return rows.map((row) => toAdminCategory(row, used.get(row.id) ?? 0));
}

export async function readAdminCategory(db: DatabaseExecutor, id: string): Promise<AdminCategory | null> {
  const [[row], [used]] = await Promise.all([
    db.select().from(categories).where(eq(categories.id, id)).limit(1),
    db.select({ value: count() }).from(products).where(eq(products.categoryId, id)),
  ]);
  return row ? toAdminCategory(row, used!.value) : null;
}

export type CategorySaveProblem = "slug-taken" | "image-unknown";

/** Serialises the writes that check a slug is free, so two saves cannot both take the same one. */
const lockSlugs = (tx: DatabaseExecutor) => tx.execute(sql`select pg_advisory_xact_lock(hashtext('categories:slugs'))`);

async function problemWith(tx: DatabaseExecutor, content: CategoryContent, ownId: string | null): Promise<CategorySaveProblem | null> {
  const sameSlug = ownId === null ? eq(categories.slug, content.slug) : and(eq(categories.slug, content.slug), ne(categories.id, ownId));
  const [taken] = await tx.select({ id: categories.id }).from(categories).where(sameSlug).limit(1);
  if (taken) return "slug-taken";
  if (content.imageId) {
    const [image] = await tx.select({ id: media.id }).from(media).where(eq(media.id, content.imageId)).limit(1);
    if (!image) return "image-unknown";
  }
  return null;
}

/** Adds a category at the end of the list. Its id is fixed for good; the slug is only its address. */
export async function createCategory(
  db: Database,
  content: CategoryContent,
  author: RevisionAuthor,
): Promise<{ ok: true; id: string } | { ok: false; problem: CategorySaveProblem }> {
  return db.transaction(async (tx) => {
    await lockSlugs(tx);
    const problem = await problemWith(tx, content, null);
    if (problem) return { ok: false as const, problem };
    const [last] = await tx.select({ value: sql<number>`coalesce(max(${categories.sortOrder}), -1)`.mapWith(Number) }).from(categories);
    const id = randomUUID();
    const { texts, times } = newTexts(content.texts, new Date());
    await tx.insert(categories).values({ id, ...content, texts, textTimes: times, sortOrder: last!.value + 1, version: 1 });
    await recordSave(tx, { entity: "category", entityId: id, previous: null, saved: { version: 1, data: content }, author });
    return { ok: true as const, id };
  });
}

export type CategorySaveResult = "saved" | "changed-meanwhile" | "not-found" | CategorySaveProblem;

/** Saves the owner's edit unless someone saved the category since `loadedVersion`, keeping the replaced state as a revision. */
export async function saveCategory(
  db: Database,
  id: string,
  content: CategoryContent,
  loadedVersion: number,
  author: RevisionAuthor,
): Promise<CategorySaveResult> {
  return db.transaction(async (tx) => {
    await lockSlugs(tx);
    const [current] = await tx.select().from(categories).where(eq(categories.id, id)).limit(1).for("update");
    if (!current) return "not-found";
    if (current.version !== loadedVersion) return "changed-meanwhile";
    const problem = await problemWith(tx, content, id);
    if (problem) return problem;
    const now = new Date();
    const { texts, times } = replaceTexts({ texts: current.texts, times: current.textTimes }, content.texts, now);
    await tx
      .update(categories)
      .set({ ...content, texts, textTimes: times, version: loadedVersion + 1, updatedAt: now })
      .where(eq(categories.id, id));
    await recordSave(tx, {
      entity: "category",
      entityId: id,
      previous: { version: current.version, data: contentOf(current) },
      saved: { version: loadedVersion + 1, data: content },
      author,
    });
    return "saved";
  });
}

/**
 * Restores a revision through the same save as the editor. A slug another category took since, or
 * an image deleted from the library since, cannot come back: the category keeps its current slug
 * and goes without the image, and everything else is restored.
 */
export async function restoreCategory(
  db: Database,
  id: string,
  content: CategoryContent,
  loadedVersion: number,
  author: RevisionAuthor,
): Promise<"saved" | "changed-meanwhile" | "not-found"> {
  const current = await readAdminCategory(db, id);
  if (!current) return "not-found";
  let restored = content;
  for (let attempt = 0; attempt < 3; attempt++) {
    const result = await saveCategory(db, id, restored, loadedVersion, author);
    if (result === "slug-taken") restored = { ...restored, slug: current.slug };
    else if (result === "image-unknown") restored = { ...restored, imageId: null };
    else return result;
  }
  return "changed-meanwhile";
}

/** Moves a category one place up or down the Brand Center's list; the whole list is numbered afresh so gaps and ties go away. */
export async function moveCategory(db: Database, id: string, direction: "up" | "down"): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('categories:order'))`);
    const ordered = await tx.select({ id: categories.id }).from(categories).orderBy(asc(categories.sortOrder), asc(categories.id));
    const from = ordered.findIndex((category) => category.id === id);
    const to = direction === "up" ? from - 1 : from + 1;
    if (from === -1 || to < 0 || to >= ordered.length) return false;
    [ordered[from], ordered[to]] = [ordered[to]!, ordered[from]!];
    for (const [sortOrder, category] of ordered.entries()) {
      await tx
        .update(categories)
        .set({ sortOrder })
        .where(and(eq(categories.id, category.id), ne(categories.sortOrder, sortOrder)));
    }
    return true;
  });
}

export type DeleteCategoryResult =
  | { ok: true; title: string }
  | { ok: false; problem: "not-found" | "target-unknown" }
  | { ok: false; problem: "in-use"; productCount: number };

/**
 * Deletes a category. While products use it, it is deleted only with `moveProductsTo` naming another
 * category: the products move there and the category goes, in one transaction, so no product is
 * ever left pointing nowhere. Its history goes with it.
 */
export async function deleteCategory(db: Database, id: string, moveProductsTo: string | null): Promise<DeleteCategoryResult> {
  return db.transaction(async (tx) => {
    // The row lock makes a product save that would put a product in this category wait until the delete is done.
    const [category] = await tx.select().from(categories).where(eq(categories.id, id)).limit(1).for("update");
    if (!category) return { ok: false as const, problem: "not-found" as const };
    const [used] = await tx.select({ value: count() }).from(products).where(eq(products.categoryId, id));
    if (used!.value > 0) {
      if (!moveProductsTo) return { ok: false as const, problem: "in-use" as const, productCount: used!.value };
      const [target] =
        moveProductsTo === id
          ? []
          : await tx.select({ id: categories.id }).from(categories).where(eq(categories.id, moveProductsTo)).limit(1).for("share");
      if (!target) return { ok: false as const, problem: "target-unknown" as const };
      await tx.update(products).set({ categoryId: target.id, updatedAt: new Date() }).where(eq(products.categoryId, id));
    }
    await tx.delete(categories).where(eq(categories.id, id));
    await deleteRevisions(tx, "category", id);
    return { ok: true as const, title: textIn(category.texts, "title", "zh") };
  });
}
