import { textIn } from "~/i18n/owner-texts";
import { postTitleTexts } from "~/database/post-titles";
import { and, eq, inArray, like, not, or } from "drizzle-orm";
import { chineseTitleOrBlankSql, englishTitleSql } from "~/database/product-titles";
import { likeLiteral } from "~/database/like-pattern";
import type { Database, DatabaseExecutor } from "~/database/client.server";
import { categories, media, posts, productPhotos, products, roomScenes, siteSettings } from "~/database/schema";
import { dashboardPaths } from "~/modules/http/dashboard-paths";
import { mediaUrl } from "~/modules/storage/media-url";
import { baseKeyOfMediaUrl, type MediaUse } from "./media";

export type { MediaUse };

type ImageKeys = { id: string; baseKey: string };

/** The basic-info tab edits the company document, the quote defaults their own page; every other site setting belongs to the web-pages tab. */
const settingEditPaths: Record<string, string> = {
  saideInfo: "/dashboard/basic-info",
  ownerEmails: "/dashboard/basic-info",
  quoteSettings: "/dashboard/quote-settings",
};

const mentions = (json: unknown, id: string) => json !== null && json !== undefined && JSON.stringify(json).includes(id);

/** The first places an image is used, and how many there are in all. */
export type MediaUseSummary = { uses: MediaUse[]; count: number };

/**
 * Where each image is used: product photos (each product's gallery, whose card row is the product's
 * own photo; a product without a gallery yet, saved before galleries existed, by its photo's address
 * under the image's base key), category images, post covers, room scenes' photos, and any site setting, published or draft, that
 * mentions the image's id (slides, About images, the WeChat QR code…). Matching the id as text in
 * the settings' JSON means a setting added later is counted without being listed here. The one answer
 * to "is this image used?": the library, the delete refusal and the clean-up all ask it.
 *
 * At most `shown` places are listed per image (the first gallery rows the database finds, products
 * in the order of their ids); the count covers all of them. The gallery's products are counted by a
 * trigger as they change (`media.gallery_products`) and only the listed ones are read, so a photo
 * 10,000 products share costs the library's card a few rows.
 */
