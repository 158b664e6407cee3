import { inArray } from "drizzle-orm";
import type { Database } from "~/database/client.server";
import { attributeKinds, products, type AttributeKind } from "~/database/schema";
import { quoteListText } from "~/i18n/catalogs";
import type { Language } from "~/i18n/languages";
import { pagingOf, type Paging } from "~/modules/http/paging";
import { toProductSummary, type ProductSummary } from "./catalogue.server";
import type { FacetValue, FilterKind, ProductFilters } from "./product-filters";
import { facetedSearch } from "./product-facets";
import { searchIndex } from "./product-search";
import { currentCatalogueIndex } from "./product-search.server";
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

/**
 * The Brand Center's products for an address, and the counts beside every choice, counted over this
 * instance's copy of the visible catalogue, which follows every save (see currentCatalogueIndex), so
 * the cost does not grow with the catalogue; only the page's products are read. Without search
 * words the listed products are the homepage products in their order (docs/requirements/public-pages.md#brand-center); with them, every visible
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
  const catalogue = await currentCatalogueIndex(db);
  const search = filters.q ? searchIndex(catalogue.search, filters.q) : null;
  const table = catalogue.facets;
  const listed = search ? search.ids.flatMap((id) => table.rowOf.get(id) ?? []) : table.homepageRows;
  const { matching, counts } = facetedSearch(table, listed, filters, categoryId);
  const skipped = (page.number - 1) * page.size;
  const pageIds = matching.slice(skipped, skipped + page.size);
  const [rows, options] = await Promise.all([
    pageIds.length === 0
      ? []
      : db
          .select({
            id: products.id,
            texts: products.texts,
            categoryId: products.categoryId,
            photoUrl: products.photoUrl,
            photoVariants: products.photoVariants,
          })
          .from(products)
          .where(inArray(products.id, pageIds)),
    listAttributeOptions(db, language),
  ]);
  const found = new Map(rows.map((row) => [row.id, row]));

  const facets = Object.fromEntries(
    attributeKinds.map((kind) => [
      kind,
      options
        .filter((option) => option.kind === kind)
        .map((option) => ({
          value: option.slug,
          label: option.label,
          count: counts.options[kind].get(option.slug) ?? 0,
          selected: filters.options[kind].includes(option.slug),
        })),
    ]),
  ) as Record<AttributeKind, FacetValue[]>;
  // A chosen thickness no product has any more still shows, so it can be unticked.
  const thicknessValues = [...new Set([...counts.thicknesses.keys(), ...filters.thickness])].sort((a, b) => a - b);
  const all = [...counts.categories.values()].reduce((sum, count) => sum + count, 0);
  const total = categoryId ? (counts.categories.get(categoryId) ?? 0) : all;

  return {
    products: pageIds.flatMap((id) => {
      const row = found.get(id);
      return row ? [toProductSummary(row, language)] : [];
    }),
    paging: pagingOf(total, page.number, page.size),
    categoryCounts: {
      all,
      byId: Object.fromEntries([...counts.categories].filter((entry): entry is [string, number] => entry[0] !== null)),
    },
    facets: {
      ...facets,
      thickness: thicknessValues.map((mm) => ({
        value: String(mm),
        label: quoteListText(language).thicknessValue(mm),
        count: counts.thicknesses.get(mm) ?? 0,
        selected: filters.thickness.includes(mm),
      })),
    },
    suggestions: search?.suggestions ?? [],
  };
}
