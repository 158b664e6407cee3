import { isUuid } from "~/database/uuid";
import { and, asc, eq, not, sql, type SQL } from "drizzle-orm";
import type { Database, DatabaseExecutor } from "~/database/client.server";
import { media, productPhotos, products } from "~/database/schema";
import { ownerTextIn, type Language } from "~/i18n/languages";
import { ownTextIn, replaceTexts, textColumns, writtenTextsOf } from "~/i18n/owner-texts";
import { recordAltSave } from "~/modules/media/alt-revisions.server";
import { altOfTexts, baseKeyOfMediaUrl, siteImageOf, textsOfAlt, type ImageAlt, type SiteImage } from "~/modules/media/media";
import type { RevisionAuthor } from "~/modules/revisions/revisions";
import { deleteRevisions } from "~/modules/revisions/revisions.server";
import { dashboardTitle, dashboardTitleSql, englishTitleSql } from "~/database/product-titles";
import type { GalleryImage } from "./gallery";

type MediaRow = typeof media.$inferSelect;
type GalleryRow = typeof productPhotos.$inferSelect;

/** A photo with no alt text of its own: pages show the library image's. */
const noOwnAlt = { texts: { en: { alt: "" } }, textTimes: {} };

/**
 * One photo of a product's gallery as the dashboard edits it: its own alt texts (with the version their save is
 * checked against), and the library image it shows.
 */
export type GalleryPhoto = { id: string; mediaId: string; alt: ImageAlt; version: number; isCard: boolean; image: SiteImage };

/** What a gallery change answers; the route turns the refusals into words. */
export type GalleryOutcome =
  | "done"
  | "productNotFound"
  | "photoNotFound"
  | "mediaNotFound"
  | "alreadyAdded"
  | "lastPhoto"
  | "changedMeanwhile";

