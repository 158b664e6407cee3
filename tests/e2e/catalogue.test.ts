import { describe, expect, it } from "vitest";
import { zh } from "~/i18n/zh";
import { baseUrl, browser, newPage, setUpJourneys } from "../support/browser";

setUpJourneys();

describe.each([true, false])("brand center (JavaScript %s)", (javaScriptEnabled) => {
  it("lists All Brands and the categories, filters the 2-column grid and changes the heading", async () => {
    const { context, page } = await newPage(browser, { javaScriptEnabled, viewport: { width: 1280, height: 900 } });
    await page.goto("/brand-center");
    const heading = page.getByRole("heading", { level: 1 });
    expect(await heading.textContent()).toBe("All Brands");
    const categoryLinks = page.getByRole("navigation", { name: "Categories" }).getByRole("link");
    // Each link ends with the number of products it shows.
    const names = await categoryLinks.locator("[data-category-name]").allTextContents();
    expect(names[0]).toBe("All Brands");
    expect(names.length).toBeGreaterThanOrEqual(5);
    const allCount = await page.getByRole("link", { name: /^View details/ }).count();
    expect(allCount).toBeGreaterThanOrEqual(10);

    const columns = await page.locator("section .grid").evaluate((grid) => getComputedStyle(grid).gridTemplateColumns.split(" ").length);
    expect(columns).toBe(2);
    const imageHeight = await page
      .locator("section article img")
      .first()
      .evaluate((image) => image.getBoundingClientRect().height);
    expect(imageHeight).toBe(250);

    await categoryLinks.nth(1).click();
    await page.waitForURL(/\?category=/);
    await page.waitForFunction((name) => document.querySelector("h1")?.textContent === name, names[1]);
    const filteredCount = await page.getByRole("link", { name: /^View details/ }).count();
    expect(filteredCount).toBeGreaterThan(0);
    expect(filteredCount).toBeLessThan(allCount);
    await context.close();
  });
});

describe("brand center on a phone", () => {
  it("shows product images 200px high", async () => {
    const { context, page } = await newPage(browser, { viewport: { width: 390, height: 844 } });
    await page.goto("/brand-center-zh");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("全部品牌");
    const imageHeight = await page
      .locator("section article img")
      .first()
      .evaluate((image) => image.getBoundingClientRect().height);
    expect(imageHeight).toBe(200);
    await context.close();
  });
});

describe("product detail", () => {
  it("shows breadcrumb, size, thickness, keywords, category, description and related products", async () => {
    const { context, page } = await newPage(browser);
    await page.goto("/brand-center");
    await page
      .getByRole("link", { name: /^View details/ })
      .first()
      .click();
    await page.waitForURL(/\/product\//);
    await page.getByText('Size: 3200*1600mm (126"*63")').waitFor();
    const title = await page.getByRole("heading", { level: 1 }).textContent();
    const breadcrumb = await page.getByRole("navigation", { name: "Breadcrumb" }).textContent();
    expect(breadcrumb).toMatch(new RegExp(`^Home>Brand Center>.+>${title}$`));
    await page.getByText("Thickness: 20mm or 30mm").waitFor();
    await page.getByText("Keywords:").waitFor();
    expect(await page.locator("article p.leading-relaxed, article .space-y-4 > p").count()).toBeGreaterThanOrEqual(2);
    await page.getByRole("heading", { name: "Related products" }).waitFor();

    const contact = page.getByRole("link", { name: "Contact us" }).last();
    const productId = new URL(page.url()).pathname.split("/").pop();
    expect(await contact.getAttribute("href")).toBe(`/contact-us/product/${productId}`);
    await context.close();
  });

  it("switches language to the product's Chinese twin and back", async () => {
    const { context, page } = await newPage(browser);
    await page.goto("/brand-center");
    const href = await page
      .getByRole("link", { name: /^View details/ })
      .first()
      .getAttribute("href");
    await page.goto(href!);
    const englishTitle = await page.getByRole("heading", { level: 1 }).textContent();
    await page.locator("summary", { hasText: "Language: English" }).click();
    await page.getByRole("link", { name: "Simplified Chinese" }).click();
    await page.waitForURL(`**${href!.replace("/product/", "/product-zh/")}`);
    await page.getByText('规格：3200*1600mm (126"*63")').waitFor();
    expect(await page.getAttribute("html", "lang")).toBe("zh-CN");
    const chineseTitle = await page.getByRole("heading", { level: 1 }).textContent();
    expect(chineseTitle).not.toBe(englishTitle);
    expect(await page.getByRole("link", { name: "联系我们" }).last().getAttribute("href")).toBe(
      href!.replace("/product/", "/contact-us-zh/product/"),
    );
    await page.locator("summary", { hasText: "语言：简体中文" }).click();
    await page.getByRole("link", { name: "English" }).click();
    await page.waitForURL(`**${href}`);
    await page.getByText('Size: 3200*1600mm (126"*63")').waitFor();
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(englishTitle);
    await context.close();
  });

  it.each([
    ["/product/no-such-slab", "404 Page Not Found", "Page not found"],
    ["/product-zh/no-such-slab", zh.notFound.heading, zh.meta.notFoundTitle],
  ])("answers a missing product's address %s with 404 and the not-found page in its language", async (path, heading, title) => {
    const { context, page } = await newPage(browser);
    const response = await page.goto(path);
    expect(new URL(page.url()).pathname).toBe(path);
    expect(response?.status()).toBe(404);
    await page.getByRole("heading", { name: heading }).waitFor();
    expect(await page.title()).toBe(title);
    await context.close();
  });
});

describe("not found", () => {
  it.each(["/404", "/no-such-page", "/about-us/extra/segments"])("%s answers 404 with the required texts", async (path) => {
    const response = await fetch(`${baseUrl()}${path}`);
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain("404 Page Not Found");
    expect(html).toContain("<title>Page not found</title>");
    expect(html).toMatch(/<meta name="description" content="Page not found"/);
  });
});

describe("news center", () => {
  it.each([
    ["/news-center", "News Center", ["All News", "Recent News", "Past News"]],
    ["/news-center-zh", "新闻中心", ["全部新闻", "最新新闻", "往期新闻"]],
  ])("%s shows its heading and side list", async (path, heading, items) => {
    const { context, page } = await newPage(browser);
    await page.goto(path);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(heading);
    expect(await page.getByRole("navigation", { name: heading }).getByRole("listitem").allTextContents()).toEqual(items);
    await context.close();
  });
});

describe("about us", () => {
  it.each([
    ["/about-us", "Guangdong Saide New Material Co., Ltd.", "Daily capacity 6,000 m2, target 12,000 m2"],
    ["/about-us-zh", "广东赛德新材料有限公司", "日产能 6,000 平方米，目标 12,000 平方米"],
  ])("%s shows the company name, intro and plant facts", async (path, name, fact) => {
    const { context, page } = await newPage(browser);
    await page.goto(path);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(name);
    await page.getByText(fact).waitFor();
    expect(await page.locator("main .text-lg > p").count()).toBeGreaterThanOrEqual(2);
    await context.close();
  });
});
