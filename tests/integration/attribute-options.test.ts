import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/database/client.server";
import { attributeOptions, productOptions, products } from "~/database/schema";
import { getProductDetail } from "~/modules/catalogue/catalogue.server";
import {
  createAttributeOption,
  deleteAttributeOption,
  listAdminAttributeOptions,
  moveAttributeOption,
  readAdminAttributeOption,
  saveAttributeOption,
} from "~/modules/catalogue/attribute-options.server";
import { listAttributeOptions } from "~/modules/catalogue/stone-attributes.server";
import { databaseKinds, openTestDatabase } from "../support/database";
import { translationsOf } from "~/i18n/translations-form";
import { optionContent } from "../support/content-rows";
import { productTexts } from "../support/product-texts";

describe.each(databaseKinds)("managed attribute lists on %s", (kind) => {
  let database: DatabaseHandle;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database.close());
  beforeEach(async () => {
    await database.db.delete(products);
    await database.db.delete(attributeOptions);
  });

  async function create(kindOf: "colour" | "pattern" | "finish", labelEn: string, labelZh = "") {
    const created = await createAttributeOption(
      database.db,
      kindOf,
      optionContent({ labelEn, labelZh, slug: labelEn.toLowerCase(), translations: {} }),
    );
    if (!created.ok) throw new Error(created.problem);
    return created.id;
  }
  const labels = async (kindOf: "colour" | "pattern" | "finish") =>
    (await listAdminAttributeOptions(database.db))[kindOf].map((option) => option.texts.en.label);

  it("adds options at the end of their own list, with a slug unique within the list only", async () => {
    await create("colour", "White", "白色");
    await create("colour", "Grey", "灰色");
    await create("pattern", "Veined");
    expect(await labels("colour")).toEqual(["White", "Grey"]);
    expect(await labels("pattern")).toEqual(["Veined"]);
    expect(
      await createAttributeOption(database.db, "colour", optionContent({ labelEn: "Snow", labelZh: "", slug: "white", translations: {} })),
    ).toEqual({
      ok: false,
      problem: "slug-taken",
    });
    expect(
      (
        await createAttributeOption(
          database.db,
          "finish",
          optionContent({ labelEn: "White", labelZh: "", slug: "white", translations: {} }),
        )
      ).ok,
    ).toBe(true);
  });

  it("saves an edit made from the current version and refuses one made from an older version", async () => {
    const id = await create("colour", "White", "白色");
    expect(
      await saveAttributeOption(
        database.db,
        id,
        optionContent({ labelEn: "Pure white", labelZh: "纯白", slug: "pure-white", translations: {} }),
        1,
        null,
      ),
    ).toBe("saved");
    expect(
      await saveAttributeOption(
        database.db,
        id,
        optionContent({ labelEn: "Snow", labelZh: "雪白", slug: "snow", translations: {} }),
        1,
        null,
      ),
    ).toBe("changed-meanwhile");
    expect(await readAdminAttributeOption(database.db, id)).toMatchObject({
      texts: { en: { label: "Pure white" }, zh: { label: "纯白" } },
      slug: "pure-white",
      version: 2,
    });
    expect(translationsOf((await readAdminAttributeOption(database.db, id))!.texts)).toEqual({});
    const translations = { es: { label: "Blanco puro" }, ar: { label: "أبيض نقي" } };
    expect(
      await saveAttributeOption(
        database.db,
        id,
        optionContent({ labelEn: "Pure white", labelZh: "纯白", slug: "pure-white", translations }),
        2,
        null,
      ),
    ).toBe("saved");
    expect(translationsOf((await readAdminAttributeOption(database.db, id))!.texts)).toEqual(translations);
    expect((await listAttributeOptions(database.db, "ar", "colour"))[0]!.label).toBe("أبيض نقي");
    expect((await listAttributeOptions(database.db, "ru", "colour"))[0]!.label).toBe("Pure white");
    const grey = await create("colour", "Grey");
    expect(
      await saveAttributeOption(
        database.db,
        grey,
        optionContent({ labelEn: "Grey", labelZh: "", slug: "pure-white", translations: {} }),
        1,
        null,
      ),
    ).toBe("slug-taken");
    expect(
      await saveAttributeOption(
        database.db,
        "00000000-0000-4000-8000-000000000000",
        optionContent({ labelEn: "X", labelZh: "", slug: "x", translations: {} }),
        1,
        null,
      ),
    ).toBe("not-found");
  });

  it("moves an option up and down its list, and not past its ends", async () => {
    await create("finish", "Polished");
    const honed = await create("finish", "Honed");
    await create("finish", "Leathered");
    expect(await moveAttributeOption(database.db, honed, "up")).toBe(true);
    expect(await labels("finish")).toEqual(["Honed", "Polished", "Leathered"]);
    expect(await moveAttributeOption(database.db, honed, "up")).toBe(false);
    await moveAttributeOption(database.db, honed, "down");
    await moveAttributeOption(database.db, honed, "down");
    expect(await labels("finish")).toEqual(["Polished", "Leathered", "Honed"]);
  });

  it("counts the products using an option, and deleting it takes it off those products", async () => {
    const white = await create("colour", "White", "白色");
    const grey = await create("colour", "Grey", "灰色");
    await database.db.insert(products).values([
      { id: "alpha", texts: productTexts({ title: "Alpha" }), photoUrl: "/media/saide/a.jpg" },
      { id: "beta", texts: productTexts({ title: "Beta" }), photoUrl: "/media/saide/b.jpg" },
    ]);
    await database.db.insert(productOptions).values([
      { productId: "alpha", optionId: white },
      { productId: "beta", optionId: white },
      { productId: "beta", optionId: grey },
    ]);
    expect((await listAdminAttributeOptions(database.db)).colour.map((option) => option.productCount)).toEqual([2, 1]);
    expect(await deleteAttributeOption(database.db, white)).toEqual({ label: "白色", productCount: 2 });
    expect(
      (await getProductDetail(database.db, "beta", "zh", { includeHidden: true }))!.attributes.colours.map((option) => option.label),
    ).toEqual(["灰色"]);
    expect((await getProductDetail(database.db, "alpha", "en", { includeHidden: true }))!.attributes.colours).toEqual([]);
    expect(await deleteAttributeOption(database.db, white)).toBeNull();
  });

  it("keeps each option's count as products gain, change and lose it, also when two saves add it at once", async () => {
    const white = await create("colour", "White", "白色");
    const grey = await create("colour", "Grey", "灰色");
    const counts = async () => (await listAdminAttributeOptions(database.db)).colour.map((option) => option.productCount);
    await database.db
      .insert(products)
      .values(["alpha", "beta", "gamma"].map((id) => ({ id, texts: productTexts({ title: id }), photoUrl: `/media/saide/${id}.jpg` })));
    // Each save holds its transaction open while the other adds the same option: neither may count without the other.
    const addWhite = (productId: string, startAfterMs: number) =>
      new Promise<void>((resolve, reject) =>
        setTimeout(
          () =>
            database.db
              .transaction(async (tx) => {
                await tx.insert(productOptions).values({ productId, optionId: white });
                await new Promise((settle) => setTimeout(settle, 300));
              })
              .then(resolve, reject),
          startAfterMs,
        ),
      );
    await Promise.all([addWhite("alpha", 0), addWhite("beta", 100)]);
    expect(await counts()).toEqual([2, 0]);
    await database.db.insert(productOptions).values([
      { productId: "gamma", optionId: white },
      { productId: "gamma", optionId: grey },
    ]);
    expect(await counts()).toEqual([3, 1]);
    await database.db
      .update(productOptions)
      .set({ optionId: grey })
      .where(and(eq(productOptions.productId, "alpha"), eq(productOptions.optionId, white)));
    expect(await counts()).toEqual([2, 2]);
    await database.db.delete(products).where(eq(products.id, "gamma"));
    expect(await counts()).toEqual([1, 1]);
    expect(await readAdminAttributeOption(database.db, grey)).toMatchObject({ productCount: 1 });
  });
});
