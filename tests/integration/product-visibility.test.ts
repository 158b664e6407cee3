import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/database/client.server";
import { categories, products, users } from "~/database/schema";
import { getProductDetail, listHomepageProducts, listRelatedProducts, listVisibleProductIds } from "~/modules/catalogue/catalogue.server";
import { duplicateProduct, listAdminProducts, moveProduct } from "~/modules/catalogue/product-admin.server";
import { databaseKinds, openTestDatabase } from "../support/database";

const suffixes = { en: " (copy)", zh: "（副本）" };

describe.each(databaseKinds)("product visibility, duplicates and order on %s", (kind) => {
  let database: DatabaseHandle;
  let adminId: string;

  const publicOrder = async () => (await listHomepageProducts(database.db, "en", 100)).map((product) => product.id);
  const storedOrder = async () =>
    (await database.db.select({ id: products.id }).from(products).orderBy(asc(products.sortOrder), asc(products.id))).map((row) => row.id);

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    const [admin] = await database.db.insert(users).values({ email: "owner@example.com", passwordHash: "not used here" }).returning({ id: users.id });
    adminId = admin!.id;
    await database.db.insert(categories).values({ id: "calacatta", slug: "calacatta", titleEn: "Calacatta", titleZh: "卡拉卡塔" });
  });
  afterAll(() => database.close());
  beforeEach(async () => {
    await database.db.delete(products);
    await database.db.insert(products).values([
      { id: "alpha", titleEn: "Alpha", titleZh: "阿尔法", photoUrl: "/media/saide/alpha", categoryId: "calacatta", sortOrder: 0 },
      { id: "bravo", titleEn: "Bravo", photoUrl: "/media/saide/bravo", categoryId: "calacatta", sortOrder: 1, visible: false },
      { id: "charlie", titleEn: "Charlie", photoUrl: "/media/saide/charlie", categoryId: "calacatta", sortOrder: 2 },
    ]);
  });

  it("leaves a hidden product out of every public read, and shows it only when the owner asks", async () => {
    expect(await publicOrder()).toEqual(["alpha", "charlie"]);
    expect((await listVisibleProductIds(database.db)).map((row) => row.id)).toEqual(["alpha", "charlie"]);
    expect((await listRelatedProducts(database.db, { id: "alpha", categoryId: "calacatta" }, "en")).map((row) => row.id)).toEqual(["charlie"]);
    for (const language of ["en", "zh"] as const) expect(await getProductDetail(database.db, "bravo", language)).toBeNull();
    expect(await getProductDetail(database.db, "bravo", "en", { includeHidden: true })).toMatchObject({ id: "bravo", title: "Bravo", visible: false });
    expect(await getProductDetail(database.db, "alpha", "zh")).toMatchObject({ title: "阿尔法", visible: true });
  });

  it("duplicates a product with all its fields and photo, hidden, right after the original, with an id from its title", async () => {
    await database.db
      .update(products)
      .set({ descriptionEn: ["White."], descriptionZh: ["白色。"], keywords: ["white"], keywordsZh: ["白色"], photoVariants: [], filename: "alpha" })
      .where(eq(products.id, "alpha"));
    const copy = await duplicateProduct(database.db, "alpha", adminId, suffixes);
    expect(copy).toEqual({ id: "alpha-copy", title: "阿尔法（副本）" });
    const [original] = await database.db.select().from(products).where(eq(products.id, "alpha"));
    const [stored] = await database.db.select().from(products).where(eq(products.id, "alpha-copy"));
    expect(stored).toMatchObject({
      titleEn: "Alpha (copy)",
      titleZh: "阿尔法（副本）",
      descriptionEn: original!.descriptionEn,
      descriptionZh: original!.descriptionZh,
      keywords: original!.keywords,
      keywordsZh: original!.keywordsZh,
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

  it("moves a product up and down, numbering the list afresh, and the public order follows", async () => {
    await database.db.update(products).set({ sortOrder: 5 }).where(eq(products.id, "charlie"));
    await database.db.update(products).set({ sortOrder: 5 }).where(eq(products.id, "bravo"));
    expect(await moveProduct(database.db, "alpha", "down")).toBe("阿尔法");
    expect(await storedOrder()).toEqual(["bravo", "alpha", "charlie"]);
    expect(await moveProduct(database.db, "charlie", "up")).toBe("Charlie");
    expect(await publicOrder()).toEqual(["charlie", "alpha"]);
    const rows = await database.db.select({ id: products.id, sortOrder: products.sortOrder }).from(products).orderBy(asc(products.sortOrder));
    expect(rows).toEqual([
      { id: "bravo", sortOrder: 0 },
      { id: "charlie", sortOrder: 1 },
      { id: "alpha", sortOrder: 2 },
    ]);
    expect(await moveProduct(database.db, "bravo", "up")).toBe("Bravo");
    expect(await storedOrder()).toEqual(["bravo", "charlie", "alpha"]);
    expect(await moveProduct(database.db, "gone", "down")).toBeNull();
    expect((await listAdminProducts(database.db)).map((card) => card.id)).toEqual(["bravo", "charlie", "alpha"]);
  });

  it("places a dropped product at a position, the products between shifting by one", async () => {
    await database.db.insert(products).values({ id: "delta", titleEn: "Delta", photoUrl: "/media/saide/delta", sortOrder: 3 });
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
