import { and, asc, eq, inArray } from "drizzle-orm";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/database/client.server";
import { categories, products } from "~/database/schema";
import { browser, hydrated, setUpJourneys, signedInPage } from "../support/browser";
import { createPostgresDatabase } from "../support/database";
import { startBuiltServer, type RunningServer } from "../support/server";
import { productTexts } from "../support/product-texts";

// A server of its own: the shared one keeps the demo catalogue of 14, which fits on one page.
let server: RunningServer;
let postgres: Awaited<ReturnType<typeof createPostgresDatabase>>;
let db: DatabaseHandle;
let categorySlug: string;
/** What the Brand Center lists: the visible products shown on the home and brand pages. */
let listed: number;

/** 40 products after the demo's 14: 54 in all, three pages of the default 24 (the Brand Center lists a few less: some demo products are kept off it). */
const extra = Array.from({ length: 40 }, (_, index) => String(index).padStart(2, "0"));

setUpJourneys();
beforeAll(async () => {
  postgres = await createPostgresDatabase();
  server = await startBuiltServer({ DATABASE_URL: postgres.url });
  const { openDatabase } = await import("~/database/client.server");
  db = await openDatabase({ url: postgres.url, dataDir: "" });
  const [category] = await db.db.select().from(categories).where(eq(categories.visible, true)).orderBy(asc(categories.sortOrder)).limit(1);
  const [photo] = await db.db.select().from(products).limit(1);
  categorySlug = category!.slug;
  // Written before any public page is asked for, so no cached page predates them.
  await db.db.insert(products).values(
    extra.map((number, index) => ({
      id: `paged-slab-${number}`,
      texts: productTexts({ title: `Paged Slab ${number}` }, { zh: { title: `分页石 ${number}` } }),
      photoUrl: photo!.photoUrl,
      photoVariants: photo!.photoVariants,
      categoryId: category!.id,
      sortOrder: 100 + index,
    })),
  );
  listed = await db.db.$count(products, and(eq(products.visible, true), eq(products.homepage, true)));
}, 180_000);
afterAll(async () => {
  await db?.close();
  await server?.stop();
  await postgres?.drop();
});

const cards = (page: Page) => page.getByRole("link", { name: /^(View details|查看详情)/ });
const canonical = (page: Page) => page.locator('link[rel="canonical"]').getAttribute("href");

