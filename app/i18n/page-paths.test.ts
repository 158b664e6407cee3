import type { RouteConfigEntry } from "@react-router/dev/routes";
import { describe, expect, it } from "vitest";
import routes from "~/routes";
import { languageEntry, languages, type Language } from "./languages";
import { matchPage, ownPath, pagePatterns, pathOf, sitePages, twinPath, type SitePage } from "./page-paths";

const segmentsOf = (path: string) =>
  path
    .split("/")
    .slice(1)
    .filter((segment) => segment !== "");

/** Parameters that need encoding, so a round trip also proves they are encoded once and read back as written. */
const sampleParams = {
  productId: "石 slab/7",
  slug: "spring-fair",
  collectionId: "calacatta series",
  token: "0f".repeat(32),
  categorySlug: "calacatta",
};

/** Every page with one value per parameter (the language of `in-param` pages is given to pathOf separately). */
const pathIn = (page: SitePage, language: Language) =>
  (pathOf as (page: SitePage, language: Language, params: object) => string)(page, language, sampleParams);

describe("the page table", () => {
  it("spells every address exactly as docs/requirements/public-pages.md lists it, plus the files beside the pages", () => {
    const inSpecLanguages = pagePatterns.filter(
      (pattern) => pattern.language === null || pattern.language === "en" || pattern.language === "zh",
    );
    expect(inSpecLanguages.map((pattern) => `/${pattern.segments.join("/")}`).sort()).toEqual(
      [
        "/",
        "/zh",
        "/home",
        "/home-zh",
        "/about-us",
        "/about-us-zh",
        "/brand-center",
        "/brand-center-zh",
        "/product/:productId",
        "/product-zh/:productId",
        "/product/:productId/spec-sheet.pdf",
        "/product-zh/:productId/spec-sheet.pdf",
        "/brochure/catalogue.pdf",
        "/brochure-zh/catalogue.pdf",
        "/brochure/:categorySlug/catalogue.pdf",
        "/brochure-zh/:categorySlug/catalogue.pdf",
        "/news-center",
        "/news-center-zh",
        "/news-center/:slug",
        "/news-center-zh/:slug",
        "/news-center/rss.xml",
        "/news-center-zh/rss.xml",
        "/contact-us",
        "/contact-us-zh",
        "/contact-us/product/:productId",
        "/contact-us-zh/product/:productId",
        "/contact-us/collection/:collectionId/:lang",
        "/quote-list",
        "/quote-list-zh",
        "/quote/:token",
        "/quote-zh/:token",
        "/quote/:token/quotation.pdf",
        "/quote-zh/:token/quotation.pdf",
        "/404",
      ].sort(),
    );
  });

  it.each([
    ["home", "en", "/"],
    ["home", "zh", "/zh"],
    ["about", "zh", "/about-us-zh"],
    ["product", "zh", "/product-zh/%E7%9F%B3%20slab%2F7"],
    ["specSheet", "en", "/product/%E7%9F%B3%20slab%2F7/spec-sheet.pdf"],
    ["newsFeed", "zh", "/news-center-zh/rss.xml"],
    ["brochure", "zh", "/brochure-zh/catalogue.pdf"],
    ["categoryBrochure", "ar", "/ar/brochure/calacatta/catalogue.pdf"],
    ["contactAboutProduct", "zh", "/contact-us-zh/product/%E7%9F%B3%20slab%2F7"],
    ["contactAboutCollection", "zh", "/contact-us/collection/calacatta%20series/zh"],
    ["notFound", "zh", "/404"],
    ["home", "es", "/es"],
    ["about", "ru", "/ru/about-us"],
    ["product", "es", "/es/product/%E7%9F%B3%20slab%2F7"],
    ["specSheet", "ru", "/ru/product/%E7%9F%B3%20slab%2F7/spec-sheet.pdf"],
    ["newsFeed", "es", "/es/news-center/rss.xml"],
    ["contactAboutProduct", "ru", "/ru/contact-us/product/%E7%9F%B3%20slab%2F7"],
    ["contactAboutCollection", "es", "/contact-us/collection/calacatta%20series/es"],
    ["notFound", "ru", "/404"],
  ] as const)("writes %s in %s as %s", (page, language, path) => {
    expect(pathIn(page, language)).toBe(path);
  });

  it("reads every page's address in every language back as that page, language and parameters", () => {
    for (const page of Object.keys(sitePages) as SitePage[]) {
      for (const language of languages) {
        const match = matchPage(segmentsOf(pathIn(page, language)));
        expect(match?.pattern.page, pathIn(page, language)).toBe(page);
        expect(match?.language).toBe(page === "notFound" ? null : language);
        for (const [name, value] of Object.entries(match?.params ?? {})) {
          expect(decodeURIComponent(value)).toBe(name === "lang" ? language : sampleParams[name as keyof typeof sampleParams]);
        }
      }
    }
  });

  it("leads each twin to the others and each alias to its page's own address, in the same language", () => {
    for (const page of Object.keys(sitePages) as SitePage[]) {
      if (page === "notFound") continue;
      for (const from of languages) {
        const match = matchPage(segmentsOf(pathIn(page, from)))!;
        for (const to of languages) expect(twinPath(match, to)).toBe(pathIn(page, to));
      }
    }
    expect(ownPath(matchPage(["home"])!)).toBe("/");
    expect(ownPath(matchPage(["home-zh"])!)).toBe("/zh");
    expect(twinPath(matchPage(["home"])!, "zh")).toBe("/home-zh");
    expect(twinPath(matchPage(["404"])!, "zh")).toBeNull();
  });

  it("does not take an address in another shape for a page", () => {
    for (const path of [
      "/zh/about-us",
      "/about-us-zh-zh",
      "/product",
      "/product/",
      "/home/zh",
      "/contact-us-zh/collection/a/zh",
      "/es/about-us-zh",
      "/ru/es/about-us",
      "/about-us/es",
      "/es-brand-center",
      "/es/home-zh",
    ]) {
      expect(matchPage(segmentsOf(path)), path).toBeNull();
    }
    expect(matchPage(["news-center", "rss.xml"])?.pattern.page).toBe("newsFeed");
    expect(matchPage(["news-center", "rss.xml"], { files: false })?.pattern.page).toBe("newsPost");
  });
});

describe("the route config", () => {
  const flat = (entries: RouteConfigEntry[]): RouteConfigEntry[] => entries.flatMap((entry) => [entry, ...flat(entry.children ?? [])]);
  const all = flat(routes);

  it("has exactly one route per spelling the table derives, under the id the table gives it", () => {
    for (const pattern of pagePatterns) {
      const path = pattern.segments.join("/");
      const found = all.filter((entry) => entry.id === pattern.routeId);
      expect(found, pattern.routeId).toHaveLength(1);
      expect(found[0]!.index ? "" : found[0]!.path).toBe(path);
    }
  });

  it("has no public page or language-marked path written by hand", () => {
    const tableIds = new Set(pagePatterns.map((pattern) => pattern.routeId));
    const publicLayout = routes.find((entry) => entry.file === "routes/_public/layout.tsx")!;
    const handWritten = publicLayout.children!.filter((entry) => !tableIds.has(entry.id!));
    expect(handWritten.map((entry) => entry.path)).toEqual(["*"]);
    const marked = all.filter((entry) => {
      const segments = (entry.path ?? "").split("/");
      return !tableIds.has(entry.id!) && languages.some((language) => languageEntry(language).urlForm.marks(segments));
    });
    expect(marked.map((entry) => entry.path)).toEqual([]);
  });
});
