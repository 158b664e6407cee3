import { and, asc, count, eq, inArray, sql, type SQL } from "drizzle-orm";
import { newTexts, replaceTexts, textColumns, textIn, writtenTextsOf, type TextTimes } from "~/i18n/owner-texts";
import { chineseTitleOrBlankSql, englishTitleSql } from "~/database/product-titles";
import type { Database, DatabaseExecutor } from "~/database/client.server";
import { categories, media, products, roomScenes, type RoomSceneTexts } from "~/database/schema";
import { siteImageOf, type SiteImage } from "~/modules/media/media";
import { storeUploadedImage, type ImageUploadError, type MediaServices } from "~/modules/media/media.server";
import type { RevisionAuthor } from "~/modules/revisions/revisions";
import { deleteRevisions, recordSave } from "~/modules/revisions/revisions.server";
import { mediaUrl } from "~/modules/storage/media-url";
import type { RoomSceneContent } from "./room-scene-form";
import { largestJpeg, slabLengthOf } from "./room-scenes.server";

/**
 * The owner's room scenes. Every save checks the version the editor loaded and keeps the replaced state as a revision
 * in the same transaction; a scene the site ships can be hidden but not deleted, and deleting one that product pages
 * show needs the owner's confirmation of how many.
 */

type SceneRow = typeof roomScenes.$inferSelect;

/** `textTimes`: when each language's texts were written, so a translation older than its English shows as out of date. */
export type AdminRoomScene = RoomSceneContent & {
  id: string;
  shippedKey: string | null;
  version: number;
  photo: SiteImage;
  textTimes: TextTimes<RoomSceneTexts>;
};

const contentOf = (row: SceneRow): RoomSceneContent => ({
  photoId: row.photoId,
  texts: row.texts,
  surfaces: row.surfaces,
  placement: row.placement,
  categoryIds: row.categoryIds,
  productIds: row.productIds,
  visible: row.visible,
});

async function scenesWhere(db: DatabaseExecutor, where?: SQL): Promise<AdminRoomScene[]> {
  const rows = await db
    .select({ scene: roomScenes, photo: media })
    .from(roomScenes)
    .innerJoin(media, eq(media.id, roomScenes.photoId))
    .where(where)
    .orderBy(asc(roomScenes.sortOrder), asc(roomScenes.createdAt));
  return rows.map(({ scene, photo }) => ({
    ...contentOf(scene),
    id: scene.id,
    shippedKey: scene.shippedKey,
    version: scene.version,
    photo: siteImageOf(photo),
    textTimes: scene.textTimes,
  }));
}

/** Every room scene, hidden ones included, in the order product pages show them. */
export const listAdminScenes = (db: DatabaseExecutor) => scenesWhere(db);

export async function readAdminScene(db: DatabaseExecutor, id: string): Promise<AdminRoomScene | null> {
  return (await scenesWhere(db, eq(roomScenes.id, id)))[0] ?? null;
}

/**
 * Adds a room from an uploaded photo, hidden and without surfaces, named after the file until the owner names it; the
 * photo joins the media library. Answers the new scene's id, or the upload's refusal.
 */
export async function createSceneFromUpload(
  services: MediaServices,
  file: unknown,
  author: RevisionAuthor,
): Promise<{ ok: true; id: string } | ImageUploadError> {
  const stored = await storeUploadedImage(services, file, { uploadedBy: author?.id ?? null });
  if (!stored.ok) return stored;
  const name = stored.image.filename.replace(/\.[a-z0-9]+$/i, "").slice(0, 80) || stored.image.filename;
  const content: RoomSceneContent = {
    photoId: stored.image.id,
    texts: { en: { name, alt: "" }, zh: { name } },
    surfaces: [],
    placement: "all",
    categoryIds: [],
    productIds: [],
    visible: false,
  };
  return services.db.transaction(async (tx) => {
    const [last] = await tx.select({ value: sql<number>`coalesce(max(${roomScenes.sortOrder}), -1)`.mapWith(Number) }).from(roomScenes);
    const [scene] = await tx
      .insert(roomScenes)
      .values({ ...content, ...textColumns(newTexts(content.texts, new Date())), sortOrder: last!.value + 1 })
      .returning({ id: roomScenes.id });
    await recordSave(tx, { entity: "room-scene", entityId: scene!.id, previous: null, saved: { version: 1, data: content }, author });
    return { ok: true as const, id: scene!.id };
  });
}

export type RoomSceneSaveProblem = "photo-unknown" | "unknown-choice";

async function problemWith(tx: DatabaseExecutor, content: RoomSceneContent): Promise<RoomSceneSaveProblem | null> {
  const [photo] = await tx.select({ id: media.id }).from(media).where(eq(media.id, content.photoId)).limit(1);
  if (!photo) return "photo-unknown";
  const known = async (ids: string[], table: typeof categories | typeof products) =>
    ids.length === 0 || (await tx.select({ value: count() }).from(table).where(inArray(table.id, ids)))[0]!.value === new Set(ids).size;
  if (!(await known(content.categoryIds, categories)) || !(await known(content.productIds, products))) return "unknown-choice";
  return null;
}

export type RoomSceneSaveResult = "saved" | "changed-meanwhile" | "not-found" | RoomSceneSaveProblem;

