import { describe, expect, it } from "vitest";
import { sitemapEntries, sitemapIndex, sitemapPartNumber, sitemapParts, type SitemapPage } from "./sitemap";

const at = new Date("2026-05-01T00:00:00Z");
const bilingual = (path: string): SitemapPage => ({ paths: { en: path, zh: `${path}-zh` }, lastModified: at });

describe("sitemap", () => {
  it("keeps a page's twins in one part and no part above the limit", () => {
    const parts = sitemapParts(
      [bilingual("/a"), bilingual("/b"), { paths: { zh: "/news-center-zh/only" }, lastModified: at }, bilingual("/c")],
      4,
    );
    expect(parts.map((part) => part.map((page) => Object.values(page.paths)[0]))).toEqual([
      ["/a", "/b"],
      ["/news-center-zh/only", "/c"],
    ]);
  });

  it("names no alternates for a page in one language, and x-default in its language otherwise", () => {
    expect(sitemapEntries("https://x.example", [{ paths: { zh: "/news-center-zh/only" }, lastModified: at }])).toEqual([
      "<url><loc>https://x.example/news-center-zh/only</loc><lastmod>2026-05-01T00:00:00.000Z</lastmod></url>",
    ]);
  });

  it("escapes addresses and reads only numbered part files", () => {
    expect(sitemapIndex([{ url: "https://x.example/sitemaps/1.xml?a=1&b=2", lastModified: at }])).toContain(
      "<loc>https://x.example/sitemaps/1.xml?a=1&amp;b=2</loc>",
    );
    expect(sitemapPartNumber("2.xml")).toBe(2);
    for (const file of ["0.xml", "02.xml", "2", "2.xml.gz", "../2.xml", undefined]) expect(sitemapPartNumber(file)).toBeNull();
  });
});
