import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseWithZod } from "@conform-to/zod/v4";
import { asc, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/database/client.server";
import { media, productPhotos, products, users } from "~/database/schema";
import { getProductDetail, listHomepageProducts } from "~/modules/catalogue/catalogue.server";
import { deleteProduct, saveProduct } from "~/modules/catalogue/product-changes.server";
import { duplicateProduct } from "~/modules/catalogue/product-copy.server";
import { getProductFormValues } from "~/modules/catalogue/product-form.server";
import { storeUploadedPhoto } from "~/modules/catalogue/product-photo-upload.server";
import { productFormSchema } from "~/modules/catalogue/product-form";
import {
  addGalleryPhoto,
  backfillProductGalleries,
  getGallery,
  moveGalleryPhoto,
  removeGalleryPhoto,
  saveGalleryAlt,
  setCardPhoto,
} from "~/modules/catalogue/product-gallery.server";
import { baseKeyOfVariant } from "~/modules/media/media";
import { readHistory } from "~/modules/history/history.server";
import { revisionKinds } from "~/modules/history/revision-kinds.server";
import { listRevisions } from "~/modules/revisions/revisions.server";
import { deleteMedia } from "~/modules/media/media.server";
import { createLocalStorage, type Storage } from "~/modules/storage/storage.server";
import { databaseKinds, openTestDatabase } from "../support/database";
import { posted } from "../support/product-form";
import { productTexts } from "../support/product-texts";

const PRODUCT = "calacatta-gold";

describe.each(databaseKinds)("product galleries on %s", (kind) => {
  let database: DatabaseHandle;
  let storage: Storage;
  let storageRoot: string;
  let adminId: string;
  let admin: { id: string; email: string };

  /** A photo uploaded like the editor does: stored under saide/ and added to the media library. */
  async function upload(colour: string) {
    const bytes = await sharp({ create: { width: 800, height: 500, channels: 3, background: colour } })
      .jpeg()
      .toBuffer();
    const stored = await storeUploadedPhoto(
      { db: database.db, storage },
      new File([new Uint8Array(bytes)], `slab-${colour.slice(1)}.jpg`),
      adminId,
    );
    if (!stored.ok) throw new Error(`upload refused: ${stored.code}`);
    const [row] = await database.db
      .select()
      .from(media)
      .where(eq(media.baseKey, baseKeyOfVariant(stored.image.variants[0]!.key)!));
    return { mediaId: row!.id, ...stored.image };
  }

  const product = async (id = PRODUCT) => (await database.db.select().from(products).where(eq(products.id, id)))[0]!;
  const photos = async (id = PRODUCT) => (await getGallery(database.db, id))!.photos;
  const order = async (id = PRODUCT) => (await photos(id)).map((photo) => photo.mediaId);
  const card = async (id = PRODUCT) => (await photos(id)).find((photo) => photo.isCard)!.mediaId;

  let first: Awaited<ReturnType<typeof upload>>;
  let second: Awaited<ReturnType<typeof upload>>;
  let third: Awaited<ReturnType<typeof upload>>;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    storageRoot = mkdtempSync(path.join(tmpdir(), "product-gallery-"));
    storage = createLocalStorage(storageRoot);
    const [row] = await database.db
      .insert(users)
      .values({ email: "admin@example.com", passwordHash: "not used here", role: "owner" })
      .returning({ id: users.id });
    adminId = row!.id;
    admin = { id: adminId, email: "admin@example.com" };
    [first, second, third] = [await upload("#aa8844"), await upload("#446688"), await upload("#884466")];
  });
  afterAll(async () => {
    await database.close();
    rmSync(storageRoot, { recursive: true, force: true });
  });
  beforeEach(async () => {
    await database.db.delete(products);
    await database.db.insert(products).values({
      id: PRODUCT,
      texts: productTexts({ title: "Calacatta Gold", description: ["White quartz."] }, { zh: { title: "卡拉卡塔金" } }),
      photoUrl: first.photoUrl,
      photoVariants: first.variants,
      homepage: true,
    });
    await backfillProductGalleries(database.db);
  });

  it("starts a gallery with the current photo as card for products saved before galleries, once", async () => {
    expect(await order()).toEqual([first.mediaId]);
    expect(await card()).toBe(first.mediaId);
    await database.db
      .insert(products)
      .values({ id: "typed", texts: productTexts({ title: "Typed" }), photoUrl: "/media/elsewhere/photo.jpg" });
    expect(await backfillProductGalleries(database.db)).toBe(0);
    expect(await photos("typed")).toEqual([]);
  });

  it("adds photos at the end, refuses one twice, and reorders by buttons and by dropping", async () => {
    expect(await addGalleryPhoto(database.db, PRODUCT, second.mediaId)).toBe("done");
    expect(await addGalleryPhoto(database.db, PRODUCT, third.mediaId)).toBe("done");
    expect(await addGalleryPhoto(database.db, PRODUCT, third.mediaId)).toBe("alreadyAdded");
    expect(await addGalleryPhoto(database.db, "gone", third.mediaId)).toBe("productNotFound");
    expect(await order()).toEqual([first.mediaId, second.mediaId, third.mediaId]);
    const [, , last] = await photos();
    expect(await moveGalleryPhoto(database.db, PRODUCT, last!.id, "up")).toBe("done");
    expect(await order()).toEqual([first.mediaId, third.mediaId, second.mediaId]);
    expect(await moveGalleryPhoto(database.db, PRODUCT, last!.id, 0)).toBe("done");
    expect(await order()).toEqual([third.mediaId, first.mediaId, second.mediaId]);
    expect(await moveGalleryPhoto(database.db, PRODUCT, last!.id, "up")).toBe("done");
    expect(await order()).toEqual([third.mediaId, first.mediaId, second.mediaId]);
    const positions = await database.db
      .select({ position: productPhotos.position })
      .from(productPhotos)
      .orderBy(asc(productPhotos.position));
    expect(positions.map((row) => row.position)).toEqual([0, 1, 2]);
  });

  it("makes another photo the card, and the product's photo fields, read by the Brand Center and the home page, follow", async () => {
    await addGalleryPhoto(database.db, PRODUCT, second.mediaId);
    const added = (await photos())[1]!;
    expect(await setCardPhoto(database.db, PRODUCT, added.id)).toBe("done");
    expect(await card()).toBe(second.mediaId);
    expect(await product()).toMatchObject({
      photoUrl: second.photoUrl,
      photoVariants: second.variants,
      filename: second.photoUrl.split("/").pop(),
    });
    expect((await listHomepageProducts(database.db, "en", 100))[0]!.photo.src).toBe(second.photoUrl);
    expect(await order()).toEqual([first.mediaId, second.mediaId]);
  });

  it("never removes the last photo, and gives the card to the next photo when the card is removed", async () => {
    const [only] = await photos();
    expect(await removeGalleryPhoto(database.db, PRODUCT, only!.id)).toBe("lastPhoto");
    await addGalleryPhoto(database.db, PRODUCT, second.mediaId);
    await addGalleryPhoto(database.db, PRODUCT, third.mediaId);
    expect(await removeGalleryPhoto(database.db, PRODUCT, only!.id)).toBe("done");
    expect(await order()).toEqual([second.mediaId, third.mediaId]);
    expect(await card()).toBe(second.mediaId);
    expect((await product()).photoUrl).toBe(second.photoUrl);
    expect(await removeGalleryPhoto(database.db, PRODUCT, only!.id)).toBe("photoNotFound");
    expect(await database.db.select().from(media).where(eq(media.id, first.mediaId))).toHaveLength(1);
  });

  it("copies the photos, their order, card and alt texts with a duplicated product", async () => {
    await addGalleryPhoto(database.db, PRODUCT, second.mediaId);
    const [, added] = await photos();
    await saveGalleryAlt(database.db, PRODUCT, added!.id, { en: "Close-up", zh: "细节", es: "Detalle" }, added!.version, admin);
    await setCardPhoto(database.db, PRODUCT, added!.id);
    const copy = await duplicateProduct(database.db, PRODUCT, adminId, { en: " (copy)", zh: "（副本）" });
    const copied = await photos(copy!.id);
    expect(copied.map((photo) => [photo.mediaId, photo.isCard, photo.alt])).toEqual([
      [first.mediaId, false, { en: "", zh: "" }],
      [second.mediaId, true, { en: "Close-up", zh: "细节", es: "Detalle" }],
    ]);
  });

  it("counts gallery photos as uses, so the library refuses to delete them", async () => {
    await addGalleryPhoto(database.db, PRODUCT, second.mediaId);
    const refused = await deleteMedia({ db: database.db, storage }, second.mediaId);
    expect(refused).toEqual({
      status: "in-use",
      uses: [expect.objectContaining({ kind: "product", id: PRODUCT, path: `/dashboard/products/${PRODUCT}/photos` })],
    });
    const cardUses = await deleteMedia({ db: database.db, storage }, first.mediaId);
    expect(cardUses.status === "in-use" && cardUses.uses).toHaveLength(1);
  });

  it("moves the card to the photo the product editor saved as the main photo", async () => {
    await addGalleryPhoto(database.db, PRODUCT, second.mediaId);
    const values = (await getProductFormValues(database.db, PRODUCT))!;
    const save = async (photo: typeof first) => {
      const body = posted({ ...values, photoUrl: photo.photoUrl, photoVariants: JSON.stringify(photo.variants) });
      const submission = parseWithZod(body, { schema: productFormSchema });
      if (submission.status !== "success") throw new Error(`form refused: ${JSON.stringify(submission.error)}`);
      return saveProduct({ db: database.db, storage }, { mode: "edit", id: PRODUCT }, submission.value);
    };
    expect((await save(second)).status).toBe("updated");
    expect(await order()).toEqual([first.mediaId, second.mediaId]);
    expect(await card()).toBe(second.mediaId);
    expect((await save(third)).status).toBe("updated");
    expect(await order()).toEqual([first.mediaId, third.mediaId]);
    expect(await card()).toBe(third.mediaId);
  });

  it("shows each photo's alt text in the page's language, falling back to English, then to the library's", async () => {
    await addGalleryPhoto(database.db, PRODUCT, second.mediaId);
    await addGalleryPhoto(database.db, PRODUCT, third.mediaId);
    const [slab, closeUp] = await photos();
    await saveGalleryAlt(database.db, PRODUCT, slab!.id, { en: "Full slab", zh: "整板" }, slab!.version, admin);
    await saveGalleryAlt(database.db, PRODUCT, closeUp!.id, { en: "Close-up", zh: "" }, closeUp!.version, admin);
    await database.db
      .update(media)
      .set({ texts: { en: { alt: "Kitchen" }, zh: { alt: "厨房" } } })
      .where(eq(media.id, third.mediaId));
    expect((await getProductDetail(database.db, PRODUCT, "zh"))!.gallery.map((photo) => photo.alt)).toEqual(["整板", "Close-up", "厨房"]);
    expect((await getProductDetail(database.db, PRODUCT, "en"))!.gallery.map((photo) => photo.alt)).toEqual([
      "Full slab",
      "Close-up",
      "Kitchen",
    ]);
  });

  it("shows a photo's alt text in an added language where written, else the English, before the library's in that language", async () => {
    await addGalleryPhoto(database.db, PRODUCT, second.mediaId);
    await addGalleryPhoto(database.db, PRODUCT, third.mediaId);
    const [slab, closeUp] = await photos();
    await saveGalleryAlt(
      database.db,
      PRODUCT,
      slab!.id,
      { en: "Full slab", zh: "整板", es: "Tabla completa", ar: "لوح كامل" },
      slab!.version,
      admin,
    );
    await saveGalleryAlt(database.db, PRODUCT, closeUp!.id, { en: "Close-up", zh: "" }, closeUp!.version, admin);
    await database.db
      .update(media)
      .set({ texts: { en: { alt: "Kitchen" }, zh: { alt: "厨房" }, ar: { alt: "مطبخ" } } })
      .where(eq(media.id, third.mediaId));
    const alts = async (language: "es" | "ru" | "ar") =>
      (await getProductDetail(database.db, PRODUCT, language))!.gallery.map((photo) => photo.alt);
    expect(await alts("es")).toEqual(["Tabla completa", "Close-up", "Kitchen"]);
    expect(await alts("ar")).toEqual(["لوح كامل", "Close-up", "مطبخ"]);
    expect(await alts("ru")).toEqual(["Full slab", "Close-up", "Kitchen"]);
  });

  it("keeps each save of a photo's alt texts as a revision its history shows and restores, and refuses a save from an older page", async () => {
    await addGalleryPhoto(database.db, PRODUCT, second.mediaId);
    const [, closeUp] = await photos();
    expect(await saveGalleryAlt(database.db, PRODUCT, closeUp!.id, { en: "Close-up", zh: "细节" }, closeUp!.version, admin)).toBe("done");
    // Another tab still shows the photo as it was: its save would replace what was just written.
    expect(await saveGalleryAlt(database.db, PRODUCT, closeUp!.id, { en: "Detail", zh: "" }, closeUp!.version, admin)).toBe(
      "changedMeanwhile",
    );
    const saved = (await photos())[1]!;
    expect(saved).toMatchObject({ alt: { en: "Close-up", zh: "细节" }, version: closeUp!.version + 1 });

    const history = (await readHistory(database.db, "gallery-photo", closeUp!.id, "Asia/Shanghai", "en"))!;
    expect(history.title).toBe("Alt texts of photo 2 of “卡拉卡塔金”");
    expect(history.editPath).toBe(`/dashboard/products/${PRODUCT}/photos`);
    // The save, by whom, and the state before it (saved by nobody) so the first save can be undone.
    expect(history.revisions.map((revision) => [revision.authorEmail, revision.fields?.["Alt text (English)"], revision.changed])).toEqual([
      ["admin@example.com", "Close-up", ["Alt text (English)", "Alt text (Chinese)"]],
      ["", "", []],
    ]);
    const [, original] = await listRevisions(database.db, "gallery-photo", closeUp!.id);
    const restore = (version: number) => revisionKinds["gallery-photo"]!.restore(database.db, closeUp!.id, original!.data, version, admin);
    expect(await restore(closeUp!.version)).toBe("changed-meanwhile");
    expect(await restore(saved.version)).toBe("saved");
    expect((await photos())[1]!.alt).toEqual({ en: "", zh: "" });
    expect((await listRevisions(database.db, "gallery-photo", closeUp!.id)).map((revision) => revision.version)).toEqual([3, 2, 1]);

    // Taken out of the gallery, the photo's history goes with it and a restore is refused.
    expect(await removeGalleryPhoto(database.db, PRODUCT, closeUp!.id)).toBe("done");
    expect(await listRevisions(database.db, "gallery-photo", closeUp!.id)).toEqual([]);
    expect(await readHistory(database.db, "gallery-photo", closeUp!.id, "Asia/Shanghai", "en")).toBeNull();
    expect(await restore(3)).toBe("not-found");
  });

  it("removes the photos' histories with a deleted product", async () => {
    const [card] = await photos();
    await saveGalleryAlt(database.db, PRODUCT, card!.id, { en: "Full slab", zh: "整板" }, card!.version, admin);
    expect(await listRevisions(database.db, "gallery-photo", card!.id)).toHaveLength(2);
    expect(await deleteProduct(database.db, PRODUCT)).toBe("卡拉卡塔金");
    expect(await listRevisions(database.db, "gallery-photo", card!.id)).toEqual([]);
  });

  it("clears the card's alt texts in every language when the product editor puts another photo in its place", async () => {
    const [card] = await photos();
    await saveGalleryAlt(database.db, PRODUCT, card!.id, { en: "Old slab", zh: "旧板", es: "Tabla antigua" }, card!.version, admin);
    const values = (await getProductFormValues(database.db, PRODUCT))!;
    const submission = parseWithZod(posted({ ...values, photoUrl: second.photoUrl, photoVariants: JSON.stringify(second.variants) }), {
      schema: productFormSchema,
    });
    if (submission.status !== "success") throw new Error(`form refused: ${JSON.stringify(submission.error)}`);
    await saveProduct({ db: database.db, storage }, { mode: "edit", id: PRODUCT }, submission.value);
    expect((await photos()).map((photo) => [photo.mediaId, photo.alt])).toEqual([[second.mediaId, { en: "", zh: "" }]]);
    // The old image's alt texts described another picture: their history goes too.
    expect(await listRevisions(database.db, "gallery-photo", card!.id)).toEqual([]);
    expect((await getProductDetail(database.db, PRODUCT, "es"))!.gallery.map((photo) => photo.alt)).toEqual([""]);
  });
});
