import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/database/client.server";
import { attributeOptions, categories, productOptions, products } from "~/database/schema";
import { parseProductFilters } from "~/modules/catalogue/product-filters";
import { findProducts } from "~/modules/catalogue/product-finder.server";
import { databaseKinds, openTestDatabase } from "../support/database";
import { productTexts } from "../support/product-texts";

describe.each(databaseKinds)("finding products on %s", (kind) => {
  let database: DatabaseHandle;
  const find = (query: string, categoryId: string | null = null) =>
    findProducts(database.db, parseProductFilters(new URLSearchParams(query)), categoryId, "en", { number: 1, size: 100 });
  const ids = async (query: string, categoryId: string | null = null) =>
    (await find(query, categoryId)).products.map((product) => product.id);
  const counts = (facets: { value: string; count: number }[]) => Object.fromEntries(facets.map((facet) => [facet.value, facet.count]));

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    const db = database.db;
    await db.insert(categories).values([
      { id: "calacatta", slug: "calacatta", titleEn: "Calacatta", titleZh: "卡拉卡塔", sortOrder: 0 },
      { id: "solid", slug: "solid", titleEn: "Solid colours", titleZh: "纯色", sortOrder: 1 },
    ]);
    const options = await db
      .insert(attributeOptions)
      .values([
        { kind: "colour", slug: "white", labelEn: "White", labelZh: "白色", sortOrder: 0 },
        { kind: "colour", slug: "grey", labelEn: "Grey", labelZh: "灰色", sortOrder: 1 },
        { kind: "colour", slug: "black", labelEn: "Black", labelZh: "黑色", sortOrder: 2 },
        { kind: "pattern", slug: "veined", labelEn: "Veined", labelZh: "纹理", sortOrder: 0 },
        { kind: "finish", slug: "polished", labelEn: "Polished", labelZh: "抛光", sortOrder: 0 },
      ])
      .returning();
    const option = (slug: string) => options.find((entry) => entry.slug === slug)!.id;
    const product = (id: string, fields: Partial<typeof products.$inferInsert>) => ({
      id,
      texts: productTexts({ title: id }),
      photoUrl: `/media/saide/${id}`,
      ...fields,
    });
    await db.insert(products).values([
      product("gold", {
        texts: productTexts({ title: "Calacatta Gold" }, { zh: { title: "卡拉卡塔金" } }),
        categoryId: "calacatta",
        thicknessesMm: [20, 30],
        sortOrder: 0,
      }),
      product("mist", {
        texts: productTexts({ title: "Carrara Mist", description: ["Grey veins like Carrara marble."] }, { zh: { title: "卡拉拉雾" } }),
        categoryId: "calacatta",
        thicknessesMm: [20],
        sortOrder: 1,
      }),
      product("snow", {
        texts: productTexts({ title: "Pure Snow" }, { zh: { title: "纯白" } }),
        categoryId: "solid",
        thicknessesMm: [30],
        sortOrder: 2,
      }),
      product("night", { texts: productTexts({ title: "Night Sky" }), categoryId: "solid", thicknessesMm: [20], sortOrder: 3 }),
      product("offline", {
        texts: productTexts({ title: "Offline White" }),
        categoryId: "solid",
        thicknessesMm: [20],
        visible: false,
        sortOrder: 4,
      }),
      product("unlisted", {
        texts: productTexts({ title: "Unlisted White" }),
        categoryId: "solid",
        thicknessesMm: [20],
        homepage: false,
        sortOrder: 5,
      }),
    ]);
    await db.insert(productOptions).values([
      { productId: "gold", optionId: option("white") },
      { productId: "gold", optionId: option("veined") },
      { productId: "gold", optionId: option("polished") },
      { productId: "mist", optionId: option("grey") },
      { productId: "mist", optionId: option("veined") },
      { productId: "snow", optionId: option("white") },
      { productId: "snow", optionId: option("polished") },
      { productId: "night", optionId: option("black") },
      { productId: "offline", optionId: option("white") },
      { productId: "unlisted", optionId: option("white") },
    ]);
  });
  afterAll(() => database.close());

  it("lists the visible homepage products in order when nothing is chosen, with counts per choice", async () => {
    const found = await find("");
    expect(found.products.map((product) => product.id)).toEqual(["gold", "mist", "snow", "night"]);
    expect(found.categoryCounts).toEqual({ all: 4, byId: { calacatta: 2, solid: 2 } });
    expect(counts(found.facets.colour)).toEqual({ white: 2, grey: 1, black: 1 });
    expect(counts(found.facets.thickness)).toEqual({ 20: 3, 30: 2 });
    // Each thickness as the page's language writes it: "20 mm", in Arabic «20 مم».
    expect(found.facets.thickness.map((choice) => choice.label)).toEqual(["20 mm", "30 mm"]);
    const arabic = await findProducts(database.db, parseProductFilters(new URLSearchParams("")), null, "ar", { number: 1, size: 100 });
    expect(arabic.facets.thickness.map((choice) => choice.label)).toEqual(["20 مم", "30 مم"]);
  });

  it("narrows across kinds, widens within one, and counts each kind given the others", async () => {
    expect(await ids("colour=white&colour=grey")).toEqual(["gold", "mist", "snow"]);
    const found = await find("colour=white&colour=grey&thickness=20");
    expect(found.products.map((product) => product.id)).toEqual(["gold", "mist"]);
    // A colour's count keeps the thickness but not the other colours; thickness counts keep the colours.
    expect(counts(found.facets.colour)).toEqual({ white: 1, grey: 1, black: 1 });
    expect(counts(found.facets.thickness)).toEqual({ 20: 2, 30: 2 });
    expect(counts(found.facets.pattern)).toEqual({ veined: 2 });
    expect(counts(found.facets.finish)).toEqual({ polished: 1 });
    expect(found.categoryCounts).toEqual({ all: 2, byId: { calacatta: 2 } });
    expect(found.facets.colour.filter((facet) => facet.selected).map((facet) => facet.value)).toEqual(["white", "grey"]);
  });

  it("combines a category with the filters, and ignores values that make no sense", async () => {
    expect(await ids("finish=polished", "solid")).toEqual(["snow"]);
    expect(await ids("colour=black&thickness=30")).toEqual([]);
    expect(await ids("colour=Robert'); drop table products;--&thickness=abc")).toEqual(["gold", "mist", "snow", "night"]);
  });

  it("searches every visible product, ranked, within the filters", async () => {
    // A title match first, then options; a product off the homepage is found too, a hidden one never.
    expect(await ids("q=white")).toEqual(["unlisted", "gold", "snow"]);
    expect(await ids("q=calacata")).toEqual(["gold", "mist"]);
    expect(await ids("q=卡拉拉")).toEqual(["mist"]);
    expect(await ids("q=calacatta&thickness=30")).toEqual(["gold"]);
    const none = await find("q=Carrera Mystic");
    expect(none.products).toEqual([]);
    expect(none.suggestions).toContain("Carrara Mist");
  });

  it("sees a product saved meanwhile, as another instance would have saved it, in the results and the counts", async () => {
    expect(await ids("q=Basalt")).toEqual([]);
    await database.db.insert(products).values({
      id: "basalt",
      texts: productTexts({ title: "Basalt Grey" }),
      photoUrl: "/media/saide/basalt",
      homepage: true,
      thicknessesMm: [40],
    });
    expect(await ids("q=Basalt")).toEqual(["basalt"]);
    expect((await find("")).facets.thickness.find((choice) => choice.value === "40")?.count).toBe(1);
    await database.db
      .update(products)
      .set({ texts: productTexts({ title: "Lava Grey" }), updatedAt: new Date() })
      .where(eq(products.id, "basalt"));
    expect(await ids("q=Basalt")).toEqual([]);
    expect(await ids("q=lava")).toEqual(["basalt"]);
    await database.db.update(products).set({ visible: false, updatedAt: new Date() }).where(eq(products.id, "basalt"));
    expect(await ids("q=lava")).toEqual([]);
    expect((await find("")).facets.thickness.map((choice) => choice.value)).not.toContain("40");
  });
});
