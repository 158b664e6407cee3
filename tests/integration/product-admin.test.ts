import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/database/client.server";
import { attributeOptions, categories, media, productOptions, products, users } from "~/database/schema";
import { getProductDetail, listHomepageProducts } from "~/modules/catalogue/catalogue.server";
import { parseWithZod } from "@conform-to/zod/v4";
import { listAdminProducts } from "~/modules/catalogue/admin-product-list.server";
import { deleteProduct, saveProduct, setProductHomepage, type SaveTarget } from "~/modules/catalogue/product-changes.server";
import { duplicateProduct } from "~/modules/catalogue/product-copy.server";
import { getProductFormValues, readProductStaleFields } from "~/modules/catalogue/product-form.server";
import { photoStorageKey, storeUploadedPhoto } from "~/modules/catalogue/product-photo-upload.server";
import { previewProduct } from "~/modules/catalogue/product-preview.server";
import { blankSlabSizeRow } from "~/modules/catalogue/product-attribute-form";
import { emptyProductForm, productFormSchema, type ProductFormValues } from "~/modules/catalogue/product-form";
import { emptyStoneAttributes } from "~/modules/catalogue/stone-attributes";
import { storeImageVariants, type StoredImage } from "~/modules/storage/images.server";
import { createLocalStorage, type Storage } from "~/modules/storage/storage.server";
import { staleFields } from "~/i18n/owner-texts";
import { databaseKinds, openTestDatabase } from "../support/database";
import { posted } from "../support/product-form";
import { categoryRow, optionRow } from "../support/content-rows";
import { productTexts } from "../support/product-texts";

/** The first refusal of the form schema, as the route reads the post, or the parsed form. */
function readForm(values: ProductFormValues) {
  const submission = parseWithZod(posted(values), { schema: productFormSchema });
  if (submission.status === "success") return { ok: true, form: submission.value } as const;
  const [field, codes] = Object.entries(submission.error ?? {}).find(([, codes]) => codes && codes.length > 0)!;
  return { ok: false, refusal: { status: "invalid", field, code: codes![0] } } as const;
}

function jpeg(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 190, b: 170 } } })
    .jpeg()
    .toBuffer();
}

describe("photo storage names", () => {
  it("keeps a safe form of the file name in the saide/ folder, with a suffix that differs on each upload", () => {
    const first = photoStorageKey("Calacatta Gold (Final) ÉTÉ.JPG");
    expect(first).toMatch(/^saide\/calacatta-gold-final-ete-[0-9a-f]{8}$/);
    expect(photoStorageKey("Calacatta Gold (Final) ÉTÉ.JPG")).not.toBe(first);
  });

  it("names a photo whose name has nothing safe in it 'photo'", () => {
    expect(photoStorageKey("卡拉卡塔.jpg")).toMatch(/^saide\/photo-[0-9a-f]{8}$/);
    expect(photoStorageKey("..\\..\\My Slab.png")).toMatch(/^saide\/my-slab-[0-9a-f]{8}$/);
    expect(photoStorageKey("../../.jpg")).toMatch(/^saide\/photo-[0-9a-f]{8}$/);
  });
});

