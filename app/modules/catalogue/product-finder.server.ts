import { and, asc, eq, inArray, or, sql, type SQL } from "drizzle-orm";
import type { Database } from "~/database/client.server";
import { attributeKinds, attributeOptions, productOptions, products, type AttributeKind } from "~/database/schema";
import type { Language } from "~/i18n/language";
import { toProductSummary, type ProductSummary } from "./catalogue.server";
import type { FacetValue, FilterKind, ProductFilters } from "./product-filters";
import { searchProducts } from "./product-search.server";
import { listAttributeOptions } from "./stone-attributes.server";

export type ProductFinding = {
  products: ProductSummary[];
  /** Per category id, the products each would show with the other filters; `all` for All Brands. */
  categoryCounts: { all: number; byId: Record<string, number> };
  facets: Record<FilterKind, FacetValue[]>;
  /** "Did you mean …" when the search words found nothing at all. */
  suggestions: string[];
};

function hasOptionOf(kind: AttributeKind, slugs: string[]): SQL {
  // Aliased, as the option counts below join the same tables around this condition.
  return sql`exists (select 1 from ${productOptions} as chosen inner join ${attributeOptions} as chosen_list on chosen_list.id = chosen.option_id
    where chosen.product_id = ${products.id} and chosen_list.kind = ${kind} and chosen_list.slug in (${sql.join(
      slugs.map((slug) => sql`${slug}`),
      sql`, `,
    )}))`;
}

/**
 * The conditions a product must meet: among the listed ones (the homepage products, or the search's
 * matches), in the category, and with one of the chosen values of every kind but `ignored`, the kind
 * whose own counts are being computed (choosing white must not make grey's count zero).
 */
function conditions(listed: SQL, categoryId: string | null, filters: ProductFilters, ignored?: FilterKind | "category"): SQL | undefined {
  const parts: (SQL | undefined)[] = [eq(products.visible, true), listed];
  if (categoryId && ignored !== "category") parts.push(eq(products.categoryId, categoryId));
  for (const kind of attributeKinds) {
    if (kind !== ignored && filters.options[kind].length > 0) parts.push(hasOptionOf(kind, filters.options[kind]));
  }
  if (ignored !== "thickness" && filters.thickness.length > 0) {
    parts.push(or(...filters.thickness.map((mm) => sql`${products.thicknessesMm} @> ${JSON.stringify([mm])}::jsonb`)));
  }
  return and(...parts);
}

async function optionCounts(db: Database, kind: AttributeKind, where: SQL | undefined): Promise<Map<string, number>> {
  const rows = await db
    .select({ slug: attributeOptions.slug, count: sql<number>`count(*)::int` })
    .from(productOptions)
    .innerJoin(attributeOptions, eq(attributeOptions.id, productOptions.optionId))
    .innerJoin(products, eq(products.id, productOptions.productId))
    .where(and(eq(attributeOptions.kind, kind), where))
    .groupBy(attributeOptions.slug);
  return new Map(rows.map((row) => [row.slug, row.count]));
}

async function thicknessCounts(db: Database, where: SQL | undefined): Promise<Map<number, number>> {
  const result = await db.execute(
    sql`select thickness.value::int as mm, count(*)::int as count
      from ${products} cross join lateral jsonb_array_elements(${products.thicknessesMm}) as thickness
      where ${where ?? sql`true`} group by 1 order by 1`,
  );
  // Both drivers (node-postgres and PGlite) answer with `rows`; drizzle types a raw result as unknown.
  return new Map((result as unknown as { rows: { mm: number; count: number }[] }).rows.map((row) => [Number(row.mm), Number(row.count)]));
}

async function categoryCounts(db: Database, where: SQL | undefined): Promise<ProductFinding["categoryCounts"]> {
  const rows = await db
    .select({ categoryId: products.categoryId, count: sql<number>`count(*)::int` })
    .from(products)
    .where(where)
    .groupBy(products.categoryId);
  const byId: Record<string, number> = {};
  for (const row of rows) if (row.categoryId) byId[row.categoryId] = row.count;
  return { all: rows.reduce((sum, row) => sum + row.count, 0), byId };
}

/**
 * The Brand Center's products for an address, and the counts beside every choice, all counted by
 * the database (faceted search: each kind's counts apply the other kinds' filters). Without search
 * words the listed products are SPEC's homepage products in their order; with them, every visible
 * product that matches, best first. `categoryId` is the listed category the address names, if any.
 */
export async function findProducts(db: Database, filters: ProductFilters, categoryId: string | null, language: Language): Promise<ProductFinding> {
  const search = filters.q ? await searchProducts(db, filters.q) : null;
  const listed = search ? (search.ids.length > 0 ? inArray(products.id, search.ids) : sql`false`) : eq(products.homepage, true);

  const [rows, categoriesCounted, thicknesses, options, ...counts] = await Promise.all([
    db.select().from(products).where(conditions(listed, categoryId, filters)).orderBy(asc(products.sortOrder), asc(products.id)),
    categoryCounts(db, conditions(listed, categoryId, filters, "category")),
    thicknessCounts(db, conditions(listed, categoryId, filters, "thickness")),
    listAttributeOptions(db, language),
    ...attributeKinds.map((kind) => optionCounts(db, kind, conditions(listed, categoryId, filters, kind))),
  ]);

  const rank = new Map(search?.ids.map((id, index) => [id, index]));
  if (search) rows.sort((a, b) => rank.get(a.id)! - rank.get(b.id)!);

  const facets = Object.fromEntries(
    attributeKinds.map((kind, index) => [
      kind,
      options
        .filter((option) => option.kind === kind)
        .map((option) => ({
          value: option.slug,
          label: option.label,
          count: counts[index]!.get(option.slug) ?? 0,
          selected: filters.options[kind].includes(option.slug),
        })),
    ]),
  ) as Record<AttributeKind, FacetValue[]>;
  // A chosen thickness no product has any more still shows, so it can be unticked.
  const thicknessValues = [...new Set([...thicknesses.keys(), ...filters.thickness])].sort((a, b) => a - b);

  return {
    products: rows.map((row) => toProductSummary(row, language)),
    categoryCounts: categoriesCounted,
    facets: {
      ...facets,
      thickness: thicknessValues.map((mm) => ({
        value: String(mm),
        label: `${mm} mm`,
        count: thicknesses.get(mm) ?? 0,
        selected: filters.thickness.includes(mm),
      })),
    },
    suggestions: search?.suggestions ?? [],
  };
}
