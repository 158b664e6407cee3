import { eq, sql } from "drizzle-orm";
import type { Page } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import { categories, products, revisions } from "~/database/schema";
import { demoCategories } from "~/modules/seed/demo-content";
import { demoCategoryTranslations } from "~/modules/seed/demo-translations";
import { readSetting, writeSetting } from "~/modules/site-settings/site-settings.server";
import { browser, database, hydrated, newPage, setUpJourneys, signedInPage } from "../support/browser";
import { categoryRow } from "../support/content-rows";

setUpJourneys();

// Other journeys browse the demo categories: put them back as seeded, in their order, shown (runs before the database closes).
afterAll(async () => {
  for (const category of demoCategories) {
    await database.db
      .update(categories)
      .set({ ...categoryRow({ ...category, translations: demoCategoryTranslations[category.id] }), imageId: null, visible: true })
      .where(eq(categories.id, category.id));
  }
  await database.db.delete(revisions).where(eq(revisions.entityType, "category"));
});

const brandList = (page: Page, name: string) =>
  page.getByRole("navigation", { name }).getByRole("link").locator("[data-category-name]").allTextContents();

describe("the categories tab", () => {
  it("renames a category in both languages with a new address and description, refuses to delete it while used, and restores it from the history", async () => {
    const { context, page } = await signedInPage(browser, { path: "/dashboard/categories" });
    await page.getByRole("link", { name: "编辑卡拉拉系列" }).click();
    await page.waitForURL("**/dashboard/categories/carrara-series");
    await hydrated(page);
    await page.getByLabel("网址名称（slug）").fill("Carrara Select");
    await page.getByLabel("名称（中文）").fill("卡拉拉精选");
    await page.getByText("请使用小写字母 a–z、数字，并用单个连字符分隔，例如 calacatta-series。").waitFor();
    await page.getByLabel("网址名称（slug）").fill("carrara-select");
    await page.getByLabel("名称（英文）").fill("Carrara Select");
    await page.getByLabel("简介（英文）").fill("Soft grey feathering on white, chosen slab by slab.");
    await page.getByLabel("简介（中文）").fill("白底柔和灰纹，逐块精选。");
    // Russian is turned off: its fields stay, so the owner can write it before buyers see it.
    await writeSetting(database.db, "languages", { off: ["ru"] });
    const spanish = page.locator("details", { hasText: "Español（西班牙语）" });
    await spanish.locator("summary").click();
    await spanish.getByLabel("名称").fill("Selección Carrara");
    await spanish.getByLabel("描述").fill("");
    await expect.poll(() => spanish.locator("summary").textContent()).toContain("已填写 1/2 项");
    await page.locator("summary", { hasText: "Русский（俄语）" }).waitFor();
    await page.getByRole("button", { name: "保存" }).click();
    await page.getByText("已保存，品牌中心已显示新的信息。").waitFor();

    const buyer = await newPage(browser);
    await buyer.page.goto("/brand-center?category=carrara-select");
    await buyer.page.getByRole("heading", { level: 1, name: "Carrara Select" }).waitFor();
    await buyer.page.getByText("Soft grey feathering on white, chosen slab by slab.").waitFor();
    expect(await brandList(buyer.page, "Categories")).toContain("Carrara Select");
    await buyer.page.goto("/brand-center-zh?category=carrara-select");
    await buyer.page.getByRole("heading", { level: 1, name: "卡拉拉精选" }).waitFor();
    await buyer.page.getByText("白底柔和灰纹，逐块精选。").waitFor();
    // The Spanish page shows the Spanish name, and the English description, marked as English, where none is written.
    await buyer.page.goto("/es/brand-center?category=carrara-select");
    await buyer.page.getByRole("heading", { level: 1, name: "Selección Carrara" }).waitFor();
    await buyer.page.locator('[lang="en"]', { hasText: "Soft grey feathering on white, chosen slab by slab." }).waitFor();
    await writeSetting(database.db, "languages", { off: [] });
    // A link from before slugs, by the category's id, still leads to it, at its new address.
    await buyer.page.goto("/brand-center?category=carrara-series");
    expect(new URL(buyer.page.url()).search).toBe("?category=carrara-select");
    await buyer.page.getByRole("heading", { level: 1, name: "Carrara Select" }).waitFor();

    const count = (await database.db.select({ id: products.id }).from(products).where(eq(products.categoryId, "carrara-series"))).length;
    expect(count).toBeGreaterThan(0);
    await page.locator("summary", { hasText: "删除此分类" }).click();
    await page.getByText(`有 ${count} 个产品使用此分类。`, { exact: false }).waitFor();
    await page.getByRole("button", { name: "移动产品并删除" }).click();
    await page.getByText(`未删除：仍有 ${count} 个产品使用此分类。请选择要将这些产品移到哪个分类。`).waitFor();
    expect((await database.db.select({ id: categories.id }).from(categories).where(eq(categories.id, "carrara-series"))).length).toBe(1);

    await page.getByRole("link", { name: "修改记录" }).click();
    await page.getByRole("heading", { name: "修改记录：分类“卡拉拉精选”" }).waitFor();
    await page.getByRole("button", { name: "恢复此版本" }).click();
    await page.getByText(/^已恢复 .* 的版本，公开页面现在显示该内容。$/).waitFor();
    await buyer.page.goto("/brand-center?category=carrara-series");
    await buyer.page.getByRole("heading", { level: 1, name: "Carrara Series" }).waitFor();
    expect(new URL(buyer.page.url()).search).toBe("?category=carrara-series");
    await buyer.page.goto("/es/brand-center?category=carrara-series");
    await buyer.page.getByRole("heading", { level: 1, name: "Colección Carrara" }).waitFor();
    await buyer.context.close();
    await context.close();
  });

  it("reorders and hides categories without JavaScript, and lists a hidden one's products under All Brands only", async () => {
    const { context, page } = await signedInPage(browser, { javaScriptEnabled: false, path: "/dashboard/categories" });
    await page.getByRole("button", { name: "上移闪晶系列" }).click();
    await page.getByText("顺序已保存。").waitFor();
    await page.getByRole("link", { name: "编辑石纹与水泥系列" }).click();
    await page.getByLabel("在品牌中心显示").uncheck();
    await page.getByRole("button", { name: "保存" }).click();
    await page.getByText("已保存，品牌中心已显示新的信息。").waitFor();

    const buyer = await newPage(browser, { javaScriptEnabled: false });
    await buyer.page.goto("/brand-center");
    expect(await brandList(buyer.page, "Categories")).toEqual([
      "All Brands",
      "Calacatta Series",
      "Carrara Series",
      "Sparkle Series",
      "Pure Color Series",
    ]);
    const hiddenProduct = (
      await database.db
        .select({ title: sql<string>`${products.texts} -> 'en' ->> 'title'` })
        .from(products)
        .where(eq(products.categoryId, "stone-concrete-series"))
        .limit(1)
    )[0]!;
    await buyer.page.getByRole("heading", { level: 2, name: hiddenProduct.title }).waitFor();
    // Its address no longer names a listed section: the page shows All Brands.
    await buyer.page.goto("/brand-center?category=stone-concrete-series");
    await buyer.page.getByRole("heading", { level: 1, name: "All Brands" }).waitFor();

    // The product editor still offers the hidden category, marked as such.
    await page.goto("/dashboard/products?new=1");
    expect(await page.getByRole("option", { name: "石纹与水泥系列（在品牌中心中已隐藏）" }).count()).toBe(1);
    await buyer.context.close();
    await context.close();
  });
});

describe("the Brand Center's search texts", () => {
  it("uses the owner's Brand Center title on the list, and each category's own title and description on its section", async () => {
    const before = await readSetting(database.db, "pageSeo");
    const ownBrand = { title: "Quartz slab collections by Saide", description: "Every collection of Saide quartz slabs." };
    await writeSetting(database.db, "pageSeo", { ...before, brand: { ...before.brand, texts: { ...before.brand.texts, en: ownBrand } } });
    try {
      const { context, page } = await newPage(browser);
      await page.goto("/brand-center");
      expect(await page.title()).toBe(ownBrand.title);
      const [category] = await database.db
        .select()
        .from(categories)
        .where(eq(categories.visible, true))
        .orderBy(categories.sortOrder)
        .limit(1);
      await page.goto(`/brand-center?category=${category!.slug}`);
      expect(await page.title()).toContain(category!.texts.en.title);
      expect(await page.locator('meta[name="description"]').getAttribute("content")).not.toBe(ownBrand.description);
      await context.close();
    } finally {
      await writeSetting(database.db, "pageSeo", before);
    }
  });
});