/** Saves the owner's edit unless someone saved the scene since `loadedVersion`, keeping the replaced state as a revision. */
export async function saveScene(
  db: Database,
  id: string,
  content: RoomSceneContent,
  loadedVersion: number,
  author: RevisionAuthor,
): Promise<RoomSceneSaveResult> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(roomScenes).where(eq(roomScenes.id, id)).limit(1).for("update");
    if (!current) return "not-found";
    if (current.version !== loadedVersion) return "changed-meanwhile";
    const problem = await problemWith(tx, content);
    if (problem) return problem;
    const now = new Date();
    const texts = replaceTexts(writtenTextsOf(current), content.texts, now);
    await tx
      .update(roomScenes)
      .set({ ...content, ...textColumns(texts), version: loadedVersion + 1, updatedAt: now })
      .where(eq(roomScenes.id, id));
    await recordSave(tx, {
      entity: "room-scene",
      entityId: id,
      previous: { version: current.version, data: contentOf(current) },
      saved: { version: loadedVersion + 1, data: content },
      author,
    });
    return "saved";
  });
}

/**
 * Restores a revision through the same save as the editor. A photo deleted from the library since cannot come back
 * (the scene keeps its current one); categories or products deleted since are left out of where it shows.
 */
export async function restoreScene(
  db: Database,
  id: string,
  content: RoomSceneContent,
  loadedVersion: number,
  author: RevisionAuthor,
): Promise<"saved" | "changed-meanwhile" | "not-found"> {
  const current = await readAdminScene(db, id);
  if (!current) return "not-found";
  const existing = async (ids: string[], table: typeof categories | typeof products) =>
    ids.length === 0 ? [] : (await db.select({ id: table.id }).from(table).where(inArray(table.id, ids))).map((row) => row.id);
  let restored = content;
  for (let attempt = 0; attempt < 3; attempt++) {
    const result = await saveScene(db, id, restored, loadedVersion, author);
    if (result === "photo-unknown") restored = { ...restored, photoId: current.photoId, surfaces: current.surfaces };
    else if (result === "unknown-choice")
      restored = {
        ...restored,
        categoryIds: await existing(restored.categoryIds, categories),
        productIds: await existing(restored.productIds, products),
      };
    else return result;
  }
  return "changed-meanwhile";
}

/** How many product pages buyers see a scene on: the visible products its placement takes in. */
export async function productPagesShowing(
  db: DatabaseExecutor,
  scene: Pick<RoomSceneContent, "placement" | "categoryIds" | "productIds" | "visible">,
): Promise<number> {
  if (!scene.visible) return 0;
  const placed =
    scene.placement === "all"
      ? undefined
      : scene.placement === "categories"
        ? scene.categoryIds.length > 0
          ? inArray(products.categoryId, scene.categoryIds)
          : null
        : scene.productIds.length > 0
          ? inArray(products.id, scene.productIds)
          : null;
  if (placed === null) return 0;
  const [shown] = await db
    .select({ value: count() })
    .from(products)
    .where(and(eq(products.visible, true), placed));
  return shown!.value;
}

export type DeleteSceneResult =
  | { ok: true; name: string }
  | { ok: false; problem: "not-found" | "shipped" }
  | { ok: false; problem: "in-use"; pages: number };

/** Deletes a room scene the owner added, with its compositions and history; while product pages show it, only when `confirmed`. */
export async function deleteScene(db: Database, id: string, confirmed: boolean): Promise<DeleteSceneResult> {
  return db.transaction(async (tx) => {
    const [scene] = await tx.select().from(roomScenes).where(eq(roomScenes.id, id)).limit(1).for("update");
    if (!scene) return { ok: false as const, problem: "not-found" as const };
    if (scene.shippedKey) return { ok: false as const, problem: "shipped" as const };
    const pages = await productPagesShowing(tx, scene);
    if (pages > 0 && !confirmed) return { ok: false as const, problem: "in-use" as const, pages };
    await tx.delete(roomScenes).where(eq(roomScenes.id, id));
    await deleteRevisions(tx, "room-scene", id);
    return { ok: true as const, name: textIn(scene.texts, "name", "zh") };
  });
}

/** What the editor offers: the categories and products a scene can show on, and the products whose slab the preview can lay. */
export async function sceneChoices(db: DatabaseExecutor) {
  const [categoryRows, productRows] = await Promise.all([
    db.select({ id: categories.id, texts: categories.texts }).from(categories).orderBy(asc(categories.sortOrder), asc(categories.id)),
    db
      .select({
        id: products.id,
        titleEn: englishTitleSql,
        titleZh: chineseTitleOrBlankSql,
        photoVariants: products.photoVariants,
        slabSizes: products.slabSizes,
      })
      .from(products)
      .orderBy(asc(products.sortOrder), asc(products.id)),
  ]);
  const title = (row: { titleEn: string; titleZh: string }) => row.titleZh || row.titleEn;
  return {
    categories: categoryRows.map((row) => ({ id: row.id, title: textIn(row.texts, "title", "zh") })),
    products: productRows.map((row) => ({ id: row.id, title: title(row) })),
    slabs: productRows.flatMap((row) => {
      const photo = largestJpeg(row.photoVariants);
      return photo ? [{ id: row.id, title: title(row), src: mediaUrl(photo.key), slabLengthMm: slabLengthOf(row) }] : [];
    }),
  };
}
