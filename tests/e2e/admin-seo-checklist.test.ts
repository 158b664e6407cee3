import { eq, inArray } from "drizzle-orm";
import type { Page } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import { productPhotos, products } from "~/database/schema";
import { accessibilityViolations } from "../support/accessibility";
import { browser, database, hydrated, setUpJourneys, signedInPage } from "../support/browser";
import { productTexts } from "../support/product-texts";

/** Every product this file creates, removed at the end so the other journeys see the demo catalogue. */
const created = new Set<string>();

setUpJourneys();
afterAll(async () => {
  if (created.size > 0) await database.db.delete(products).where(inArray(products.id, [...created]));
});

const unique = () => Date.now().toString(36) + Math.floor(Math.random() * 1000).toString(36);

/**
 * A product written in English only: its Chinese page shows the English title, which the checklist calls a problem.
 * Its photo (the demo's) has its own alt texts in both languages, so that is the product's one problem.
 */
async function englishOnlyProduct(titleEn: string) {
  const [demo] = await database.db.select().from(products).where(eq(products.id, "calacatta-gold"));
  const [demoPhoto] = await database.db.select().from(productPhotos).where(eq(productPhotos.productId, "calacatta-gold"));
  const id = titleEn.toLowerCase().replace(/\s+/g, "-");
  await database.db.insert(products).values({
    id,
    texts: productTexts(
      {
        title: titleEn,
        description: ["A white quartz slab with soft grey veins, 3200 by 1600 mm, polished, for kitchen countertops and vanities."],
      },
      { zh: { description: ["白色底浅灰色纹理的石英石大板，规格 3200*1600mm，抛光面，适用于厨房台面和浴室柜。"] } },
    ),
    photoUrl: demo!.photoUrl,
    photoVariants: demo!.photoVariants,
    sortOrder: 10_000,
  });
  await database.db.insert(productPhotos).values({
    productId: id,
    mediaId: demoPhoto!.mediaId,
    position: 0,
    isCard: true,
    texts: { en: { alt: "A white quartz slab" }, zh: { alt: "白色石英石大板" } },
  });
  created.add(id);
  return id;
}

async function problemsOnSeoHealth(page: Page): Promise<number> {
  await page.goto("/dashboard/seo?show=problem");
  return Number(await page.locator("[data-seo-summary]").getAttribute("data-problems"));
}

const check = (page: Page, language: string, id: string) => page.locator(`[data-seo-language="${language}"] [data-check="${id}"]`);