describe.each(databaseKinds)("product administration on %s", (kind) => {
  let database: DatabaseHandle;
  let storage: Storage;
  let storageRoot: string;
  let adminId: string;
  let photo: StoredImage;

  const services = () => ({ db: database.db, storage });
  const form = (overrides: Partial<ProductFormValues> = {}): ProductFormValues => ({
    ...emptyProductForm,
    titleEn: "Calacatta Gold",
    titleZh: "卡拉卡塔金",
    descriptionEn: "White quartz with gold veins.\r\n\r\nPolished finish.",
    descriptionZh: "白色石英石，金色纹理。",
    categoryId: "calacatta",
    keywords: "calacatta, gold，white",
    photoUrl: photo.photoUrl,
    photoVariants: JSON.stringify(photo.variants),
    ...overrides,
  });
  const save = async (target: SaveTarget, values: ProductFormValues) => {
    const read = readForm(values);
    return read.ok ? saveProduct(services(), target, read.form) : read.refusal;
  };
  const preview = async (values: ProductFormValues) => {
    const read = readForm(values);
    return read.ok ? previewProduct(services(), read.form) : read.refusal;
  };
  const productCount = async () => (await database.db.select({ id: products.id }).from(products)).length;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    storageRoot = mkdtempSync(path.join(tmpdir(), "product-admin-"));
    storage = createLocalStorage(storageRoot);
    photo = await storeImageVariants(storage, await jpeg(2000, 1250), "saide/calacatta-test");
    const [admin] = await database.db
      .insert(users)
      .values({ email: "admin@example.com", passwordHash: "not used here", role: "owner" })
      .returning({ id: users.id });
    adminId = admin!.id;
    await database.db
      .insert(categories)
      .values(categoryRow({ id: "calacatta", slug: "calacatta", titleEn: "Calacatta", titleZh: "卡拉卡塔" }));
  });
  afterAll(async () => {
    await database.close();
    rmSync(storageRoot, { recursive: true, force: true });
  });
  beforeEach(async () => {
    await database.db.delete(products);
  });

  it("adds a product with the id made from its English title, the order equal to the count, addedBy and timestamps", async () => {
    await database.db.insert(products).values([
      { id: "one", texts: productTexts({ title: "One" }), photoUrl: photo.photoUrl, sortOrder: 0 },
      { id: "two", texts: productTexts({ title: "Two" }), photoUrl: photo.photoUrl, sortOrder: 1 },
    ]);
    const before = Date.now();
    const outcome = await save({ mode: "add", addedBy: adminId }, form({ titleEn: "  Calacatta Gold (Polished) 20mm.  " }));
    expect(outcome).toEqual({ status: "created", id: "calacatta-gold-polished-20mm", requestedId: null });
    const [stored] = await database.db.select().from(products).where(eq(products.id, "calacatta-gold-polished-20mm"));
    expect(stored).toMatchObject({
      texts: {
        en: {
          title: "Calacatta Gold (Polished) 20mm.",
          description: ["White quartz with gold veins.", "Polished finish."],
          keywords: ["calacatta", "gold", "white"],
        },
        zh: { title: "卡拉卡塔金", description: ["白色石英石，金色纹理。"] },
      },
      categoryId: "calacatta",
      visible: true,
      homepage: true,
      sortOrder: 2,
      addedBy: adminId,
      photoUrl: photo.photoUrl,
      filename: photo.photoUrl.split("/").pop(),
      photoVariants: photo.variants,
    });
    expect(stored!.createdAt.getTime()).toBeGreaterThanOrEqual(before - 5_000);
    expect(stored!.updatedAt.getTime()).toBeGreaterThanOrEqual(before - 5_000);
  });

  it("shows the new product on the public pages at once", async () => {
    await save({ mode: "add", addedBy: adminId }, form());
    expect((await listHomepageProducts(database.db, "en", 100)).map((product) => product.id)).toEqual(["calacatta-gold"]);
    const detail = await getProductDetail(database.db, "calacatta-gold", "zh");
    expect(detail).toMatchObject({ title: "卡拉卡塔金", description: ["白色石英石，金色纹理。"], category: { title: "卡拉卡塔" } });
    expect(detail!.photo.srcSet).toContain("/media/saide/calacatta-test-480.webp 480w");
  });

  it("uses an automatic id when the generated one would be 100 characters or more", async () => {
    const outcome = await save({ mode: "add", addedBy: adminId }, form({ titleEn: "x".repeat(100) }));
    expect(outcome.status).toBe("created");
    expect(outcome.status === "created" && outcome.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("never overwrites another product with the same generated id: it appends -2, -3 and says so", async () => {
    const first = await save({ mode: "add", addedBy: adminId }, form({ titleZh: "原来的产品" }));
    const second = await save({ mode: "add", addedBy: adminId }, form({ titleEn: "Calacatta  Gold", titleZh: "第二个" }));
    const third = await save({ mode: "add", addedBy: adminId }, form({ titleEn: "calacatta gold.", titleZh: "第三个" }));
    expect(first).toEqual({ status: "created", id: "calacatta-gold", requestedId: null });
    expect(second).toEqual({ status: "created", id: "calacatta-gold-2", requestedId: "calacatta-gold" });
    expect(third).toEqual({ status: "created", id: "calacatta-gold-3", requestedId: "calacatta-gold" });
    const rows = await database.db.select().from(products).orderBy(products.sortOrder);
    expect(rows.map((row) => [row.id, row.texts.zh?.title, row.sortOrder])).toEqual([
      ["calacatta-gold", "原来的产品", 0],
      ["calacatta-gold-2", "第二个", 1],
      ["calacatta-gold-3", "第三个", 2],
    ]);
  });

  it("keeps the id, the order and addedBy when a product is edited, even when its English title changes", async () => {
    await save({ mode: "add", addedBy: adminId }, form());
    const [original] = await database.db.select().from(products);
    const edited = {
      ...(await getProductFormValues(database.db, "calacatta-gold"))!,
      titleEn: "Calacatta Gold Extra",
      homepage: false,
      keywords: "",
    };
    expect(await save({ mode: "edit", id: "calacatta-gold" }, edited)).toEqual({ status: "updated", id: "calacatta-gold" });
    const rows = await database.db.select().from(products);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id: "calacatta-gold",
      texts: { en: { title: "Calacatta Gold Extra", keywords: [] } },
      homepage: false,
      sortOrder: 0,
      addedBy: adminId,
    });
    expect(rows[0]!.texts.en.description).toEqual(original!.texts.en.description);
    expect(rows[0]!.createdAt).toEqual(original!.createdAt);
    expect(rows[0]!.updatedAt.getTime()).toBeGreaterThanOrEqual(original!.updatedAt.getTime());
  });

  it("shows Chinese pages the Chinese keywords, and none while there are none, never the English ones", async () => {
    await save({ mode: "add", addedBy: adminId }, form({ keywordsZh: "卡拉卡塔，白色石英石、金色纹理" }));
    expect((await getProductDetail(database.db, "calacatta-gold", "zh"))!.keywords).toEqual(["卡拉卡塔", "白色石英石", "金色纹理"]);
    expect((await getProductDetail(database.db, "calacatta-gold", "en"))!.keywords).toEqual(["calacatta", "gold", "white"]);
    const values = (await getProductFormValues(database.db, "calacatta-gold"))!;
    expect(values.keywordsZh).toBe("卡拉卡塔，白色石英石，金色纹理");
    await save({ mode: "edit", id: "calacatta-gold" }, { ...values, keywordsZh: "" });
    expect((await getProductDetail(database.db, "calacatta-gold", "zh"))!.keywords).toEqual([]);
  });

  it("tells a Chinese page showing the English description while the Chinese one is missing, which search texts must not use", async () => {
    await save({ mode: "add", addedBy: adminId }, form({ descriptionZh: "" }));
    const chinese = (await getProductDetail(database.db, "calacatta-gold", "zh"))!;
    expect(chinese).toMatchObject({ description: ["White quartz with gold veins.", "Polished finish."], describedInLanguage: false });
    expect((await getProductDetail(database.db, "calacatta-gold", "en"))!.describedInLanguage).toBe(true);
    await save(
      { mode: "edit", id: "calacatta-gold" },
      { ...(await getProductFormValues(database.db, "calacatta-gold"))!, descriptionZh: "白色石英石。" },
    );
    expect((await getProductDetail(database.db, "calacatta-gold", "zh"))!.describedInLanguage).toBe(true);
  });

  describe("texts in the added languages", () => {
    const spanish = {
      title: "  Calacatta Oro ",
      description: "Cuarzo blanco con vetas doradas.\r\n\r\nAcabado pulido.",
      keywords: "calacatta, cuarzo blanco",
      applications: "Encimeras, Islas",
      specRows: [{ label: "Densidad", value: "2,4 g/cm³" }],
    };
    const blank = { title: "", description: "", keywords: "", applications: "", specRows: [] };

    it("stores what the owner wrote per language, leaves out the blank fields, and gives the editor it back", async () => {
      await save(
        { mode: "add", addedBy: adminId },
        form({ translations: { es: spanish, ru: { ...blank, title: "Калакатта Голд" }, ar: blank } }),
      );
      const [stored] = await database.db.select({ texts: products.texts }).from(products);
      expect(stored!.texts).toMatchObject({
        es: {
          title: "Calacatta Oro",
          description: ["Cuarzo blanco con vetas doradas.", "Acabado pulido."],
          keywords: ["calacatta", "cuarzo blanco"],
          applications: ["Encimeras", "Islas"],
          specRows: [{ label: "Densidad", value: "2,4 g/cm³" }],
        },
        ru: { title: "Калакатта Голд" },
      });
      expect(stored!.texts).not.toHaveProperty("ar");
      const values = (await getProductFormValues(database.db, "calacatta-gold"))!;
      expect(values.translations.es).toEqual({
        ...spanish,
        title: "Calacatta Oro",
        description: "Cuarzo blanco con vetas doradas.\nAcabado pulido.",
        keywords: "calacatta, cuarzo blanco",
        applications: "Encimeras, Islas",
      });
      expect(values.translations.ar).toEqual(blank);
    });

    it("shows each page its language's texts, and the English where a text is not written in it, so marked", async () => {
      await save(
        { mode: "add", addedBy: adminId },
        form({ translations: { es: spanish, ru: { ...blank, title: "Калакатта Голд" }, ar: blank } }),
      );
      const spanishPage = (await getProductDetail(database.db, "calacatta-gold", "es"))!;
      expect(spanishPage).toMatchObject({
        title: "Calacatta Oro",
        titleLanguage: "es",
        description: ["Cuarzo blanco con vetas doradas.", "Acabado pulido."],
        describedInLanguage: true,
        keywords: ["calacatta", "cuarzo blanco"],
      });
      expect(spanishPage.attributes).toMatchObject({
        applications: ["Encimeras", "Islas"],
        specRows: [{ label: "Densidad", value: "2,4 g/cm³" }],
      });
      const russianPage = (await getProductDetail(database.db, "calacatta-gold", "ru"))!;
      expect(russianPage).toMatchObject({
        title: "Калакатта Голд",
        titleLanguage: "ru",
        description: ["White quartz with gold veins.", "Polished finish."],
        describedInLanguage: false,
        keywords: [],
      });
      expect((await getProductDetail(database.db, "calacatta-gold", "ar"))!).toMatchObject({
        title: "Calacatta Gold",
        titleLanguage: "en",
      });
      expect((await listHomepageProducts(database.db, "ru", 10))[0]).toMatchObject({ title: "Калакатта Голд", titleLanguage: "ru" });
    });

    it("clears the texts the owner emptied, and keeps the rest of the language", async () => {
      await save(
        { mode: "add", addedBy: adminId },
        form({ translations: { es: spanish, ru: { ...blank, title: "Калакатта Голд" }, ar: blank } }),
      );
      const values = (await getProductFormValues(database.db, "calacatta-gold"))!;
      await save(
        { mode: "edit", id: "calacatta-gold" },
        { ...values, translations: { ...values.translations, es: { ...values.translations.es, title: "", keywords: "" }, ru: blank } },
      );
      const [stored] = await database.db.select({ texts: products.texts }).from(products);
      expect(stored!.texts.es).not.toHaveProperty("title");
      expect(stored!.texts.es).not.toHaveProperty("keywords");
      expect(stored!.texts.es?.applications).toEqual(["Encimeras", "Islas"]);
      expect(stored!.texts).not.toHaveProperty("ru");
    });

    it("times each text an edit changes, so a translation written before its English changed shows as stale until rewritten", async () => {
      const written = async () => (await database.db.select({ texts: products.texts, times: products.textTimes }).from(products))[0]!;
      await save({ mode: "add", addedBy: adminId }, form({ translations: { es: spanish, ru: blank, ar: blank } }));
      const added = await written();
      expect(staleFields(added, "es")).toEqual([]);
      expect(staleFields(added, "zh")).toEqual([]);
      const values = (await getProductFormValues(database.db, "calacatta-gold"))!;
      await save({ mode: "edit", id: "calacatta-gold" }, values);
      expect((await written()).times).toEqual(added.times);

      await save({ mode: "edit", id: "calacatta-gold" }, { ...values, titleEn: "Calacatta Gold Extra" });
      const changed = await written();
      expect(staleFields(changed, "es")).toEqual(["title"]);
      expect(staleFields(changed, "zh")).toEqual(["title"]);
      expect(changed.times.es?.description).toEqual(added.times.es?.description);

      const edited = (await getProductFormValues(database.db, "calacatta-gold"))!;
      await save(
        { mode: "edit", id: "calacatta-gold" },
        { ...edited, translations: { ...edited.translations, es: { ...edited.translations.es, title: "Calacatta Oro Extra" } } },
      );
      expect(staleFields(await written(), "es")).toEqual([]);
      expect(staleFields(await written(), "zh")).toEqual(["title"]);
    });

    it("refuses a translated title over the limit with the same code as the English one", async () => {
      expect(
        await save(
          { mode: "add", addedBy: adminId },
          form({ translations: { es: { ...spanish, title: "x".repeat(201) }, ru: blank, ar: blank } }),
        ),
      ).toEqual({
        status: "invalid",
        field: "translations.es.title",
        code: "titleTooLong",
      });
    });
  });

  it("refuses to edit a product that no longer exists and creates nothing", async () => {
    expect(await save({ mode: "edit", id: "gone" }, form())).toEqual({ status: "not-found" });
    expect(await productCount()).toBe(0);
  });

  it("toggles the homepage flag, which hides the product from the brand pages", async () => {
    await save({ mode: "add", addedBy: adminId }, form());
    expect(await setProductHomepage(database.db, "calacatta-gold", false)).toBe("卡拉卡塔金");
    expect(await listHomepageProducts(database.db, "en", 100)).toEqual([]);
    expect(await setProductHomepage(database.db, "calacatta-gold", true)).toBe("卡拉卡塔金");
    expect(await listHomepageProducts(database.db, "en", 100)).toHaveLength(1);
    expect(await setProductHomepage(database.db, "gone", true)).toBeNull();
  });

  it("deletes a product, and says when there was nothing to delete", async () => {
    await save({ mode: "add", addedBy: adminId }, form());
    expect(await deleteProduct(database.db, "calacatta-gold")).toBe("卡拉卡塔金");
    expect(await productCount()).toBe(0);
    expect(await getProductDetail(database.db, "calacatta-gold", "en")).toBeNull();
    expect(await deleteProduct(database.db, "calacatta-gold")).toBeNull();
  });

  it("lists every product for the dashboard, hidden ones too, with the first 20 characters of the description", async () => {
    await save({ mode: "add", addedBy: adminId }, form());
    await save(
      { mode: "add", addedBy: adminId },
      form({ titleEn: "Hidden Slab", titleZh: "", visible: false, homepage: false, categoryId: "" }),
    );
    expect((await listAdminProducts(database.db, { q: "", category: null, sort: "order", page: 1 }, 24)).products).toMatchObject([
      {
        id: "calacatta-gold",
        title: "卡拉卡塔金",
        descriptionPreview: "White quartz with go…",
        categoryTitle: "卡拉卡塔",
        homepage: true,
        visible: true,
      },
      { id: "hidden-slab", title: "Hidden Slab", categoryTitle: null, homepage: false, visible: false },
    ]);
  });

  it.each([
    ["no English title", { titleEn: "   " }, { field: "titleEn", code: "required" }],
    ["no English description", { descriptionEn: "\n \r\n" }, { field: "descriptionEn", code: "required" }],
    ["no photo", { photoUrl: "" }, { field: "photoUrl", code: "required" }],
    ["a photo from another site", { photoUrl: "https://example.com/slab.jpg" }, { field: "photoUrl", code: "photoUrlInvalid" }],
    [
      "a photo address that leaves the media folder",
      { photoUrl: "/media/../data/database" },
      { field: "photoUrl", code: "photoUrlInvalid" },
    ],
    ["a photo that is not stored", { photoUrl: "/media/saide/missing-1600.jpg" }, { field: "photoUrl", code: "photoUrlInvalid" }],
    [
      "variants outside the saide/ folder",
      { photoVariants: JSON.stringify([{ width: 480, height: 300, format: "webp", key: "hero/x-480.webp" }]) },
      { field: "photoUrl", code: "photoVariantsInvalid" },
    ],
    ["variants that are not JSON", { photoVariants: "[{" }, { field: "photoUrl", code: "photoVariantsInvalid" }],
    ["an unknown category", { categoryId: "no-such-category" }, { field: "categoryId", code: "categoryUnknown" }],
    ["a title that is too long", { titleEn: "x".repeat(201) }, { field: "titleEn", code: "titleTooLong" }],
    [
      "too many keywords",
      { keywords: Array.from({ length: 31 }, (_, index) => `k${index}`).join(",") },
      { field: "keywords", code: "tooManyKeywords" },
    ],
    [
      "too many Chinese keywords",
      { keywordsZh: Array.from({ length: 31 }, (_, index) => `词${index}`).join("，") },
      { field: "keywordsZh", code: "tooManyKeywords" },
    ],
  ])("refuses a product with %s and writes nothing", async (_case, overrides, refusal) => {
    await save({ mode: "add", addedBy: adminId }, form({ titleZh: "原来的" }));
    const before = await database.db.select().from(products);
    const added = await save({ mode: "add", addedBy: adminId }, form(overrides));
    expect(added).toEqual({ status: "invalid", ...refusal });
    const edited = await save({ mode: "edit", id: "calacatta-gold" }, form(overrides));
    expect(edited.status).toBe("invalid");
    expect(await database.db.select().from(products)).toEqual(before);
  });

  it("borrows the responsive sizes of another product when its photo address is typed in", async () => {
    await save({ mode: "add", addedBy: adminId }, form());
    await save({ mode: "add", addedBy: adminId }, form({ titleEn: "Second", photoVariants: "[]" }));
    const [second] = await database.db.select().from(products).where(eq(products.id, "second"));
    expect(second!.photoVariants).toEqual(photo.variants);
  });

  it("drops submitted sizes that belong to a different photo than the one saved", async () => {
    const other = await storeImageVariants(storage, await jpeg(800, 500), "saide/other-test");
    await save({ mode: "add", addedBy: adminId }, form({ photoUrl: other.photoUrl }));
    const [stored] = await database.db.select().from(products);
    expect(stored!.photoVariants).toEqual([]);
  });

  it("previews both languages, Chinese falling back to English but for keywords, and needs what saving needs", async () => {
    const ready = await preview(form({ titleZh: "", descriptionZh: "" }));
    expect(ready.status).toBe("ready");
    if (ready.status !== "ready") return;
    expect(ready.preview.pages.en).toEqual({
      title: "Calacatta Gold",
      description: ["White quartz with gold veins.", "Polished finish."],
      keywords: ["calacatta", "gold", "white"],
      category: { slug: "calacatta", title: "Calacatta", visible: true },
      attributes: emptyStoneAttributes,
    });
    expect(ready.preview.pages.zh).toMatchObject({
      title: "Calacatta Gold",
      description: ["White quartz with gold veins.", "Polished finish."],
      keywords: [],
      category: { slug: "calacatta", title: "卡拉卡塔", visible: true },
    });
    expect(ready.preview.photo.src).toBe(photo.photoUrl);
    const refused = await preview(form({ descriptionEn: "" }));
    expect(refused).toEqual({ status: "invalid", field: "descriptionEn", code: "required" });
    expect(await productCount()).toBe(0);
  });

  describe("stone attributes", () => {
    let white: string;
    let veined: string;
    let polished: string;
    let honed: string;

    beforeAll(async () => {
      await database.db.delete(attributeOptions);
      const rows = await database.db
        .insert(attributeOptions)
        .values(
          [
            { kind: "colour", slug: "white", labelEn: "White", labelZh: "白色", sortOrder: 0 },
            { kind: "pattern", slug: "veined", labelEn: "Veined", labelZh: "脉纹", sortOrder: 0 },
            { kind: "finish", slug: "polished", labelEn: "Polished", labelZh: "抛光", sortOrder: 0 },
            { kind: "finish", slug: "honed", labelEn: "Honed", labelZh: "", sortOrder: 1 },
          ].map((row) => optionRow(row)),
        )
        .returning({ id: attributeOptions.id });
      [white, veined, polished, honed] = rows.map((row) => row.id) as [string, string, string, string];
    });

    /** Named in Russian, not in Arabic: an Arabic page shows the English name. */
    const jumboNames = { es: { label: "Jumbo" }, ru: { label: "Джамбо" }, ar: { label: "" } };
    const withAttributes = (overrides: Partial<ProductFormValues> = {}) =>
      form({
        colourIds: [white],
        patternIds: [veined],
        finishIds: [honed, polished],
        thicknessesMm: "30, 12，20",
        slabSizes: [{ labelEn: "Jumbo", labelZh: "大板", lengthMm: "3200", widthMm: "1600", translations: jumboNames }, blankSlabSizeRow()],
        applicationsEn: "Kitchen countertops, Vanity tops",
        applicationsZh: "厨房台面，浴室台面",
        certifications: "NSF, CE",
        specRowsEn: [{ label: "Density", value: "2.4 g/cm³" }],
        specRowsZh: [{ label: "密度", value: "2.4 g/cm³" }],
        ...overrides,
      });

    it("saves the attributes and the ticked options, shows them on the product page, and gives them back to the editor", async () => {
      expect(await save({ mode: "add", addedBy: adminId }, withAttributes())).toMatchObject({ status: "created", id: "calacatta-gold" });
      const zh = (await getProductDetail(database.db, "calacatta-gold", "zh"))!.attributes;
      expect(zh).toEqual({
        colours: [expect.objectContaining({ slug: "white", label: "白色" })],
        patterns: [expect.objectContaining({ slug: "veined", label: "脉纹" })],
        finishes: [expect.objectContaining({ label: "抛光" }), expect.objectContaining({ label: "Honed" })],
        thicknessesMm: [12, 20, 30],
        slabSizes: [{ label: "大板", lengthMm: 3200, widthMm: 1600 }],
        applications: ["厨房台面", "浴室台面"],
        certifications: ["NSF", "CE"],
        specRows: [{ label: "密度", value: "2.4 g/cm³" }],
      });
      for (const [language, label] of [
        ["ru", "Джамбо"],
        ["ar", "Jumbo"],
      ] as const) {
        expect((await getProductDetail(database.db, "calacatta-gold", language))!.attributes.slabSizes).toEqual([
          { label, lengthMm: 3200, widthMm: 1600 },
        ]);
      }
      const [stored] = await database.db.select({ slabSizes: products.slabSizes }).from(products).where(eq(products.id, "calacatta-gold"));
      // Only the names written are stored, each with when it was written.
      const written = { label: expect.any(String) };
      expect(stored!.slabSizes).toEqual([
        {
          texts: { en: { label: "Jumbo" }, zh: { label: "大板" }, es: { label: "Jumbo" }, ru: { label: "Джамбо" } },
          textTimes: { en: written, zh: written, es: written, ru: written },
          lengthMm: 3200,
          widthMm: 1600,
        },
      ]);
      const values = (await getProductFormValues(database.db, "calacatta-gold"))!;
      expect(values).toMatchObject({
        colourIds: [white],
        patternIds: [veined],
        finishIds: [polished, honed],
        thicknessesMm: "12, 20, 30",
        slabSizes: [{ labelEn: "Jumbo", labelZh: "大板", lengthMm: "3200", widthMm: "1600", translations: jumboNames }],
        applicationsZh: "厨房台面，浴室台面",
        certifications: "NSF, CE",
      });
      expect(await save({ mode: "edit", id: "calacatta-gold" }, { ...values, finishIds: [honed], colourIds: [] })).toEqual({
        status: "updated",
        id: "calacatta-gold",
      });
      const en = (await getProductDetail(database.db, "calacatta-gold", "en"))!.attributes;
      expect([en.colours, en.finishes.map((option) => option.label)]).toEqual([[], ["Honed"]]);
    });

    it("marks a size's translated names out of date when its English name changes, until they are written again", async () => {
      await save({ mode: "add", addedBy: adminId }, withAttributes());
      const values = (await getProductFormValues(database.db, "calacatta-gold"))!;
      await save({ mode: "edit", id: "calacatta-gold" }, values);
      expect(await readProductStaleFields(database.db, "calacatta-gold")).toEqual({});
      const [jumbo] = values.slabSizes;
      await save({ mode: "edit", id: "calacatta-gold" }, { ...values, slabSizes: [{ ...jumbo!, labelEn: "Jumbo Plus", labelZh: "大板" }] });
      expect(await readProductStaleFields(database.db, "calacatta-gold")).toEqual({ es: ["slabSizes"], ru: ["slabSizes"] });

      const renamed = (await getProductFormValues(database.db, "calacatta-gold"))!;
      const [size] = renamed.slabSizes;
      const translations = { ...size!.translations, ru: { label: "Джамбо Плюс" } };
      await save({ mode: "edit", id: "calacatta-gold" }, { ...renamed, slabSizes: [{ ...size!, translations }] });
      expect(await readProductStaleFields(database.db, "calacatta-gold")).toEqual({ es: ["slabSizes"] });
    });

    it("refuses an option that does not exist, or belongs to another list, and stores nothing", async () => {
      expect(await save({ mode: "add", addedBy: adminId }, withAttributes({ colourIds: [polished] }))).toEqual({
        status: "invalid",
        field: "colourIds",
        code: "optionUnknown",
      });
      expect(
        await save({ mode: "add", addedBy: adminId }, withAttributes({ finishIds: ["00000000-0000-4000-8000-000000000000"] })),
      ).toEqual({
        status: "invalid",
        field: "finishIds",
        code: "optionUnknown",
      });
      expect(await productCount()).toBe(0);
    });

    it("previews the attributes in both languages", async () => {
      const ready = await preview(withAttributes());
      expect(
        ready.status === "ready" && [
          ready.preview.pages.en.attributes.patterns[0]?.label,
          ready.preview.pages.zh.attributes.patterns[0]?.label,
        ],
      ).toEqual(["Veined", "脉纹"]);
    });

    it("gives a duplicated product the original's options and attributes", async () => {
      await save({ mode: "add", addedBy: adminId }, withAttributes());
      const copy = await duplicateProduct(database.db, "calacatta-gold", adminId, { en: " (copy)", zh: "（副本）" });
      const copied = (await getProductDetail(database.db, copy!.id, "en", { includeHidden: true }))!.attributes;
      const original = (await getProductDetail(database.db, "calacatta-gold", "en"))!.attributes;
      expect(copied).toEqual(original);
      expect(await database.db.select().from(productOptions)).toHaveLength(8);
    });
  });
});

