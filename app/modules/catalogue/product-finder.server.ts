import { and, asc, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { Database } from "~/database/client.server";
import { attributeKinds, attributeOptions, productOptions, products, type AttributeKind } from "~/database/schema";
import type { Language } from "~/i18n/language";
import { pagingOf, type Paging } from "~/modules/http/paging";
import { toProductSummary, type ProductSummary } from "./catalogue.server";
import type { FacetValue, FilterKind, ProductFilters } from "./product-filters";
import { searchProducts } from "./product-search.server";
import { listAttributeOptions } from "./stone-attributes.server";

export type ProductFinding = {
  /** One page of the listed products. */
  products: ProductSummary[];
  paging: Paging;
  /** Per category id, the products each would show with the other filters; `all` for All Brands. */
  categoryCounts: { all: number; byId: Record<string, number> };
  facets: Record<FilterKind, FacetValue[]>;
  /** "Did you mean …" when the search words found nothing at all. */
  suggestions: string[];
};

function hasOptionOf(kind: AttributeKind, slugs: string[]): SQL {
  // Aliased, as the option counts join the same tables around this condition.
  return sql`exists (select 1 from ${productOptions} as chosen inner join ${attributeOptions} as chosen_list on chosen_list.id = chosen.option_id
    where chosen.product_id = ${products.id} and chosen_list.kind = ${kind} and chosen_list.slug in (${sql.join(
      slugs.map((slug) => sql`${slug}`),
      sql`, `,
    )}))`;
}

/** Whether a product meets each filter, as SQL, every one `true` when its filter is not in use. */
function filterTests(filters: ProductFilters, categoryId: string | null): Record<FilterKind | "category", SQL> {
  const tests = {
    category: categoryId ? sql`${products.categoryId} = ${categoryId}` : sql`true`,
    thickness:
      filters.thickness.length > 0 ? sql`(${sql.join(filters.thickness.map((mm) => sql`${products.thicknessesMm} @> ${JSON.stringify([mm])}::jsonb`), sql` or `)})` : sql`true`,
  } as Record<FilterKind | "category", SQL>;
  for (const kind of attributeKinds) tests[kind] = filters.options[kind].length > 0 ? hasOptionOf(kind, filters.options[kind]) : sql`true`;
  return tests;
}

/** A PostgreSQL array literal, every element quoted, for drivers that do not bind arrays alike. */
function textArray(values: string[]): string {
  return `{${values.map((value) => `"${value.replace(/["\\]/g, (character) => `\\${character}`)}"`).join(",")}}`;
}

type FacetRow = { kind: FilterKind | "category"; value: string | null; count: number };

/**
 * Every count beside the choices in one query (faceted search): each product of the listed set is
 * tested once against every filter, then each kind is counted over the products passing all the
 * other filters but not necessarily its own, so ticking white still shows how many grey would add.
 */
async function facetCounts(db: Database, listed: SQL, tests: Record<FilterKind | "category", SQL>): Promise<FacetRow[]> {
  const kinds = ["category", ...attributeKinds, "thickness"] as const;
  const passesAllBut = (kind: (typeof kinds)[number]) => sql.raw(kinds.filter((other) => other !== kind).map((other) => `ok_${other}`).join(" and "));
  const result = await db.execute(sql`
    with listed as (
      select ${products.id} as id, ${products.categoryId} as category_id, ${products.thicknessesMm} as thicknesses,
        ${sql.join(
          kinds.map((kind) => sql`${tests[kind]} as ${sql.raw(`ok_${kind}`)}`),
          sql`, `,
        )}
      from ${products} where ${products.visible} and ${listed}
    )
    select 'category' as kind, category_id as value, count(*)::int as count from listed where ${passesAllBut("category")} group by category_id
    ${sql.join(
      attributeKinds.map(
        (kind) => sql`union all select ${kind}, option_list.slug, count(*)::int from listed
          inner join ${productOptions} as link on link.product_id = listed.id
          inner join ${attributeOptions} as option_list on option_list.id = link.option_id and option_list.kind = ${kind}
          where ${passesAllBut(kind)} group by option_list.slug`,
      ),
      sql` `,
    )}
    union all select 'thickness', thickness.value::text, count(*)::int from listed cross join lateral jsonb_array_elements(listed.thicknesses) as thickness
      where ${passesAllBut("thickness")} group by thickness.value::text
  `);
  // Both drivers (node-postgres and PGlite) answer with `rows`; drizzle types a raw result as unknown.
  return (result as unknown as { rows: FacetRow[] }).rows.map((row) => ({ ...row, count: Number(row.count) }));
}