export async function summariseMediaUses(
  db: DatabaseExecutor,
  images: readonly ImageKeys[],
  shown = Number.POSITIVE_INFINITY,
): Promise<Map<string, MediaUseSummary>> {
  const summaries = new Map<string, MediaUseSummary>(images.map((image) => [image.id, { uses: [], count: 0 }]));
  if (images.length === 0) return summaries;
  const ids = images.map((image) => image.id);
  // One image's gallery rows with their products; a library card reads only the first few of them.
  const galleryRows = db
    .select({
      productId: productPhotos.productId,
      card: productPhotos.isCard,
      titleEn: englishTitleSql.as("title_en"),
      titleZh: chineseTitleOrBlankSql.as("title_zh"),
    })
    .from(productPhotos)
    .innerJoin(products, eq(products.id, productPhotos.productId))
    .where(eq(productPhotos.mediaId, media.id))
    .$dynamic();
  const listed = (Number.isFinite(shown) ? galleryRows.limit(shown) : galleryRows).as("listed");
  // Products without a gallery whose photo was written under one of these images' base keys: ranges of an index of those products only.
  const underBaseKeys = or(...images.map((image) => like(products.photoUrl, mediaUrl(`${likeLiteral(image.baseKey)}-%`))));
  const [galleryCounts, galleryUses, productsWithoutGallery, categoryRows, postRows, sceneRows, settingRows] = await Promise.all([
    db.select({ mediaId: media.id, products: media.galleryProducts }).from(media).where(inArray(media.id, ids)),
    shown === 0
      ? []
      : db
          .select({ mediaId: media.id, productId: listed.productId, card: listed.card, titleEn: listed.titleEn, titleZh: listed.titleZh })
          .from(media)
          .crossJoinLateral(listed)
          .where(inArray(media.id, ids)),
    db
      .select({ id: products.id, titleEn: englishTitleSql, titleZh: chineseTitleOrBlankSql, photoUrl: products.photoUrl })
      .from(products)
      .where(and(not(products.hasGallery), underBaseKeys)),
    db
      .select({ id: categories.id, texts: categories.texts, imageId: categories.imageId })
      .from(categories)
      .where(inArray(categories.imageId, ids)),
    db
      .select({ id: posts.id, texts: postTitleTexts, coverImageId: posts.coverImageId })
      .from(posts)
      .where(inArray(posts.coverImageId, ids)),
    db
      .select({ id: roomScenes.id, texts: roomScenes.texts, photoId: roomScenes.photoId })
      .from(roomScenes)
      .where(inArray(roomScenes.photoId, ids)),
    db.select({ key: siteSettings.key, value: siteSettings.value, draft: siteSettings.draft }).from(siteSettings),
  ]);
  const add = (id: string | null, use: MediaUse) => {
    const summary = id ? summaries.get(id) : undefined;
    if (!summary) return;
    if (summary.uses.length < shown) summary.uses.push(use);
    summary.count += 1;
  };
  const productUse = (product: { productId: string; titleEn: string; titleZh: string; card: boolean }): MediaUse => ({
    kind: "product",
    id: product.productId,
    title: product.titleZh || product.titleEn,
    // The card photo is the product's own photo, changed in the editor; other gallery photos on the photos page.
    path: product.card ? dashboardPaths.product(product.productId) : dashboardPaths.productPhotos(product.productId),
    draft: false,
  });
  for (const { mediaId, products: productCount } of galleryCounts) summaries.get(mediaId)!.count = productCount;
  // A product showing the image twice in its gallery is one place, named by its card photo if either is.
  const listedProducts = new Map<string, Map<string, (typeof galleryUses)[number]>>();
  for (const row of galleryUses) {
    const ofImage = listedProducts.get(row.mediaId) ?? new Map<string, (typeof galleryUses)[number]>();
    listedProducts.set(row.mediaId, ofImage);
    ofImage.set(row.productId, { ...row, card: row.card || (ofImage.get(row.productId)?.card ?? false) });
  }
  for (const [mediaId, ofImage] of listedProducts) {
    const inOrder = [...ofImage.values()].sort((a, b) => (a.productId < b.productId ? -1 : a.productId > b.productId ? 1 : 0));
    summaries.get(mediaId)!.uses.push(...inOrder.map(productUse));
  }
  // Products without a gallery, looked up by the base key their files were written under: one pass over them, not one per image.
  const imagesByBaseKey = new Map<string, string[]>();
  for (const image of images) imagesByBaseKey.set(image.baseKey, [...(imagesByBaseKey.get(image.baseKey) ?? []), image.id]);
  for (const product of productsWithoutGallery) {
    for (const imageId of imagesByBaseKey.get(baseKeyOfMediaUrl(product.photoUrl) ?? "") ?? [])
      add(imageId, productUse({ productId: product.id, titleEn: product.titleEn, titleZh: product.titleZh, card: true }));
  }
  for (const image of images) {
    for (const setting of settingRows) {
      const published = mentions(setting.value, image.id);
      if (!published && !mentions(setting.draft, image.id)) continue;
      add(image.id, {
        kind: "setting",
        id: setting.key,
        title: setting.key,
        path: settingEditPaths[setting.key] ?? "/dashboard/web-pages",
        draft: !published,
      });
    }
  }
  for (const category of categoryRows) {
    add(category.imageId, {
      kind: "category",
      id: category.id,
      title: textIn(category.texts, "title", "zh"),
      path: dashboardPaths.category(category.id),
      draft: false,
    });
  }
  for (const post of postRows) {
    add(post.coverImageId, {
      kind: "post",
      id: post.id,
      title: textIn(post.texts, "title", "zh"),
      path: dashboardPaths.post(post.id),
      draft: false,
    });
  }
  for (const scene of sceneRows) {
    add(scene.photoId, {
      kind: "roomScene",
      id: scene.id,
      title: textIn(scene.texts, "name", "zh"),
      path: dashboardPaths.roomScene(scene.id),
      draft: false,
    });
  }
  return summaries;
}

/** Where one image is used, every place; empty when it may be deleted. */
export async function mediaUses(db: Database | DatabaseExecutor, image: ImageKeys): Promise<MediaUse[]> {
  return (await summariseMediaUses(db, [image])).get(image.id)?.uses ?? [];
}
