import { createHash } from "node:crypto";
import { fieldTexts } from "~/i18n/owner-texts";
import { and, asc, eq, inArray, type SQL } from "drizzle-orm";
import type { Database, DatabaseExecutor } from "~/database/client.server";
import { media, products, roomCompositions, roomScenes, type PhotoVariant } from "~/database/schema";
import { ownerText, ownerTextLanguage, type Language } from "~/i18n/languages";
import { pictureSourcesOf, type PictureSources } from "~/modules/media/picture-sources";
import { ensureSiteImages } from "~/modules/site-settings/hero-images.server";
import { VARIANT_WIDTHS, variantWidths } from "~/modules/storage/images.server";
import type { Storage } from "~/modules/storage/storage.server";
import type { SceneSurface } from "~/database/scene-surface";
import { shippedScenes } from "./shipped-scenes";

/** Raised when the composition changes how it draws, so every composed room is made again. */
export const COMPOSITION_RECIPE = 1;
/** A slab whose sizes the product does not give is taken as the common jumbo slab. */
export const DEFAULT_SLAB_LENGTH_MM = 3200;
/** Composed rooms live under their own prefix, one folder per scene. */
export const ROOM_FILES_PREFIX = "rooms/";

export type SceneRow = typeof roomScenes.$inferSelect;

/** Every file a composition of the scene's photo size is stored as: WebP and AVIF at each of the site's widths, and a JPEG at the largest. */
export function compositionFiles(fingerprint: string, sceneId: string, photo: { width: number; height: number }): PhotoVariant[] {
  const widths = variantWidths(photo.width, VARIANT_WIDTHS);
  const height = (width: number) => Math.round((photo.height * width) / photo.width);
  const key = (width: number, extension: string) => `${ROOM_FILES_PREFIX}${sceneId}/${fingerprint}-${width}.${extension}`;
  const largest = Math.max(...widths);
  return [
    ...widths.flatMap((width): PhotoVariant[] => [
      { width, height: height(width), format: "webp", key: key(width, "webp") },
      { width, height: height(width), format: "avif", key: key(width, "avif") },
    ]),
    { width: largest, height: height(largest), format: "jpeg", key: key(largest, "jpg") },
  ];
}

/** The largest JPEG of an image: what a composition is drawn from. */
export const largestJpeg = (variants: PhotoVariant[]) =>
  variants.filter((variant) => variant.format === "jpeg" && !variant.crop).sort((a, b) => b.width - a.width)[0] ?? null;

/** What a composition is drawn from; a change to any of it asks for a new one. */
export type CompositionSource = {
  sceneId: string;
  scenePhotoKey: string;
  surfaces: SceneSurface[];
  productId: string;
  productPhotoKey: string;
  slabLengthMm: number;
};

/** Names a composition by what it is drawn from: 16 hex digits, in its files' names and addresses. */
export function compositionFingerprint(source: CompositionSource): string {
  const { sceneId, scenePhotoKey, surfaces, productId, productPhotoKey, slabLengthMm } = source;
  return createHash("sha256")
    .update(JSON.stringify([COMPOSITION_RECIPE, sceneId, scenePhotoKey, surfaces, productId, productPhotoKey, slabLengthMm]))
    .digest("hex")
    .slice(0, 16);
}

/** The address a page names a composed file by; it answers the empty room until the composition exists. */
export const roomImageUrl = (sceneId: string, productId: string, file: PhotoVariant) =>
  `/room-images/${sceneId}/${encodeURIComponent(productId)}/${file.key.slice(file.key.lastIndexOf("/") + 1)}`;

export type ProductForRooms = {
  id: string;
  categoryId: string | null;
  photoVariants: PhotoVariant[];
  slabSizes: { lengthMm: number }[];
  visible: boolean;
};

const appliesTo = (
  scene: Pick<SceneRow, "placement" | "categoryIds" | "productIds">,
  product: Pick<ProductForRooms, "id" | "categoryId">,
) =>
  scene.placement === "all" ||
  (scene.placement === "categories" && product.categoryId !== null && scene.categoryIds.includes(product.categoryId)) ||
  (scene.placement === "products" && scene.productIds.includes(product.id));

/** Visible scenes with their photos, in the owner's order. */
function visibleScenesWhere(db: DatabaseExecutor, where?: SQL) {
  return db
    .select({ scene: roomScenes, photo: { width: media.width, height: media.height, variants: media.variants } })
    .from(roomScenes)
    .innerJoin(media, eq(media.id, roomScenes.photoId))
    .where(and(eq(roomScenes.visible, true), where))
    .orderBy(asc(roomScenes.sortOrder), asc(roomScenes.createdAt));
}

/** The slab's length the composition lays it at: the longest the product is sold in. */
export const slabLengthOf = (product: { slabSizes: { lengthMm: number }[] }) =>
  Math.max(...product.slabSizes.map((size) => size.lengthMm), 0) || DEFAULT_SLAB_LENGTH_MM;

/** The composition of a product on a scene: what it is drawn from, or null when the product has no stored photo to draw. */
export function compositionSourceOf(
  scene: Pick<SceneRow, "id" | "surfaces">,
  scenePhoto: { variants: PhotoVariant[] },
  product: ProductForRooms,
): CompositionSource | null {
  const productPhoto = largestJpeg(product.photoVariants);
  const sceneFile = largestJpeg(scenePhoto.variants);
  if (!productPhoto || !sceneFile) return null;
  return {
    sceneId: scene.id,
    scenePhotoKey: sceneFile.key,
    surfaces: scene.surfaces,
    productId: product.id,
    productPhotoKey: productPhoto.key,
    slabLengthMm: slabLengthOf(product),
  };
}

