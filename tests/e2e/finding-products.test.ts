import { eq, inArray } from "drizzle-orm";
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { attributeOptions, productOptions, products } from "~/database/schema";
import { accessibilityViolations } from "../support/accessibility";
import { browser, database, hydrated, newPage, setUpJourneys } from "../support/browser";
import { productTexts } from "../support/product-texts";

setUpJourneys();

/** Options and products of this file's own, so the journeys do not depend on the demo catalogue's attributes. */
const colourSlug = "e2e-glacier";
const productIds = ["e2e-glacier-calacatta", "e2e-glacier-thin", "e2e-ember-onyx"];

beforeAll(async () => {
  const [demo] = await database.db.select().from(products).where(eq(products.id, "calacatta-gold"));
  const photo = { photoUrl: demo!.photoUrl, photoVariants: demo!.photoVariants, categoryId: demo!.categoryId };
  const [glacier] = await database.db
    .insert(attributeOptions)
    .values({ kind: "colour", slug: colourSlug, labelEn: "Glacier", labelZh: "冰川色", sortOrder: 900 })
    .returning();
  await database.db.insert(products).values([
    {
      id: productIds[0]!,
      texts: productTexts({ title: "Glacier Calacatta" }, { zh: { title: "冰川卡拉卡塔" } }),
      thicknessesMm: [13, 17],
      sortOrder: 900,
      ...photo,
    },
    {
      id: productIds[1]!,
      texts: productTexts({ title: "Glacier Thin" }, { zh: { title: "冰川薄板" } }),
      thicknessesMm: [17],
      sortOrder: 901,
      ...photo,
    },
    {
      id: productIds[2]!,
      texts: productTexts({ title: "Ember Onyx" }, { zh: { title: "余烬玛瑙" } }),
      thicknessesMm: [13],
      sortOrder: 902,
      ...photo,
    },
  ]);
  await database.db.insert(productOptions).values(productIds.slice(0, 2).map((productId) => ({ productId, optionId: glacier!.id })));
});

afterAll(async () => {
  await database.db.delete(products).where(inArray(products.id, productIds));
  await database.db.delete(attributeOptions).where(eq(attributeOptions.slug, colourSlug));
});

const productTitles = (page: Page) => page.locator("section article h2").allTextContents();
const filters = (page: Page) => page.getByRole("form", { name: "Filter products" });

