import { readFileSync } from "node:fs";
import { readdir } from "node:fs/promises";
import path from "node:path";
import { HtmlValidate, Parser, type HtmlElement } from "html-validate";
import { validateXML, type XMLFileInfo } from "xmllint-wasm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "~/database/client.server";
import { sitemapEntries, sitemapIndex, sitemapParts, urlSet } from "~/modules/seo/sitemap";
import { createPost } from "~/modules/news/news.server";
import { createPostgresDatabase } from "../support/database";
import { startBuiltServer, type RunningServer } from "../support/server";
import { postContent } from "../support/content-rows";

/**
 * What a search engine sees of the whole site (docs/decisions/026-one-url-per-page.md, docs/decisions/027-structured-data-previews-and-chinese-engines.md): every public page reached from `/`, `/zh` and the
 * sitemap, in every language, checked the way html-validate, a link checker, the sitemaps.org schema and
 * Google's structured-data documentation check it.
 */

type CrawledPage = {
  url: string;
  status: number;
  headers: Headers;
  html: string;
  root: HtmlElement;
};

const htmlValidate = new HtmlValidate({ extends: ["html-validate:standard"] });
const parserConfig = htmlValidate.getConfigForSync("page.html");

const attribute = (element: HtmlElement, name: string) => {
  const value = element.getAttribute(name)?.value;
  return typeof value === "string" ? value : undefined;
};

/** Every address a page makes the browser or a crawler fetch or follow, with the kind of reference. */
function referencesOf(page: CrawledPage): { kind: string; url: string }[] {
  const references: { kind: string; url: string }[] = [];
  const add = (kind: string, value: string | undefined) => {
    if (value && !value.startsWith("#") && !/^(mailto|tel|weixin|javascript):/i.test(value))
      references.push({ kind, url: new URL(value, page.url).toString() });
  };
  for (const element of page.root.querySelectorAll("a[href]")) add("link", attribute(element, "href"));
  for (const element of page.root.querySelectorAll("link[href]")) add(`link rel=${attribute(element, "rel")}`, attribute(element, "href"));
  for (const element of page.root.querySelectorAll("script[src], img[src]")) add(element.tagName, attribute(element, "src"));
  for (const element of page.root.querySelectorAll("img[srcset], source[srcset]")) {
    for (const candidate of attribute(element, "srcset")!.split(",")) add(`${element.tagName} srcset`, candidate.trim().split(/\s+/)[0]);
  }
  for (const element of page.root.querySelectorAll('meta[property="og:image"], meta[name="twitter:image"]'))
    add("preview image", attribute(element, "content"));
  return references;
}

