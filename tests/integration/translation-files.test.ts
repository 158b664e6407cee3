import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import js2xliff from "xliff/js2xliff";
import xliff2js from "xliff/xliff2js";
import type { DatabaseHandle } from "~/database/client.server";
import { categories, media, posts, productPhotos, products, revisions, siteSettings, users } from "~/database/schema";
import { staleFields, textColumns, writeTexts, writtenTextsOf } from "~/i18n/owner-texts";
import { publishRevision, readPageDocument } from "~/modules/site-settings/page-drafts.server";
import { readQuoteSettings } from "~/modules/quotes/quote-settings.server";
import { createAttributeOption, readAdminAttributeOption } from "~/modules/catalogue/attribute-options.server";
import { createCategory, readAdminCategory, saveCategory } from "~/modules/catalogue/categories.server";
import { readPhotoLibrary, readProductStates, readSheetLookups } from "~/modules/catalogue/catalogue-export.server";
import type { ProductState } from "~/modules/catalogue/catalogue-sheet";
import { lastProductRevision, saveProductState } from "~/modules/catalogue/catalogue-import.server";
import { readProductStaleFields } from "~/modules/catalogue/product-form.server";
import { addGalleryPhoto, getGallery, saveGalleryAlt } from "~/modules/catalogue/product-gallery.server";
import { saveProductLanguage } from "~/modules/catalogue/product-translations.server";
import { revisionKinds } from "~/modules/history/revision-kinds.server";
import { createPost, readPost } from "~/modules/news/news.server";
import { listRevisions } from "~/modules/revisions/revisions.server";
import { readTranslationSheet } from "~/modules/translations/translation-sheet.server";
import {
  applyImport,
  exportTranslationFile,
  previewImport,
  translationWork,
  unitsIn,
  type ImportPreview,
} from "~/modules/translations/translation-files.server";
import { readMissingTranslations } from "~/modules/translations/missing-records.server";
import { toXlsx } from "~/modules/spreadsheets/xlsx.server";
import { readSheet } from "read-excel-file/node";
import { databaseKinds, openTestDatabase } from "../support/database";

const body = {
  type: "doc" as const,
  content: [
    {
      type: "paragraph",
      content: [
        { type: "text", text: "Two new " },
        { type: "text", text: "presses", marks: [{ type: "bold" }] },
        { type: "text", text: " arrived." },
      ],
    },
  ],
};

