import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseWithZod } from "@conform-to/zod/v4";
import { count, eq, like, sql } from "drizzle-orm";
import { zipSync } from "fflate";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/database/client.server";
import { attributeOptions, media, productPhotos, products, revisions, siteContentVersion, users } from "~/database/schema";
import { getProductDetail } from "~/modules/catalogue/catalogue.server";
import { exportCatalogue } from "~/modules/catalogue/catalogue-export.server";
import { applyImport, checkImport, type ImportFiles } from "~/modules/catalogue/catalogue-import.server";
import { saveProduct } from "~/modules/catalogue/product-changes.server";
import { productFormSchema } from "~/modules/catalogue/product-form";
import { getProductFormValues } from "~/modules/catalogue/product-form.server";
import { backfillProductGalleries } from "~/modules/catalogue/product-gallery.server";
import { productRevisions } from "~/modules/catalogue/product-revisions.server";
import { IMPORT_VARIANT_RECIPE } from "~/modules/media/image-variants.server";
import { adoptProductPhotos } from "~/modules/media/media.server";
import { seedDemoCatalogue } from "~/modules/seed/seed.server";
import { toCsv } from "~/modules/spreadsheets/csv";
import { toXlsx } from "~/modules/spreadsheets/xlsx.server";
import { createLocalStorage, type Storage } from "~/modules/storage/storage.server";
import { databaseKinds, openTestDatabase } from "../support/database";
import { posted } from "../support/product-form";

const AUTHOR = { id: "", email: "owner@example.com" };