export async function productForRooms(db: DatabaseExecutor, productId: string): Promise<ProductForRooms | null> {
  const [product] = await db
    .select({
      id: products.id,
      categoryId: products.categoryId,
      photoVariants: products.photoVariants,
      slabSizes: products.slabSizes,
      visible: products.visible,
    })
    .from(products)
    .where(eq(products.id, productId));
  return product ?? null;
}

/** A room as a product page shows it: the composed picture's files (the empty room until composed), its size and texts. */
export type ProductRoom = {
  id: string;
  name: string;
  alt: string;
  /** The language the texts are in: the page's, or English while the owner has not written them in it. */
  textLanguage: Language;
  width: number;
  height: number;
  picture: PictureSources & { src: string };
};

/** The rooms a product's page shows the product in, in the page's language. */
export async function roomsForProduct(db: Database, productId: string, language: Language): Promise<ProductRoom[]> {
  const product = await productForRooms(db, productId);
  if (!product) return [];
  return (await visibleScenesWhere(db)).flatMap(({ scene, photo }) => {
    if (!appliesTo(scene, product)) return [];
    const source = compositionSourceOf(scene, photo, product);
    if (!source) return [];
    const files = compositionFiles(compositionFingerprint(source), scene.id, photo);
    const url = (file: PhotoVariant) => roomImageUrl(scene.id, product.id, file);
    const names = fieldTexts(scene.texts, "name");
    const alts = fieldTexts(scene.texts, "alt");
    const jpeg = largestJpeg(files)!;
    return [
      {
        id: scene.id,
        name: ownerText(names, language),
        alt: ownerText(alts, language),
        textLanguage: ownerTextLanguage(names, language),
        width: jpeg.width,
        height: jpeg.height,
        picture: { src: url(jpeg), ...pictureSourcesOf(files, url) },
      },
    ];
  });
}

/** The room a product is shown in first (its page's first), and the key of that composition's largest JPEG. */
export type FirstRoom = { sceneId: string; productId: string; fingerprint: string; jpegKey: string; composed: boolean };

/**
 * Each product's first room, for documents that show one picture of it in a room (the catalogue brochure): whether it
 * is composed yet, and where its JPEG is stored once it is. A product with no room applying to it has none.
 */
export async function firstRooms(db: Database, forRooms: ProductForRooms[]): Promise<Map<string, FirstRoom>> {
  const scenes = await visibleScenesWhere(db);
  const rooms = new Map<string, FirstRoom>();
  for (const product of forRooms) {
    for (const { scene, photo } of scenes) {
      const source = appliesTo(scene, product) ? compositionSourceOf(scene, photo, product) : null;
      if (!source) continue;
      const fingerprint = compositionFingerprint(source);
      const jpegKey = largestJpeg(compositionFiles(fingerprint, scene.id, photo))!.key;
      rooms.set(product.id, { sceneId: scene.id, productId: product.id, fingerprint, jpegKey, composed: false });
      break;
    }
  }
  if (rooms.size === 0) return rooms;
  const ready = await db
    .select({ sceneId: roomCompositions.sceneId, productId: roomCompositions.productId, fingerprint: roomCompositions.fingerprint })
    .from(roomCompositions)
    .where(and(eq(roomCompositions.status, "ready"), inArray(roomCompositions.productId, [...rooms.keys()])));
  for (const row of ready) {
    const room = rooms.get(row.productId);
    if (room && room.sceneId === row.sceneId && room.fingerprint === row.fingerprint) room.composed = true;
  }
  return rooms;
}

/** Asks for the compositions of rooms not composed yet, as a page naming them does; the room worker draws them. */
export async function askForRooms(db: Database, rooms: FirstRoom[]): Promise<void> {
  if (rooms.length === 0) return;
  await db
    .insert(roomCompositions)
    .values(rooms.map((room) => ({ sceneId: room.sceneId, productId: room.productId, fingerprint: room.fingerprint })))
    .onConflictDoNothing();
}

/**
 * Creates the scenes the site ships, with their drawn photos, when they are missing: on every start, whatever
 * SEED_DEMO says, like the site's own pictures. A shipped scene the owner changed or hid is left as it is.
 */
export async function ensureShippedScenes(db: DatabaseExecutor, storage: Storage): Promise<number> {
  await ensureSiteImages(
    db,
    storage,
    shippedScenes.map((scene) => scene.photo),
  );
  const inserted = await db
    .insert(roomScenes)
    .values(
      shippedScenes.map((scene, index) => ({
        id: scene.id,
        shippedKey: scene.key,
        photoId: scene.photo.id,
        // Shipped with the site: its texts were written together, before any the owner changes (no times).
        texts: scene.texts,
        surfaces: scene.surfaces,
        sortOrder: index,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: roomScenes.id });
  return inserted.length;
}

/** A visible scene and its photo, for composing; null when it is gone or hidden. */
export async function visibleScene(db: DatabaseExecutor, sceneId: string) {
  const [row] = await visibleScenesWhere(db, eq(roomScenes.id, sceneId));
  return row ?? null;
}
