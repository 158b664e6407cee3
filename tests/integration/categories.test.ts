import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/database/client.server";
import { categories, media, products, revisions, users } from "~/database/schema";
import { staleFields } from "~/i18n/owner-texts";
import { listCategories, listCategoryChoices } from "~/modules/catalogue/catalogue.server";
import {
  createCategory,
  deleteCategory,
  listAdminCategories,
  moveCategory,
  readAdminCategory,
  saveCategory,
} from "~/modules/catalogue/categories.server";
import type { CategoryContent } from "~/modules/catalogue/category-form";
import { readHistory } from "~/modules/history/history.server";
import { revisionKinds } from "~/modules/history/revision-kinds.server";
import { listRevisions } from "~/modules/revisions/revisions.server";
import { databaseKinds, openTestDatabase } from "../support/database";
import { categoryContent, type CategoryContentWritten } from "../support/content-rows";
import { productTexts } from "../support/product-texts";

const owner = { id: "00000000-0000-4000-8000-000000000000", email: "owner@saide.cn" };
const content = (slug: string, changes: Partial<CategoryContentWritten> = {}): CategoryContent =>
  categoryContent({
    slug,
    titleEn: `${slug} series`,
    titleZh: `${slug}系列`,
    descriptionEn: "",
    descriptionZh: "",
    imageId: null,
    visible: true,
    translations: {},
    ...changes,
  });

