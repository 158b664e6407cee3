import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, eq, inArray } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/database/client.server";
import { categories, media, posts, productPhotos, products, siteSettings, unusedFiles, users } from "~/database/schema";
import { storeUploadedPhoto } from "~/modules/catalogue/product-photo-upload.server";
import { removeOrphanFiles } from "~/modules/maintenance/cleanup-jobs.server";
import { mediaUses } from "~/modules/media/media-usage.server";
import {
  adoptProductPhotos,
  deleteMedia,
  getMediaItem,
  listMediaLibrary,
  markUnusedMedia,
  replaceMedia,
  saveMediaAlt,
  storeUploadedImage,
} from "~/modules/media/media.server";
import { readBasicInfo, saveBasicInfo } from "~/modules/site-settings/site-settings.server";
import { storeImageVariants } from "~/modules/storage/images.server";
import { createLocalStorage, type Storage } from "~/modules/storage/storage.server";
import { databaseKinds, openTestDatabase } from "../support/database";
import { categoryRow, postRow } from "../support/content-rows";
import { productTexts } from "../support/product-texts";

const DAY_MS = 86_400_000;
const GRACE_MS = 7 * DAY_MS;
const OWNER_ID = "5f0c6a52-8f5e-4c1e-9d0a-3c2b1a000077";

async function png(width: number, height: number, colour: string): Promise<File> {
  const bytes = await sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();
  return new File([new Uint8Array(bytes)], `qr-${colour.slice(1)}.png`, { type: "image/png" });
}