/**
 * The Brand Center's products for an address, and the counts beside every choice, all counted by
 * the database (faceted search: each kind's counts apply the other kinds' filters). Without search
 * words the listed products are SPEC's homepage products in their order; with them, every visible
 * product that matches, best first. `categoryId` is the listed category the address names, if any;
 * `page` picks which page of them is read, the counts always cover them all.
 */
export async function findProducts(
  db: Database,
  filters: ProductFilters,
  categoryId: string | null,
  language: Language,
  page: { number: number; size: number },
): Promise<ProductFinding> {
  const search = filters.q ? await searchProducts(db, filters.q) : null;
  // The matches go in as one array parameter (a thousand bound ids cost more to parse than to run),
  // unnested so the planner knows their number; `= any(…)` is guessed at a few rows and joined row by row.
  const listed = search ? sql`${products.id} in (select unnest(${textArray(search.ids)}::text[]))` : sql`${products.homepage}`;
  const tests = filterTests(filters, categoryId);

  const summary = {
    id: products.id,
    titleEn: products.titleEn,
    titleZh: products.titleZh,
    categoryId: products.categoryId,
    photoUrl: products.photoUrl,
    photoVariants: products.photoVariants,
  };
  const matching = and(eq(products.visible, true), listed, ...Object.values(tests));
  const skipped = (page.number - 1) * page.size;
  const [rows, facetRows, options] = await Promise.all([
    search
      ? // Best first is the search's own rank, known only here: the ids that pass the filters are ranked, then one page of them read.
        db
          .select({ id: products.id })
          .from(products)
          .where(matching)
          .then(async (passing) => {
            const rank = new Map(search.ids.map((id, index) => [id, index]));
            const ids = passing.map((row) => row.id).sort((a, b) => rank.get(a)! - rank.get(b)!).slice(skipped, skipped + page.size);
            if (ids.length === 0) return [];
            const found = new Map((await db.select(summary).from(products).where(inArray(products.id, ids))).map((row) => [row.id, row]));
            return ids.flatMap((id) => found.get(id) ?? []);
          })
      : db.select(summary).from(products).where(matching).orderBy(asc(products.sortOrder), asc(products.id)).limit(page.size).offset(skipped),
    facetCounts(db, listed, tests),
    listAttributeOptions(db, language),
  ]);
  const countsOf = (kind: FacetRow["kind"]) => new Map(facetRows.filter((row) => row.kind === kind).map((row) => [row.value, row.count]));

  const facets = Object.fromEntries(
    attributeKinds.map((kind) => [
      kind,
      options
        .filter((option) => option.kind === kind)
        .map((option) => ({
          value: option.slug,
          label: option.label,
          count: countsOf(kind).get(option.slug) ?? 0,
          selected: filters.options[kind].includes(option.slug),
        })),
    ]),
  ) as Record<AttributeKind, FacetValue[]>;
  // A chosen thickness no product has any more still shows, so it can be unticked.
  const thicknesses = new Map([...countsOf("thickness")].map(([value, count]) => [Number(value), count]));
  const thicknessValues = [...new Set([...thicknesses.keys(), ...filters.thickness])].sort((a, b) => a - b);
  const byCategory = countsOf("category");
  const all = [...byCategory.values()].reduce((sum, count) => sum + count, 0);
  // The category's count is the listed products' number: the facet query has counted them already.
  const total = categoryId ? (byCategory.get(categoryId) ?? 0) : all;

  return {
    products: rows.map((row) => toProductSummary(row, language)),
    paging: pagingOf(total, page.number, page.size),
    categoryCounts: {
      all,
      byId: Object.fromEntries([...byCategory].filter((entry): entry is [string, number] => entry[0] !== null)),
    },
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