describe.each(databaseKinds)("categories on %s", (kind) => {
  let database: DatabaseHandle;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    await database.db.insert(users).values({ ...owner, passwordHash: "not used here", role: "owner" });
  });
  afterAll(() => database.close());
  beforeEach(async () => {
    await database.db.delete(products);
    await database.db.delete(categories);
    await database.db.delete(revisions);
    await database.db.delete(media);
  });

  async function create(slug: string, changes: Partial<CategoryContentWritten> = {}) {
    const created = await createCategory(database.db, content(slug, changes), null);
    if (!created.ok) throw new Error(created.problem);
    return created.id;
  }

  async function addProducts(categoryId: string, count: number) {
    await database.db.insert(products).values(
      Array.from({ length: count }, (_, index) => ({
        id: `${categoryId}-product-${index}`,
        texts: productTexts({ title: `Slab ${index}` }),
        photoUrl: "/media/x.jpg",
        categoryId,
      })),
    );
  }

  it("shows in the history who changed what, naming a chosen image by its file name", async () => {
    const [image] = await database.db
      .insert(media)
      .values({
        baseKey: "library/onyx-slab",
        filename: "onyx-slab.jpg",
        width: 1600,
        height: 900,
        variants: [{ width: 1600, height: 900, format: "jpeg", key: "library/onyx-slab-1600.jpg" }],
      })
      .returning();
    const onyx = await create("onyx");
    expect(await saveCategory(database.db, onyx, content("onyx", { imageId: image!.id, descriptionEn: "Translucent." }), 1, owner)).toBe(
      "saved",
    );
    const history = await readHistory(database.db, "category", onyx, "Asia/Shanghai");
    expect(history!.title).toBe("分类“onyx系列”");
    const [newest, original] = history!.revisions;
    expect(newest).toMatchObject({ isCurrent: true, authorEmail: "owner@saide.cn" });
    expect(newest!.changed.sort()).toEqual(["图片", "简介（英文）"].sort());
    expect(Object.values(newest!.fields!)).toContain("onyx-slab.jpg");
    expect(Object.values(newest!.fields!).join(" ")).not.toContain(image!.id);
    expect(original).toMatchObject({ isOriginal: true, isCurrent: false });
    expect(await readHistory(database.db, "category", "no-such-category", "Asia/Shanghai")).toBeNull();
  });

  it("adds categories at the end of the list and moves them up and down", async () => {
    const onyx = await create("onyx");
    const marble = await create("marble");
    const terrazzo = await create("terrazzo");
    expect((await listAdminCategories(database.db)).map((category) => category.slug)).toEqual(["onyx", "marble", "terrazzo"]);
    expect(await moveCategory(database.db, terrazzo, "up")).toBe(true);
    expect(await moveCategory(database.db, onyx, "up")).toBe(false);
    expect(await moveCategory(database.db, marble, "down")).toBe(false);
    expect(await moveCategory(database.db, onyx, "down")).toBe(true);
    expect((await listAdminCategories(database.db)).map((category) => category.slug)).toEqual(["terrazzo", "onyx", "marble"]);
  });

  it("keeps slugs unique, on creation and on edit", async () => {
    const onyx = await create("onyx");
    await create("marble");
    expect(await createCategory(database.db, content("onyx"), null)).toEqual({ ok: false, problem: "slug-taken" });
    expect(await saveCategory(database.db, onyx, content("marble"), 1, owner)).toBe("slug-taken");
    expect(await saveCategory(database.db, onyx, content("onyx-2"), 1, owner)).toBe("saved");
    expect((await readAdminCategory(database.db, onyx))?.slug).toBe("onyx-2");
  });

  it("refuses a save against a version someone else already replaced, keeping their values", async () => {
    const onyx = await create("onyx");
    expect(await saveCategory(database.db, onyx, content("onyx", { titleEn: "Onyx by Ann" }), 1, owner)).toBe("saved");
    expect(await saveCategory(database.db, onyx, content("onyx", { titleEn: "Onyx by Bo" }), 1, owner)).toBe("changed-meanwhile");
    expect(await readAdminCategory(database.db, onyx)).toMatchObject({ texts: { en: { title: "Onyx by Ann" } }, version: 2 });
  });

  it("times the English a dashboard edit changes, so a translation written before it shows as stale until rewritten", async () => {
    const written: Partial<CategoryContentWritten> = {
      descriptionEn: "Banded stone.",
      descriptionZh: "带状石材。",
      translations: { es: { title: "Serie ónix", description: "Piedra bandeada." } },
    };
    const onyx = await create("onyx", written);
    const stored = async () =>
      (
        await database.db.select({ texts: categories.texts, times: categories.textTimes }).from(categories).where(eq(categories.id, onyx))
      )[0]!;
    const added = await stored();
    expect(staleFields(added, "es")).toEqual([]);
    expect(staleFields(added, "zh")).toEqual([]);

    expect(await saveCategory(database.db, onyx, content("onyx", written), 1, owner)).toBe("saved");
    expect((await stored()).times).toEqual(added.times);

    expect(await saveCategory(database.db, onyx, content("onyx", { ...written, titleEn: "Onyx collection" }), 2, owner)).toBe("saved");
    const changed = await stored();
    expect(staleFields(changed, "es")).toEqual(["title"]);
    expect(staleFields(changed, "zh")).toEqual(["title"]);
    expect(changed.times.es?.description).toEqual(added.times.es?.description);

    const rewritten = {
      ...written,
      titleEn: "Onyx collection",
      translations: { es: { title: "Colección ónix", description: "Piedra bandeada." } },
    };
    expect(await saveCategory(database.db, onyx, content("onyx", rewritten), 3, owner)).toBe("saved");
    expect(staleFields(await stored(), "es")).toEqual([]);
    expect(staleFields(await stored(), "zh")).toEqual(["title"]);
  });

  it("refuses to delete a category products use, saying how many, and deletes it once they moved", async () => {
    const onyx = await create("onyx");
    const marble = await create("marble");
    await addProducts(onyx, 3);
    expect(await deleteCategory(database.db, onyx, null)).toEqual({ ok: false, problem: "in-use", productCount: 3 });
    expect(await deleteCategory(database.db, onyx, onyx)).toEqual({ ok: false, problem: "target-unknown" });
    expect(await deleteCategory(database.db, onyx, "no-such-category")).toEqual({ ok: false, problem: "target-unknown" });
    expect(await readAdminCategory(database.db, onyx)).toMatchObject({ productCount: 3 });

    expect(await deleteCategory(database.db, onyx, marble)).toEqual({ ok: true, title: "onyx系列" });
    expect(await readAdminCategory(database.db, onyx)).toBeNull();
    expect(await readAdminCategory(database.db, marble)).toMatchObject({ productCount: 3 });
    expect(await listRevisions(database.db, "category", onyx)).toEqual([]);
    expect(await deleteCategory(database.db, await create("unused"), null)).toMatchObject({ ok: true });
  });

  it("keeps each save as a revision and restores an earlier one, even when its slug was taken since", async () => {
    const onyx = await create("onyx", { descriptionEn: "Translucent stone." });
    expect(await saveCategory(database.db, onyx, content("onyx-stone", { descriptionEn: "Backlit slabs." }), 1, owner)).toBe("saved");
    await create("onyx");
    const history = await listRevisions(database.db, "category", onyx);
    expect(history.map((revision) => revision.authorEmail)).toEqual(["owner@saide.cn", ""]);
    const kind = revisionKinds.category!;
    expect(kind.fields(history[1]!.data, { timeZone: "Asia/Shanghai" })).toMatchObject({ "简介（英文）": "Translucent stone." });

    expect(await kind.restore(database.db, onyx, history[1]!.data, 1, owner)).toBe("changed-meanwhile");
    expect(await kind.restore(database.db, onyx, history[1]!.data, 2, owner)).toBe("saved");
    expect(await readAdminCategory(database.db, onyx)).toMatchObject({
      slug: "onyx-stone",
      texts: { en: { description: "Translucent stone." } },
      version: 3,
    });
    expect(await kind.current(database.db, onyx)).toEqual({ title: "分类“onyx系列”", version: 3 });
  });

  it("lists only shown categories in the Brand Center, in the page's language, and all of them in the product editor", async () => {
    await create("onyx", { titleZh: "玛瑙", descriptionEn: "Translucent.", descriptionZh: "" });
    await create("secret", { visible: false });
    expect(await listCategories(database.db, "zh")).toEqual([
      expect.objectContaining({ slug: "onyx", title: "玛瑙", description: "Translucent.", image: null, visible: true }),
    ]);
    expect((await listCategoryChoices(database.db, "en")).map((category) => [category.slug, category.visible])).toEqual([
      ["onyx", true],
      ["secret", false],
    ]);
  });
});
