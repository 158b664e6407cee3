import { asc, eq, max } from "drizzle-orm";
import type { DatabaseExecutor } from "~/database/client.server";
import { attributeOptions, categories, media, productPhotos, products, siteSettings } from "~/database/schema";
import { pagePath } from "~/i18n/language-paths";
import type { Language } from "~/i18n/languages";
import { siteImageOf } from "~/modules/media/media";
import { newsPath, postPageLanguages } from "~/modules/news/news";
import { listPostsForSitemap } from "~/modules/news/news.server";
import { readServedLanguages } from "~/modules/site-settings/site-languages.server";
import type { SiteSettingKey } from "~/modules/site-settings/site-settings";
import type { SitemapPage } from "./sitemap";

/** What every public page shows around its own content: the company details, the menus, the per-page SEO texts and the languages it links to. */
const LAYOUT_SETTINGS: readonly SiteSettingKey[] = ["saideInfo", "navigation", "pageSeo", "languages"];

const latest = (...dates: (Date | null | undefined)[]) => new Date(Math.max(0, ...dates.map((date) => date?.getTime() ?? 0)));
/**
 * Every public page in the languages it exists in, each with the time buyers last saw it change:
 * its own content, or anything the layout around it shows, whichever changed last.
 */
export async function listSitemapPages(db: DatabaseExecutor, origin: string, now = new Date()): Promise<SitemapPage[]> {
  const served = await readServedLanguages(db);
  const inEveryLanguage = (path: (language: Language) => string) =>
    Object.fromEntries(served.map((language) => [language, path(language)]));
  const [settings, visibleProducts, photos, visibleCategories, [categoryChange], [optionChange], posts] = await Promise.all([
    db.select({ key: siteSettings.key, updatedAt: siteSettings.updatedAt }).from(siteSettings),
    db
      .select({ id: products.id, updatedAt: products.updatedAt })
      .from(products)
      .where(eq(products.visible, true))
      .orderBy(asc(products.sortOrder), asc(products.id)),
    db
      .select({ productId: productPhotos.productId, image: media })
      .from(productPhotos)
      .innerJoin(media, eq(media.id, productPhotos.mediaId))
      .innerJoin(products, eq(products.id, productPhotos.productId))
      .where(eq(products.visible, true))
      .orderBy(asc(productPhotos.productId), asc(productPhotos.position)),
    db
      .select({ slug: categories.slug, updatedAt: categories.updatedAt })
      .from(categories)
      .where(eq(categories.visible, true))
      .orderBy(asc(categories.sortOrder), asc(categories.slug)),
    db.select({ at: max(categories.updatedAt) }).from(categories),
    db.select({ at: max(attributeOptions.updatedAt) }).from(attributeOptions),
    listPostsForSitemap(db, now),
  ]);
  const settingChanged = new Map(settings.map((setting) => [setting.key, setting.updatedAt]));
  const layoutChanged = latest(...LAYOUT_SETTINGS.map((key) => settingChanged.get(key)));
  const catalogueChanged = latest(...visibleProducts.map((product) => product.updatedAt), categoryChange?.at, optionChange?.at);
  const newsChanged = latest(...posts.map((post) => post.lastModified));
  const imagesOf = new Map<string, string[]>();
  for (const photo of photos) {
    const src = siteImageOf(photo.image).src;
    if (src) imagesOf.set(photo.productId, [...(imagesOf.get(photo.productId) ?? []), origin + src]);
  }
  return [
    { paths: inEveryLanguage(pagePath.home), lastModified: latest(layoutChanged, settingChanged.get("homePage"), catalogueChanged) },
    { paths: inEveryLanguage(pagePath.about), lastModified: latest(layoutChanged, settingChanged.get("aboutPage")) },
    { paths: inEveryLanguage(pagePath.brandCenter), lastModified: latest(layoutChanged, catalogueChanged) },
    // Each category's Brand Center page has texts of its own, so it is a page of its own.
    ...visibleCategories.map((category) => ({
      paths: inEveryLanguage((language) => pagePath.brandCenter(language, category.slug)),
      lastModified: latest(layoutChanged, catalogueChanged),
    })),
    { paths: inEveryLanguage(pagePath.newsCenter), lastModified: latest(layoutChanged, newsChanged) },
    { paths: inEveryLanguage(pagePath.contact), lastModified: layoutChanged },
    ...visibleProducts.map((product) => ({
      paths: inEveryLanguage((language) => pagePath.product(language, product.id)),
      lastModified: latest(layoutChanged, product.updatedAt),
      images: imagesOf.get(product.id),
    })),
    // A news post may exist in one language only: it names only the twins that exist.
    ...posts.map((post) => ({
      paths: Object.fromEntries(
        postPageLanguages(post.languages)
          .filter((language) => served.includes(language))
          .map((language) => [language, newsPath.post(language, post.slug)]),
      ),
      lastModified: latest(layoutChanged, post.lastModified),
    })),
  ];
}
