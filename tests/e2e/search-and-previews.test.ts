import { eq } from "drizzle-orm";
import { languageEntry, languages } from "~/i18n/languages";
import type { Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { posts, revisions } from "~/database/schema";
import { createPost } from "~/modules/news/news.server";
import { builtInImages } from "~/modules/site-settings/site-images";
import { baseUrl, browser, database, newPage, setUpJourneys } from "../support/browser";
import { graphNodes, type GraphNode } from "../support/structured-data";
import { postContent } from "../support/content-rows";

/**
 * What a search engine and a link preview read on every kind of public page, in both languages
 * (docs/decisions/027-structured-data-previews-and-chinese-engines.md): Open Graph and X card tags with a 1200 × 630 picture, one JSON-LD
 * graph, Baidu's conventions, and Chinese texts on Chinese pages.
 */
setUpJourneys();

const POST_SLUG = "search-and-previews-showroom";
let productPath: string;
let categorySlug: string;

beforeAll(async () => {
  const html = await (await fetch(`${baseUrl()}/brand-center`)).text();
  productPath = html.match(/href="(\/product\/[^"]+)"/)![1]!;
  categorySlug = html.match(/href="\/brand-center\?category=([^"&]+)"/)![1]!;
  const body = { type: "doc" as const, content: [{ type: "paragraph", content: [{ type: "text", text: "Visit us." }] }] };
  const created = await createPost(
    database.db,
    postContent({
      slug: POST_SLUG,
      titleEn: "Our new showroom opens",
      titleZh: "新展厅开业",
      summaryEn: "Slabs on show in Yunfu.",
      summaryZh: "云浮展厅展出大板。",
      bodyEn: body,
      bodyZh: body,
      translations: {},
      coverImageId: builtInImages[1].id,
      status: "published",
      publishedAt: new Date(Date.now() - 86_400_000),
    }),
    null,
  );
  if (!created.ok) throw new Error(created.problem);
});

afterAll(async () => {
  const [post] = await database.db.select({ id: posts.id }).from(posts).where(eq(posts.slug, POST_SLUG));
  if (post) {
    await database.db.delete(revisions).where(eq(revisions.entityId, post.id));
    await database.db.delete(posts).where(eq(posts.id, post.id));
  }
});

const zhPath = (path: string) => (path === "/" ? "/zh" : path.replace(/^\/([a-z-]+)/, "/$1-zh"));

/** Each kind of indexable public page, English first, with the picture its previews must show. */
const pageKinds = () => [
  { kind: "home", path: "/", picture: "site/hero-1" },
  { kind: "about", path: "/about-us", picture: "site/hero-1" },
  { kind: "brand center", path: "/brand-center", picture: "site/hero-1" },
  { kind: "category", path: `/brand-center?category=${categorySlug}`, picture: null },
  { kind: "product", path: productPath, picture: `saide/${productPath.split("/").pop()}` },
  { kind: "news", path: "/news-center", picture: "site/hero-1" },
  { kind: "news post", path: `/news-center/${POST_SLUG}`, picture: builtInImages[1].baseKey },
  { kind: "contact", path: "/contact-us", picture: "site/hero-1" },
];

type HeadOfPage = {
  status: number;
  headers: Record<string, string>;
  meta: (selector: string) => Promise<string | null>;
  graph: GraphNode[];
  scripts: number;
  canonical: string | null;
};

async function open(page: Page, path: string): Promise<HeadOfPage> {
  const response = (await page.goto(path))!;
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return {
    status: response.status(),
    headers: await response.allHeaders(),
    meta: async (selector) =>
      (await page.locator(`head meta[${selector}]`).count()) > 0 ? page.locator(`head meta[${selector}]`).getAttribute("content") : null,
    graph: graphNodes(scripts),
    scripts: scripts.length,
    canonical: await page.locator('head link[rel="canonical"]').getAttribute("href"),
  };
}

/** Every address-valued property anywhere in the graph. */
function addressesIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(addressesIn);
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([key, inner]) =>
      ["url", "item", "@id", "image", "logo", "sameAs", "mainEntityOfPage"].includes(key) && typeof inner === "string"
        ? [inner]
        : addressesIn(inner),
    );
  return [];
}

const nodeOf = (graph: GraphNode[], type: string) => graph.find((node) => node["@type"] === type);

