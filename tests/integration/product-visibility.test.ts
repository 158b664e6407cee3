import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/database/client.server";
import { categories, products, users } from "~/database/schema";
import { getProductDetail, listHomepageProducts, listRelatedProducts, listVisibleProductIds } from "~/modules/catalogue/catalogue.server";
import { listAdminProducts } from "~/modules/catalogue/admin-product-list.server";
import { duplicateProduct } from "~/modules/catalogue/product-copy.server";
import { moveProduct } from "~/modules/catalogue/product-order.server";
import { databaseKinds, openTestDatabase } from "../support/database";
import { categoryRow } from "../support/content-rows";
import { productTexts } from "../support/product-texts";

const suffixes = { en: " (copy)", zh: "（副本）" };

describe.each(databaseKinds)("product visibility, duplicates and order on %s", (kind) => {
  let database: DatabaseHandle;
  let adminId: string;

  const publicOrder = async () => (await listHomepageProducts(database.db, "en", 100)).map((product) => product.id);
  const storedOrder = async () =>
    (await database.db.select({ id: products.id }).from(products).orderBy(asc(products.sortOrder), asc(products.id))).map((row) => row.id);

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    const [admin] = await database.db
      .insert(users)
      .values({ email: "owner@example.com", passwordHash: "not used here", role: "owner" })
      .returning({ id: users.id });
    adminId = admin!.id;
    await database.db
      .insert(categories)
      .values(categoryRow({ id: "calacatta", slug: "calacatta", titleEn: "Calacatta", titleZh: "卡拉卡塔" }));
  });
  afterAll(() => database.close());
  beforeEach(async () => {
    await database.db.delete(products);
    await database.db.insert(products).values([
      {
        id: "alpha",
        texts: productTexts({ title: "Alpha" }, { zh: { title: "阿尔法" } }),
        photoUrl: "/media/saide/alpha",
        categoryId: "calacatta",
        sortOrder: 0,
      },
      {
        id: "bravo",
        texts: productTexts({ title: "Bravo" }),
        photoUrl: "/media/saide/bravo",
        categoryId: "calacatta",
        sortOrder: 1,
        visible: false,
      },
      { id: "charlie", texts: productTexts({ title: "Charlie" }), photoUrl: "/media/saide/charlie", categoryId: "calacatta", sortOrder: 2 },
    ]);
  });

  it("leaves a hidden product out of every public read, and shows it only when the owner asks", async () => {
    expect(await publicOrder()).toEqual(["alpha", "charlie"]);
    expect((await listVisibleProductIds(database.db)).map((row) => row.id)).toEqual(["alpha", "charlie"]);
    expect((await listRelatedProducts(database.db, { id: "alpha", categoryId: "calacatta" }, "en")).map((row) => row.id)).toEqual([
      "charlie",
    ]);
    for (const language of ["en", "zh"] as const) expect(await getProductDetail(database.db, "bravo", language)).toBeNull();
    expect(await getProductDetail(database.db, "bravo", "en", { includeHidden: true })).toMatchObject({
      id: "bravo",
      title: "Bravo",
      visible: false,
    });
    expect(await getProductDetail(database.db, "alpha", "zh")).toMatchObject({ title: "阿尔法", visible: true });
  });

  it("duplicates a product with all its fields and photo, hidden, right after the original, with an id from its title", async () => {
    await database.db
      .update(products)
      .set({
        texts: productTexts(
          { title: "Alpha", description: ["White."], keywords: ["white"] },
          { zh: { title: "阿尔法", description: ["白色。"], keywords: ["白色"] } },
        ),
        photoVariants: [],
        filename: "alpha",
      })
      .where(eq(products.id, "alpha"));
    const copy = await duplicateProduct(database.db, "alpha", adminId, suffixes);
    expect(copy).toEqual({ id: "alpha-copy", title: "阿尔法（副本）" });
    const [original] = await database.db.select().from(products).where(eq(products.id, "alpha"));
    const [stored] = await database.db.select().from(products).where(eq(products.id, "alpha-copy"));
    expect(stored).toMatchObject({
      texts: {
        en: { ...original!.texts.en, title: "Alpha (copy)" },
        zh: { ...original!.texts.zh, title: "阿尔法（副本）" },
      },
      photoUrl: original!.photoUrl,
      filename: original!.filename,
      categoryId: "calacatta",
      homepage: original!.homepage,
      visible: false,
      addedBy: adminId,
    });
    expect(await storedOrder()).toEqual(["alpha", "alpha-copy", "bravo", "charlie"]);
    expect(await publicOrder()).toEqual(["alpha", "charlie"]);

    expect(await duplicateProduct(database.db, "alpha", adminId, suffixes)).toEqual({ id: "alpha-copy-2", title: "阿尔法（副本）" });
    expect(await storedOrder()).toEqual(["alpha", "alpha-copy-2", "alpha-copy", "bravo", "charlie"]);
    expect(await duplicateProduct(database.db, "gone", adminId, suffixes)).toBeNull();
  });

  it("moves a product up and down between its neighbours, numbering the list afresh only when they are tied, and the public order follows", async () => {
    await database.db.update(products).set({ sortOrder: 5 }).where(eq(products.id, "charlie"));
    await database.db.update(products).set({ sortOrder: 5 }).where(eq(products.id, "bravo"));
    expect(await moveProduct(database.db, "alpha", "down")).toBe("阿尔法");
    expect(await storedOrder()).toEqual(["bravo", "alpha", "charlie"]);
    expect(await moveProduct(database.db, "charlie", "up")).toBe("Charlie");
    expect(await publicOrder()).toEqual(["charlie", "alpha"]);
    const rows = await database.db
      .select({ id: products.id, sortOrder: products.sortOrder })
      .from(products)
      .orderBy(asc(products.sortOrder));
    // The tie renumbered the list once (bravo 1, charlie 2); then each move wrote only the product moved.
    expect(rows).toEqual([
      { id: "bravo", sortOrder: 1 },
      { id: "charlie", sortOrder: 1.25 },
      { id: "alpha", sortOrder: 1.5 },
    ]);
    expect(await moveProduct(database.db, "bravo", "up")).toBe("Bravo");
    expect(await storedOrder()).toEqual(["bravo", "charlie", "alpha"]);
    expect(await moveProduct(database.db, "gone", "down")).toBeNull();
    const firstPage = await listAdminProducts(database.db, { q: "", category: null, sort: "order", page: 1 }, 24);
    expect(firstPage.products.map((card) => card.id)).toEqual(["bravo", "charlie", "alpha"]);
  });

  it("moves a product across pages of a long list by writing that product alone", async () => {
    await database.db.delete(products);
    const ids = Array.from({ length: 60 }, (_, index) => `slab-${String(index).padStart(2, "0")}`);
    await database.db
      .insert(products)
      .values(ids.map((id, index) => ({ id, texts: productTexts({ title: id }), photoUrl: `/media/saide/${id}`, sortOrder: index })));
    const before = new Map(
      (await database.db.select({ id: products.id, sortOrder: products.sortOrder }).from(products)).map((row) => [row.id, row.sortOrder]),
    );
    // From the top of page 3 (size 24) to the end of page 1, as a drop on "Previous page" twice would.
    await moveProduct(database.db, "slab-48", 23);
    const after = await database.db.select({ id: products.id, sortOrder: products.sortOrder }).from(products);
    expect(after.filter((row) => row.sortOrder !== before.get(row.id)).map((row) => row.id)).toEqual(["slab-48"]);
    const page = (number: number) => listAdminProducts(database.db, { q: "", category: null, sort: "order", page: number }, 24);
    expect((await page(1)).products.at(-1)?.id).toBe("slab-48");
    expect((await page(2)).products[0]?.id).toBe("slab-23");
    expect((await page(3)).paging).toEqual({ page: 3, pages: 3, size: 24, total: 60 });
    // The count is kept until the catalogue changes, then counted again.
    await database.db
      .insert(products)
      .values({ id: "slab-60", texts: productTexts({ title: "slab-60" }), photoUrl: "/media/saide/slab-60", sortOrder: 60 });
    expect((await page(3)).paging).toEqual({ page: 3, pages: 3, size: 24, total: 61 });
    await database.db.delete(products).where(eq(products.id, "slab-60"));
    // Down on the last card of page 1 moves it to the top of page 2.
    await moveProduct(database.db, "slab-48", "down");
    expect((await page(2)).products[0]?.id).toBe("slab-48");
    const narrowed = await listAdminProducts(database.db, { q: "SLAB-4", category: null, sort: "title", page: 1 }, 24);
    expect(narrowed.products.map((card) => card.id)).toEqual(ids.slice(40, 50));
  });

  it("places a dropped product at a position, the products between shifting by one", async () => {
    await database.db
      .insert(products)
      .values({ id: "delta", texts: productTexts({ title: "Delta" }), photoUrl: "/media/saide/delta", sortOrder: 3 });
    expect(await moveProduct(database.db, "alpha", 2)).toBe("阿尔法");
    expect(await storedOrder()).toEqual(["bravo", "charlie", "alpha", "delta"]);
    expect(await moveProduct(database.db, "delta", 0)).toBe("Delta");
    expect(await storedOrder()).toEqual(["delta", "bravo", "charlie", "alpha"]);
    expect(await moveProduct(database.db, "bravo", 99)).toBe("Bravo");
    expect(await storedOrder()).toEqual(["delta", "charlie", "alpha", "bravo"]);
    expect(await moveProduct(database.db, "charlie", 1)).toBe("Charlie");
    expect(await storedOrder()).toEqual(["delta", "charlie", "alpha", "bravo"]);
    expect(await publicOrder()).toEqual(["delta", "charlie", "alpha"]);
  });
});
