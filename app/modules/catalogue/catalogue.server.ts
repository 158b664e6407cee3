import { and, asc, eq, ne } from "drizzle-orm";
import type { Database } from "~/database/client.server";
import { categories, products } from "~/database/schema";
import type { Language } from "~/i18n/language";
import type { SiteImage } from "~/modules/media/media";
import { resolveImages } from "~/modules/media/media.server";
import { toPhoto, type Photo } from "./photo";
import type { GalleryImage } from "./gallery";
import { listPublicGallery } from "./product-gallery.server";
import { emptyStoneAttributes, type StoneAttributes } from "./stone-attributes";
import { loadStoneAttributes } from "./stone-attributes.server";

/** `visible` false: the Brand Center does not list the category; its products stay under All Brands and on their own pages. */
export type CategorySummary = { id: string; slug: string; title: string; visible: boolean };

/** A Brand Center section: its texts in the page's language and its picture from the media library. */
export type BrandCategory = CategorySummary & { description: string; image: SiteImage | null };

export type ProductSummary = { id: string; title: string; categoryId: string | null; photo: Photo };

export type ProductDetail = ProductSummary & {
  titles: { en: string; zh: string };
  description: string[];
  keywords: string[];
  category: CategorySummary | null;
  attributes: StoneAttributes;
  gallery: GalleryImage[];
  /** False only when read for the signed-in owner: buyers never get a hidden product. */
  visible: boolean;
};

type CategoryRow = typeof categories.$inferSelect;
type ProductRow = typeof products.$inferSelect;

/** Chinese texts fall back to English, so a product not yet translated still shows a title. */
function localized(english: string, chinese: string, language: Language): string {
  return language === "zh" && chinese.trim() ? chinese : english;
}

function toCategorySummary(row: CategoryRow, language: Language): CategorySummary {
  return { id: row.id, slug: row.slug, title: localized(row.titleEn, row.titleZh, language), visible: row.visible };
}

export function toProductSummary(
  row: Pick<ProductRow, "id" | "titleEn" | "titleZh" | "categoryId" | "photoUrl" | "photoVariants">,
  language: Language,
): ProductSummary {
  return {
    id: row.id,
    title: localized(row.titleEn, row.titleZh, language),
    categoryId: row.categoryId,
    photo: toPhoto(row),
  };
}

/** The Brand Center's sections, ordered by order ascending (SPEC); hidden categories are not listed. */
export async function listCategories(db: Database, language: Language): Promise<BrandCategory[]> {
  const rows = await db.select().from(categories).where(eq(categories.visible, true)).orderBy(asc(categories.sortOrder), asc(categories.id));
  const images = await resolveImages(db, rows.map((row) => row.imageId));
  return rows.map((row) => ({
    ...toCategorySummary(row, language),
    description: localized(row.descriptionEn, row.descriptionZh, language),
    image: (row.imageId && images.get(row.imageId)) || null,
  }));
}

/** Every category, hidden ones included, for the product editor's choice. */
export async function listCategoryChoices(db: Database, language: Language): Promise<CategorySummary[]> {
  const rows = await db.select().from(categories).orderBy(asc(categories.sortOrder), asc(categories.id));
  return rows.map((row) => toCategorySummary(row, language));
}

/** SPEC: the home and brand pages show products with homepage=true, by order ascending; the first `limit` of them, at any catalogue size. */
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
  const description = language === "zh" && product.descriptionZh.length > 0 ? product.descriptionZh : product.descriptionEn;
  const attributes = (await loadStoneAttributes(db, [product.id], language)).get(product.id) ?? emptyStoneAttributes;
  return {
    ...toProductSummary(product, language),
    titles: { en: product.titleEn, zh: product.titleZh },
    description,
    keywords: language === "zh" && product.keywordsZh.length > 0 ? product.keywordsZh : product.keywords,
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