describe.each([false, true])("filtering the Brand Center (JavaScript %s)", (javaScriptEnabled) => {
  it("narrows by colour and thickness with counts, in an address that reloads the same", async () => {
    const { context, page } = await newPage(browser, { javaScriptEnabled, viewport: { width: 1280, height: 900 } });
    await page.goto("/");
    await page.goto("/brand-center");
    const glacier = filters(page).getByRole("checkbox", { name: /^Glacier\s*2$/ });
    expect(await glacier.isEnabled()).toBe(true);
    if (javaScriptEnabled) {
      await hydrated(page);
      await page.mouse.wheel(0, 100);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    }
    const scrolledTo = await page.evaluate(() => window.scrollY);
    await glacier.check();
    if (!javaScriptEnabled) await filters(page).getByRole("button", { name: "Show products" }).click();
    await page.waitForURL(/colour=e2e-glacier/);
    if (javaScriptEnabled) {
      // A tick keeps the buyer where they were on the page.
      await hydrated(page);
      // Near the same place: the narrowed page lays out a little differently above, but the buyer is not thrown back to the top.
      const scrolledNow = await page.evaluate(() => window.scrollY);
      expect(scrolledNow).toBeGreaterThan(0);
      expect(Math.abs(scrolledNow - scrolledTo)).toBeLessThanOrEqual(90);
    }
    await page.getByRole("status").filter({ hasText: "2 products" }).waitFor();
    expect(await productTitles(page)).toEqual(["Glacier Calacatta", "Glacier Thin"]);
    // Given the colour, 13 mm has one product and 17 mm two.
    const thirteen = filters(page).getByRole("checkbox", { name: /^13 mm\s*1$/ });
    await filters(page)
      .getByRole("checkbox", { name: /^17 mm\s*2$/ })
      .waitFor();
    await thirteen.check();
    if (!javaScriptEnabled) await filters(page).getByRole("button", { name: "Show products" }).click();
    await page.waitForURL(/thickness=13/);
    await page.getByRole("status").filter({ hasText: "1 product" }).waitFor();
    expect(await productTitles(page)).toEqual(["Glacier Calacatta"]);

    await page.reload();
    expect(
      await filters(page)
        .getByRole("checkbox", { name: /^Glacier/ })
        .isChecked(),
    ).toBe(true);
    expect(
      await filters(page)
        .getByRole("checkbox", { name: /^13 mm/ })
        .isChecked(),
    ).toBe(true);
    expect(await productTitles(page)).toEqual(["Glacier Calacatta"]);
    // The address is the canonical page's: filters never make a second page for search engines.
    expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toMatch(/\/brand-center$/);

    await page.getByRole("list", { name: "Active filters" }).getByRole("link", { name: "Remove filter: Thickness: 13 mm" }).click();
    await page.getByRole("status").filter({ hasText: "2 products" }).waitFor();
    expect(page.url()).not.toContain("thickness=");
    await page.getByRole("link", { name: "Clear all filters" }).click();
    await page.waitForURL(/\/brand-center$/);
    await page.getByRole("link", { name: "Clear all filters" }).waitFor({ state: "detached" });
    expect((await productTitles(page)).length).toBeGreaterThan(3);
    if (javaScriptEnabled) {
      // Ticks replaced their history entry: Back goes through the addresses the buyer chose, then leaves the Brand Center.
      await page.goBack();
      await page.waitForURL(/colour=e2e-glacier$/);
      await page.goBack();
      await page.waitForURL(/colour=e2e-glacier&thickness=13$/);
      await page.goBack();
      await page.waitForURL((url) => url.pathname === "/");
    }
    await context.close();
  });
});

const PHONE = { width: 390, height: 844 };
const filtersControl = (page: Page) => page.getByRole("main").locator("summary");

/** Whether the filters' control is announced as expanded: the state Chromium gives assistive technology. */
async function announcedExpanded(context: BrowserContext, page: Page): Promise<boolean | undefined> {
  const session = await context.newCDPSession(page);
  const { nodes } = await session.send("Accessibility.getFullAXTree");
  const control = nodes.find((node) => node.role?.value === "DisclosureTriangle" && /^Filters/.test(String(node.name?.value)));
  return control?.properties?.find((property) => property.name === "expanded")?.value.value as boolean | undefined;
}

describe.each([false, true])("filtering the Brand Center on a phone (JavaScript %s)", (javaScriptEnabled) => {
  it("shows the products first, the filters behind a control with their count, applied together", async () => {
    const { context, page } = await newPage(browser, { javaScriptEnabled, viewport: PHONE });
    await page.goto("/brand-center");
    if (javaScriptEnabled) await hydrated(page);
    const firstCard = await page.locator("section article").first().boundingBox();
    expect(firstCard!.y + firstCard!.height).toBeLessThanOrEqual(PHONE.height);
    expect(await filtersControl(page).textContent()).toBe("Filters");
    expect(await filters(page).isVisible()).toBe(false);
    expect(await announcedExpanded(context, page)).toBe(false);

    await filtersControl(page).focus();
    await page.keyboard.press("Enter");
    expect(await announcedExpanded(context, page)).toBe(true);
    await filters(page)
      .getByRole("checkbox", { name: /^Glacier\s*2$/ })
      .check();
    // Ticks wait for the button on a phone: loading at once would close the panel after each.
    await filters(page)
      .getByRole("checkbox", { name: /^13 mm/ })
      .check();
    expect(new URL(page.url()).search).toBe("");
    await filters(page).getByRole("button", { name: "Show products" }).click();
    await page.waitForURL(/\?colour=e2e-glacier&thickness=13$/);
    await page.getByRole("status").filter({ hasText: "1 product" }).waitFor();
    expect(await productTitles(page)).toEqual(["Glacier Calacatta"]);
    // Closed again, so the result shows at once, and the control says how many filters apply.
    expect(await filtersControl(page).textContent()).toBe("Filters (2)");
    expect(await filters(page).isVisible()).toBe(false);
    const result = await page.locator("section article").first().boundingBox();
    expect(result!.y + result!.height).toBeLessThanOrEqual(PHONE.height);

    await page.goto("/brand-center-zh?colour=e2e-glacier");
    expect(await filtersControl(page).textContent()).toBe("筛选（1）");
    await context.close();
  });
});