describe.each(databaseKinds)("files for translators, on %s", (kind) => {
  let database: DatabaseHandle;
  let owner: { id: string; email: string };
  let categoryId: string;
  let postId: string;
  let optionId: string;
  let imageId: string;
  const productId = "calacatta-gold";

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    const [row] = await database.db.insert(users).values({ email: "owner@saide.cn", passwordHash: "x", role: "owner" }).returning();
    owner = { id: row!.id, email: row!.email };
    const category = await createCategory(
      database.db,
      {
        slug: "calacatta-series",
        texts: { en: { title: "Calacatta Series", description: "White with grey veins." }, zh: { title: "卡拉卡塔系列" } },
        imageId: null,
        visible: true,
      },
      owner,
    );
    categoryId = category.ok ? category.id : "";
    const post = await createPost(
      database.db,
      {
        slug: "new-presses",
        texts: { en: { title: "New presses", summary: "Capacity doubles.", body } },
        coverImageId: null,
        status: "published",
        publishedAt: new Date("2026-11-01T00:00:00Z"),
      },
      owner,
    );
    postId = post.ok ? post.id : "";
    const option = await createAttributeOption(database.db, "colour", { slug: "white", texts: { en: { label: "White" } } });
    optionId = option.ok ? option.id : "";
    await database.db.insert(products).values({
      id: productId,
      texts: {
        en: {
          title: "Calacatta Gold",
          description: ["Bright white with gold veins.", "Book-matched slabs."],
          keywords: [],
          applications: ["Kitchen tops"],
          specRows: [{ label: "Density", value: "2.4 g/cm³" }],
        },
      },
      photoUrl: "/media/x.jpg",
      slabSizes: [
        { texts: { en: { label: "Jumbo" } }, lengthMm: 3200, widthMm: 1600 },
        { texts: { en: { label: "Standard" } }, lengthMm: 3000, widthMm: 1400 },
      ],
    });
    // A product's revision names its card photo, so a restore needs one in the library.
    const [photo] = await database.db
      .insert(media)
      .values({
        baseKey: "t/gold",
        filename: "gold.jpg",
        width: 10,
        height: 10,
        variants: [],
        texts: { en: { alt: "A slab of Calacatta Gold" } },
      })
      .returning();
    imageId = photo!.id;
    await database.db.insert(productPhotos).values({ productId, mediaId: photo!.id, position: 0, isCard: true });
  });
  afterAll(() => database.close());

  /** The exported XLIFF with targets filled in by another tool, as a translator would send it back. */
  async function translatedXliff(
    language: "es" | "ar" | "ru",
    targets: Record<string, (source: unknown) => unknown>,
    scope: "todo" | "all" = "todo",
  ) {
    const file = await exportTranslationFile(database.db, language, scope, "xliff");
    const js = await xliff2js(String(file.body));
    for (const units of Object.values(js.resources))
      for (const [id, unit] of Object.entries(units)) if (targets[id]) unit.target = targets[id](unit.source);
    return Buffer.from(await js2xliff(js));
  }

  const stored = async () => ({
    categories: await database.db.select().from(categories).orderBy(categories.id),
    posts: await database.db.select().from(posts).orderBy(posts.id),
    settings: await database.db.select().from(siteSettings).orderBy(siteSettings.key),
    // Saved by the owner: a record's first save also keeps the state before it, saved by nobody.
    revisions: (await database.db.select({ id: revisions.id }).from(revisions).where(eq(revisions.authorEmail, "owner@saide.cn"))).length,
  });

  it("exports, previews, applies as one revision per record, times the texts current, and restore undoes it", async () => {
    expect((await translationWork(database.db)).es).toMatchObject({ stale: 0 });
    const missingBefore = (await translationWork(database.db)).es.missing;
    const upload = await translatedXliff("es", {
      [`category:${categoryId}:title`]: () => "Serie Calacatta",
      [`category:${categoryId}:description`]: () => "Blanco con vetas grises.",
      [`post:${postId}:title`]: () => "Nuevas prensas",
      [`post:${postId}:body:1`]: (source) => {
        const [, bold] = source as unknown[];
        return ["Llegaron dos ", { Span: { ...(bold as { Span: object }).Span, contents: "prensas" } }, " nuevas."];
      },
      "company:site:name": () => "Guangdong Saide Nuevos Materiales",
    });
    const before = await stored();
    const preview = (await previewImport(database.db, "es", upload)) as ImportPreview;
    expect(preview.check.problems).toEqual([]);
    expect(preview.check.changes.map((change) => change.unit.id).sort()).toEqual(
      [
        "company:site:name",
        `category:${categoryId}:description`,
        `category:${categoryId}:title`,
        `post:${postId}:body:1`,
        `post:${postId}:title`,
      ].sort(),
    );
    // The preview changes nothing.
    expect(await stored()).toEqual(before);

    const applied = await applyImport(database.db, "es", JSON.parse(JSON.stringify(preview)), owner);
    expect(applied).toEqual({ applied: 5, warnings: [] });
    const category = (await readAdminCategory(database.db, categoryId))!;
    expect(category.texts.es).toEqual({ title: "Serie Calacatta", description: "Blanco con vetas grises." });
    expect(staleFields({ texts: category.texts, times: category.textTimes }, "es")).toEqual([]);
    const post = (await readPost(database.db, postId))!;
    expect(post.content.texts.es?.body).toEqual({
      type: "doc",
      content: [
        {
          type: "paragraph",
          content: [
            { type: "text", text: "Llegaron dos " },
            { type: "text", text: "prensas", marks: [{ type: "bold" }] },
            { type: "text", text: " nuevas." },
          ],
        },
      ],
    });
    expect((await translationWork(database.db)).es.missing).toBe(missingBefore - 5);
    // One revision per record changed: the category, the post and the company details.
    expect((await stored()).revisions - before.revisions).toBe(3);

    // Sent again, the file changes nothing: its texts are stored already.
    expect(await applyImport(database.db, "es", preview, owner)).toEqual({ applied: 0, warnings: [] });
    // A record saved between the preview and the apply refuses the whole file.
    const renamed = await translatedXliff("es", { [`category:${categoryId}:title`]: () => "Serie Calacatta Oro" }, "all");
    const later = (await previewImport(database.db, "es", renamed)) as ImportPreview;
    const { slug, imageId, visible, texts, version } = (await readAdminCategory(database.db, categoryId))!;
    expect(await saveCategory(database.db, categoryId, { slug, imageId, visible: !visible, texts }, version, owner)).toBe("saved");
    expect(await applyImport(database.db, "es", later, owner)).toEqual({ problem: "changedMeanwhile", warnings: [] });
    const category2 = (await readAdminCategory(database.db, categoryId))!;
    expect(category2.texts.es?.title).toBe("Serie Calacatta");

    const [latest] = await listRevisions(database.db, "category", categoryId);
    expect(latest!.version).toBe(category2.version);
    // The revision before the visibility change is the import's: the one before that, the state it replaced.
    const beforeImport = (await listRevisions(database.db, "category", categoryId))[2]!;
    expect(await revisionKinds.category!.restore(database.db, categoryId, beforeImport.data, category2.version, owner)).toBe("saved");
    expect((await readAdminCategory(database.db, categoryId))!.texts.es).toBeUndefined();
  });

  it("translates a product (texts, specification cells, a slab size's name), a list option and an image's alt text, one revision each that restore undoes", async () => {
    const p = (field: string) => `product:${productId}:${field}`;
    const upload = await translatedXliff("es", {
      [p("title")]: () => "Calacatta Oro",
      [p("description:1")]: () => "Blanco brillante con vetas doradas.",
      [p("description:2")]: () => "Tablas a libro abierto.",
      [p("specRows:1")]: () => "Densidad",
      [p("specRows:2")]: () => "2,4 g/cm³",
      [p("slabSizes:2")]: () => "Estándar",
      [`option:${optionId}:label`]: () => "Blanco",
      [`image:${imageId}:alt`]: () => "Una tabla de Calacatta Oro",
    });
    const preview = (await previewImport(database.db, "es", upload)) as ImportPreview;
    expect(preview.check.problems).toEqual([]);
    expect(preview.check.warnings).toEqual([]);
    expect(preview.check.changes).toHaveLength(8);
    const productVersion = (await lastProductRevision(database.db, productId)) ?? 1;
    const optionBefore = (await readAdminAttributeOption(database.db, optionId))!;
    expect(await applyImport(database.db, "es", JSON.parse(JSON.stringify(preview)), owner)).toEqual({ applied: 8, warnings: [] });

    const state = (await readProductStates(database.db, [productId])).get(productId)!;
    expect(state.texts.es).toEqual({
      title: "Calacatta Oro",
      description: ["Blanco brillante con vetas doradas.", "Tablas a libro abierto."],
      specRows: [{ label: "Densidad", value: "2,4 g/cm³" }],
    });
    // Each size's name stands alone: the one translated is written, the other keeps showing the English.
    expect(state.slabSizes.map((size) => size.texts.es?.label)).toEqual([undefined, "Estándar"]);
    expect((await readAdminAttributeOption(database.db, optionId))!.texts.es).toEqual({ label: "Blanco" });
    const productRevisions = await listRevisions(database.db, "product", productId);
    const optionRevisions = await listRevisions(database.db, "attribute-option", optionId);
    const imageRevisions = await listRevisions(database.db, "image", imageId);
    expect(imageRevisions).toHaveLength(2);
    expect((await database.db.select().from(media).where(eq(media.id, imageId)))[0]!.texts.es).toEqual({
      alt: "Una tabla de Calacatta Oro",
    });
    expect(productRevisions.map((revision) => revision.version)).toEqual([productVersion + 1, productVersion]);
    expect(optionRevisions.map((revision) => revision.version)).toEqual([optionBefore.version + 1, optionBefore.version]);

    // Restoring the revisions before the import undoes it.
    expect(await revisionKinds.product!.restore(database.db, productId, productRevisions[1]!.data, productVersion + 1, owner)).toBe(
      "saved",
    );
    expect(
      await revisionKinds["attribute-option"]!.restore(database.db, optionId, optionRevisions[1]!.data, optionBefore.version + 1, owner),
    ).toBe("saved");
    expect(await revisionKinds.image!.restore(database.db, imageId, imageRevisions[1]!.data, imageRevisions[0]!.version, owner)).toBe(
      "saved",
    );
    expect((await database.db.select().from(media).where(eq(media.id, imageId)))[0]!.texts.es).toBeUndefined();
    const restored = (await readProductStates(database.db, [productId])).get(productId)!;
    expect(restored.texts.es).toBeUndefined();
    expect(restored.slabSizes.map((size) => size.texts.es)).toEqual([undefined, undefined]);
    expect((await readAdminAttributeOption(database.db, optionId))!.texts.es).toBeUndefined();
  });

  it("counts a product's translation out of date once its English changes, and refuses names of sizes changed since export", async () => {
    const version = (await lastProductRevision(database.db, productId)) ?? 1;
    expect(
      await saveProductLanguage(
        database.db,
        productId,
        "ru",
        { texts: { title: "Калакатта Голд" }, slabSizeNames: ["Джамбо", ""] },
        version,
        owner,
      ),
    ).toBe("saved");
    const stale = (await translationWork(database.db)).ru.stale;
    const upload = await translatedXliff("ru", { [`product:${productId}:slabSizes:2`]: () => "Стандарт" });
    // The owner renames the English title and the second size in the editor's own save.
    await database.db.transaction(async (tx) => {
      const state = (await readProductStates(tx, [productId])).get(productId)!;
      const renamed = {
        ...state,
        texts: { ...state.texts, en: { ...state.texts.en, title: "Calacatta Gold Extra" } },
        slabSizes: state.slabSizes.map((size, index) => (index === 1 ? { ...size, texts: { en: { label: "Slim" } } } : size)),
      };
      await saveProductState(tx, productId, renamed, owner, await readSheetLookups(tx, await readPhotoLibrary(tx, []), ""));
    });
    expect((await translationWork(database.db)).ru.stale).toBe(stale + 1);
    // The product editor marks the Russian title as written before its English changed.
    expect(await readProductStaleFields(database.db, productId)).toEqual({ ru: ["title"] });
    const preview = (await previewImport(database.db, "ru", upload)) as ImportPreview;
    expect(preview.check.warnings.map((warning) => [warning.code, warning.entry])).toEqual([
      ["sourceChanged", `product:${productId}:slabSizes:2`],
    ]);
  });

  it("shows a slab size's translated name out of date once its English changes, until the name is written again", async () => {
    const sizeUnit = async () => (await unitsIn(database.db, "ru")).units.find((unit) => unit.id === `product:${productId}:slabSizes:1`);
    const writeRussian = async (texts: { title?: string }, slabSizeNames: string[]) =>
      saveProductLanguage(
        database.db,
        productId,
        "ru",
        { texts, slabSizeNames },
        (await lastProductRevision(database.db, productId)) ?? 1,
        owner,
      );
    // The Russian title written again, so only the size's name can be out of date below.
    expect(await writeRussian({ title: "Калакатта Голд Экстра" }, ["Джамбо", ""])).toBe("saved");
    expect(await sizeUnit()).toMatchObject({ source: ["Jumbo"], target: ["Джамбо"], state: "current" });
    expect(await readProductStaleFields(database.db, productId)).toEqual({});
    expect((await readMissingTranslations(database.db)).ru.products.stale).toBe(0);
    const stale = (await translationWork(database.db)).ru.stale;
    const editProduct = (change: (state: ProductState) => ProductState) =>
      database.db.transaction(async (tx) => {
        const state = (await readProductStates(tx, [productId])).get(productId)!;
        await saveProductState(tx, productId, change(state), owner, await readSheetLookups(tx, await readPhotoLibrary(tx, []), ""));
      });
    await editProduct((state) => {
      const [first, ...rest] = state.slabSizes;
      return { ...state, slabSizes: [{ ...first!, texts: { ...first!.texts, en: { label: "Jumbo Plus" } } }, ...rest] };
    });

    expect(await sizeUnit()).toMatchObject({ source: ["Jumbo Plus"], target: ["Джамбо"], state: "stale" });
    expect((await translationWork(database.db)).ru.stale).toBe(stale + 1);
    expect(await readProductStaleFields(database.db, productId)).toEqual({ ru: ["slabSizes"] });
    expect((await readMissingTranslations(database.db)).ru.products.stale).toBe(1);
    // The Spanish has no name for the size: it is missing there, not out of date.
    expect((await readMissingTranslations(database.db)).es.products.stale).toBe(0);

    expect(await writeRussian({}, ["Джамбо Плюс", ""])).toBe("saved");
    expect(await sizeUnit()).toMatchObject({ target: ["Джамбо Плюс"], state: "current" });
    expect(await readProductStaleFields(database.db, productId)).toEqual({});
    // A save that changes something else keeps the names' times.
    await editProduct((state) => ({ ...state, certifications: [...state.certifications, "NSF"] }));
    expect(await sizeUnit()).toMatchObject({ state: "current" });
    expect(
      (await database.db.select({ sizes: products.slabSizes }).from(products).where(eq(products.id, productId)))[0]!.sizes[0],
    ).toMatchObject({
      texts: { en: { label: "Jumbo Plus" }, ru: { label: "Джамбо Плюс" } },
      textTimes: { en: { label: expect.any(String) }, ru: { label: expect.any(String) } },
    });
  });

  it("translates the quotes' payment terms, saved as a revision of the quote settings", async () => {
    const upload = await translatedXliff("es", {
      "quote-terms:site:paymentTerms": () => "30 % de anticipo por T/T, saldo contra copia del B/L",
    });
    const preview = (await previewImport(database.db, "es", upload)) as ImportPreview;
    expect(await applyImport(database.db, "es", preview, owner)).toEqual({ applied: 1, warnings: [] });
    const { settings, version } = await readQuoteSettings(database.db);
    expect(settings.terms.texts.es).toEqual({ paymentTerms: "30 % de anticipo por T/T, saldo contra copia del B/L" });
    expect((await listRevisions(database.db, "quote-settings", "site"))[0]!.version).toBe(version);
  });

  it("translates a home slide and the contact dialog as one revision of the home page, and counts a slide out of date once its English changes", async () => {
    const { published, version } = await readPageDocument(database.db, "homePage");
    const [first, ...rest] = published.slides;
    const captioned = { ...first!, texts: { en: { heading: "Quartz for kitchens", text: "", link: "" } }, textTimes: {} };
    expect(await publishRevision(database.db, "homePage", { ...published, slides: [captioned, ...rest] }, version, owner)).toBe("saved");
    const upload = await translatedXliff("es", {
      "home-page:site:slideHeading:1": () => "Cuarzo para cocinas",
      "home-page:site:modalTitle": () => "Contáctenos",
    });
    const preview = (await previewImport(database.db, "es", upload)) as ImportPreview;
    expect(preview.check.changes.map((change) => change.unit.id).sort()).toEqual([
      "home-page:site:modalTitle",
      "home-page:site:slideHeading:1",
    ]);
    expect(await applyImport(database.db, "es", preview, owner)).toEqual({ applied: 2, warnings: [] });
    const home = await readPageDocument(database.db, "homePage");
    expect(home.published.slides[0]!.texts.es).toEqual({ heading: "Cuarzo para cocinas" });
    expect(home.published.modal.texts.es).toEqual({ title: "Contáctenos" });
    const history = await listRevisions(database.db, "home-page", "site");
    expect(history[0]!.version).toBe(home.version);

    const stale = (await translationWork(database.db)).es.stale;
    const renamed = {
      ...home.published.slides[0]!,
      ...textColumns(writeTexts(writtenTextsOf(home.published.slides[0]!), "en", { heading: "Quartz for every kitchen" }, new Date())),
    };
    await publishRevision(database.db, "homePage", { ...home.published, slides: [renamed, ...rest] }, home.version, owner);
    expect((await translationWork(database.db)).es.stale).toBe(stale + 1);

    // Restoring the state before the import takes the Spanish away again.
    const latest = await readPageDocument(database.db, "homePage");
    expect(await revisionKinds["home-page"]!.restore(database.db, "site", history[1]!.data, latest.version, owner)).toBe("saved");
    expect((await readPageDocument(database.db, "homePage")).published.modal.texts.es).toBeUndefined();
  });

  it("shows a translation out of date once its English changes, and a file of it flags the English as changed", async () => {
    const upload = await translatedXliff("es", { [`category:${categoryId}:title`]: () => "Colección Calacatta" }, "all");
    const current = (await readAdminCategory(database.db, categoryId))!;
    await saveCategory(
      database.db,
      categoryId,
      {
        slug: current.slug,
        imageId: null,
        visible: true,
        texts: { ...current.texts, en: { ...current.texts.en, title: "Calacatta Collection" }, es: { title: "Serie Calacatta" } },
      },
      current.version,
      owner,
    );
    const edited = (await readAdminCategory(database.db, categoryId))!;
    const english = { ...edited.texts, en: { ...edited.texts.en, title: "Calacatta Gold Collection" } };
    await saveCategory(database.db, categoryId, { slug: edited.slug, imageId: null, visible: true, texts: english }, edited.version, owner);
    expect((await translationWork(database.db)).es.stale).toBe(1);
    const preview = (await previewImport(database.db, "es", upload)) as ImportPreview;
    expect(preview.check.warnings.map((warning) => [warning.code, warning.entry])).toContainEqual([
      "sourceChanged",
      `category:${categoryId}:title`,
    ]);
    expect(preview.check.changes.map((change) => change.unit.id)).not.toContain(`category:${categoryId}:title`);
  });

  it("refuses a file for another language, a damaged one, a text too long, an unknown entry and the wrong script, changing nothing", async () => {
    const before = await stored();
    const spanish = await translatedXliff("es", { [`category:${categoryId}:description`]: () => "Blanco." });
    expect(await previewImport(database.db, "ru", spanish)).toEqual({ problem: "otherLanguage", fileLanguage: "es" });
    expect(await previewImport(database.db, "es", spanish.subarray(0, spanish.length / 2))).toMatchObject({ problem: "damaged" });

    const tooLong = await translatedXliff("es", { [`category:${categoryId}:description`]: () => "Blanco".repeat(200) });
    expect(((await previewImport(database.db, "es", tooLong)) as ImportPreview).check.problems).toEqual([
      { code: "tooLong", entry: `category:${categoryId}:description`, max: 1000, length: 1200 },
    ]);
    const wrongScript = await translatedXliff("ar", { [`category:${categoryId}:description`]: () => "Blanco con vetas." });
    expect(((await previewImport(database.db, "ar", wrongScript)) as ImportPreview).check.problems).toEqual([
      { code: "script", entry: `category:${categoryId}:description` },
    ]);
    const unknown = Buffer.from(
      String(spanish).replace(`category:${categoryId}:description`, "category:00000000-0000-4000-8000-000000000000:description"),
    );
    const refused = (await previewImport(database.db, "es", unknown)) as ImportPreview;
    expect(refused.check.problems).toEqual([{ code: "unknown", entry: "category:00000000-0000-4000-8000-000000000000:description" }]);
    // Applying a refused file anyway changes nothing either.
    expect(
      await applyImport(
        database.db,
        "es",
        { entries: [...refused.entries, { id: "category:x:title", source: [], target: ["x"] }], versions: {} },
        owner,
      ),
    ).toMatchObject({
      problem: "problems",
    });
    expect(await stored()).toEqual(before);
  });

  it("writes an Excel sheet a translator fills in and imports back", async () => {
    const file = await exportTranslationFile(database.db, "ar", "todo", "xlsx");
    const rows = (await readSheet(Buffer.from(file.body as Uint8Array))).map((row) =>
      row.map((cell) => (cell === null ? "" : String(cell))),
    );
    expect(rows[0]![1]).toBe("ar");
    expect(rows[0]!.join(" ")).toMatch(/\d+ words to translate/);
    const row = rows.find((candidate) => candidate[0] === `category:${categoryId}:description`)!;
    row[4] = "أبيض مع عروق رمادية.";
    const sheet = await toXlsx(rows, { headerRows: 2 });
    expect((await readTranslationSheet(sheet)).ok).toBe(true);
    const preview = (await previewImport(database.db, "ar", sheet)) as ImportPreview;
    expect(preview.check.problems).toEqual([]);
    expect(await applyImport(database.db, "ar", preview, owner)).toEqual({ applied: 1, warnings: [] });
    const [category] = await database.db.select().from(categories).where(eq(categories.id, categoryId));
    expect(category!.texts.ar).toEqual({ description: "أبيض مع عروق رمادية." });
  });

  // Last: it leaves a Spanish alt text out of date, which the counts above do not expect.
  it("holds a gallery photo's own alt text after its product, imports it as one revision restore undoes, and counts it out of date once its English changes", async () => {
    const [close] = await database.db
      .insert(media)
      .values({ baseKey: "t/gold-close", filename: "gold-close.jpg", width: 10, height: 10, variants: [] })
      .returning();
    expect(await addGalleryPhoto(database.db, productId, close!.id)).toBe("done");
    const [card, closeUp] = (await getGallery(database.db, productId))!.photos;
    const unit = `gallery-photo:${closeUp!.id}:alt`;
    // Without an English alt text of its own, a photo shows the library image's, a text of its own already.
    expect(String((await exportTranslationFile(database.db, "es", "all", "xliff")).body)).not.toContain("gallery-photo:");
    expect(
      await saveGalleryAlt(
        database.db,
        productId,
        closeUp!.id,
        { en: "Gold veins, close up", zh: "金色纹理特写" },
        closeUp!.version,
        owner,
      ),
    ).toBe("done");

    const xliff = String((await exportTranslationFile(database.db, "es", "todo", "xliff")).body);
    expect(xliff).toContain(`<unit id="${unit}" name="Product gallery “Calacatta Gold Extra — photo 2”: Alt text">`);
    expect(xliff).not.toContain(`gallery-photo:${card!.id}`);
    const unitXml = xliff.slice(xliff.indexOf(`<unit id="${unit}"`), xliff.indexOf("</unit>", xliff.indexOf(`<unit id="${unit}"`)));
    expect(unitXml).toContain("At most 300 characters");
    expect(unitXml).toContain(">Gold veins, close up</source>");
    // The sheet lists the photo right after its product's own texts.
    const sheet = await exportTranslationFile(database.db, "es", "all", "xlsx");
    const ids = (await readSheet(Buffer.from(sheet.body as Uint8Array))).map((row) => String(row[0]));
    const lastOfProduct = ids.findLastIndex((id) => id.startsWith(`product:${productId}:`));
    expect(ids[lastOfProduct + 1]).toBe(unit);

    const missing = (await translationWork(database.db)).es.missing;
    const tooLong = await translatedXliff("es", { [unit]: () => "Vetas doradas".repeat(25) });
    expect(((await previewImport(database.db, "es", tooLong)) as ImportPreview).check.problems).toEqual([
      { code: "tooLong", entry: unit, max: 300, length: 325 },
    ]);
    const upload = await translatedXliff("es", { [unit]: () => "Vetas doradas de cerca" });
    const preview = (await previewImport(database.db, "es", upload)) as ImportPreview;
    expect(preview.check.changes.map((change) => change.unit.id)).toEqual([unit]);
    expect(await applyImport(database.db, "es", JSON.parse(JSON.stringify(preview)), owner)).toEqual({ applied: 1, warnings: [] });
    const translated = (await getGallery(database.db, productId))!.photos[1]!;
    expect(translated.alt).toEqual({ en: "Gold veins, close up", zh: "金色纹理特写", es: "Vetas doradas de cerca" });
    expect((await translationWork(database.db)).es.missing).toBe(missing - 1);
    const history = await listRevisions(database.db, "gallery-photo", closeUp!.id);
    expect(history.map((revision) => [revision.version, revision.authorEmail])).toEqual([
      [3, "owner@saide.cn"],
      [2, "owner@saide.cn"],
      [1, ""],
    ]);

    // The owner rewrites the English on the gallery screen, keeping the Spanish: it is out of date now.
    const stale = (await translationWork(database.db)).es.stale;
    expect(
      await saveGalleryAlt(
        database.db,
        productId,
        closeUp!.id,
        { ...translated.alt, en: "Gold veins in close-up" },
        translated.version,
        owner,
      ),
    ).toBe("done");
    expect((await translationWork(database.db)).es.stale).toBe(stale + 1);

    // Restoring the state before the import takes the Spanish away again.
    expect(await revisionKinds["gallery-photo"]!.restore(database.db, closeUp!.id, history[1]!.data, translated.version + 1, owner)).toBe(
      "saved",
    );
    expect((await getGallery(database.db, productId))!.photos[1]!.alt).toEqual({ en: "Gold veins, close up", zh: "金色纹理特写" });
  });
});
