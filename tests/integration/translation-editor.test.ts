import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/database/client.server";
import { media, productPhotos, products, users } from "~/database/schema";
import { createCategory, readAdminCategory, saveCategory } from "~/modules/catalogue/categories.server";
import { getGallery, saveGalleryAlt } from "~/modules/catalogue/product-gallery.server";
import { revisionKinds } from "~/modules/history/revision-kinds.server";
import { listRevisions } from "~/modules/revisions/revisions.server";
import { editorQuerySchema, type SubjectForm } from "~/modules/translations/translation-editor";
import { readTranslationEditor, saveEditorSubject } from "~/modules/translations/translation-editor.server";
import { databaseKinds, openTestDatabase } from "../support/database";
import { productTexts } from "../support/product-texts";

/**
 * The translation editor saves a record's texts through the file import's check and apply
 * (docs/decisions/056-translation-editor.md): the same refusals, one revision per save, worded in the reader's language.
 */
describe.each(databaseKinds)("translation editor, on %s", (kind) => {
  let database: DatabaseHandle;
  let translator: { id: string; email: string };
  let categoryId: string;
  const subject = () => `category:${categoryId}`;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    const [row] = await database.db
      .insert(users)
      .values({ email: "translator@saide.cn", passwordHash: "x", role: "translator", translatorLanguages: ["es"] })
      .returning();
    translator = { id: row!.id, email: row!.email };
    const category = await createCategory(
      database.db,
      {
        slug: "calacatta-series",
        texts: { en: { title: "Calacatta Series", description: "White with grey veins." } },
        imageId: null,
        visible: true,
      },
      translator,
    );
    categoryId = category.ok ? category.id : "";
  });
  afterAll(() => database.close());

  /** The category as the editor shows it to an English reader: its heading, version and texts. */
  async function opened(filter: "missing" | "all" = "all") {
    const view = await readTranslationEditor(database.db, "es", editorQuerySchema.parse({ filter, q: "calacatta" }), "en");
    return view.subjects.find((candidate) => candidate.key === subject());
  }

  /** The form the page sends: every text shown, with `targets` written in by field. */
  async function form(targets: Record<string, string>): Promise<SubjectForm> {
    const shown = (await opened())!;
    return {
      subject: shown.key,
      version: shown.version,
      entries: shown.units.map((unit) => ({ id: unit.id, source: unit.source, target: targets[unit.id.split(":")[2]!] ?? unit.target })),
    };
  }

  const revisionCount = async () => (await listRevisions(database.db, "category", categoryId)).length;

  it("shows the missing texts with their English, where they show and their limits", async () => {
    const shown = await opened("missing");
    expect(shown).toMatchObject({
      heading: "Category “Calacatta Series”",
      units: [
        { id: `${subject()}:title`, label: "Name", source: "Calacatta Series", target: "", state: "missing", max: 100 },
        { id: `${subject()}:description`, label: "Description", source: "White with grey veins.", target: "", state: "missing", max: 1000 },
      ],
    });
  });

  it("saves a record's texts as one revision, which restore undoes", async () => {
    const revisions = await revisionCount();
    const saved = await saveEditorSubject(
      database.db,
      "es",
      await form({ title: "Serie Calacatta", description: "Blanco con vetas grises." }),
      translator,
      "en",
    );
    expect(saved).toEqual({
      ok: true,
      message: "Category “Calacatta Series”: 2 texts saved. The public pages show them now.",
      notSaved: [],
    });
    const category = (await readAdminCategory(database.db, categoryId))!;
    expect(category.texts.es).toEqual({ title: "Serie Calacatta", description: "Blanco con vetas grises." });
    expect(await revisionCount()).toBe(revisions + 1);
    expect(await opened("missing")).toBeUndefined();

    const [, before] = await listRevisions(database.db, "category", categoryId);
    expect(await revisionKinds.category!.restore(database.db, categoryId, before!.data, category.version, translator)).toBe("saved");
    expect((await readAdminCategory(database.db, categoryId))!.texts.es).toBeUndefined();
  });

  it("refuses a text too long or in another script, naming it in the reader's language, and saves nothing", async () => {
    const revisions = await revisionCount();
    const tooLong = await saveEditorSubject(database.db, "es", await form({ title: "Serie ".repeat(20) }), translator, "en");
    expect(tooLong).toEqual({
      ok: false,
      status: 400,
      formErrors: ["Category “Calacatta Series”: Name is 120 characters long; at most 100 fit."],
      fieldErrors: { "entries[0].target": ["Category “Calacatta Series”: Name is 120 characters long; at most 100 fit."] },
    });
    const cyrillic = await saveEditorSubject(
      database.db,
      "es",
      await form({ title: "Серия Калакатта", description: "Blanco con vetas grises." }),
      translator,
      "zh",
    );
    expect(cyrillic).toMatchObject({ ok: false, status: 400, formErrors: ["分类“Calacatta Series”：名称 不是用西班牙语的文字书写的。"] });
    expect((await readAdminCategory(database.db, categoryId))!.texts.es).toBeUndefined();
    expect(await revisionCount()).toBe(revisions);
  });

  it("refuses a save when the English changed since the page was read, or someone saved the record meanwhile", async () => {
    const page = await form({ title: "Serie Calacatta" });
    const { slug, imageId, visible, texts, version } = (await readAdminCategory(database.db, categoryId))!;
    const renamed = { ...texts, en: { ...texts.en, title: "Calacatta Gold Series" } };
    expect(await saveCategory(database.db, categoryId, { slug, imageId, visible, texts: renamed }, version, translator)).toBe("saved");
    expect(await saveEditorSubject(database.db, "es", page, translator, "en")).toEqual({
      ok: false,
      status: 409,
      formErrors: [
        "Category “Calacatta Gold Series”: Name: not saved, because the English changed after this page was opened. Read the new English and translate it again.",
      ],
      fieldErrors: {
        "entries[0].target": [
          "Category “Calacatta Gold Series”: Name: not saved, because the English changed after this page was opened. Read the new English and translate it again.",
        ],
      },
    });
    // The description's English is as the page showed it: only the record's version is older.
    const stale = await form({ description: "Blanco con vetas grises." });
    const current = (await readAdminCategory(database.db, categoryId))!;
    expect(await saveCategory(database.db, categoryId, { ...current, visible: !current.visible }, current.version, translator)).toBe(
      "saved",
    );
    expect(await saveEditorSubject(database.db, "es", stale, translator, "en")).toMatchObject({
      ok: false,
      status: 409,
      formErrors: [expect.stringMatching(/^Someone saved this record after this page was opened/)],
    });
    expect((await readAdminCategory(database.db, categoryId))!.texts.es).toBeUndefined();
  });

  it("lists a gallery photo's own alt text right after its product, and saves it as one revision of the photo", async () => {
    await database.db
      .insert(products)
      .values({ id: "statuario", texts: productTexts({ title: "Statuario Venato" }), photoUrl: "/media/s.jpg" });
    const images = await database.db
      .insert(media)
      .values(["slab", "kitchen"].map((name) => ({ baseKey: `t/${name}`, filename: `${name}.jpg`, width: 10, height: 10, variants: [] })))
      .returning();
    await database.db
      .insert(productPhotos)
      .values(images.map((image, position) => ({ productId: "statuario", mediaId: image.id, position, isCard: position === 0 })));
    const [slab, kitchen] = (await getGallery(database.db, "statuario"))!.photos;
    await saveGalleryAlt(
      database.db,
      "statuario",
      kitchen!.id,
      { en: "Statuario island in a kitchen", zh: "" },
      kitchen!.version,
      translator,
    );
    const photo = `gallery-photo:${kitchen!.id}`;

    const view = await readTranslationEditor(database.db, "es", editorQuerySchema.parse({ filter: "missing", q: "statuario" }), "en");
    // The photo without an alt text of its own has nothing to translate: the library image's stands in.
    expect(view.subjects.map((shown) => shown.key)).toEqual(["product:statuario", photo]);
    expect(view.subjects[1]).toMatchObject({
      heading: "Product gallery “Statuario Venato — photo 2”",
      units: [{ id: `${photo}:alt`, label: "Alt text", source: "Statuario island in a kitchen", target: "", state: "missing", max: 300 }],
    });
    expect(view.subjects.some((shown) => shown.key === `gallery-photo:${slab!.id}`)).toBe(false);

    const [unit] = view.subjects[1]!.units;
    const saved = await saveEditorSubject(
      database.db,
      "es",
      {
        subject: photo,
        version: view.subjects[1]!.version,
        entries: [{ id: unit!.id, source: unit!.source, target: "Isla de Statuario en una cocina" }],
      },
      translator,
      "zh",
    );
    expect(saved).toMatchObject({ ok: true, message: "产品图库“Statuario Venato — 图片 2”：已保存 1 项文字，公开页面已同步显示。" });
    expect((await getGallery(database.db, "statuario"))!.photos[1]!.alt.es).toBe("Isla de Statuario en una cocina");
    expect((await listRevisions(database.db, "gallery-photo", kitchen!.id)).map((revision) => revision.authorEmail)).toEqual([
      "translator@saide.cn",
      "translator@saide.cn",
      "",
    ]);
  });

  it("refuses a form carrying another record's text", async () => {
    const page = await form({ title: "Serie Calacatta" });
    const smuggled = {
      ...page,
      entries: [...page.entries, { id: "category:00000000-0000-4000-8000-000000000000:title", source: "", target: "x" }],
    };
    expect(await saveEditorSubject(database.db, "es", smuggled, translator, "en")).toMatchObject({ ok: false, status: 400 });
    expect((await readAdminCategory(database.db, categoryId))!.texts.es).toBeUndefined();
  });
});