/** Two changes to one product's gallery at once would number two photos alike or leave it without a card. */
const lockGallery = (tx: DatabaseExecutor, productId: string) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`product-photos:${productId}`}))`);

const galleryRows = (executor: DatabaseExecutor, productId: string) =>
  executor
    .select()
    .from(productPhotos)
    .where(eq(productPhotos.productId, productId))
    .orderBy(asc(productPhotos.position), asc(productPhotos.createdAt));

/** A product's photo fields always show the card photo, because the Brand Center, the home page and the feeds read them (docs/requirements/records.md#products). */
async function showOnCard(tx: DatabaseExecutor, productId: string, image: MediaRow): Promise<void> {
  const photoUrl = siteImageOf(image).src;
  await tx
    .update(products)
    .set({ photoUrl, photoVariants: image.variants, filename: photoUrl.split("/").pop()!, updatedAt: new Date() })
    .where(eq(products.id, productId));
}

async function makeCard(tx: DatabaseExecutor, productId: string, photo: GalleryRow): Promise<void> {
  // The partial unique index allows one card per product, so the old one is cleared first.
  await tx
    .update(productPhotos)
    .set({ isCard: false })
    .where(and(eq(productPhotos.productId, productId), eq(productPhotos.isCard, true)));
  await tx.update(productPhotos).set({ isCard: true }).where(eq(productPhotos.id, photo.id));
  const [image] = await tx.select().from(media).where(eq(media.id, photo.mediaId));
  await showOnCard(tx, productId, image!);
}

/** Numbers the photos 0, 1, 2… in the given order, writing only those whose place changed. */
async function renumber(tx: DatabaseExecutor, ordered: GalleryRow[]): Promise<void> {
  for (const [position, photo] of ordered.entries()) {
    if (photo.position !== position) await tx.update(productPhotos).set({ position }).where(eq(productPhotos.id, photo.id));
  }
}

async function productExists(executor: DatabaseExecutor, productId: string): Promise<boolean> {
  const [row] = await executor.select({ id: products.id }).from(products).where(eq(products.id, productId)).limit(1);
  return row !== undefined;
}

/** Runs a change on one product's gallery under its lock, once the product and the photo are known to exist. */
function changePhoto(
  db: Database,
  productId: string,
  photoId: string,
  change: (tx: DatabaseExecutor, photo: GalleryRow, rows: GalleryRow[]) => Promise<GalleryOutcome>,
) {
  return db.transaction(async (tx): Promise<GalleryOutcome> => {
    if (!(await productExists(tx, productId))) return "productNotFound";
    await lockGallery(tx, productId);
    const rows = await galleryRows(tx, productId);
    const photo = isUuid(photoId) ? rows.find((row) => row.id === photoId) : undefined;
    return photo ? change(tx, photo, rows) : "photoNotFound";
  });
}

/** A product's gallery rows in order, each with its library image. */
function photosWithImages(db: DatabaseExecutor, productId: string) {
  return db
    .select({ photo: productPhotos, image: media })
    .from(productPhotos)
    .innerJoin(media, eq(media.id, productPhotos.mediaId))
    .where(eq(productPhotos.productId, productId))
    .orderBy(asc(productPhotos.position), asc(productPhotos.createdAt));
}

/** The product's title (for the page heading) and its photos in order, or null when the product does not exist. */
export async function getGallery(db: Database, productId: string): Promise<{ title: string; photos: GalleryPhoto[] } | null> {
  const [product] = await db.select({ texts: products.texts }).from(products).where(eq(products.id, productId)).limit(1);
  if (!product) return null;
  const rows = await photosWithImages(db, productId);
  return {
    title: dashboardTitle(product.texts),
    photos: rows.map(({ photo, image }) => ({
      id: photo.id,
      mediaId: photo.mediaId,
      alt: altOfTexts(photo.texts),
      version: photo.version,
      isCard: photo.isCard,
      image: siteImageOf(image),
    })),
  };
}

/** A gallery photo's alt texts as the translation files and its history read them, with its product's titles. */
export type GalleryPhotoTexts = Pick<GalleryRow, "id" | "productId" | "texts" | "textTimes" | "version"> & {
  /** The product's English title, and its title as the dashboard names it (`dashboardTitle`). */
  englishTitle: string;
  dashboardTitle: string;
  /** Its place in the gallery, from 1, as the gallery screen numbers it. */
  place: number;
};

/** Every gallery's photos with their alt texts (or only the photo `photoId`), in the catalogue's order and each gallery's. */
export async function listGalleryTexts(db: DatabaseExecutor, photoId?: string): Promise<GalleryPhotoTexts[]> {
  let ofProduct: SQL | undefined;
  if (photoId !== undefined) {
    const [photo] = isUuid(photoId)
      ? await db.select({ productId: productPhotos.productId }).from(productPhotos).where(eq(productPhotos.id, photoId))
      : [];
    if (!photo) return [];
    ofProduct = eq(productPhotos.productId, photo.productId);
  }
  const rows = await db
    .select({
      id: productPhotos.id,
      productId: productPhotos.productId,
      englishTitle: englishTitleSql,
      dashboardTitle: dashboardTitleSql,
      texts: productPhotos.texts,
      textTimes: productPhotos.textTimes,
      version: productPhotos.version,
    })
    .from(productPhotos)
    .innerJoin(products, eq(products.id, productPhotos.productId))
    .where(ofProduct)
    .orderBy(asc(products.sortOrder), asc(products.id), asc(productPhotos.position), asc(productPhotos.createdAt));
  const places = new Map<string, number>();
  const numbered = rows.map((row) => {
    const place = (places.get(row.productId) ?? 0) + 1;
    places.set(row.productId, place);
    return { ...row, place };
  });
  return photoId === undefined ? numbered : numbered.filter((row) => row.id === photoId);
}

/** Adds a library image at the end of the gallery; a gallery's first photo becomes its card. */
export async function addGalleryPhoto(db: Database, productId: string, mediaId: string): Promise<GalleryOutcome> {
  return db.transaction(async (tx) => {
    if (!(await productExists(tx, productId))) return "productNotFound";
    const [image] = isUuid(mediaId) ? await tx.select().from(media).where(eq(media.id, mediaId)).limit(1) : [];
    if (!image) return "mediaNotFound";
    await lockGallery(tx, productId);
    const rows = await galleryRows(tx, productId);
    if (rows.some((row) => row.mediaId === mediaId)) return "alreadyAdded";
    const [added] = await tx.insert(productPhotos).values({ productId, mediaId, position: rows.length }).returning();
    if (rows.length === 0) await makeCard(tx, productId, added!);
    return "done";
  });
}

/**
 * Saves the alt texts this product gives the photo, in every language (the gallery screen's, an imported translation's,
 * a restored revision's), each changed one timed now (docs/decisions/048-owner-texts-one-shape.md), unless someone
 * saved them since `loadedVersion`; the replaced texts are kept as a `gallery-photo` revision, as a library image's
 * are. Empty ones fall back to the library image's.
 */
export function saveGalleryAlt(
  db: Database,
  productId: string,
  photoId: string,
  alt: ImageAlt,
  loadedVersion: number,
  author: RevisionAuthor,
): Promise<GalleryOutcome> {
  return changePhoto(db, productId, photoId, async (tx, photo) => {
    if (photo.version !== loadedVersion) return "changedMeanwhile";
    const texts = textsOfAlt(alt);
    const written = replaceTexts(writtenTextsOf(photo), texts, new Date());
    await tx
      .update(productPhotos)
      .set({ ...textColumns(written), version: photo.version + 1 })
      .where(eq(productPhotos.id, photo.id));
    await recordAltSave(tx, "gallery-photo", photo.id, photo, texts, author);
    return "done";
  });
}

/** Moves a photo one place up or down (the buttons), or to a place counted from 0 (dropping a dragged photo). */
export function moveGalleryPhoto(db: Database, productId: string, photoId: string, to: "up" | "down" | number): Promise<GalleryOutcome> {
  return changePhoto(db, productId, photoId, async (tx, photo, rows) => {
    const from = rows.indexOf(photo);
    const wanted = to === "up" ? from - 1 : to === "down" ? from + 1 : to;
    const target = Math.min(Math.max(wanted, 0), rows.length - 1);
    const ordered = rows.filter((row) => row !== photo);
    ordered.splice(target, 0, photo);
    await renumber(tx, ordered);
    return "done";
  });
}

/** Makes the photo the one the product's cards show. */
export function setCardPhoto(db: Database, productId: string, photoId: string): Promise<GalleryOutcome> {
  return changePhoto(db, productId, photoId, async (tx, photo) => {
    if (!photo.isCard) await makeCard(tx, productId, photo);
    return "done";
  });
}

/** Takes a photo out of the gallery (the image stays in the library). A product keeps at least one photo; the card's place goes to the next photo. */
export function removeGalleryPhoto(db: Database, productId: string, photoId: string): Promise<GalleryOutcome> {
  return changePhoto(db, productId, photoId, async (tx, photo, rows) => {
    if (rows.length === 1) return "lastPhoto";
    await tx.delete(productPhotos).where(eq(productPhotos.id, photo.id));
    await deleteRevisions(tx, "gallery-photo", photo.id);
    const rest = rows.filter((row) => row !== photo);
    await renumber(tx, rest);
    if (photo.isCard) await makeCard(tx, productId, rest[Math.min(rows.indexOf(photo), rest.length - 1)]!);
    return "done";
  });
}

/** The library image a product photo address shows, found by the base key its file was stored under. */
async function mediaShowing(executor: DatabaseExecutor, photoUrl: string): Promise<MediaRow | null> {
  const baseKey = baseKeyOfMediaUrl(photoUrl);
  if (!baseKey) return null;
  const [image] = await executor.select().from(media).where(eq(media.baseKey, baseKey)).limit(1);
  return image ?? null;
}

/**
 * After the product editor saved the product's main photo, the gallery's card follows it: a photo
 * already in the gallery becomes the card, another one takes the card's place (its alt texts were
 * the old photo's), and a product without gallery gets it as its first photo. Runs in the save's transaction. A photo the library
 * does not hold (an address typed in) leaves the gallery as it is.
 */
export async function followMainPhoto(tx: DatabaseExecutor, productId: string, photoUrl: string): Promise<void> {
  const image = await mediaShowing(tx, photoUrl);
  if (!image) return;
  await lockGallery(tx, productId);
  const rows = await galleryRows(tx, productId);
  const card = rows.find((row) => row.isCard);
  const existing = rows.find((row) => row.mediaId === image.id);
  if (existing?.isCard) return;
  if (existing) await makeCard(tx, productId, existing);
  else if (card) {
    // The place shows another image now: the old one's alt texts, and their history, no longer describe it.
    await tx
      .update(productPhotos)
      .set({ mediaId: image.id, ...noOwnAlt, version: card.version + 1 })
      .where(eq(productPhotos.id, card.id));
    await deleteRevisions(tx, "gallery-photo", card.id);
  } else await tx.insert(productPhotos).values({ productId, mediaId: image.id, position: rows.length, isCard: true });
}

/** Before a product is deleted (its gallery's rows go with it): its photos' histories go too, as a removed photo's do. */
export async function forgetGallery(tx: DatabaseExecutor, productId: string): Promise<void> {
  const rows = await galleryRows(tx, productId);
  await deleteRevisions(
    tx,
    "gallery-photo",
    rows.map((row) => row.id),
  );
}

/** A duplicated product gets the same photos, in the same order, with the same card and alt texts. */
export async function copyGallery(tx: DatabaseExecutor, fromProductId: string, toProductId: string): Promise<void> {
  const rows = await galleryRows(tx, fromProductId);
  if (rows.length === 0) return;
  await tx.insert(productPhotos).values(
    rows.map(({ mediaId, position, texts, textTimes, isCard }) => ({
      productId: toProductId,
      mediaId,
      position,
      texts,
      textTimes,
      isCard,
    })),
  );
}

/**
 * Gives every product without a gallery its current photo as the card, so products saved before
 * galleries existed keep their photo; a product with photos is skipped, so every start may do this.
 * Run after the product photos joined the library. Answers how many galleries were started.
 */
export async function backfillProductGalleries(db: Database): Promise<number> {
  const without = await db.select({ id: products.id, photoUrl: products.photoUrl }).from(products).where(not(products.hasGallery));
  let started = 0;
  for (const product of without) {
    const image = await mediaShowing(db, product.photoUrl);
    if (!image) continue;
    // A start racing another instance's: the card index refuses the second card, which is then simply skipped.
    const inserted = await db
      .insert(productPhotos)
      .values({ productId: product.id, mediaId: image.id, position: 0, isCard: true })
      .onConflictDoNothing()
      .returning({ id: productPhotos.id });
    started += inserted.length;
  }
  return started;
}

/**
 * The photos of a product's public page in order. Each alt text is the product's own for the photo in
 * the page's language, else its English one, else the library image's in the page's language, else the library's
 * English; empty when none is written, and the page then names the product.
 */
export async function listPublicGallery(db: DatabaseExecutor, productId: string, language: Language): Promise<GalleryImage[]> {
  const rows = await photosWithImages(db, productId);
  return rows.map(({ photo, image }) => {
    const { src, width, height, alt: libraryAlt, ...sources } = siteImageOf(image);
    const alts = [ownTextIn(photo.texts, "alt", language), photo.texts.en.alt, ownerTextIn(libraryAlt, language), libraryAlt.en];
    return {
      id: photo.id,
      src,
      width,
      height,
      srcSet: sources.srcSet,
      avifSrcSet: sources.avifSrcSet,
      portraitSrcSet: sources.portraitSrcSet,
      portraitAvifSrcSet: sources.portraitAvifSrcSet,
      shareSrc: sources.shareSrc,
      alt: alts.find((alt) => alt?.trim()) ?? "",
    };
  });
}