describe("the Brand Center of a catalogue larger than a page", () => {
  for (const { language, path, texts } of [
    {
      language: "English",
      path: "/brand-center",
      texts: { next: "Next page", previous: "Previous page", position: "Page 2 of 3", more: "Load more" },
    },
    {
      language: "Chinese",
      path: "/brand-center-zh",
      texts: { next: "下一页", previous: "上一页", position: "第 2 页，共 3 页", more: "加载更多" },
    },
  ]) {
    it(`pages through links without JavaScript (${language}), each page its own canonical address`, async () => {
      const context = await browser.newContext({ baseURL: server.baseUrl, javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(path);
      expect(await cards(page).count()).toBe(24);
      expect(await canonical(page)).toBe(`${server.baseUrl}${path}`);
      await page.getByRole("link", { name: texts.next }).click();
      await page.waitForURL(`**${path}?page=2`);
      expect(await cards(page).count()).toBe(24);
      expect(await page.getByText(texts.position).count()).toBe(1);
      expect(await canonical(page)).toBe(`${server.baseUrl}${path}?page=2`);
      expect(await page.locator('a[rel="prev"]').getAttribute("href")).toBe(path);
      await page.getByRole("link", { name: texts.next }).click();
      await page.waitForURL(`**${path}?page=3`);
      expect(await cards(page).count()).toBe(listed - 48);
      expect(await page.getByRole("link", { name: texts.next }).count()).toBe(0);
      await page.getByRole("link", { name: texts.previous }).click();
      await page.waitForURL(`**${path}?page=2`);

      // A category with the filters keeps them from page to page; a page past the end shows the last.
      await page.goto(`${path}?category=${categorySlug}&thickness=20&page=99`);
      const last = new URL(page.url());
      expect(last.searchParams.get("category")).toBe(categorySlug);
      expect(last.searchParams.get("thickness")).toBe("20");
      const lastPage = Number(last.searchParams.get("page") ?? "1");
      expect(lastPage).toBeLessThan(99);
      await context.close();
    });

    it(`loads more products into the page where JavaScript runs (${language})`, async () => {
      const context = await browser.newContext({ baseURL: server.baseUrl });
      const page = await context.newPage();
      await page.goto(path);
      await hydrated(page);
      expect(await cards(page).count()).toBe(24);
      const more = page.getByRole("button", { name: texts.more });
      // Each click fetches the next page, rendered for the first time: slower than vitest's 1 s default on a busy machine.
      const fetched = { timeout: 10_000 };
      await more.click();
      await expect.poll(() => cards(page).count(), fetched).toBe(48);
      expect(page.url()).toBe(`${server.baseUrl}${path}`);
      await more.click();
      await expect.poll(() => cards(page).count(), fetched).toBe(listed);
      await expect.poll(() => more.count(), fetched).toBe(0);
      const titles = await page.locator("[data-product-grid] h2").allTextContents();
      expect(new Set(titles).size).toBe(listed);
      await context.close();
    });
  }

  it("keeps a small category on one page, without a pager", async () => {
    const response = await fetch(`${server.baseUrl}/brand-center?q=${encodeURIComponent("Paged Slab 07")}`);
    const html = await response.text();
    expect(html).not.toContain('rel="next"');
    expect(html).not.toContain("Page 1 of");
  });
});

describe("the dashboard's product list of a catalogue larger than a page", () => {
  const firstTitle = (page: Page) => page.locator("article h2").first().textContent();
  const lastTitle = (page: Page) => page.locator("article h2").last().textContent();
  const orderOf = async (ids: string[]) =>
    new Map(
      (await db.db.select({ id: products.id, sortOrder: products.sortOrder }).from(products).where(inArray(products.id, ids))).map(
        (row) => [row.id, row.sortOrder],
      ),
    );

  it("pages, searches and moves a product across a page boundary with its buttons and by dragging", async () => {
    const { context, page } = await signedInPage(browser, { baseUrl: server.baseUrl, path: "/dashboard/products?page=2" });
    await hydrated(page);
    await page.getByText("共 54 个产品").waitFor();
    expect(await page.locator("article h2").count()).toBe(24);
    expect(await firstTitle(page)).toBe("分页石 10");

    // Up on a page's first card: it becomes the previous page's last, and only its own order changes.
    const before = await orderOf(extra.map((number) => `paged-slab-${number}`));
    await page.getByRole("button", { name: "上移分页石 10" }).click();
    await expect.poll(() => firstTitle(page)).toBe("分页石 09");
    const after = await orderOf(extra.map((number) => `paged-slab-${number}`));
    expect([...after].filter(([id, order]) => before.get(id) !== order).map(([id]) => id)).toEqual(["paged-slab-10"]);

    // Dragged onto "Previous page": the card becomes that page's last. The events go one at a time, as a hand's would.
    const dataTransfer = await page.evaluateHandle(() => new DataTransfer());
    const previousLink = page.getByRole("link", { name: "上一页" });
    await page.locator("li", { has: page.getByRole("heading", { name: "分页石 11" }) }).dispatchEvent("dragstart", { dataTransfer });
    await previousLink.dispatchEvent("dragenter", { dataTransfer });
    await previousLink.dispatchEvent("dragover", { dataTransfer });
    await expect.poll(() => previousLink.getAttribute("class")).toContain("outline-dashed");
    await previousLink.dispatchEvent("drop", { dataTransfer });
    await expect.poll(() => firstTitle(page)).toBe("分页石 10");
    await previousLink.click();
    await page.waitForURL((url) => !url.search.includes("page="));
    await expect.poll(() => lastTitle(page)).toBe("分页石 11");

    // Searching narrows the list; reordering waits for the whole list in its order.
    await page.getByLabel("按标题或编号搜索").fill("Paged Slab 3");
    await page.getByRole("button", { name: "显示", exact: true }).click();
    await page.getByText("共 10 个产品").waitFor();
    expect(await page.getByRole("button", { name: "上移分页石 35" }).isDisabled()).toBe(true);
    await context.close();
  });

  it("moves a product across a page boundary without JavaScript", async () => {
    const { context, page } = await signedInPage(browser, {
      baseUrl: server.baseUrl,
      javaScriptEnabled: false,
      path: "/dashboard/products?page=3",
    });
    const first = await firstTitle(page);
    await page.getByRole("button", { name: `上移${first}` }).click();
    await page.waitForLoadState("load");
    await page.goto("/dashboard/products?page=2");
    expect(await lastTitle(page)).toBe(first);
    await context.close();
  });
});
