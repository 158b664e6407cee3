import { and, asc, count, desc, eq, ilike, isNull, or, type SQL } from "drizzle-orm";
import { textIn } from "~/i18n/owner-texts";
import type { Database } from "~/database/client.server";
import { likeLiteral } from "~/database/like-pattern";
import { categories, products } from "~/database/schema";
import { pagingOf, type Paging } from "~/modules/http/paging";
import type { AdminProductQuery } from "./admin-product-list";
import { chineseTitleSql, dashboardTitle, dashboardTitleSql, englishTitleSql } from "~/database/product-titles";
import { descriptionPreview } from "./descriptions";
import { toPhoto, type Photo } from "./photo";
import { catalogueVersion } from "./product-search.server";

export type AdminProductCard = {
  id: string;
  title: string;
  descriptionPreview: string;
  categoryTitle: string | null;
  photo: Photo;
  visible: boolean;
  homepage: boolean;
};

/** Distinct searches whose counts one instance keeps until the catalogue changes; a new one beyond this starts afresh. */
const COUNTS_KEPT = 100;
const productCounts = new WeakMap<Database, { version: number; counts: Map<string, number> }>();

/**
 * How many products a search of the list matches, counted once per site content version (which every
 * write to products raises, on any instance) and search: counting is a pass over every matching row to
 * number the pages, which a large catalogue paid on each page of the list (docs/benchmarks/024-paginated-catalogue.md).
 */
async function countMatchingProducts(
  db: Database,
  search: Pick<AdminProductQuery, "q" | "category">,
  conditions: SQL | undefined,
): Promise<number> {
  const version = await catalogueVersion(db);
  let known = productCounts.get(db);
  if (known?.version !== version) productCounts.set(db, (known = { version, counts: new Map() }));
  const key = JSON.stringify([search.q, search.category]);
  const counted = known.counts.get(key);
  if (counted !== undefined) return counted;
  const [row] = await db.select({ value: count() }).from(products).where(conditions);
  if (known.counts.size >= COUNTS_KEPT) known.counts.clear();
  known.counts.set(key, row!.value);
  return row!.value;
}

/**
 * The dashboard reads the products, hidden ones included, in their public order (docs/requirements/dashboard.md#products); one page of them
 * at a time, narrowed by words in either title or the id and by category, or sorted by title or age.
 */
export async function listAdminProducts(
  db: Database,
  query: AdminProductQuery,
  pageSize: number,
): Promise<{ products: AdminProductCard[]; paging: Paging }> {
  const words = likeLiteral(query.q);
  const conditions = and(
    words ? or(ilike(englishTitleSql, `%${words}%`), ilike(chineseTitleSql, `%${words}%`), ilike(products.id, `%${words}%`)) : undefined,
    query.category === "none" ? isNull(products.categoryId) : query.category ? eq(products.categoryId, query.category) : undefined,
  );
  const sorting = {
    order: [asc(products.sortOrder), asc(products.id)],
    title: [asc(dashboardTitleSql), asc(products.id)],
    newest: [desc(products.createdAt), asc(products.id)],
  }[query.sort];
  const [rows, total] = await Promise.all([
    db
      .select({ product: products, category: categories })
      .from(products)
      .leftJoin(categories, eq(categories.id, products.categoryId))
      .where(conditions)
      .orderBy(...sorting)
      .limit(pageSize)
      .offset((query.page - 1) * pageSize),
    countMatchingProducts(db, query, conditions),
  ]);
  return {
    paging: pagingOf(total, query.page, pageSize),
    products: rows.map(({ product, category }) => ({
      id: product.id,
      title: dashboardTitle(product.texts),
      descriptionPreview: descriptionPreview(product.texts.en.description),
      categoryTitle: category ? textIn(category.texts, "title", "zh") : null,
      photo: toPhoto(product),
      visible: product.visible,
      homepage: product.homepage,
    })),
  };
}
