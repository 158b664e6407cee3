import { data } from "react-router";
import { siteUrl } from "~/modules/http/site-url.server";
import { sitemapEntries, sitemapIndex, sitemapPartNumber, sitemapPartPath, sitemapParts, urlSet } from "~/modules/seo/sitemap";
import { listSitemapPages } from "~/modules/seo/sitemap.server";
import type { Route } from "./+types/sitemap";

const xml = (body: string) => new Response(body, { headers: { "Content-Type": "application/xml; charset=utf-8" } });

/**
 * `/sitemap.xml`: every public page in both languages, each naming its twins and x-default. Past
 * 50,000 URLs it becomes an index of `/sitemaps/N.xml` parts, which the same loader serves.
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  const origin = siteUrl(context);
  const parts = sitemapParts(await listSitemapPages(context.services.db, origin));
  const lastModified = (pages: (typeof parts)[number]) => new Date(Math.max(...pages.map((page) => page.lastModified.getTime())));
  if (!("file" in params)) {
    if (parts.length === 1) return xml(urlSet(sitemapEntries(origin, parts[0]!)));
    return xml(
      sitemapIndex(parts.map((pages, index) => ({ url: origin + sitemapPartPath(index + 1), lastModified: lastModified(pages) }))),
    );
  }
  const part = sitemapPartNumber(params.file);
  const pages = part === null || parts.length === 1 ? undefined : parts[part - 1];
  if (!pages) throw data("Not found", { status: 404 });
  return xml(urlSet(sitemapEntries(origin, pages)));
}