describe.each(databaseKinds)("the catalogue spreadsheet on %s", (kind) => {
  let database: DatabaseHandle;
  let storage: Storage;
  let folder: string;
  let services: { db: DatabaseHandle["db"]; storage: Storage };

  /** Writes the table as the owner would upload it, with a zip of the given photos. */
  async function files(table: string[][], format: "xlsx" | "csv", photos: Record<string, Uint8Array> | null = null): Promise<ImportFiles> {
    const at = mkdtempSync(path.join(folder, "upload-"));
    const sheet = path.join(at, "sheet");
    writeFileSync(sheet, format === "xlsx" ? await toXlsx(table) : toCsv(table));
    let zip: string | null = null;
    if (photos) writeFileSync((zip = path.join(at, "photos")), zipSync(photos));
    return { sheet, sheetKind: format, zip };
  }

  const column = (table: string[][], name: string) => table[0]!.indexOf(name);
  const cell = (table: string[][], id: string, name: string) => table.find((row) => row[0] === id)![column(table, name)]!;
  function edit(table: string[][], id: string, name: string, value: string) {
    table.find((row) => row[0] === id)![column(table, name)] = value;
  }
  const blankRow = (table: string[][], values: Record<string, string>) => table[0]!.map((name) => values[name] ?? "");
  const version = async () => (await database.db.select().from(siteContentVersion))[0]!.version;
  const countOf = async (table: typeof media | typeof revisions | typeof products) =>
    (await database.db.select({ value: count() }).from(table))[0]!.value;
  const photo = (colour: string) =>
    sharp({ create: { width: 640, height: 400, channels: 3, background: colour } })
      .jpeg()
      .toBuffer()
      .then((bytes) => new Uint8Array(bytes));

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    folder = mkdtempSync(path.join(tmpdir(), "catalogue-sheet-"));
    storage = createLocalStorage(path.join(folder, "media"));
    services = { db: database.db, storage };
    await seedDemoCatalogue(database.db, storage);
    await adoptProductPhotos(database.db);
    await backfillProductGalleries(database.db);
    const [owner] = await database.db
      .insert(users)
      .values({ email: AUTHOR.email, passwordHash: "not used here", role: "owner" })
      .returning();
    AUTHOR.id = owner!.id;
  }, 60_000);
  afterAll(async () => {
    await database.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it("reads its own export back, as Excel and as CSV, as changing nothing", async () => {
    const table = await exportCatalogue(database.db, "https://example.com");
    expect(table.length).toBeGreaterThan(10);
    expect(table[0]).toEqual(expect.arrayContaining(["id", "title.en", "title.zh", "title.es", "description.ar", "colour", "photos"]));
    const before = { version: await version(), revisions: await countOf(revisions), media: await countOf(media) };
    for (const format of ["xlsx", "csv"] as const) {
      const result = await applyImport(services, await files(table, format), AUTHOR);
      expect(result).toEqual({
        ok: true,
        summary: { rows: table.length - 1, created: 0, changed: 0, unchanged: table.length - 1, photos: 0 },
      });
    }
    expect({ version: await version(), revisions: await countOf(revisions), media: await countOf(media) }).toEqual(before);
  });

  it("changes the edited products, each with a revision, and the public page shows it", async () => {
    const table = await exportCatalogue(database.db, "");
    const [first, second] = [table[1]![0]!, table[2]![0]!];
    edit(table, first, "title.es", "Cuarzo Calacatta de prueba");
    edit(table, first, "description.zh", "第一段\n第二段");
    edit(table, second, "visible", "no");
    const [white] = await database.db.select().from(attributeOptions).where(eq(attributeOptions.slug, "white"));
    edit(table, second, "colour", white!.slug);
    const upload = await files(table, "xlsx");
    const check = await checkImport(services, upload);
    expect(check.ok && check.summary).toMatchObject({ changed: 2, created: 0, photos: 0 });
    const contentBefore = await version();
    expect(await applyImport(services, upload, AUTHOR)).toMatchObject({ ok: true });
    expect(await version()).toBeGreaterThan(contentBefore);
    const detail = await getProductDetail(database.db, first, "es");
    expect(detail?.title).toBe("Cuarzo Calacatta de prueba");
    expect((await getProductDetail(database.db, first, "zh"))?.description).toEqual(["第一段", "第二段"]);
    const [hidden] = await database.db.select({ visible: products.visible }).from(products).where(eq(products.id, second));
    expect(hidden!.visible).toBe(false);
    // The state before and the state after, the history page lists and restores.
    const history = await database.db.select().from(revisions).where(eq(revisions.entityId, first)).orderBy(revisions.id);
    expect(history.map((revision) => revision.version)).toEqual([1, 2]);
    expect(history[1]!.authorEmail).toBe(AUTHOR.email);
    expect(productRevisions.fields(history[1]!.data, { timeZone: "UTC" })?.["title.es"]).toBe("Cuarzo Calacatta de prueba");
    expect(await productRevisions.restore(database.db, first, history[0]!.data, 2, AUTHOR)).toBe("saved");
    expect((await getProductDetail(database.db, first, "es"))?.title).not.toBe("Cuarzo Calacatta de prueba");
    // The editor's saves join the same history, so a later restore never replaces them unseen.
    const values = (await getProductFormValues(database.db, first))!;
    const submission = parseWithZod(posted({ ...values, titleZh: "编辑器保存的标题" }), { schema: productFormSchema });
    if (submission.status !== "success") throw new Error("form refused");
    expect((await saveProduct(services, { mode: "edit", id: first }, submission.value, AUTHOR)).status).toBe("updated");
    const latest = await database.db.select().from(revisions).where(eq(revisions.entityId, first)).orderBy(revisions.id);
    expect(latest.map((revision) => revision.version)).toEqual([1, 2, 3, 4]);
    expect(productRevisions.fields(latest[3]!.data, { timeZone: "UTC" })?.["title.zh"]).toBe("编辑器保存的标题");
    expect(await productRevisions.restore(database.db, first, history[1]!.data, 3, AUTHOR)).toBe("changed-meanwhile");
  });

  it("adds new products with photos from a zip, and a second import of the same files changes nothing", async () => {
    const table = await exportCatalogue(database.db, "");
    const photos = { "new-slab-front.jpg": await photo("#ddccbb"), "slabs/new-slab-close.jpg": await photo("#bbccdd") };
    table.push(
      blankRow(table, {
        "title.en": "Imported Statuario",
        "description.en": "A white slab with grey veins.",
        "title.zh": "导入的雕像白",
        photos: "new-slab-front.jpg | new-slab-close.jpg",
        card_photo: "new-slab-close.jpg",
        thicknesses_mm: "20, 30",
        slab_sizes: "3200x1600",
        "slab_size_names.en": "Jumbo",
      }),
    );
    const upload = await files(table, "csv", photos);
    const check = await checkImport(services, upload);
    expect(check.ok && check.summary).toMatchObject({ created: 1, changed: 0, photos: 2 });
    const mediaBefore = await countOf(media);
    expect(await applyImport(services, upload, AUTHOR)).toMatchObject({ ok: true });
    expect(await countOf(media)).toBe(mediaBefore + 2);
    // Stored as drafts, which the background job finishes into an upload's files (image-variants.test.ts).
    const imported = await database.db.select({ recipe: media.variantRecipe }).from(media).where(like(media.baseKey, "saide/new-slab-%"));
    expect(imported).toEqual([{ recipe: IMPORT_VARIANT_RECIPE }, { recipe: IMPORT_VARIANT_RECIPE }]);
    const detail = await getProductDetail(database.db, "imported-statuario", "zh");
    expect(detail?.title).toBe("导入的雕像白");
    const gallery = await database.db
      .select({ isCard: productPhotos.isCard, position: productPhotos.position })
      .from(productPhotos)
      .where(eq(productPhotos.productId, "imported-statuario"))
      .orderBy(productPhotos.position);
    expect(gallery).toEqual([
      { isCard: false, position: 0 },
      { isCard: true, position: 1 },
    ]);

    const state = {
      version: await version(),
      revisions: await countOf(revisions),
      media: await countOf(media),
      files: (await storage.list()).length,
    };
    const again = await applyImport(services, await files(table, "csv", photos), AUTHOR);
    expect(again).toMatchObject({ ok: true, summary: { created: 0, changed: 0, photos: 0 } });
    expect({
      version: await version(),
      revisions: await countOf(revisions),
      media: await countOf(media),
      files: (await storage.list()).length,
    }).toEqual(state);
  });

  it("names every problem by row and column and writes nothing", async () => {
    const table = await exportCatalogue(database.db, "");
    const id = table[1]![0]!;
    edit(table, id, "visible", "maybe");
    edit(table, id, "category", "no-such-category");
    edit(table, table[2]![0]!, "title.en", "x".repeat(201));
    edit(table, table[3]![0]!, "photos", "missing-photo.jpg");
    edit(table, table[3]![0]!, "card_photo", "");
    edit(table, table[4]![0]!, "colour", "tartan");
    table.push(blankRow(table, { "title.zh": "没有英文标题", photos: cell(table, id, "photos") }));
    const before = { version: await version(), products: await countOf(products) };
    const result = await applyImport(services, await files(table, "xlsx"), AUTHOR);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.problems).toEqual(
      expect.arrayContaining([
        { row: 2, column: "visible", code: "booleanInvalid" },
        { row: 2, column: "category", code: "categoryUnknown" },
        { row: 3, column: "title.en", code: "titleTooLong" },
        { row: 4, column: "photos", code: "photoMissing" },
        { row: 5, column: "colour", code: "optionUnknown" },
        { row: table.length, column: "title.en", code: "required" },
      ]),
    );
    const header = [...table[0]!, "price"];
    const unknown = await checkImport(services, await files([header, [...table[1]!, "12"]], "csv"));
    // The export's 44 columns run from A to AR; the added one is AS.
    expect(!unknown.ok && unknown.problems).toEqual([{ row: 1, column: "AS (price)", code: "unknownColumn" }]);
    expect({ version: await version(), products: await countOf(products) }).toEqual(before);
  });

  it("leaves no half-written product when an import stops part-way, and running it again finishes it", async () => {
    const table = await exportCatalogue(database.db, "");
    const rows = ["Interrupted One", "Interrupted Two", "Interrupted Three"].map((title, index) =>
      blankRow(table, { "title.en": title, "description.en": "Text.", photos: `part-${index}.jpg` }),
    );
    const photos = { "part-0.jpg": await photo("#112233"), "part-1.jpg": await photo("#223344"), "part-2.jpg": await photo("#334455") };
    const upload = await files([table[0]!, ...rows], "csv", photos);
    // The second product's gallery cannot be written: its transaction fails after its row and its image's row were.
    await database.db.execute(sql`create function refuse_photo() returns trigger language plpgsql as $$
      begin raise exception 'disk gone'; end $$`);
    await database.db.execute(sql`create trigger refuse_photo before insert on product_photos for each row
      when (new.product_id = 'interrupted-two') execute function refuse_photo()`);
    const filesBefore = (await storage.list()).length;
    await expect(applyImport(services, upload, AUTHOR)).rejects.toThrow();
    const ids = ["interrupted-one", "interrupted-two", "interrupted-three"];
    const photoFiles = async (index: number) => (await storage.list()).filter((key) => key.includes(`part-${index}-`)).length;
    const written = async () =>
      Promise.all(
        ids.map(async (id) => ({
          product: (await database.db.select({ id: products.id }).from(products).where(eq(products.id, id))).length,
          gallery: (await database.db.select({ id: productPhotos.id }).from(productPhotos).where(eq(productPhotos.productId, id))).length,
        })),
      );
    // Whatever was written is whole (its row with its gallery and its photo files), the failing product is not there,
    // and no file of a photo outside the catalogue was kept.
    const afterFailure = await written();
    expect(afterFailure[1]).toEqual({ product: 0, gallery: 0 });
    for (const [index, { product, gallery }] of afterFailure.entries()) {
      expect(gallery).toBe(product);
      expect((await photoFiles(index)) > 0).toBe(product === 1);
    }
    const filesPerPhoto = (await storage.list()).length - filesBefore;

    await database.db.execute(sql`drop trigger refuse_photo on product_photos`);
    const again = await applyImport(services, upload, AUTHOR);
    const keptBefore = afterFailure.filter(({ product }) => product === 1).length;
    expect(again).toMatchObject({ ok: true, summary: { created: 3 - keptBefore, unchanged: keptBefore, photos: 3 - keptBefore } });
    expect(await written()).toEqual(ids.map(() => ({ product: 1, gallery: 1 })));
    const perPhoto = await photoFiles(0);
    expect(perPhoto).toBeGreaterThan(0);
    expect([await photoFiles(1), await photoFiles(2)]).toEqual([perPhoto, perPhoto]);
    expect(filesPerPhoto).toBe(keptBefore * perPhoto);
  });
});