/** html-validate's text keeps character references as written. */
const decodeEntities = (text: string) =>
  text.replace(
    /&(amp|lt|gt|quot|#39|#x27);/g,
    (_, name: string) => ({ amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", "#x27": "'" })[name]!,
  );

const isNoIndex = (page: CrawledPage) =>
  /noindex/i.test(page.headers.get("x-robots-tag") ?? "") ||
  page.root.querySelectorAll('meta[name="robots"]').some((meta) => /noindex/i.test(attribute(meta, "content") ?? ""));

const canonicalOf = (page: CrawledPage) => page.root.querySelectorAll('link[rel="canonical"]').map((link) => attribute(link, "href"));

const hreflangsOf = (page: CrawledPage) =>
  Object.fromEntries(
    page.root.querySelectorAll('link[rel="alternate"][hreflang]').map((link) => [attribute(link, "hreflang")!, attribute(link, "href")!]),
  );

/** The schema.org nodes of a page: every JSON-LD block, a `@graph` spread into its nodes. */
function structuredDataOf(page: CrawledPage): Record<string, unknown>[] {
  return page.root.querySelectorAll('script[type="application/ld+json"]').flatMap((script) => {
    const parsed = JSON.parse(script.textContent) as Record<string, unknown>;
    return Array.isArray(parsed["@graph"]) ? (parsed["@graph"] as Record<string, unknown>[]) : [parsed];
  });
}

const typesOf = (node: Record<string, unknown>) => [node["@type"]].flat().map(String);

/**
 * Google's structured-data documentation: the properties each type must have to be understood (required),
 * and the ones it recommends, which this site has the data for on every page of that type.
 */
const expectedProperties: Record<string, string[]> = {
  // A contact point only once the owner has given a phone or an address (the demo's are placeholders, which buyers never see).
  Organization: ["name", "url", "logo", "address"],
  WebSite: ["name", "url", "inLanguage"],
  BreadcrumbList: ["itemListElement"],
  Product: ["name", "image", "description", "sku", "brand", "url", "category", "material"],
  Article: ["headline", "image", "datePublished", "dateModified", "author", "publisher"],
  NewsArticle: ["headline", "image", "datePublished", "dateModified", "author", "publisher"],
};

/** Every value under a key that schema.org types as a URL. */
function urlValuesOf(value: unknown, key = ""): string[] {
  if (Array.isArray(value)) return value.flatMap((item) => urlValuesOf(item, key));
  if (value && typeof value === "object") return Object.entries(value).flatMap(([childKey, child]) => urlValuesOf(child, childKey));
  return ["url", "item", "image", "logo", "sameAs", "@id", "mainEntityOfPage", "contentUrl"].includes(key) && typeof value === "string"
    ? [value]
    : [];
}

const schemaFile = (name: string): XMLFileInfo => ({
  fileName: name,
  contents: readFileSync(path.join(import.meta.dirname, "../support/sitemap-schemas", name), "utf8"),
});

async function schemaErrors(xml: string, schema: "sitemap.xsd" | "siteindex.xsd") {
  const result = await validateXML({
    xml: { fileName: "document.xml", contents: xml },
    schema: schemaFile(schema),
    preload: ["sitemap-types.xsd", "xhtml-link.xsd", "image.xsd"].map(schemaFile),
    // A full part of 50,000 addresses needs more than the default 16 MB.
    maxMemoryPages: 16_384,
  });
  return result.errors.map((error) => error.message);
}

const locationsIn = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, location]) => location!.replace(/&amp;/g, "&"));