describe("the owner's SEO checklist", () => {
  it("turns green as the owner types the missing Chinese title, warns of a title used elsewhere, and the SEO health count drops after saving", async () => {
    const { context, page } = await signedInPage(browser, { viewport: { width: 1280, height: 900 } });
    const suffix = unique();
    const id = await englishOnlyProduct(`Seo Journey ${suffix}`);
    const titleZh = `雪山白 ${suffix}`;

    const problemsBefore = await problemsOnSeoHealth(page);
    expect(problemsBefore).toBeGreaterThan(0);

    await page.goto(`/dashboard/products?edit=${id}`);
    await hydrated(page);
    const dialog = page.getByRole("dialog", { name: "修改产品" });
    await dialog.waitFor();
    await expect.poll(() => check(page, "zh", "translated").getAttribute("data-light")).toBe("problem");
    await expect.poll(() => check(page, "zh", "translated").textContent()).toContain("标题");
    await expect
      .poll(() => page.locator('[data-seo-language="zh"] [data-preview="title"]').textContent())
      .toBe(`Seo Journey ${suffix} | 赛德石英石`);

    // Typed: the checklist follows each keystroke, with no save and no request.
    await dialog.getByLabel("中文标题", { exact: true }).fill(titleZh);
    await expect.poll(() => check(page, "zh", "translated").getAttribute("data-light")).toBe("good");
    await expect.poll(() => page.locator('[data-seo-language="zh"] [data-preview="title"]').textContent()).toBe(`${titleZh} | 赛德石英石`);

    // A title another product has turns red once the owner pauses, naming that product; the own title turns it green again.
    const titleEn = dialog.getByLabel(/^英文标题/);
    await titleEn.fill("Calacatta Gold");
    await expect.poll(() => check(page, "en", "uniqueTitle").getAttribute("data-light")).toBe("problem");
    await expect.poll(() => check(page, "en", "uniqueTitle").locator("li a").first().textContent()).toBe("产品：卡拉卡塔金");
    await titleEn.fill(`Seo Journey ${suffix} quartz slab with soft grey veins for kitchens`);
    await expect.poll(() => check(page, "en", "title").getAttribute("data-light")).toBe("improve");
    await expect.poll(() => check(page, "en", "uniqueTitle").getAttribute("data-light")).toBe("good");
    await titleEn.fill(`Seo Journey ${suffix}`);
    await expect.poll(() => check(page, "en", "title").getAttribute("data-light")).toBe("good");

    await dialog.getByRole("button", { name: "保存" }).click();
    await page.waitForURL(/saved=updated/);
    expect(await problemsOnSeoHealth(page)).toBe(problemsBefore - 1);

    // The title the checklist showed is the title the Chinese page has.
    const publicPage = await context.newPage();
    await publicPage.goto(`/product-zh/${id}`);
    expect(await publicPage.title()).toBe(`${titleZh} | 赛德石英石`);
    await context.close();
  });

  it("checks every language buyers read: the Spanish result follows what is typed in the Spanish group, held to the English", async () => {
    const { context, page } = await signedInPage(browser, { viewport: { width: 1280, height: 900 } });
    const id = await englishOnlyProduct(`Seo Spanish ${unique()}`);
    await page.goto(`/dashboard/products?edit=${id}`);
    await hydrated(page);
    const dialog = page.getByRole("dialog", { name: "修改产品" });
    await expect.poll(() => check(page, "es", "translated").getAttribute("data-light")).toBe("problem");
    expect(await page.locator('[data-seo-language="es"] h3').textContent()).toBe("西班牙语搜索结果");
    expect(await check(page, "es", "translated").getByRole("link", { name: "去修改" }).getAttribute("href")).toBe(
      "#product-editor-form-translations.es.title",
    );
    // Arabic's result is laid out right to left, as its page is.
    expect(await page.locator('[data-seo-language="ar"] [data-preview="title"]').getAttribute("dir")).toBe("rtl");

    const spanish = dialog.locator("details", { hasText: "Español（西班牙语）" });
    await spanish.locator("summary").click();
    await spanish.getByLabel("标题", { exact: true }).fill("Blanco Nieve");
    await spanish
      .getByLabel("描述", { exact: true })
      .fill("Cuarzo blanco con vetas grises suaves, tabla de 3200 por 1600 mm, pulida, para encimeras de cocina y baño.");
    await expect.poll(() => check(page, "es", "translated").getAttribute("data-light")).toBe("good");
    await expect
      .poll(() => page.locator('[data-seo-language="es"] [data-preview="title"]').textContent())
      .toBe("Blanco Nieve | Saide Quartz");
    await expect.poll(() => check(page, "es", "description").getAttribute("data-light")).toBe("good");
    await context.close();
  });

  it("shows the checklist without JavaScript, from what was saved", async () => {
    const { context, page } = await signedInPage(browser, { javaScriptEnabled: false });
    const id = await englishOnlyProduct(`Seo Plain ${unique()}`);
    await page.goto(`/dashboard/products?edit=${id}`);
    expect(await check(page, "zh", "translated").getAttribute("data-light")).toBe("problem");
    expect(await check(page, "en", "title").getAttribute("data-light")).toBe("good");
    const fix = check(page, "zh", "translated").getByRole("link", { name: "去修改" });
    expect(await fix.getAttribute("href")).toBe("#product-editor-form-titleZh");
    await context.close();
  });

  it("lists a problem on the SEO health screen with a link to the field that fixes it, in either language", async () => {
    const { context, page } = await signedInPage(browser);
    const id = await englishOnlyProduct(`Seo Listed ${unique()}`);
    await page.goto("/dashboard/seo?show=problem&lang=en");
    const links = page.locator(`a[href="/dashboard/products?edit=${id}#product-editor-form-titleZh"]`);
    // The list is paged; the new product's row may be on a later page.
    for (let shown = 1; (await links.count()) === 0; shown += 1) {
      const next = page.getByRole("link", { name: "Next" });
      expect(await next.count(), "the problem is listed").toBe(1);
      await next.click();
      // The next page is rendered in place: wait until it is the one shown.
      await page.waitForURL((url) => url.searchParams.get("page") === String(shown + 1));
      await page.getByText(`Page ${shown + 1} of`).waitFor();
    }
    expect(await page.locator("h1").textContent()).toBe("SEO health");
    await context.close();
  });

  it("fits a phone and passes the accessibility rules: the SEO health screen and an editor's checklist", async () => {
    const { context, page } = await signedInPage(browser, { viewport: { width: 375, height: 740 } });
    const id = await englishOnlyProduct(`Seo Phone ${unique()}`);
    for (const path of ["/dashboard/seo", `/dashboard/products?edit=${id}`, "/dashboard/categories/calacatta-series"]) {
      await page.goto(path);
      await hydrated(page);
      await page.locator("[data-seo-summary], [data-seo-checklist]").first().waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), path).toBeLessThanOrEqual(0);
      expect(await accessibilityViolations(page), path).toEqual([]);
    }
    await page.locator("summary", { hasText: "菜单" }).click();
    expect(await page.getByRole("navigation", { name: "后台栏目" }).getByRole("link", { name: "SEO 状况" }).count()).toBe(1);
    // The home editor judges the slides it shows: the site's own pictures carry alt texts in both languages.
    await page.goto("/dashboard/web-pages");
    expect(await check(page, "zh", "images").getAttribute("data-light")).toBe("good");
    expect(await check(page, "zh", "images").textContent()).toContain("张图片都有替代文字");
    await context.close();
  });
});
