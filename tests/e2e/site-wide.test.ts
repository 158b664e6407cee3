import { count, desc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { pageViews } from "~/database/schema";
import { translatedLanguages } from "~/i18n/languages";
import { baseUrl, browser, database, hydrated, newPage, setUpJourneys } from "../support/browser";
import { graphNode, jsonLdBlocks } from "../support/structured-data";

let productPath: string;
setUpJourneys();
beforeAll(async () => {
  const html = await (await fetch(`${baseUrl()}/brand-center`)).text();
  productPath = html.match(/href="(\/product\/[^"]+)"/)![1]!;
});

const publicPaths = () => [
  "/",
  "/zh",
  "/home",
  "/home-zh",
  "/about-us",
  "/about-us-zh",
  "/brand-center",
  "/brand-center-zh",
  productPath,
  productPath.replace("/product/", "/product-zh/"),
  "/news-center",
  "/news-center-zh",
  "/contact-us",
  "/contact-us-zh",
  productPath.replace("/product/", "/contact-us/product/"),
  productPath.replace("/product/", "/contact-us-zh/product/"),
  "/contact-us/collection/calacatta-series/en",
  "/contact-us/collection/calacatta-series/zh",
  "/404",
];

/** The main pages in the added languages (docs/requirements/languages.md#added-languages). */
const translatedPaths = () =>
  translatedLanguages.flatMap((language) => [
    `/${language}`,
    `/${language}/about-us`,
    `/${language}/brand-center`,
    productPath.replace("/product/", `/${language}/product/`),
    `/${language}/news-center`,
    `/${language}/contact-us`,
  ]);

describe("every public page", () => {
  it("loads nothing from another host, in any language", async () => {
    const { context, page } = await newPage(browser);
    const foreign: string[] = [];
    const loading = new Set<string>();
    page.on("request", (request) => {
      loading.add(request.url());
      const url = new URL(request.url());
      if (url.protocol !== "data:" && url.origin !== baseUrl()) foreign.push(request.url());
    });
    page.on("requestfinished", (request) => loading.delete(request.url()));
    page.on("requestfailed", (request) => loading.delete(request.url()));
    for (const path of [...publicPaths(), ...translatedPaths()]) {
      await page.goto(path, { waitUntil: "networkidle" }).catch((error: Error) => {
        throw new Error(`${path} never settled; still loading: ${[...loading].join(", ") || "nothing"}`, { cause: error });
      });
    }
    expect(foreign).toEqual([]);
    await context.close();
  });

  it("sets the page language, a title, a canonical link and hreflang twins", async () => {
    for (const [path, lang] of [
      ["/about-us", "en"],
      ["/about-us-zh", "zh-CN"],
    ] as const) {
      const html = await (await fetch(`${baseUrl()}${path}`)).text();
      expect(html).toContain(`<html lang="${lang}"`);
      expect(html).toMatch(/<title>[^<]+<\/title>/);
      expect(html).toContain(`<link rel="canonical" href="${baseUrl()}${path}"/>`);
      expect(html).toContain(`<link rel="alternate" hrefLang="zh-CN" href="${baseUrl()}/about-us-zh"/>`);
      expect(html).toContain(`<link rel="alternate" hrefLang="en" href="${baseUrl()}/about-us"/>`);
    }
  });

  it("describes a product with Open Graph and schema.org data", async () => {
    const html = await (await fetch(`${baseUrl()}${productPath}`)).text();
    expect(html).toContain('<meta property="og:type" content="product"/>');
    expect(html).toMatch(/<meta property="og:image" content="http:\/\/127\.0\.0\.1:\d+\/media\/saide\/[^"]+\.jpg"\/>/);
    expect(graphNode(jsonLdBlocks(html), "Product")).toMatchObject({ size: "3200*1600mm" });
  });

  it("works without JavaScript: every page renders its main content", async () => {
    const { context, page } = await newPage(browser, { javaScriptEnabled: false });
    for (const path of publicPaths()) {
      await page.goto(path);
      expect(await page.getByRole("heading", { level: 1 }).count(), path).toBe(1);
    }
    await context.close();
  });
});

