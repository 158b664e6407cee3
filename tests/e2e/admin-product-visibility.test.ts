import { eq, inArray, like } from "drizzle-orm";
import type { Page } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import { products } from "~/database/schema";
import { browser, database, hydrated, newPage, setUpJourneys, signedInPage } from "../support/browser";
import { productTexts } from "../support/product-texts";

/** Every product a test here creates (copies included), removed at the end so the other journeys see the demo catalogue. */
const created = new Set<string>();

setUpJourneys();
afterAll(async () => {
  for (const id of created) await database.db.delete(products).where(like(products.id, `${id}%`));
});

const unique = () => Date.now().toString(36) + Math.floor(Math.random() * 1000).toString(36);

/** A product on the home page and in the Brand Center, at the end of the public order. */
async function insertProduct(titleEn: string, titleZh: string, sortOrder: number) {
  const [demo] = await database.db.select().from(products).where(eq(products.id, "calacatta-gold"));
  const id = titleEn.toLowerCase().replace(/\s+/g, "-");
  await database.db.insert(products).values({
    id,
    texts: productTexts(
      { title: titleEn, description: ["A slab the visibility journeys hide, copy and move."], keywords: ["journey"] },
      { zh: { title: titleZh, description: ["可见性测试使用的板材。"] } },
    ),
    photoUrl: demo!.photoUrl,
    photoVariants: demo!.photoVariants,
    categoryId: demo!.categoryId,
    homepage: true,
    sortOrder,
  });
  created.add(id);
  return id;
}

async function visitorStatus(path: string): Promise<{ status: number; html: string }> {
  const { context, page } = await newPage(browser, { javaScriptEnabled: false });
  const response = await page.goto(path);
  const result = { status: response!.status(), html: await page.content() };
  await context.close();
  return result;
}

/** The order in which the given titles appear on a page. */
async function orderOn(page: Page, path: string, titles: string[]): Promise<string[]> {
  await page.goto(path);
  const text = await page.locator("main").innerText();
  return titles.filter((title) => text.includes(title)).sort((first, second) => text.indexOf(first) - text.indexOf(second));
}

