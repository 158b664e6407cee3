import { eq, inArray } from "drizzle-orm";
import type { Database, DatabaseExecutor } from "~/database/client.server";
import { categories, posts, productPhotos, products, siteSettings } from "~/database/schema";
import { revisionKinds } from "~/modules/revisions/revision-kinds.server";
import { baseKeyOfVariant, type MediaUse } from "./media";

export type { MediaUse };

type ImageKeys = { id: string; baseKey: string };

/** The basic-info tab edits the company document; every other site setting belongs to the web-pages tab. */
const settingEditPaths: Record<string, string> = { saideInfo: "/dashboard/basic-info", ownerEmails: "/dashboard/basic-info" };

const mentions = (json: unknown, id: string) => json !== null && json !== undefined && JSON.stringify(json).includes(id);

/**
 * Where each image is used: product photos (by their files under the image's base key, and the
 * photos of each product's gallery), category
 * images, post covers, and any site setting, published or draft, that mentions the image's id
 * (slides, About images, the WeChat QR code…). Matching the id as text in the settings' JSON means
 * a setting added later is counted without being listed here. The one answer to "is this image
 * used?": the library, the delete refusal and the clean-up all ask it.
 */
export async function findMediaUses(db: DatabaseExecutor, images: readonly ImageKeys[]): Promise<Map<string, MediaUse[]>> {
  const uses = new Map<string, MediaUse[]>(images.map((image) => [image.id, []]));
  if (images.length === 0) return uses;
  const ids = images.map((image) => image.id);
  const [productRows, galleryRows, categoryRows, postRows, settingRows] = await Promise.all([
    db.select({ id: products.id, titleEn: products.titleEn, titleZh: products.titleZh, photoUrl: products.photoUrl, variants: products.photoVariants }).from(products),
    db
      .select({ mediaId: productPhotos.mediaId, id: products.id, titleEn: products.titleEn, titleZh: products.titleZh })
      .from(productPhotos)
      .innerJoin(products, eq(products.id, productPhotos.productId))
      .where(inArray(productPhotos.mediaId, ids)),
    db.select({ id: categories.id, titleEn: categories.titleEn, titleZh: categories.titleZh, imageId: categories.imageId }).from(categories).where(inArray(categories.imageId, ids)),
    db.select({ id: posts.id, titleEn: posts.titleEn, titleZh: posts.titleZh, coverImageId: posts.coverImageId }).from(posts).where(inArray(posts.coverImageId, ids)),
    db.select({ key: siteSettings.key, value: siteSettings.value, draft: siteSettings.draft }).from(siteSettings),
  ]);
  const add = (id: string | null, use: MediaUse) => (id ? uses.get(id)?.push(use) : undefined);
  // Each product's files looked up by the base key they were written under: one pass over the products, not one per image.
  const imagesByBaseKey = new Map<string, string[]>();
  for (const image of images) imagesByBaseKey.set(image.baseKey, [...(imagesByBaseKey.get(image.baseKey) ?? []), image.id]);
  for (const product of productRows) {
    const keys = [product.photoUrl.replace(/^\/media\//, ""), ...product.variants.map((variant) => variant.key)];
    const usedImages = new Set(keys.flatMap((key) => imagesByBaseKey.get(baseKeyOfVariant(key) ?? "") ?? []));
    for (const imageId of usedImages) {
      add(imageId, { kind: "product", id: product.id, title: product.titleZh || product.titleEn, path: `/dashboard/products?edit=${encodeURIComponent(product.id)}`, draft: false });
    }
  }
  for (const image of images) {
    for (const setting of settingRows) {
      const published = mentions(setting.value, image.id);
      if (!published && !mentions(setting.draft, image.id)) continue;
      add(image.id, { kind: "setting", id: setting.key, title: setting.key, path: settingEditPaths[setting.key] ?? "/dashboard/web-pages", draft: !published });
    }
  }
  for (const photo of galleryRows) {
    // The card photo is also the product's own photo, already counted above.
    if (uses.get(photo.mediaId)?.some((use) => use.kind === "product" && use.id === photo.id)) continue;
    add(photo.mediaId, { kind: "product", id: photo.id, title: photo.titleZh || photo.titleEn, path: `/dashboard/products/${encodeURIComponent(photo.id)}/photos`, draft: false });
  }
  for (const category of categoryRows) {
    const path = revisionKinds.category?.editPath(category.id) ?? "/dashboard/categories";
    add(category.imageId, { kind: "category", id: category.id, title: category.titleZh || category.titleEn, path, draft: false });
  }
  for (const post of postRows) {
    const path = revisionKinds.post?.editPath(post.id) ?? "/dashboard/news";
    add(post.coverImageId, { kind: "post", id: post.id, title: post.titleZh || post.titleEn, path, draft: false });
  }
  return uses;
}

/** Where one image is used; empty when it may be deleted. */
export async function mediaUses(db: Database | DatabaseExecutor, image: ImageKeys): Promise<MediaUse[]> {
  return (await findMediaUses(db, [image])).get(image.id) ?? [];
}
