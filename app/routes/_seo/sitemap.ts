import { siteUrl } from "~/modules/http/site-url.server";
import { alternatePath, languages, pagePath } from "~/i18n/language";
import { listVisibleProductIds } from "~/modules/catalogue/catalogue.server";
import { newsPath } from "~/modules/news/news";
import { listPostsForSitemap } from "~/modules/news/news.server";
import type { Route } from "./+types/sitemap";

const escapeXml = (value: string) => value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** Every public page in both languages, each naming its twin with hreflang. */
export async function loader({ context }: Route.LoaderArgs) {
  const origin = siteUrl(context);
  const [products, posts] = await Promise.all([listVisibleProductIds(context.services.db), listPostsForSitemap(context.services.db)]);
  const englishPages: { path: string; lastModified?: Date }[] = [
    { path: pagePath.home("en") },
    { path: pagePath.about("en") },
    { path: pagePath.brandCenter("en") },
    { path: pagePath.newsCenter("en") },
    { path: pagePath.contact("en") },
    ...products.map((product) => ({ path: pagePath.product("en", product.id), lastModified: product.updatedAt })),
  ];
  const urls = englishPages.flatMap((page) =>
    languages.map((language) => {
      const alternates = languages
        .map((target) => `<xhtml:link rel="alternate" hreflang="${target === "zh" ? "zh-CN" : "en"}" href="${escapeXml(origin + alternatePath(page.path, target))}"/>`)
        .join("");
      const lastModified = page.lastModified ? `<lastmod>${page.lastModified.toISOString()}</lastmod>` : "";
      return `<url><loc>${escapeXml(origin + alternatePath(page.path, language))}</loc>${lastModified}${alternates}</url>`;
    }),
  );
  // A news post may exist in one language only: it names only the twins that exist.
  const postUrls = posts.flatMap((post) =>
    post.languages.map((language) => {
      const alternates =
        post.languages.length > 1
          ? post.languages.map((target) => `<xhtml:link rel="alternate" hreflang="${target === "zh" ? "zh-CN" : "en"}" href="${escapeXml(origin + newsPath.post(target, post.slug))}"/>`).join("")
          : "";
      return `<url><loc>${escapeXml(origin + newsPath.post(language, post.slug))}</loc><lastmod>${post.lastModified.toISOString()}</lastmod>${alternates}</url>`;
    }),
  );
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">${urls.join("")}${postUrls.join("")}</urlset>\n`;
  return new Response(xml, { headers: { "Content-Type": "application/xml; charset=utf-8" } });
}