describe.each(databaseKinds)("media library on %s", (kind) => {
  let database: DatabaseHandle;
  let storage: Storage;
  let filesDir: string;
  const services = () => ({ db: database.db, storage });

  async function upload(width = 600, height = 600, colour = "#204060") {
    const stored = await storeUploadedImage(services(), await png(width, height, colour), { uploadedBy: OWNER_ID });
    if (!stored.ok) throw new Error(`upload refused: ${stored.code}`);
    return stored.image;
  }
  const row = async (id: string) => (await database.db.select().from(media).where(eq(media.id, id)))[0]!;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database.close());
  beforeEach(async () => {
    filesDir = await mkdtemp(path.join(tmpdir(), "quartz-media-"));
    storage = createLocalStorage(filesDir);
    await database.db.insert(users).values({ id: OWNER_ID, email: "owner@example.com", passwordHash: "x", role: "owner" });
  });
  afterEach(async () => {
    await rm(filesDir, { recursive: true, force: true });
    for (const table of [products, categories, posts, siteSettings, unusedFiles, media, users]) await database.db.delete(table);
  });

  it("stores an upload as responsive variants and lists it newest first with its size and no uses", async () => {
    const first = await upload(2000, 1000, "#102030");
    const second = await upload(300, 300, "#405060");
    expect(first.stored.variants.map((variant) => `${variant.format}:${variant.width}${variant.crop ? ` ${variant.crop}` : ""}`)).toEqual([
      "webp:480",
      "webp:960",
      "webp:1600",
      "webp:480 portrait",
      "webp:563 portrait",
      "jpeg:1600",
      "jpeg:1200 share",
    ]);
    expect(await storage.list("library/")).toHaveLength(first.stored.variants.length + second.stored.variants.length);
    const library = await listMediaLibrary(database.db, 5);
    expect(library.map((item) => [item.id, item.filename, item.width, item.height, item.uses])).toEqual([
      [second.id, "qr-405060.png", 300, 300, []],
      [first.id, "qr-102030.png", 1600, 800, []],
    ]);
    expect(await storeUploadedImage(services(), new File(["not an image"], "fake.png"), { uploadedBy: OWNER_ID })).toEqual({
      ok: false,
      status: 415,
      code: "notAnImage",
    });
  });

  it("finds each kind of use: product photo, category, post cover, published setting and page draft", async () => {
    const { db } = database;
    const photo = await storeUploadedPhoto(services(), await png(800, 500, "#aa8844"), OWNER_ID);
    if (!photo.ok) throw new Error("photo refused");
    await db.insert(products).values({
      id: "calacatta",
      texts: productTexts({ title: "Calacatta" }, { zh: { title: "卡拉卡塔" } }),
      photoUrl: photo.image.photoUrl,
      photoVariants: photo.image.variants,
    });
    const [photoImage] = (await listMediaLibrary(db, 5)).filter((item) => item.filename === "qr-aa8844.png");

    const cover = await upload();
    const qr = await upload();
    const slide = await upload();
    const unused = await upload();
    await db
      .insert(categories)
      .values(categoryRow({ id: "marble", slug: "marble", titleEn: "Marble look", titleZh: "仿大理石", imageId: cover.id }));
    await db.insert(posts).values(postRow({ slug: "new-plant", titleEn: "New plant", coverImageId: cover.id }));
    const basicInfo = await readBasicInfo(db);
    expect(
      await saveBasicInfo(db, { company: { ...basicInfo.company, wechatQrImageId: qr.id }, ownerEmails: [] }, basicInfo.version, null),
    ).toBe("saved");
    await db
      .insert(siteSettings)
      .values({ key: "homePage", value: { header: "", end: "", urls: [] }, draft: { slides: [{ imageId: slide.id }] } });

    const usesOf = async (image: { id: string }) => mediaUses(db, await row(image.id));
    expect(await usesOf(photoImage!)).toEqual([
      { kind: "product", id: "calacatta", title: "卡拉卡塔", path: "/dashboard/products?edit=calacatta", draft: false },
    ]);
    expect((await usesOf(cover)).map((use) => [use.kind, use.title])).toEqual([
      ["category", "仿大理石"],
      ["post", "New plant"],
    ]);
    expect(await usesOf(qr)).toEqual([
      { kind: "setting", id: "saideInfo", title: "saideInfo", path: "/dashboard/basic-info", draft: false },
    ]);
    expect(await usesOf(slide)).toEqual([
      { kind: "setting", id: "homePage", title: "homePage", path: "/dashboard/web-pages", draft: true },
    ]);
    expect(await usesOf(unused)).toEqual([]);

    const now = new Date("2026-11-23T04:00:00Z");
    expect(await markUnusedMedia(db, now)).toEqual({ unused: 1 });
    expect((await row(unused.id)).unusedSince).toEqual(now);
    expect((await row(qr.id)).unusedSince).toBeNull();
  });

  it("names the first products sharing one photo and counts them all, from galleries and from the files of products without one", async () => {
    const { db } = database;
    const shared = await storeUploadedPhoto(services(), await png(640, 400, "#336699"), OWNER_ID);
    const other = await storeUploadedPhoto(services(), await png(640, 400, "#336698"), OWNER_ID);
    if (!shared.ok || !other.ok) throw new Error("photo refused");
    const [sharedImage] = (await listMediaLibrary(db, 5)).filter((item) => item.filename === "qr-336699.png");
    // Seven products show it as their card, another further down its gallery; two older products only have its files.
    const cards = Array.from({ length: 7 }, (_, index) => `shared-${index}`);
    const photo = { photoUrl: shared.image.photoUrl, photoVariants: shared.image.variants };
    await db
      .insert(products)
      .values([...cards, "legacy-0", "legacy-1"].map((id) => ({ id, texts: productTexts({ title: id }), ...photo })));
    await db
      .insert(products)
      .values({ id: "a-gallery", texts: productTexts({ title: "Another card" }), photoUrl: "/media/saide/elsewhere.jpg" });
    await db.insert(products).values({
      id: "own-photo",
      texts: productTexts({ title: "Own photo" }),
      photoUrl: other.image.photoUrl,
      photoVariants: other.image.variants,
    });
    await db
      .insert(productPhotos)
      .values([
        ...cards.map((productId) => ({ productId, mediaId: sharedImage!.id, position: 0, isCard: true })),
        { productId: "a-gallery", mediaId: sharedImage!.id, position: 1, isCard: false },
        { productId: "a-gallery", mediaId: sharedImage!.id, position: 2, isCard: false },
      ]);
    const card = (filename: string, library: Awaited<ReturnType<typeof listMediaLibrary>>) => {
      const item = library.find((found) => found.filename === filename)!;
      return { paths: item.uses.map((use) => use.path), count: item.useCount };
    };
    const library = await listMediaLibrary(db, 5);
    const sharedCard = card("qr-336699.png", library);
    expect(sharedCard.count).toBe(10);
    expect(sharedCard.paths).toHaveLength(5);
    const everyPath = [
      "/dashboard/products/a-gallery/photos",
      ...[...cards, "legacy-0", "legacy-1"].map((id) => `/dashboard/products?edit=${id}`),
    ];
    expect(everyPath).toEqual(expect.arrayContaining(sharedCard.paths));
    expect(card("qr-336698.png", library)).toEqual({ paths: ["/dashboard/products?edit=own-photo"], count: 1 });
    // The image's own page names them all: the gallery's products in the order of their ids, then the older ones.
    const everyUse = await mediaUses(db, await row(sharedImage!.id));
    expect(everyUse.map((use) => use.path)).toEqual(everyPath);

    // The counts follow the galleries as products go and photos change images.
    await db.delete(products).where(eq(products.id, "shared-0"));
    const [otherImage] = (await listMediaLibrary(db, 5)).filter((item) => item.filename === "qr-336698.png");
    await db
      .update(productPhotos)
      .set({ mediaId: otherImage!.id })
      .where(and(eq(productPhotos.productId, "a-gallery"), eq(productPhotos.position, 1)));
    expect(card("qr-336699.png", await listMediaLibrary(db, 5)).count).toBe(9);
    await db.update(productPhotos).set({ mediaId: otherImage!.id }).where(eq(productPhotos.productId, "a-gallery"));
    expect(card("qr-336699.png", await listMediaLibrary(db, 5)).count).toBe(8);
    expect(card("qr-336698.png", await listMediaLibrary(db, 5))).toEqual({
      paths: ["/dashboard/products/a-gallery/photos", "/dashboard/products?edit=own-photo"],
      count: 2,
    });
    // A product whose gallery empties is found by its photo's address again; one whose photo is elsewhere is not.
    await db.delete(productPhotos).where(inArray(productPhotos.productId, ["shared-1", "a-gallery"]));
    expect(card("qr-336699.png", await listMediaLibrary(db, 5)).count).toBe(8);
    expect(card("qr-336698.png", await listMediaLibrary(db, 5)).count).toBe(1);
  });

  it("refuses to delete an image in use, naming where, and deletes it with its files once unused", async () => {
    const { db } = database;
    const qr = await upload();
    const basicInfo = await readBasicInfo(db);
    await saveBasicInfo(db, { company: { ...basicInfo.company, wechatQrImageId: qr.id }, ownerEmails: [] }, basicInfo.version, null);

    const refused = await deleteMedia(services(), qr.id);
    expect(refused.status === "in-use" && refused.uses.map((use) => use.path)).toEqual(["/dashboard/basic-info"]);
    expect(await storage.list("library/")).toHaveLength(qr.stored.variants.length);

    const { company, version } = await readBasicInfo(db);
    const { wechatQrImageId: _qr, ...withoutQr } = company;
    await saveBasicInfo(db, { company: withoutQr, ownerEmails: [] }, version, null);
    expect(await deleteMedia(services(), qr.id)).toEqual({ status: "deleted", filename: "qr-204060.png" });
    expect(await storage.list("library/")).toEqual([]);
    expect(await getMediaItem(db, qr.id)).toBeNull();
    expect(await deleteMedia(services(), qr.id)).toEqual({ status: "not-found" });
  });

  it("saves alt texts against the version loaded and refuses a stale save", async () => {
    const image = await upload();
    expect(
      await saveMediaAlt(
        database.db,
        image.id,
        { en: "WeChat QR code of Saide", zh: "赛德微信二维码", ar: "رمز QR لحساب سايد على وي تشات" },
        1,
        null,
      ),
    ).toBe("saved");
    expect(await saveMediaAlt(database.db, image.id, { en: "stale", zh: "过期", ar: "قديم" }, 1, null)).toBe("changed-meanwhile");
    expect((await getMediaItem(database.db, image.id))?.alt).toEqual({
      en: "WeChat QR code of Saide",
      zh: "赛德微信二维码",
      ar: "رمز QR لحساب سايد على وي تشات",
    });
    expect(await saveMediaAlt(database.db, "b3f9c1de-0000-4000-8000-000000000001", { en: "", zh: "" }, 1, null)).toBe("not-found");
  });

  it("replaces an image under new keys: products show the new photo, the old files go after the grace period", async () => {
    const { db } = database;
    const photo = await storeUploadedPhoto(services(), await png(1200, 800, "#aa8844"), OWNER_ID);
    if (!photo.ok) throw new Error("photo refused");
    await db.insert(products).values({
      id: "calacatta",
      texts: productTexts({ title: "Calacatta" }),
      photoUrl: photo.image.photoUrl,
      photoVariants: photo.image.variants,
    });
    const [image] = await db.select().from(media);
    const oldKeys = image!.variants.map((variant) => variant.key);

    expect(await replaceMedia(services(), image!.id, await png(900, 900, "#334455"), 2)).toEqual({
      ok: false,
      status: 409,
      code: "changedMeanwhile",
    });
    const replacedAt = new Date("2026-11-23T04:00:00Z");
    const replaced = await replaceMedia(services(), image!.id, await png(900, 900, "#334455"), 1, replacedAt);
    expect(replaced.ok).toBe(true);
    const after = await row(image!.id);
    expect(after).toMatchObject({ version: 2, width: 900, height: 900, filename: "qr-334455.png" });
    expect(after.baseKey).not.toBe(image!.baseKey);
    expect(after.baseKey).toMatch(/^saide\//);
    const [product] = await db.select().from(products);
    expect(product!.photoUrl).toBe(`/media/${after.variants.find((variant) => variant.format === "jpeg")!.key}`);
    expect(product!.photoVariants).toEqual(after.variants);

    expect(await removeOrphanFiles(db, storage, new Date(replacedAt.getTime() + GRACE_MS - 1), GRACE_MS)).toMatchObject({ files: 0 });
    for (const key of oldKeys) expect(await storage.list(key)).toEqual([key]);
    expect(await removeOrphanFiles(db, storage, new Date(replacedAt.getTime() + GRACE_MS), GRACE_MS)).toMatchObject({
      files: oldKeys.length,
    });
    expect((await storage.list()).sort()).toEqual(after.variants.map((variant) => variant.key).sort());
  });

  it("adopts existing product photos into the library once, however often it runs", async () => {
    const { db } = database;
    const bytes = await sharp({ create: { width: 1000, height: 600, channels: 3, background: "#eeeeee" } })
      .jpeg()
      .toBuffer();
    const seeded = await storeImageVariants(storage, bytes, "saide/calacatta");
    const lookalike = await storeImageVariants(storage, bytes, "saide/calacatta-gold");
    await db.insert(products).values([
      {
        id: "calacatta",
        texts: productTexts({ title: "Calacatta" }),
        photoUrl: seeded.photoUrl,
        filename: seeded.filename,
        photoVariants: seeded.variants,
      },
      {
        id: "calacatta-twin",
        texts: productTexts({ title: "Twin" }),
        photoUrl: seeded.photoUrl,
        filename: seeded.filename,
        photoVariants: seeded.variants,
      },
      {
        id: "calacatta-gold",
        texts: productTexts({ title: "Gold" }),
        photoUrl: lookalike.photoUrl,
        filename: lookalike.filename,
        photoVariants: lookalike.variants,
      },
      { id: "typed", texts: productTexts({ title: "Typed address" }), photoUrl: "/media/saide/elsewhere.jpg" },
    ]);
    expect(await adoptProductPhotos(db)).toBe(2);
    expect(await adoptProductPhotos(db)).toBe(0);
    const library = await listMediaLibrary(db, 5);
    expect(library.map((item) => [item.filename, item.uses.map((use) => use.id)]).sort()).toEqual([
      ["calacatta", ["calacatta", "calacatta-twin"]],
      ["calacatta-gold", ["calacatta-gold"]],
    ]);
    expect(await removeOrphanFiles(db, storage, new Date(Date.now() + 30 * DAY_MS), GRACE_MS)).toEqual({ files: 0, unused: 0 });
  });
});
