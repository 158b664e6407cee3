import { defaultLanguage, languageEntry, type Language } from "~/i18n/languages";

/** sitemaps.org: at most 50,000 URLs in one sitemap file; past that an index names the parts. */
export const MAX_URLS_PER_SITEMAP = 50_000;
/** Google reads at most 1,000 images per page entry. */
const MAX_IMAGES_PER_URL = 1_000;

/** One page in every language it exists in: each language's path, when it last changed, and its pictures' absolute URLs. */
export type SitemapPage = { paths: Partial<Record<Language, string>>; lastModified: Date; images?: string[] };

const escapeXml = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");

/** Each page's `<url>` entries, one per language, each naming all twins and `x-default` (the default language when it exists) exactly as the page's own head does. */
export function sitemapEntries(origin: string, pages: readonly SitemapPage[]): string[] {
  return pages.flatMap((page) => {
    const twins = Object.entries(page.paths) as [Language, string][];
    const fallback = page.paths[defaultLanguage] ?? twins[0]![1];
    const alternates =
      twins.length > 1
        ? [
            ...twins.map(
              ([language, path]) =>
                `<xhtml:link rel="alternate" hreflang="${languageEntry(language).tag}" href="${escapeXml(origin + path)}"/>`,
            ),
            `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(origin + fallback)}"/>`,
          ].join("")
        : "";
    const images = (page.images ?? [])
      .slice(0, MAX_IMAGES_PER_URL)
      .map((image) => `<image:image><image:loc>${escapeXml(image)}</image:loc></image:image>`)
      .join("");
    return twins.map(
      ([, path]) =>
        `<url><loc>${escapeXml(origin + path)}</loc><lastmod>${page.lastModified.toISOString()}</lastmod>${alternates}${images}</url>`,
    );
  });
}

export function urlSet(entries: readonly string[]): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1">${entries.join("")}</urlset>\n`;
}

/** The part files' addresses, with the newest change among each part's entries. */
export function sitemapIndex(parts: readonly { url: string; lastModified: Date }[]): string {
  const items = parts.map(
    (part) => `<sitemap><loc>${escapeXml(part.url)}</loc><lastmod>${part.lastModified.toISOString()}</lastmod></sitemap>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${items.join("")}</sitemapindex>\n`;
}

/** Where part `n` (from 1) of a large sitemap is served. */
export const sitemapPartPath = (part: number) => `/sitemaps/${part}.xml`;

/** The part number a `/sitemaps/:file` request names, or null for anything else. */
export function sitemapPartNumber(file: string | undefined): number | null {
  const match = /^([1-9]\d{0,5})\.xml$/.exec(file ?? "");
  return match ? Number(match[1]) : null;
}

/**
 * Splits the pages into parts of at most `limit` URLs, never separating a page's language twins, so
 * every part is a valid sitemap on its own.
 */
export function sitemapParts(pages: readonly SitemapPage[], limit = MAX_URLS_PER_SITEMAP): SitemapPage[][] {
  const parts: SitemapPage[][] = [[]];
  let urls = 0;
  for (const page of pages) {
    const size = Object.keys(page.paths).length;
    if (urls + size > limit && parts.at(-1)!.length > 0) {
      parts.push([]);
      urls = 0;
    }
    parts.at(-1)!.push(page);
    urls += size;
  }
  return parts;
}