describe("hiding a product", () => {
  it("gives buyers a 404 in both languages, takes it off the Brand Center and sitemap, and shows it to the owner with a banner", async () => {
    const titleEn = `Hidden Journey ${unique()}`;
    const titleZh = `隐藏测试 ${unique()}`;
    const id = await insertProduct(titleEn, titleZh, 100_000);
    expect((await visitorStatus(`/product/${id}`)).status).toBe(200);

    const { context, page } = await signedInPage(browser, {
      viewport: { width: 1280, height: 900 },
      path: `/dashboard/products?edit=${id}`,
    });
    await hydrated(page);
    const dialog = page.getByRole("dialog", { name: "修改产品" });
    await dialog.getByLabel("在网站上显示").uncheck();
    await dialog.getByRole("button", { name: "保存" }).click();
    await page.getByText("产品已保存。").waitFor();
    await page.getByRole("article", { name: titleZh }).getByText("网站上已隐藏").waitFor();

    const english = await visitorStatus(`/product/${id}`);
    expect(english.status).toBe(404);
    expect(english.html).toContain("404 Page Not Found");
    expect(english.html).not.toContain(titleEn);
    const chinese = await visitorStatus(`/product-zh/${id}`);
    expect(chinese.status).toBe(404);
    expect(chinese.html).toContain("404 页面未找到");
    expect(chinese.html).not.toContain(titleZh);
    for (const path of ["/brand-center", "/brand-center-zh", "/home"]) expect((await visitorStatus(path)).html).not.toContain(id);
    const sitemap = await (await fetch(new URL("/sitemap.xml", page.url()))).text();
    expect(sitemap).toContain("/product/calacatta-gold");
    expect(sitemap).not.toContain(id);

    const ownerView = await page.goto(`/product-zh/${id}`);
    expect(ownerView!.status()).toBe(200);
    expect(ownerView!.headers()["cache-control"]).toBe("no-store");
    expect(ownerView!.headers()["x-robots-tag"]).toBe("noindex");
    await page.getByText("已隐藏——买家看不到此产品。").waitFor();
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(titleZh);
    expect(await page.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex");
    await context.close();
  });
});

describe("duplicating and ordering products without JavaScript", () => {
  it("copies a product as a hidden one right after it", async () => {
    const titleZh = `复制测试 ${unique()}`;
    const id = await insertProduct(`Copy Journey ${unique()}`, titleZh, 100_001);
    const { context, page } = await signedInPage(browser, { javaScriptEnabled: false, path: "/dashboard/products" });
    await page.getByRole("button", { name: `复制${titleZh}` }).click();
    await page.getByText(`已复制为“${titleZh}（副本）”（ID：${id}-copy）。`, { exact: false }).waitFor();
    const copy = page.getByRole("article", { name: `${titleZh}（副本）` });
    await copy.getByText("网站上已隐藏").waitFor();
    const [original] = await database.db.select().from(products).where(eq(products.id, id));
    const [stored] = await database.db
      .select()
      .from(products)
      .where(eq(products.id, `${id}-copy`));
    expect(stored).toMatchObject({
      texts: { en: { keywords: ["journey"] }, zh: { description: original!.texts.zh?.description } },
      photoUrl: original!.photoUrl,
      visible: false,
    });
    expect(stored!.sortOrder).toBe(original!.sortOrder + 1);
    expect((await visitorStatus(`/product/${id}-copy`)).status).toBe(404);
    await context.close();
  });

  it("moves a product down with a plain form, and buyers see the new order", async () => {
    const first = `先 ${unique()}`;
    const second = `后 ${unique()}`;
    const ids = [
      await insertProduct(`First Move ${unique()}`, first, 100_002),
      await insertProduct(`Second Move ${unique()}`, second, 100_003),
    ];
    const { context: visitor, page: buyer } = await newPage(browser, { javaScriptEnabled: false });
    expect(await orderOn(buyer, "/brand-center-zh", [first, second])).toEqual([first, second]);

    const { context, page } = await signedInPage(browser, { javaScriptEnabled: false, path: "/dashboard/products" });
    await page.getByRole("button", { name: `下移${first}` }).click();
    await page.getByText(`顺序已保存：“${first}”已移动。`).waitFor();
    expect(await orderOn(page, "/dashboard/products", [first, second])).toEqual([second, first]);
    expect(await orderOn(buyer, "/brand-center-zh", [first, second])).toEqual([second, first]);
    const stored = await database.db
      .select({ id: products.id, sortOrder: products.sortOrder })
      .from(products)
      .where(inArray(products.id, ids));
    expect(stored.find((row) => row.id === ids[0])!.sortOrder).toBe(stored.find((row) => row.id === ids[1])!.sortOrder + 1);
    await Promise.all([context.close(), visitor.close()]);
  });

  it("with JavaScript, drops a dragged card onto another's place", async () => {
    const titles = [`甲 ${unique()}`, `乙 ${unique()}`, `丙 ${unique()}`];
    for (const [index, title] of titles.entries()) await insertProduct(`Drag Move ${unique()} ${index}`, title, 100_004 + index);
    const { context, page } = await signedInPage(browser, { viewport: { width: 1280, height: 900 }, path: "/dashboard/products" });
    await hydrated(page);
    await page.getByText("将卡片拖到另一张卡片的位置").waitFor();
    const card = (title: string) => page.getByRole("listitem").filter({ has: page.getByRole("article", { name: title }) });
    await card(titles[2]!).dragTo(card(titles[0]!));
    await page.getByText(`顺序已保存：“${titles[2]}”已移动。`).waitFor();
    expect(await orderOn(page, "/brand-center-zh", titles)).toEqual([titles[2], titles[0], titles[1]]);
    await context.close();
  });

  it("fits the product cards and their buttons on a 375 px phone", async () => {
    await insertProduct(`Phone Fit ${unique()}`, `手机测试 ${unique()}`, 100_010);
    const { context, page } = await signedInPage(browser, { viewport: { width: 375, height: 800 }, path: "/dashboard/products" });
    await hydrated(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await context.close();
  });
});