describe("uploaded photos", () => {
  let storageRoot: string;
  let storage: Storage;
  let database: DatabaseHandle;
  const uploaderId = "5f0c6a52-8f5e-4c1e-9d0a-3c2b1a000042";
  const upload = (file: File | null) => storeUploadedPhoto({ db: database.db, storage }, file, uploaderId);
  beforeAll(async () => {
    storageRoot = mkdtempSync(path.join(tmpdir(), "product-photo-"));
    storage = createLocalStorage(storageRoot);
    database = await openTestDatabase("pglite");
    await database.db.insert(users).values({ id: uploaderId, email: "owner@example.com", passwordHash: "x", role: "owner" });
  });
  afterAll(async () => {
    rmSync(storageRoot, { recursive: true, force: true });
    await database.close();
  });

  it("refuses a file that is not an image, whatever its name says, and stores nothing", async () => {
    const refused = await upload(new File(["this is text, not a photo"], "slab.jpg", { type: "image/jpeg" }));
    expect(refused).toEqual({ ok: false, status: 415, code: "notAnImage" });
    expect(await storage.list()).toEqual([]);
  });

  it("refuses a missing file", async () => {
    expect(await upload(null)).toMatchObject({ ok: false, status: 400 });
    expect(await upload(new File([], "empty.jpg"))).toMatchObject({ ok: false, status: 400 });
  });

  it("stores a 12-megapixel photo as WebP sizes, a JPEG and the share picture, without its GPS position, and reports how long it took", async () => {
    const original = await sharp({
      create: { width: 4000, height: 3000, channels: 3, background: "#999", noise: { type: "gaussian", mean: 128, sigma: 40 } },
    })
      .withExif({ IFD3: { GPSLatitudeRef: "N", GPSLatitude: "31/1 14/1 0/1" } })
      .jpeg({ quality: 90 })
      .toBuffer();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const started = performance.now();
    const stored = await upload(new File([new Uint8Array(original)], "Big Slab.jpg", { type: "image/jpeg" }));
    const milliseconds = Math.round(performance.now() - started);
    console.info(
      `12-megapixel upload (${(original.length / 1024 / 1024).toFixed(1)} MB JPEG) stored with its variants in ${milliseconds} ms`,
    );
    expect(stored.ok).toBe(true);
    if (!stored.ok) return;
    expect(stored.image.photoUrl).toMatch(/^\/media\/saide\/big-slab-[0-9a-f]{8}-1600\.jpg$/);
    expect(stored.image.variants.map((variant) => `${variant.format}:${variant.width}x${variant.height}`)).toEqual([
      "webp:480x360",
      "webp:960x720",
      "webp:1600x1200",
      "webp:480x853",
      "webp:750x1333",
      "webp:1080x1920",
      "jpeg:1600x1200",
      "jpeg:1200x630",
    ]);
    const storedBytes = async (key: string) => {
      const chunks: Buffer[] = [];
      for await (const chunk of (await storage.get(key))!.body) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks);
    };
    for (const key of [
      stored.image.photoUrl.slice("/media/".length),
      stored.image.variants.find((variant) => variant.crop === "share")!.key,
    ]) {
      expect((await sharp(await storedBytes(key)).metadata()).exif, key).toBeUndefined();
    }
    const [libraryImage] = await database.db.select().from(media);
    expect(libraryImage).toMatchObject({
      filename: "Big Slab.jpg",
      width: 1600,
      height: 1200,
      uploadedBy: uploaderId,
      variants: stored.image.variants,
    });
  });
});
