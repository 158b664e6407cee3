import { asc, eq, sql } from "drizzle-orm";
import type { Database } from "~/database/client.server";
import type { OwnerTexts } from "~/i18n/languages";
import { fieldTexts, type LanguageTexts } from "~/i18n/owner-texts";
import { attributeOptions, categories, productOptions, products, siteContentVersion, type ProductTexts } from "~/database/schema";
import { categoryTitle, optionLabel } from "./localized";
import { buildFacetTable, type FacetProduct, type FacetTable } from "./product-facets";
import { buildSearchIndex, type SearchDocument, type SearchIndex } from "./product-search";

/**
 * The site content version, which database triggers raise on every committed write to a table buyers
 * see (products, their options, categories, option lists…), on any instance: one primary-key read
 * before each use, so another instance's save is seen by the next search here, at any catalogue size.
 */
export async function catalogueVersion(db: Database): Promise<number> {
  const [row] = await db.select({ version: siteContentVersion.version }).from(siteContentVersion).where(eq(siteContentVersion.id, 1));
  return row?.version ?? 0;
}

/** Every text a buyer may search by, in every language it is written in: a search in any language finds the product. */
const everyLanguage = <T>(texts: OwnerTexts<T>): T[] => Object.values(texts).filter((text): text is T => text !== undefined);

/** Every visible product, in the catalogue's order: its texts in every language with its category's and options' names, and what the filters look at. */
async function loadCatalogue(db: Database): Promise<{ documents: SearchDocument[]; facets: FacetProduct[] }> {
  const [rows, options] = await Promise.all([
    db
      // Only what the index keeps: every column of 10,000 products (photo variants, specifications…) is tens of megabytes held while it is built.
      .select({
        product: {
          id: products.id,
          categoryId: products.categoryId,
          homepage: products.homepage,
          thicknessesMm: products.thicknessesMm,
          certifications: products.certifications,
          // Its texts in every language without the specification rows, which no search reads.
          texts: sql<
            LanguageTexts<Omit<ProductTexts, "specRows">>
          >`(select jsonb_object_agg(key, value - 'specRows') from jsonb_each(${products.texts}))`,
        },
        categoryEn: categories.titleEn,
        categoryZh: categories.titleZh,
        categoryTranslations: categories.translations,
      })
      .from(products)
      .leftJoin(categories, eq(categories.id, products.categoryId))
      .where(eq(products.visible, true))
      .orderBy(asc(products.sortOrder), asc(products.id)),
    db
      .select({
        productId: productOptions.productId,
        kind: attributeOptions.kind,
        slug: attributeOptions.slug,
        labelEn: attributeOptions.labelEn,
        labelZh: attributeOptions.labelZh,
        translations: attributeOptions.translations,
      })
      .from(productOptions)
      .innerJoin(attributeOptions, eq(attributeOptions.id, productOptions.optionId)),
  ]);
  const labels = new Map<string, string[]>();
  const slugs = new Map<string, FacetProduct["options"]>();
  for (const option of options) {
    labels.set(option.productId, [...(labels.get(option.productId) ?? []), ...everyLanguage(optionLabel(option))]);
    const chosen = slugs.get(option.productId) ?? { colour: [], pattern: [], finish: [] };
    chosen[option.kind].push(option.slug);
    slugs.set(option.productId, chosen);
  }
  const facets = rows.map(
    ({ product }): FacetProduct => ({
      id: product.id,
      categoryId: product.categoryId,
      homepage: product.homepage,
      thicknessesMm: product.thicknessesMm,
      options: slugs.get(product.id) ?? { colour: [], pattern: [], finish: [] },
    }),
  );
  const documents = rows.map(({ product, categoryEn, categoryZh, categoryTranslations }) => {
    const titles = everyLanguage(fieldTexts(product.texts, "title"));
    const keywords = everyLanguage(fieldTexts(product.texts, "keywords")).flat();
    const category =
      categoryEn === null
        ? []
        : everyLanguage(categoryTitle({ titleEn: categoryEn, titleZh: categoryZh ?? "", translations: categoryTranslations ?? {} }));
    return {
      id: product.id,
      fields: {
        title: titles,
        keywords,
        attributes: [
          ...category,
          ...(labels.get(product.id) ?? []),
          ...product.thicknessesMm.map((mm) => `${mm}mm`),
          ...everyLanguage(fieldTexts(product.texts, "applications")).flat(),
          ...product.certifications,
        ],
        description: everyLanguage(fieldTexts(product.texts, "description")).flat(),
      },
      suggestions: [...titles, ...keywords].filter((text) => text.trim()),
    };
  });
  return { documents, facets };
}

/** The visible catalogue as one instance holds it: the search index, and each product's filter values in the catalogue's order. */
export type CatalogueIndex = { version: number; search: SearchIndex; facets: FacetTable };

/**
 * One index per database per process. A rebuild in progress is shared by the requests that read the
 * same version; a request that read a newer one starts its own, so nobody is handed an older catalogue.
 */
const indexes = new WeakMap<Database, { current?: CatalogueIndex; building?: { version: number; index: Promise<CatalogueIndex> } }>();

export async function currentCatalogueIndex(db: Database): Promise<CatalogueIndex> {
  const entry = indexes.get(db) ?? {};
  indexes.set(db, entry);
  const version = await catalogueVersion(db);
  if (entry.current?.version === version) return entry.current;
  if (entry.building?.version !== version) {
    const building = {
      version,
      index: loadCatalogue(db)
        .then(({ documents, facets }) => {
          const index = { version, search: buildSearchIndex(documents), facets: buildFacetTable(facets) };
          if (!entry.current || entry.current.version < version) entry.current = index;
          return index;
        })
        .finally(() => {
          if (entry.building === building) entry.building = undefined;
        }),
    };
    entry.building = building;
  }
  return entry.building!.index;
}