describe("what a crawler sees", () => {
  let server: RunningServer;
  let database: DatabaseHandle;
  let dropDatabase: () => Promise<void>;
  let origin: string;
  let sitemapXml: string;
  const pages = new Map<string, CrawledPage>();
  const statusOf = new Map<string, number>();

  async function fetchPage(url: string): Promise<CrawledPage> {
    const response = await fetch(url, { redirect: "manual" });
    const html = await response.text();
    return { url, status: response.status, headers: response.headers, html, root: new Parser(parserConfig).parseHtml(html) };
  }

  /** Photos, rooms and spec sheets are asked with HEAD, as a link checker does, so none is drawn or composed for the check. */
  const askedWithHead = (url: string) => url.includes("/media/") || url.includes("/room-images/") || url.endsWith(".pdf");

  /** The status an address ends with after its redirects, each address asked once. */
  async function finalStatus(url: string): Promise<number> {
    if (!statusOf.has(url)) statusOf.set(url, (await fetch(url, { method: askedWithHead(url) ? "HEAD" : "GET" })).status);
    return statusOf.get(url)!;
  }

  beforeAll(async () => {
    const created = await createPostgresDatabase();
    dropDatabase = created.drop;
    database = await openDatabase({ url: created.url, dataDir: "" });
    // A news post in English, Chinese and Spanish, so the crawl meets an article page in each (Russian and Arabic show the English) (docs/requirements/languages.md#first-two-languages).
    const body = (text: string) => ({ type: "doc" as const, content: [{ type: "paragraph", content: [{ type: "text", text }] }] });
    const post = await createPost(
      database.db,
      postContent({
        slug: "new-showroom",
        titleEn: "Our new showroom opens in Foshan",
        titleZh: "佛山新展厅开幕",
        summaryEn: "Forty slabs on display, from Calacatta to Statuario.",
        summaryZh: "四十块大板现场展示，从卡拉卡塔到雕刻白。",
        bodyEn: body("Visit us to see every slab under daylight."),
        bodyZh: body("欢迎来访，在自然光下看每一块大板。"),
        translations: {
          es: {
            title: "Nueva sala de exposición en Foshan",
            summary: "Cuarenta tablas expuestas, de Calacatta a Statuario.",
            body: body("Visítenos para ver cada tabla con luz natural."),
          },
        },
        coverImageId: null,
        status: "published",
        publishedAt: new Date(Date.now() - 24 * 60 * 60 * 1000),
      }),
      null,
    );
    if (!post.ok) throw new Error(post.problem);
    server = await startBuiltServer({ DATABASE_URL: created.url });
    origin = server.baseUrl;

    sitemapXml = await (await fetch(`${origin}/sitemap.xml`)).text();
    const queue = [`${origin}/`, `${origin}/zh`, ...locationsIn(sitemapXml)];
    while (queue.length > 0) {
      const url = queue.shift()!;
      if (pages.has(url)) continue;
      const page = await fetchPage(url);
      pages.set(url, page);
      if (page.status !== 200 || !page.headers.get("content-type")?.startsWith("text/html")) continue;
      for (const reference of referencesOf(page)) {
        const target = new URL(reference.url);
        const isPage =
          reference.kind === "link" && target.origin === origin && !/\.(pdf|xml|jpg|jpeg|png|webp|avif|svg)$/.test(target.pathname);
        if (isPage && !target.pathname.startsWith("/dashboard") && !pages.has(target.toString())) queue.push(target.toString());
      }
    }
  }, 300_000);

  afterAll(async () => {
    await server?.stop();
    await database?.close();
    await dropDatabase?.();
  });

  const htmlPages = () =>
    [...pages.values()].filter((page) => page.status === 200 && page.headers.get("content-type")?.startsWith("text/html"));
  const indexablePages = () => htmlPages().filter((page) => !isNoIndex(page));

  it("reaches every public page in every language, each answering 200 without a redirect", () => {
    const paths = htmlPages().map((page) => new URL(page.url).pathname);
    for (const expected of [
      "/",
      "/zh",
      "/about-us",
      "/about-us-zh",
      "/brand-center",
      "/brand-center-zh",
      "/news-center",
      "/news-center-zh",
      "/contact-us",
      "/contact-us-zh",
    ]) {
      expect(paths).toContain(expected);
    }
    for (const language of ["es", "ru", "ar"]) {
      for (const page of ["", "/about-us", "/brand-center", "/news-center", "/contact-us", "/news-center/new-showroom"])
        expect(paths).toContain(`/${language}${page}`);
      expect(paths.filter((pathname) => pathname.startsWith(`/${language}/product/`)).length).toBeGreaterThanOrEqual(14);
    }
    expect(paths.filter((pathname) => pathname.startsWith("/product/")).length).toBeGreaterThanOrEqual(14);
    expect(paths.filter((pathname) => pathname.startsWith("/product-zh/")).length).toBeGreaterThanOrEqual(14);
    expect(paths).toContain("/news-center/new-showroom");
    expect(paths).toContain("/news-center-zh/new-showroom");
    const notServed = [...pages.values()].filter((page) => page.status !== 200).map((page) => `${page.status} ${page.url}`);
    expect(notServed).toEqual([]);
  });

  it("has no html-validate error (standard preset) on any page", async () => {
    const problems: string[] = [];
    for (const page of htmlPages()) {
      const report = await htmlValidate.validateString(page.html);
      for (const message of report.results.flatMap((result) => result.messages))
        problems.push(`${page.url}: ${message.ruleId}: ${message.message}`);
    }
    expect(problems).toEqual([]);
  });

  it("has no broken link, image, script or stylesheet, and links to its own pages without a redirect", async () => {
    const references = htmlPages().flatMap((page) => referencesOf(page).map((reference) => ({ page: page.url, ...reference })));
    const onSite = references.filter((reference) => new URL(reference.url).origin === origin);
    const unchecked = [...new Set(onSite.map((reference) => reference.url).filter((url) => !pages.has(url)))];
    // Eight at a time: hundreds of photo variants, each asked once.
    for (let start = 0; start < unchecked.length; start += 8) await Promise.all(unchecked.slice(start, start + 8).map(finalStatus));
    const broken = onSite
      .map((reference) => ({ ...reference, status: pages.get(reference.url)?.status ?? statusOf.get(reference.url) }))
      .filter((reference) => reference.status !== 200)
      .map((reference) => `${reference.page} → ${reference.kind} ${reference.url}: ${reference.status}`);
    expect(broken).toEqual([]);
  });

  it("answers a link checker's HEAD on a spec sheet with its headers, and draws the sheet only for a GET", async () => {
    const sheet = htmlPages()
      .flatMap(referencesOf)
      .find((reference) => reference.url.endsWith("/spec-sheet.pdf"))!.url;
    const keptSheets = async () =>
      (await readdir(path.join(server.dataDir, "files/spec-sheets"), { recursive: true }).catch(() => [])).filter((name) =>
        name.endsWith(".pdf"),
      ).length;
    const before = await keptSheets();
    const head = await fetch(sheet, { method: "HEAD" });
    expect([head.status, head.headers.get("content-type"), await head.text()]).toEqual([200, "application/pdf", ""]);
    expect(await keptSheets()).toBe(before);
    const get = await fetch(sheet);
    expect(get.status).toBe(200);
    expect(head.headers.get("content-disposition")).toBe(get.headers.get("content-disposition"));
    expect(
      Buffer.from(await get.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");
    expect(await keptSheets()).toBe(before + 1);
  });

  it("gives every indexable page an absolute, lower-case canonical naming the page itself", () => {
    const problems: string[] = [];
    for (const page of indexablePages()) {
      const canonicals = canonicalOf(page);
      if (canonicals.length !== 1) problems.push(`${page.url}: ${canonicals.length} canonical links`);
      const canonical = canonicals[0] ?? "";
      if (!canonical.startsWith(`${origin}/`)) problems.push(`${page.url}: canonical ${canonical} is not absolute on the site's origin`);
      if (new URL(canonical, origin).pathname !== new URL(canonical, origin).pathname.toLowerCase())
        problems.push(`${page.url}: canonical ${canonical} is not lower case`);
      if (canonical !== page.url) problems.push(`${page.url}: canonical names ${canonical}`);
    }
    expect(problems).toEqual([]);
  });

  it("names reciprocal hreflang sets with x-default on the pages, and the same sets in the sitemap", () => {
    const problems: string[] = [];
    for (const page of indexablePages()) {
      const set = hreflangsOf(page);
      if (!set["x-default"]) problems.push(`${page.url}: no x-default`);
      if (!Object.values(set).includes(page.url)) problems.push(`${page.url}: its hreflang set does not name it`);
      for (const twin of Object.values(set)) {
        const twinPage = pages.get(twin);
        if (!twinPage) problems.push(`${page.url}: twin ${twin} was not reached`);
        else if (JSON.stringify(hreflangsOf(twinPage)) !== JSON.stringify(set)) problems.push(`${page.url}: ${twin} names another set`);
      }
    }
    for (const [, entry] of sitemapXml.matchAll(/<url>(.*?)<\/url>/g)) {
      const location = /<loc>(.*?)<\/loc>/.exec(entry!)![1]!;
      const inSitemap = Object.fromEntries(
        [...entry!.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map(([, language, href]) => [language!, href!]),
      );
      const page = pages.get(location);
      if (!page) problems.push(`sitemap: ${location} was not served`);
      else if (JSON.stringify(inSitemap) !== JSON.stringify(hreflangsOf(page)))
        problems.push(`sitemap: ${location} names another set than its page`);
    }
    expect(problems).toEqual([]);
  });

  it("lists in the sitemap only indexable pages that name themselves canonical, and every such page", () => {
    const listed = new Set(locationsIn(sitemapXml));
    const unlisted = indexablePages()
      .map((page) => page.url)
      .filter((url) => !listed.has(url) && !new URL(url).search);
    expect(unlisted).toEqual([]);
    const wronglyListed = [...listed].filter((url) => {
      const page = pages.get(url);
      return !page || isNoIndex(page) || canonicalOf(page)[0] !== url;
    });
    expect(wronglyListed).toEqual([]);
  });

  it("serves a sitemap valid against the sitemaps.org schema, and an index of parts once it passes 50,000 addresses", async () => {
    expect(await schemaErrors(sitemapXml, "sitemap.xsd")).toEqual([]);
    // A generated catalogue of 30,000 products in two languages: the sitemap becomes an index of valid parts.
    const generated = Array.from({ length: 30_000 }, (_, n) => ({
      paths: { en: `/product/slab-${n}`, zh: `/product-zh/slab-${n}` },
      lastModified: new Date(Date.UTC(2026, 0, 1 + (n % 300))),
      images: [`${origin}/media/library/slab-${n}-1600.jpg`],
    }));
    const parts = sitemapParts(generated);
    expect(parts.length).toBe(2);
    const index = sitemapIndex(parts.map((_, n) => ({ url: `${origin}/sitemaps/${n + 1}.xml`, lastModified: new Date() })));
    expect(await schemaErrors(index, "siteindex.xsd")).toEqual([]);
    for (const part of parts) expect(await schemaErrors(urlSet(sitemapEntries(origin, part)), "sitemap.xsd")).toEqual([]);
    // The schema is not a formality: a wrong date fails it.
    expect(await schemaErrors(sitemapXml.replace("<lastmod>", "<lastmod>yesterday "), "sitemap.xsd")).not.toEqual([]);
  }, 120_000);

  it("gives every indexable page one parsable JSON-LD graph with Organization and WebSite, and each type the properties Google documents", () => {
    const problems: string[] = [];
    for (const page of indexablePages()) {
      let nodes: Record<string, unknown>[];
      try {
        nodes = structuredDataOf(page);
      } catch (error) {
        problems.push(`${page.url}: JSON-LD does not parse: ${String(error)}`);
        continue;
      }
      const types = nodes.flatMap(typesOf);
      for (const always of ["Organization", "WebSite"]) if (!types.includes(always)) problems.push(`${page.url}: no ${always}`);
      for (const node of nodes) {
        for (const type of typesOf(node)) {
          for (const property of expectedProperties[type] ?? []) {
            if (node[property] === undefined || node[property] === "" || (Array.isArray(node[property]) && node[property].length === 0)) {
              problems.push(`${page.url}: ${type} has no ${property}`);
            }
          }
        }
        for (const url of urlValuesOf(node))
          if (!/^https?:\/\//.test(url) && !url.startsWith(`${origin}/`)) problems.push(`${page.url}: ${url} is not absolute`);
      }
      const pathname = new URL(page.url).pathname;
      if (/^\/product(-zh)?\//.test(pathname) && !types.includes("Product")) problems.push(`${page.url}: no Product`);
      if (/^\/news-center(-zh)?\/[^/]+$/.test(pathname) && !types.some((type) => type.endsWith("Article")))
        problems.push(`${page.url}: no Article`);
    }
    expect(problems).toEqual([]);
  });

  it("describes each visible breadcrumb with a BreadcrumbList of the same names, in order", () => {
    const problems: string[] = [];
    const withBreadcrumb = htmlPages().filter(
      (page) => page.root.querySelectorAll("nav ol").length > 0 && /^\/product/.test(new URL(page.url).pathname),
    );
    expect(withBreadcrumb.length).toBeGreaterThan(0);
    for (const page of withBreadcrumb) {
      const visible = page.root
        .querySelectorAll("nav ol li")
        .filter((item) => attribute(item, "aria-hidden") !== "true")
        .map((item) => decodeEntities(item.textContent.trim()));
      const list = structuredDataOf(page).find((node) => typesOf(node).includes("BreadcrumbList"));
      const names = ((list?.itemListElement as { name?: string; position?: number }[] | undefined) ?? []).map((item) => item.name);
      if (JSON.stringify(names) !== JSON.stringify(visible))
        problems.push(`${page.url}: visible ${visible.join(" > ")}, structured ${names.join(" > ")}`);
    }
    expect(problems).toEqual([]);
  });

  it("gives every indexable page a complete social preview", () => {
    const problems: string[] = [];
    for (const page of indexablePages()) {
      const meta = (selector: string) => page.root.querySelectorAll(selector).map((element) => attribute(element, "content") ?? "");
      for (const property of ["og:title", "og:description", "og:image", "og:url", "og:locale", "og:locale:alternate"]) {
        if (meta(`meta[property="${property}"]`).filter(Boolean).length === 0) problems.push(`${page.url}: no ${property}`);
      }
      if (meta('meta[name="twitter:card"]')[0] !== "summary_large_image") problems.push(`${page.url}: no summary_large_image card`);
      for (const image of meta('meta[property="og:image"]'))
        if (!image.startsWith(`${origin}/`)) problems.push(`${page.url}: og:image ${image} is not absolute`);
    }
    expect(problems).toEqual([]);
  });

  const language = (page: CrawledPage) => attribute(page.root.querySelectorAll("html")[0]!, "lang");

  it.each([
    ["/About-Us", 301, "/about-us"],
    ["/ABOUT-US-ZH", 301, "/about-us-zh"],
    ["/about-us/", 301, "/about-us"],
    ["/Brand-Center?category=calacatta-series", 301, "/brand-center?category=calacatta-series"],
    ["/PRODUCT-ZH/calacatta-gold", 301, "/product-zh/calacatta-gold"],
    ["/Product/Calacatta-Gold", 301, "/product/calacatta-gold"],
    ["/home", 301, "/"],
    ["/home-zh", 301, "/zh"],
    ["/ZH", 301, "/zh"],
  ])("redirects %s once to its one address", async (variant, status, location) => {
    const response = await fetch(`${origin}${variant}`, { redirect: "manual" });
    expect(response.status).toBe(status);
    expect(new URL(response.headers.get("location")!, origin).toString()).toBe(`${origin}${location}`);
    expect((await fetch(`${origin}${location}`, { redirect: "manual" })).status).toBe(200);
  });

  it.each([
    ["/product/no-such-slab", "en"],
    ["/product-zh/no-such-slab", "zh-CN"],
    ["/contact-us/product/no-such-slab", "en"],
    ["/contact-us-zh/product/no-such-slab", "zh-CN"],
    ["/contact-us/collection/no-such-collection/en", "en"],
    ["/contact-us/collection/no-such-collection/zh", "zh-CN"],
    ["/news-center/no-such-post", "en"],
    ["/news-center-zh/no-such-post", "zh-CN"],
    ["/no-such-page", "en"],
    ["/404", "en"],
  ])("answers %s with a 404 page in %s at the address asked for", async (address, lang) => {
    const page = await fetchPage(`${origin}${address}`);
    expect(page.status).toBe(404);
    expect(language(page)).toBe(lang);
    expect(isNoIndex(page)).toBe(true);
  });

  it("keeps contact pages about a product out of the index, pointing at the contact page", async () => {
    for (const [address, contact] of [
      ["/contact-us/product/calacatta-gold", "/contact-us"],
      ["/contact-us-zh/product/calacatta-gold", "/contact-us-zh"],
    ] as const) {
      const page = await fetchPage(`${origin}${address}`);
      expect(page.status).toBe(200);
      expect(isNoIndex(page)).toBe(true);
      expect(canonicalOf(page)).toEqual([`${origin}${contact}`]);
    }
  });

  it("lets crawlers reach every page, the noindex ones included, and names the sitemap", async () => {
    const robots = await (await fetch(`${origin}/robots.txt`)).text();
    expect(robots).not.toMatch(/^Disallow:\s*\/\S*/m);
    expect(robots).toContain(`Sitemap: ${origin}/sitemap.xml`);
  });
});
