import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/database/client.server";
import { maintenanceLeases, media, products, type PhotoVariant } from "~/database/schema";
import { CURRENT_VARIANT_RECIPE, fillMissingVariants, IMPORT_VARIANT_RECIPE } from "~/modules/media/image-variants.server";
import { storeUploadedImage } from "~/modules/media/media.server";
import { siteImageOf } from "~/modules/media/media";
import { demoProducts } from "~/modules/seed/demo-content";
import { builtInImages } from "~/modules/site-settings/site-images";
import { encodeDraftPhoto, readStored, storeDraftFiles, storeImageVariants } from "~/modules/storage/images.server";
import { createLocalStorage, type Storage } from "~/modules/storage/storage.server";
import { loader as serveMedia } from "~/routes/resources/media";
import { databaseKinds, openTestDatabase, type DatabaseKind } from "../support/database";
import { productTexts } from "../support/product-texts";

const silent = () => {};

/** A photo-like picture: smooth gradients with a little grain, which AVIF compresses better than WebP as on real slabs. */
async function photo(width: number, height: number): Promise<Buffer> {
  const gradient = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="#d8d2c4"/><stop offset="1" stop-color="#6b5a48"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><circle cx="${width * 0.7}" cy="${height / 2}" r="${height / 4}" fill="#b03020"/></svg>`,
  );
  return sharp(gradient).jpeg({ quality: 90 }).toBuffer();
}

async function fetchMedia(storage: Storage, key: string): Promise<Response> {
  const params = { "*": key };
  return (await serveMedia({ params, context: { services: { storage } } } as unknown as Parameters<typeof serveMedia>[0])) as Response;
}

const describeVariants = (variants: PhotoVariant[]) =>
  variants.map((variant) => `${variant.format}:${variant.width}${variant.crop ? ` ${variant.crop}` : ""}`).sort();

/** A database of the kind and empty local storage for each test, and the background job over both. */
function imageJobOn(kind: DatabaseKind) {
  const fixture = {
    database: undefined as unknown as DatabaseHandle,
    storage: undefined as unknown as Storage,
    job: () => fillMissingVariants({ db: fixture.database.db, storage: fixture.storage, log: silent }),
  };
  let filesDir: string;
  beforeAll(async () => {
    fixture.database = await openTestDatabase(kind);
  });
  afterAll(() => fixture.database.close());
  beforeEach(async () => {
    filesDir = await mkdtemp(path.join(tmpdir(), "quartz-variants-"));
    fixture.storage = createLocalStorage(filesDir);
  });
  afterEach(async () => {
    await rm(filesDir, { recursive: true, force: true });
    for (const table of [products, media, maintenanceLeases]) await fixture.database.db.delete(table);
  });
  return fixture;
}

// Encoding is the same whatever the database: it runs on one kind; claiming the job, the SQL of it, runs on both.
describe("derived image files", () => {
  const fixture = imageJobOn("pglite");
  const { job } = fixture;
  let database: DatabaseHandle;
  let storage: Storage;
  beforeEach(() => {
    ({ database, storage } = fixture);
  });

  it("serves an upload's portrait crops at once, and AVIF beside each WebP once the background job ran, each smaller than its WebP", async () => {
    const upload = new File([new Uint8Array(await photo(1200, 800))], "kitchen.jpg", { type: "image/jpeg" });
    const stored = await storeUploadedImage({ db: database.db, storage }, upload, { uploadedBy: null });
    if (!stored.ok) throw new Error(`upload refused: ${stored.code}`);
    const uploaded = siteImageOf((await database.db.select().from(media))[0]!);
    expect(uploaded.portraitSrcSet).toBe(`/media/${stored.image.stored.variants.find((variant) => variant.crop === "portrait")!.key} 450w`);
    expect(uploaded.shareSrc).toBe("/media/" + stored.image.stored.variants.find((variant) => variant.crop === "share")!.key);
    expect(uploaded.avifSrcSet).toBe("");
    await database.db.insert(products).values({
      id: "kitchen",
      texts: productTexts({ title: "Kitchen" }, { zh: { title: "厨房" } }),
      photoUrl: stored.image.stored.photoUrl,
      photoVariants: stored.image.stored.variants,
    });

    const started = performance.now();
    expect(await job()).toBe(1);
    console.info(`background job: ${Math.round(performance.now() - started)} ms for one 1200×800 upload (AVIF of 4 WebP files)`);

    const [row] = await database.db.select().from(media);
    expect(row!.variantRecipe).toBe(CURRENT_VARIANT_RECIPE);
    expect(describeVariants(row!.variants)).toEqual([
      "avif:1200",
      "avif:450 portrait",
      "avif:480",
      "avif:960",
      "jpeg:1200",
      "jpeg:1200 share",
      "webp:1200",
      "webp:450 portrait",
      "webp:480",
      "webp:960",
    ]);
    for (const avif of row!.variants.filter((variant) => variant.format === "avif")) {
      const response = await fetchMedia(storage, avif.key);
      expect(response.status).toBe(200);
      expect(response.headers.get("Content-Type")).toBe("image/avif");
      const webp = await fetchMedia(storage, avif.key.replace(/\.avif$/, ".webp"));
      expect(Number(response.headers.get("Content-Length"))).toBeLessThan(Number(webp.headers.get("Content-Length")));
      expect((await sharp(Buffer.from(await response.arrayBuffer())).metadata()).format).toBe("heif");
    }
    const portrait = await fetchMedia(
      storage,
      row!.variants.find((variant) => variant.crop === "portrait" && variant.format === "webp")!.key,
    );
    expect(portrait.headers.get("Content-Type")).toBe("image/webp");
    const [product] = await database.db.select().from(products).where(eq(products.id, "kitchen"));
    expect(product!.photoVariants).toEqual(row!.variants);
    expect(await job()).toBe(0);
  });

  it("finishes a catalogue import's draft into the files an upload of the same photo has, its JPEG made smaller from the draft", async () => {
    const bytes = await photo(1200, 800);
    const draft = await storeDraftFiles(storage, "saide/imported", await encodeDraftPhoto(bytes));
    expect(describeVariants(draft.variants)).toEqual(["jpeg:1200", "webp:1200", "webp:480", "webp:960"]);
    const jpegKey = draft.variants.find((variant) => variant.format === "jpeg")!.key;
    const draftJpeg = await readStored(storage, jpegKey);
    await database.db.insert(media).values({
      baseKey: "saide/imported",
      filename: "imported.jpg",
      width: 1200,
      height: 800,
      variants: draft.variants,
      variantRecipe: IMPORT_VARIANT_RECIPE,
    });
    const upload = await storeImageVariants(storage, bytes, "saide/uploaded");
    await database.db
      .insert(media)
      .values({ baseKey: "saide/uploaded", filename: "uploaded.jpg", width: 1200, height: 800, variants: upload.variants });

    expect(await job()).toBe(2);

    const rows = await database.db.select().from(media).orderBy(media.baseKey);
    expect(rows.map((row) => row.variantRecipe)).toEqual([CURRENT_VARIANT_RECIPE, CURRENT_VARIANT_RECIPE]);
    expect(describeVariants(rows[0]!.variants)).toEqual(describeVariants(rows[1]!.variants));
    const finished = (await readStored(storage, jpegKey))!;
    const uploaded = (await readStored(storage, "saide/uploaded-1200.jpg"))!;
    expect(finished.length).toBeLessThan(draftJpeg!.length * 0.8);
    // Made from the draft rather than the photo, it is within 5 % of the upload's JPEG in bytes and colour.
    expect(Math.abs(finished.length - uploaded.length) / uploaded.length).toBeLessThan(0.05);
    const mean = async (file: Buffer) => (await sharp(file).stats()).channels.map((channel) => Math.round(channel.mean));
    expect(await mean(finished)).toEqual(await mean(uploaded));
  });

  it("gives an image stored before portrait crops existed its crops from its largest JPEG", async () => {
    const stored = await storeImageVariants(storage, await photo(2400, 1350), "library/old");
    const landscape = stored.variants.filter((variant) => !variant.crop);
    for (const variant of stored.variants.filter((variant) => variant.crop)) await storage.delete(variant.key);
    await database.db.insert(media).values({ baseKey: "library/old", filename: "old.jpg", width: 1600, height: 900, variants: landscape });
    await job();
    const [row] = await database.db.select().from(media);
    expect(describeVariants(row!.variants.filter((variant) => variant.format === "webp" && variant.crop))).toEqual([
      "webp:480 portrait",
      "webp:506 portrait",
    ]);
    for (const variant of row!.variants) expect((await fetchMedia(storage, variant.key)).status).toBe(200);
  });

  it("gives an image stored before share pictures existed a 1200×630 JPEG from its largest JPEG, which its pages then name", async () => {
    const stored = await storeImageVariants(storage, await photo(1600, 1200), "library/before-share");
    await database.db
      .insert(media)
      .values({ baseKey: "library/before-share", filename: "old.jpg", width: 1600, height: 1200, variants: stored.variants });
    await job();
    // As recipe 2 left it: AVIF and portrait crops, no share picture.
    const [withAvif] = await database.db.select().from(media);
    const share = withAvif!.variants.find((variant) => variant.crop === "share")!;
    await storage.delete(share.key);
    const earlier = withAvif!.variants.filter((variant) => variant !== share);
    await database.db.update(media).set({ variants: earlier, variantRecipe: 2 });
    await database.db.insert(products).values({
      id: "old",
      texts: productTexts({ title: "Old" }, { zh: { title: "旧" } }),
      photoUrl: stored.photoUrl,
      photoVariants: earlier,
    });
    expect(siteImageOf((await database.db.select().from(media))[0]!).shareSrc).toBe("");

    const started = performance.now();
    expect(await job()).toBe(1);
    console.info(`background job: ${Math.round(performance.now() - started)} ms for the share picture of one 1600×1200 image`);

    const [row] = await database.db.select().from(media);
    const made = row!.variants.find((variant) => variant.crop === "share")!;
    expect(made).toMatchObject({ width: 1200, height: 630, format: "jpeg" });
    expect(siteImageOf(row!).shareSrc).toBe(`/media/${made.key}`);
    const response = await fetchMedia(storage, made.key);
    expect(response.headers.get("Content-Type")).toBe("image/jpeg");
    expect(await sharp(Buffer.from(await response.arrayBuffer())).metadata()).toMatchObject({ width: 1200, height: 630, format: "jpeg" });
    const [product] = await database.db.select().from(products).where(eq(products.id, "old"));
    expect(product!.photoVariants).toEqual(row!.variants);
  });

  it("offers AVIF for a crop only with every width of it, so no browser takes a wider AVIF for a missing one", async () => {
    const slab = await readFile(path.join(import.meta.dirname, "../../demo-photos/saide", `${demoProducts[0]!.id}-1600.jpg`));
    const stored = await storeImageVariants(storage, slab, "saide/slab");
    await database.db
      .insert(media)
      .values({ baseKey: "saide/slab", filename: "slab.jpg", width: 1600, height: 1000, variants: stored.variants });
    await job();
    const [row] = await database.db.select().from(media);
    for (const crop of [undefined, "portrait"]) {
      const widths = (format: string) =>
        row!.variants
          .filter((variant) => variant.crop === crop && variant.format === format)
          .map((variant) => variant.width)
          .sort();
      expect([[], widths("webp")]).toContainEqual(widths("avif"));
    }
    for (const variant of row!.variants) expect((await fetchMedia(storage, variant.key)).status).toBe(200);
  });

  it("brings a site picture stored by an older version up to the current recipe with the committed files, leaving the files it had as they were", async () => {
    const { baseKey } = builtInImages[0];
    const committed = (key: string) => readFile(path.join(import.meta.dirname, "../../demo-photos", key));
    const landscape = (await storeImageVariants(storage, await committed(`${baseKey}-1600.jpg`), baseKey)).variants.filter(
      (variant) => !variant.crop,
    );
    for (const file of await storage.list()) if (!landscape.some((variant) => variant.key === file)) await storage.delete(file);
    const bytesOf = async (key: string) => Buffer.from(await (await fetchMedia(storage, key)).arrayBuffer());
    const before = new Map(await Promise.all(landscape.map(async (variant) => [variant.key, await bytesOf(variant.key)] as const)));
    await database.db.insert(media).values({ baseKey, filename: "kitchen-island.jpg", width: 1600, height: 900, variants: landscape });

    expect(await job()).toBe(1);

    const [row] = await database.db.select().from(media);
    expect(row!.variantRecipe).toBe(CURRENT_VARIANT_RECIPE);
    expect(describeVariants(row!.variants)).toEqual(
      expect.arrayContaining(["webp:759 portrait", "avif:759 portrait", "jpeg:1200 share", "avif:1600"]),
    );
    for (const variant of row!.variants) {
      expect((await fetchMedia(storage, variant.key)).status, variant.key).toBe(200);
      const expected = before.get(variant.key) ?? (await committed(variant.key));
      expect((await bytesOf(variant.key)).equals(expected), variant.key).toBe(true);
    }
  });
});

describe.each(databaseKinds)("the image job on %s", (kind) => {
  const fixture = imageJobOn(kind);
  const { job } = fixture;

  it("lets one of two instances do the work while the other finds the job taken", async () => {
    const { database, storage } = fixture;
    await storeUploadedImage({ db: database.db, storage }, new File([new Uint8Array(await photo(600, 400))], "a.jpg"), {
      uploadedBy: null,
    });
    const [first, second] = await Promise.all([job(), job()]);
    expect([first, second].sort()).toEqual([0, 1]);
    expect(await job()).toBe(0);
  });
});