describe("every kind of public page, in both languages", () => {
  it("has the tags a link preview reads, with a 1200 × 630 picture of the page, and one JSON-LD graph with the organization and the website", async () => {
    const { context, page } = await newPage(browser, { javaScriptEnabled: false });
    const checkedPictures = new Set<string>();
    for (const { kind, path: englishPath, picture } of pageKinds()) {
      for (const [language, path] of [
        ["en", englishPath],
        ["zh", zhPath(englishPath)],
      ] as const) {
        const label = `${kind} ${path}`;
        const head = await open(page, path);
        expect(head.status, label).toBe(200);
        const locale = language === "en" ? "en_US" : "zh_CN";
        expect(await head.meta('property="og:locale"'), label).toBe(locale);
        const alternateLocales = await page
          .locator('head meta[property="og:locale:alternate"]')
          .evaluateAll((tags) => tags.map((tag) => tag.getAttribute("content")));
        expect(alternateLocales, label).toEqual(
          languages.filter((other) => other !== language).map((other) => languageEntry(other).ogLocale),
        );
        expect(await head.meta('property="og:url"'), label).toBe(head.canonical);
        expect(head.canonical, label).toMatch(new RegExp(`^${baseUrl()}/`));
        const title = await head.meta('property="og:title"');
        expect(title, label).toBeTruthy();
        expect(await head.meta('name="twitter:title"'), label).toBe(title);
        const description = await head.meta('property="og:description"');
        expect(description, label).toBeTruthy();
        expect(await head.meta('name="twitter:description"'), label).toBe(description);
        if (language === "zh") for (const text of [title!, description!]) expect(text, label).toMatch(/\p{Script=Han}/u);
        expect(await head.meta('name="twitter:card"'), label).toBe("summary_large_image");
        const image = await head.meta('property="og:image"');
        expect(image, label).toMatch(new RegExp(`^${baseUrl()}/media/.+-1200-share\\.jpg$`));
        if (picture) expect(image, label).toBe(`${baseUrl()}/media/${picture}-1200-share.jpg`);
        expect(await head.meta('name="twitter:image"'), label).toBe(image);
        expect([await head.meta('property="og:image:width"'), await head.meta('property="og:image:height"')], label).toEqual([
          "1200",
          "630",
        ]);
        if (!checkedPictures.has(image!)) {
          checkedPictures.add(image!);
          const file = await fetch(image!);
          expect(file.headers.get("content-type"), image!).toBe("image/jpeg");
          expect(await sharp(Buffer.from(await file.arrayBuffer())).metadata(), image!).toMatchObject({
            width: 1200,
            height: 630,
            format: "jpeg",
          });
        }

        // Baidu: no transcoding (while the page stays compressed), and one page for phones and computers.
        expect(head.headers["cache-control"], label).toBe("no-cache, no-transform");
        expect(head.headers["content-encoding"], label).toMatch(/^(br|gzip)$/);
        expect(await head.meta('name="applicable-device"'), label).toBe("pc,mobile");

        expect(head.scripts, label).toBe(1);
        const organization = nodeOf(head.graph, "Organization");
        const website = nodeOf(head.graph, "WebSite");
        expect(organization, label).toMatchObject({
          name: language === "en" ? "Guangdong Saide New Material Co., Ltd." : "广东赛德新材料有限公司",
        });
        expect(website, label).toMatchObject({
          url: `${baseUrl()}${language === "en" ? "/" : "/zh"}`,
          inLanguage: language === "en" ? "en" : "zh-CN",
        });
        expect(website!.publisher, label).toEqual({ "@id": organization!["@id"] });
        for (const address of addressesIn(head.graph)) expect(address, label).toMatch(new RegExp(`^${baseUrl()}[/#]|^https://`));
      }
    }
    await context.close();
  });

  it("describes a product with its breadcrumb as the page shows it, and Chinese keywords only on the Chinese page", async () => {
    const { context, page } = await newPage(browser, { javaScriptEnabled: false });
    for (const path of [productPath, zhPath(productPath)]) {
      const head = await open(page, path);
      const product = nodeOf(head.graph, "Product")!;
      expect(product, path).toMatchObject({
        url: head.canonical,
        sku: productPath.split("/").pop(),
        brand: { "@type": "Brand" },
        material: expect.any(String),
      });
      expect(product.offers, path).toBeUndefined();
      expect((product.image as string[])[0], path).toMatch(new RegExp(`^${baseUrl()}/media/`));
      expect(product.name, path).toBe(await page.getByRole("heading", { level: 1 }).textContent());
      const visible = await page.locator(`main nav ol > li:not([aria-hidden="true"])`).allTextContents();
      const crumbs = (nodeOf(head.graph, "BreadcrumbList")!.itemListElement as { name: string; position: number; item: string }[]).map(
        (crumb) => crumb.name,
      );
      expect(crumbs, path).toEqual(visible);
      const keywords = await head.meta('name="keywords"');
      if (path === productPath) expect(keywords, path).toMatch(/^[\x20-\x7e]+$/);
      else {
        expect(keywords, path).toMatch(/\p{Script=Han}/u);
        expect(keywords, path).not.toMatch(/[a-z]{3}/i);
      }
      expect(product.keywords, path).toBe(keywords!.split(",").join(", "));
    }
    await context.close();
  });

  it("describes a news post as a NewsArticle with its cover, dates and the company as author", async () => {
    const { context, page } = await newPage(browser, { javaScriptEnabled: false });
    for (const [path, headline] of [
      [`/news-center/${POST_SLUG}`, "Our new showroom opens"],
      [`/news-center-zh/${POST_SLUG}`, "新展厅开业"],
    ] as const) {
      const head = await open(page, path);
      const article = nodeOf(head.graph, "NewsArticle")!;
      expect(article, path).toMatchObject({
        headline,
        image: [`${baseUrl()}/media/${builtInImages[1].baseKey}-1600.jpg`],
        mainEntityOfPage: { "@id": head.canonical },
        author: { "@type": "Organization", "@id": nodeOf(head.graph, "Organization")!["@id"] },
      });
      expect(Date.parse(article.datePublished as string), path).toBeLessThanOrEqual(Date.parse(article.dateModified as string));
    }
    await context.close();
  });
});
