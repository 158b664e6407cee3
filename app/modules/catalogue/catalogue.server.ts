import { and, asc, eq, ne, or } from "drizzle-orm";
import type { Database } from "~/database/client.server";
import { categories, products } from "~/database/schema";
import { ownerText, ownerTextIn, ownerTextLanguage, type Language } from "~/i18n/languages";
import { ownTextIn, shownTextIn, textIn } from "~/i18n/owner-texts";
import type { SiteImage } from "~/modules/media/media";
import { resolveImages } from "~/modules/media/media.server";
import { toPhoto, type Photo } from "./photo";
import type { GalleryImage } from "./gallery";
import { categoryDescription, categoryTitle } from "./localized";
import { listPublicGallery } from "./product-gallery.server";
import { emptyStoneAttributes, type StoneAttributes } from "./stone-attributes";
import { loadStoneAttributes } from "./stone-attributes.server";

/**
 * `visible` false: the Brand Center does not list the category; its products stay under All Brands and on their own pages.
 * `titleLanguage`: English while the title is not written in the page's language, so the page marks it as English.
 */
export type CategorySummary = { id: string; slug: string; title: string; titleLanguage: Language; visible: boolean };

/** A Brand Center section: its texts in the page's language and its picture from the media library. */
/**
 * `describedInLanguage`: the description is the owner's text in the page's language, not the English
 * shown while the Chinese one is missing; only such a text may be the page's search description (decision 027).
 */
export type BrandCategory = CategorySummary & { description: string; describedInLanguage: boolean; image: SiteImage | null };

/** `titleLanguage`: English while the title is not written in the page's language, so the page marks it as English. */
export type ProductSummary = { id: string; title: string; titleLanguage: Language; categoryId: string | null; photo: Photo };

export type ProductDetail = ProductSummary & {
  titles: { en: string; zh: string };
  description: string[];
  /** As on BrandCategory. */
  describedInLanguage: boolean;
  keywords: string[];
  category: CategorySummary | null;
  attributes: StoneAttributes;
  gallery: GalleryImage[];
  /** False only when read for the signed-in owner: buyers never get a hidden product. */
  visible: boolean;
};

type CategoryRow = typeof categories.$inferSelect;
type ProductRow = typeof products.$inferSelect;

function toCategorySummary(row: CategoryRow, language: Language): CategorySummary {
  const title = categoryTitle(row);
  return {
    id: row.id,
    slug: row.slug,
    title: ownerText(title, language),
    titleLanguage: ownerTextLanguage(title, language),
    visible: row.visible,
  };
}

export function toProductSummary(
  row: Pick<ProductRow, "id" | "texts" | "categoryId" | "photoUrl" | "photoVariants">,
  language: Language,
): ProductSummary {
  const title = shownTextIn(row.texts, "title", language);
  return {
    id: row.id,
    title: title.text,
    titleLanguage: title.language,
    categoryId: row.categoryId,
    photo: toPhoto(row),
  };
}

/** The Brand Center's sections, ordered by order ascending (docs/requirements/public-pages.md#brand-center); hidden categories are not listed. */
export async function listCategories(db: Database, language: Language): Promise<BrandCategory[]> {
  const rows = await db
    .select()
    .from(categories)
    .where(eq(categories.visible, true))
    .orderBy(asc(categories.sortOrder), asc(categories.id));
  const images = await resolveImages(
    db,
    rows.map((row) => row.imageId),
  );
  return rows.map((row) => ({
    ...toCategorySummary(row, language),
    description: ownerText(categoryDescription(row), language),
    describedInLanguage: ownerTextIn(categoryDescription(row), language) !== undefined,
    image: (row.imageId && images.get(row.imageId)) || null,
  }));
}

/**
 * Whether a contact link's collection (`/contact-us/collection/<collectionId>/<lang>`) is one buyers can see:
 * the site's collections are the Brand Center's categories (the "series"), named by slug or by id as there.
 */
export async function isListedCollection(db: Database, collectionId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.visible, true), or(eq(categories.slug, collectionId), eq(categories.id, collectionId))))
    .limit(1);
  return row !== undefined;
}

/** Every category, hidden ones included, for the product editor's choice. */
export async function listCategoryChoices(db: Database, language: Language): Promise<CategorySummary[]> {
  const rows = await db.select().from(categories).orderBy(asc(categories.sortOrder), asc(categories.id));
  return rows.map((row) => toCategorySummary(row, language));
}

/** The home and brand pages show products with homepage=true, by order ascending (docs/requirements/public-pages.md#brand-center); the first `limit` of them, at any catalogue size. */
export async function listHomepageProducts(db: Database, language: Language, limit: number): Promise<ProductSummary[]> {
  const rows = await db
    .select()
    .from(products)
    .where(and(eq(products.homepage, true), eq(products.visible, true)))
    .orderBy(asc(products.sortOrder), asc(products.id))
    .limit(limit);
  return rows.map((row) => toProductSummary(row, language));
}

/** A product as its public page shows it; a hidden one only with `includeHidden`, which is for the signed-in owner alone. */
export async function getProductDetail(
  db: Database,
  id: string,
  language: Language,
  { includeHidden = false }: { includeHidden?: boolean } = {},
): Promise<ProductDetail | null> {
  const [row] = await db
    .select({ product: products, category: categories })
    .from(products)
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .where(includeHidden ? eq(products.id, id) : and(eq(products.id, id), eq(products.visible, true)))
    .limit(1);
  if (!row) return null;
  const { product, category } = row;
  const attributes = (await loadStoneAttributes(db, [product.id], language)).get(product.id) ?? emptyStoneAttributes;
  return {
    ...toProductSummary(product, language),
    titles: { en: product.texts.en.title, zh: ownTextIn(product.texts, "title", "zh") ?? "" },
    description: textIn(product.texts, "description", language),
    describedInLanguage: ownTextIn(product.texts, "description", language) !== undefined,
    // Search engines read keywords as the page's language: a page never shows another language's (decision 027).
    keywords: ownTextIn(product.texts, "keywords", language) ?? [],
    category: category ? toCategorySummary(category, language) : null,
    attributes,
    gallery: await listPublicGallery(db, product.id, language),
    visible: product.visible,
  };
}

export async function listRelatedProducts(
  db: Database,
  product: { id: string; categoryId: string | null },
  language: Language,
  limit = 8,
): Promise<ProductSummary[]> {
  if (!product.categoryId) return [];
  const rows = await db
    .select()
    .from(products)
    .where(and(eq(products.categoryId, product.categoryId), ne(products.id, product.id), eq(products.visible, true)))
    .orderBy(asc(products.sortOrder), asc(products.id))
    .limit(limit);
  return rows.map((row) => toProductSummary(row, language));
}

/** Every visible product, for the sitemap. */
export async function listVisibleProductIds(db: Database): Promise<{ id: string; updatedAt: Date }[]> {
  return db
    .select({ id: products.id, updatedAt: products.updatedAt })
    .from(products)
    .where(eq(products.visible, true))
    .orderBy(asc(products.sortOrder));
}