describe("footer", () => {
  it.each([
    ["/", "Guangdong Saide New Material Co., Ltd.", "All Rights Reserved", "https://www.bing.com/search?q="],
    ["/zh", "广东赛德新材料有限公司", "版权所有", "https://www.baidu.com/s?wd="],
  ])("%s shows the company details with the address linking to a web search", async (path, name, rights, search) => {
    const { context, page } = await newPage(browser);
    await page.goto(path);
    const footer = page.locator("footer");
    expect(await footer.textContent()).toContain(name);
    expect(await footer.textContent()).toContain(rights);
    const addressHref = await footer.getByRole("link").first().getAttribute("href");
    expect(addressHref!.startsWith(search)).toBe(true);
    await context.close();
  });
});

describe("page views", () => {
  it("records the first page from the server and each client-side navigation from the browser", async () => {
    const viewsOf = async (path: string) =>
      (await database.db.select({ value: count() }).from(pageViews).where(eq(pageViews.urlPathname, path)))[0]!.value;
    const before = { news: await viewsOf("/news-center"), about: await viewsOf("/about-us") };
    const iphone =
      "Mozilla/5.0 (iPhone; CPU iPhone OS 16_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.40(0x1800282a) NetType/WIFI Language/zh_CN";
    const { context, page } = await newPage(browser, { userAgent: iphone, viewport: { width: 1280, height: 800 } });
    await page.goto("/news-center");
    await hydrated(page);
    await page.getByRole("link", { name: "About us" }).first().click();
    await page.waitForURL("**/about-us");
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline && (await viewsOf("/about-us")) === before.about) await new Promise((r) => setTimeout(r, 200));
    expect(await viewsOf("/news-center")).toBe(before.news + 1);
    expect(await viewsOf("/about-us")).toBe(before.about + 1);
    const [view] = await database.db
      .select()
      .from(pageViews)
      .where(eq(pageViews.urlPathname, "/about-us"))
      .orderBy(desc(pageViews.id))
      .limit(1);
    expect(view).toMatchObject({ deviceType: "ios", sourceType: "mobile", sourceFrom: "wechat", userId: null });
    expect(view!.ipAddress).toMatch(/127\.0\.0\.1/);
    await context.close();
  });
});

describe("sitemap and robots", () => {
  it("lists every public page in both languages with x-default and photos, and lets crawlers reach every page", async () => {
    const xml = await (await fetch(`${baseUrl()}/sitemap.xml`)).text();
    expect(xml).toContain(`<loc>${baseUrl()}/about-us-zh</loc>`);
    expect(xml).toContain(`<loc>${baseUrl()}${productPath}</loc>`);
    expect(xml).toContain(`hreflang="x-default" href="${baseUrl()}/about-us"`);
    expect(xml).toMatch(new RegExp(`<loc>${baseUrl()}${productPath}</loc>.*?<image:loc>${baseUrl()}/media/[^<]+</image:loc>`));
    // A catalogue this small fits one file: there are no parts to fetch.
    expect((await fetch(`${baseUrl()}/sitemaps/1.xml`)).status).toBe(404);
    const robots = await (await fetch(`${baseUrl()}/robots.txt`)).text();
    expect(robots).toContain(`Sitemap: ${baseUrl()}/sitemap.xml`);
    expect(robots).not.toContain("Disallow");
  });
});

describe("health and static assets", () => {
  it("tags every response with a request id, keeping a sane one from the proxy", async () => {
    const generated = await fetch(`${baseUrl()}/about-us`);
    expect(generated.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    const kept = await fetch(`${baseUrl()}/about-us`, { headers: { "x-request-id": "lb-trace-0001" } });
    expect(kept.headers.get("x-request-id")).toBe("lb-trace-0001");
    const replaced = await fetch(`${baseUrl()}/about-us`, { headers: { "x-request-id": "<script>" } });
    expect(replaced.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("answers /healthz and serves hashed assets with a year of caching", async () => {
    expect(await (await fetch(`${baseUrl()}/healthz`)).json()).toEqual({ status: "ok" });
    const html = await (await fetch(`${baseUrl()}/`)).text();
    const asset = html.match(/\/assets\/[^"]+\.js/)![0];
    const response = await fetch(`${baseUrl()}${asset}`, { headers: { "accept-encoding": "gzip" } });
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("content-encoding")).toBe("gzip");
  });
});
