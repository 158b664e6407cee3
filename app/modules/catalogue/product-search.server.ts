import { asc, eq, sql } from "drizzle-orm";
import type { Database } from "~/database/client.server";
import { attributeOptions, categories, productOptions, products } from "~/database/schema";
import { buildSearchIndex, searchIndex, type SearchDocument, type SearchIndex, type SearchResult } from "./product-search";

/**
 * Changes whenever a product, category or option is added, removed or saved, or a product's options
 * change: the counts and latest save times of the four tables, one small query. Another instance's
 * save is thus seen by the next search here, without any message between instances.
 */
async function catalogueFingerprint(db: Database): Promise<string> {
  const stamp = (table: typeof products | typeof categories | typeof attributeOptions) =>
    sql`(select count(*)::text || '/' || coalesce(max(${table.updatedAt})::text, '') from ${table})`;
  const result = await db.execute(
    sql`select ${stamp(products)} || '|' || ${stamp(categories)} || '|' || ${stamp(attributeOptions)} || '|' ||
      (select count(*)::text || '/' || coalesce(sum(hashtext(${productOptions.productId} || ':' || ${productOptions.optionId}::text)), 0)::text
        from ${productOptions}) as fingerprint`,
  );
  // Both drivers (node-postgres and PGlite) answer with `rows`; drizzle types a raw result as unknown.
  const [row] = (result as unknown as { rows: { fingerprint: string }[] }).rows;
  return row!.fingerprint;
}

/** Every visible product's texts in both languages, with its category's and options' names. */
async function loadSearchDocuments(db: Database): Promise<SearchDocument[]> {
  const [rows, options] = await Promise.all([
    db
      .select({ product: products, categoryEn: categories.titleEn, categoryZh: categories.titleZh })
      .from(products)
      .leftJoin(categories, eq(categories.id, products.categoryId))
      .where(eq(products.visible, true))
      .orderBy(asc(products.sortOrder), asc(products.id)),
    db
      .select({ productId: productOptions.productId, labelEn: attributeOptions.labelEn, labelZh: attributeOptions.labelZh })
      .from(productOptions)
      .innerJoin(attributeOptions, eq(attributeOptions.id, productOptions.optionId)),
  ]);
  const labels = new Map<string, string[]>();
  for (const option of options) labels.set(option.productId, [...(labels.get(option.productId) ?? []), option.labelEn, option.labelZh]);
  return rows.map(({ product, categoryEn, categoryZh }) => ({
    id: product.id,
    fields: {
      title: [product.titleEn, product.titleZh],
      keywords: [...product.keywords, ...product.keywordsZh],
      attributes: [
        categoryEn ?? "",
        categoryZh ?? "",
        ...(labels.get(product.id) ?? []),
        ...product.thicknessesMm.map((mm) => `${mm}mm`),
        ...product.applicationsEn,
        ...product.applicationsZh,
        ...product.certifications,
      ],
      description: [...product.descriptionEn, ...product.descriptionZh],
    },
    suggestions: [product.titleEn, product.titleZh, ...product.keywords, ...product.keywordsZh].filter((text) => text.trim()),
  }));
}

type CachedIndex = { fingerprint: string; index: SearchIndex };

/** One index per database per process; a rebuild in progress is shared by the searches that wait for it. */
const indexes = new WeakMap<Database, { current?: CachedIndex; building?: Promise<CachedIndex> }>();

async function currentIndex(db: Database): Promise<SearchIndex> {
  const entry = indexes.get(db) ?? {};
  indexes.set(db, entry);
  const fingerprint = await catalogueFingerprint(db);
  if (entry.current?.fingerprint === fingerprint) return entry.current.index;
  const building =
    entry.building ??
    (entry.building = loadSearchDocuments(db)
      .then((documents) => (entry.current = { fingerprint, index: buildSearchIndex(documents) }))
      .finally(() => (entry.building = undefined)));
  return (await building).index;
}

/** Visible products matching the query, best first, or suggestions when none does. */
export async function searchProducts(db: Database, query: string): Promise<SearchResult> {
  return searchIndex(await currentIndex(db), query);
}