describe("the filters' control on a phone", () => {
  it("leaves nothing for axe to find, closed or open beside the applied filters' chips", async () => {
    const { context, page } = await newPage(browser, { viewport: PHONE });
    await page.goto("/brand-center?colour=e2e-glacier&thickness=13");
    expect(await accessibilityViolations(page)).toEqual([]);
    await filtersControl(page).click();
    expect(await announcedExpanded(context, page)).toBe(true);
    expect(await accessibilityViolations(page)).toEqual([]);
    await context.close();
  });
});

describe("filters on a wide screen", () => {
  it("stand in a column beside the products without a click", async () => {
    const { context, page } = await newPage(browser, { viewport: { width: 1366, height: 900 } });
    await page.goto("/brand-center");
    expect(
      await filters(page)
        .getByRole("checkbox", { name: /^Glacier\s*2$/ })
        .isVisible(),
    ).toBe(true);
    expect(await filtersControl(page).isVisible()).toBe(false);
    const column = await filters(page).boundingBox();
    const products = await page.locator("[data-product-grid]").boundingBox();
    expect(column!.x + column!.width).toBeLessThan(products!.x);
    expect(column!.y).toBeLessThan(PHONE.height);
    await context.close();
  });
});

describe("searching products", () => {
  it("finds a product from the navbar in English despite a typo, and in Chinese without spaces", async () => {
    const { context, page } = await newPage(browser, { viewport: { width: 1280, height: 900 } });
    await page.goto("/");
    await page.getByRole("banner").getByRole("searchbox", { name: "Search products by name, colour or keyword" }).fill("glaciar calacatas");
    await page.getByRole("banner").getByRole("searchbox").press("Enter");
    await page.waitForURL(/\/brand-center\?q=glaciar/);
    await page.getByRole("status").filter({ hasText: "Results for “glaciar calacatas”" }).waitFor();
    expect((await productTitles(page))[0]).toBe("Glacier Calacatta");

    await page.goto("/brand-center-zh");
    await page.getByRole("main").getByRole("searchbox").fill("冰川");
    await page.getByRole("main").getByRole("button", { name: "搜索" }).click();
    await page.getByRole("status").filter({ hasText: "“冰川”的搜索结果" }).waitFor();
    expect(await productTitles(page)).toEqual(["冰川卡拉卡塔", "冰川薄板"]);
    await context.close();
  });

  it("offers suggestions and categories instead of an empty page", async () => {
    const { context, page } = await newPage(browser, { javaScriptEnabled: false });
    await page.goto("/brand-center?q=glacxyz");
    await page.getByText("No products match “glacxyz”.").waitFor();
    expect(await page.getByRole("main").getByRole("link", { name: "Glacier Calacatta" }).count()).toBe(1);
    expect(await page.getByRole("main").locator("section").getByRole("link").count()).toBeGreaterThan(3);
    await page.getByRole("main").getByRole("link", { name: "Glacier Calacatta" }).click();
    await page.waitForURL(/q=Glacier/);
    await page.getByRole("status").filter({ hasText: "Results for “Glacier Calacatta”" }).waitFor();
    expect((await productTitles(page))[0]).toBe("Glacier Calacatta");
    await context.close();
  });
});
