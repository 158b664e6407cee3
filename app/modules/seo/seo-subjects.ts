import { ownerText, ownerTextIn, pagePath, type Language, type SpecLanguage } from "~/i18n/language";
import { splitKeywords } from "~/modules/catalogue/comma-list";
import { splitParagraphs } from "~/modules/catalogue/descriptions";
import { dashboardPaths } from "~/modules/http/dashboard-paths";
import { newsPath } from "~/modules/news/news";
import type { PageSeoTexts, SeoPage } from "~/modules/site-settings/page-seo";
import { isLibraryId } from "~/modules/site-settings/site-images";
import { categorySearchTexts, newsPostSearchTexts, productSearchTexts, sitePageSearchTexts, type SearchTexts } from "./search-texts";
import { ownFieldKinds, type FixLinks, type OwnFieldKind, type SeoSubject, type TitleOwner } from "./seo-checklist";

/**
 * What the checklist is about (a page, product, category or post), built from the same fields
 * whether the owner is typing them in an editor or the SEO health screen reads them from the database.
 */

export type SubjectRef = { kind: "page"; id: SeoPage } | { kind: "product"; id: string } | { kind: "category"; id: string } | { kind: "post"; id: string; version: number };
export type SubjectKind = SubjectRef["kind"];

/** The editors' form ids: a field's id is `<form id>-<field name>`, which the fix links name as their fragment. */
export const editorFormIds = {
  page: "page-seo-form",
  product: "product-editor-form",
  category: "category-form",
  post: (id: string, version: number) => `post-form-${id}-${version}`,
} as const;

const suffix = { en: "En", zh: "Zh" } as const;

/** The form field holding each of the owner's texts, per language. */
function fieldName(ref: SubjectRef, kind: OwnFieldKind, language: SpecLanguage): string | null {
  switch (ref.kind) {
    case "page":
      return kind === "keywords" ? null : `${ref.id}${kind === "title" ? "Title" : "Description"}${suffix[language]}`;
    case "product":
      return kind === "keywords" ? (language === "en" ? "keywords" : "keywordsZh") : `${kind}${suffix[language]}`;
    case "category":
      return kind === "keywords" ? null : `${kind}${suffix[language]}`;
    case "post":
      return kind === "keywords" ? null : `${kind === "title" ? "title" : "summary"}${suffix[language]}`;
  }
}

function formIdOf(ref: SubjectRef): string {
  return ref.kind === "post" ? editorFormIds.post(ref.id, ref.version) : editorFormIds[ref.kind];
}

/** The dashboard page where the subject is edited. */
export function editorPath(ref: SubjectRef): string {
  switch (ref.kind) {
    case "page":
      return "/dashboard/web-pages/seo";
    case "product":
      return dashboardPaths.product(ref.id);
    case "category":
      return dashboardPaths.category(ref.id);
    case "post":
      return dashboardPaths.post(ref.id);
  }
}

/** The page's address on the public site in a language, as its search result shows it. */
export function publicPath(ref: SubjectRef, language: Language, slug: string): string {
  switch (ref.kind) {
    case "page":
      return { home: pagePath.home, about: pagePath.about, brand: pagePath.brandCenter, news: pagePath.newsCenter, contact: pagePath.contact }[ref.id](language);
    case "product":
      return pagePath.product(language, ref.id);
    case "category":
      return pagePath.brandCenter(language, slug);
    case "post":
      return newsPath.post(language, slug);
  }
}

/**
 * Where each of the owner's texts is fixed: `#field` inside the editor itself (`within`), else the
 * editor's address with that fragment.
 */
export function fieldLinks(ref: SubjectRef, within: boolean): FixLinks["fields"] {
  const prefix = `${within ? "" : editorPath(ref)}#${formIdOf(ref)}-`;
  const links = (language: SpecLanguage) => {
    const found: Partial<Record<OwnFieldKind, string>> = {};
    for (const kind of ownFieldKinds) {
      const name = fieldName(ref, kind, language);
      if (name) found[kind] = prefix + name;
    }
    return found;
  };
  return { en: links("en"), zh: links("zh") };
}

/** Where the alt text of a library image is written. */
export const mediaAltLink = (mediaId: string, language: SpecLanguage) => `/dashboard/media/${encodeURIComponent(mediaId)}#media-alt-form-alt${suffix[language]}`;

/** Where a product's own alt text for one of its photos is written. */
export const productPhotoAltLink = (productId: string, photoId: string, language: SpecLanguage) =>
  `${dashboardPaths.productPhotos(productId)}#alt-${photoId}-alt${suffix[language]}`;

export type ImageAlts = Record<SpecLanguage, { total: number; missing: number }>;
export const noImages: ImageAlts = { en: { total: 0, missing: 0 }, zh: { total: 0, missing: 0 } };
/** A subject's pictures: how many lack alt text in each language, and where the first of them is fixed. */
export type SubjectImages = { images: ImageAlts; fix: FixLinks["images"] };
export const withoutImages: SubjectImages = { images: noImages, fix: { en: null, zh: null } };
/** A subject's one picture (a category's picture, a post's cover) by its library id and alt texts. */
export function singlePicture(imageId: string | null, alt: { en: string | null; zh: string | null }): SubjectImages {
  if (!imageId) return withoutImages;
  const count = (language: SpecLanguage) => ({ total: 1, missing: alt[language]?.trim() ? 0 : 1 });
  const fix = (language: SpecLanguage) => (alt[language]?.trim() ? null : mediaAltLink(imageId, language));
  return { images: { en: count("en"), zh: count("zh") }, fix: { en: fix("en"), zh: fix("zh") } };
}

/** Where home's and About's pictures are chosen. */
export const pagePictureEditors = { home: "/dashboard/web-pages", about: "/dashboard/web-pages/about" } as const;

/**
 * The pictures a site page shows: library images with their alt texts, and addresses kept from SPEC's
 * first shape, which have none (their fix is choosing a library image in the page's editor). An image
 * deleted from the library is left out of the page, so it is left out here too.
 */
export function pagePictures(references: readonly string[], library: ReadonlyMap<string, { alt: Record<SpecLanguage, string> }>, editor: string): SubjectImages {
  const present = references.filter((reference) => !isLibraryId(reference) || library.has(reference));
  const lacking = (language: SpecLanguage) => present.filter((reference) => !isLibraryId(reference) || !(library.get(reference)?.alt[language] ?? "").trim());
  const fix = (language: SpecLanguage) => {
    const first = lacking(language)[0];
    return first === undefined ? null : isLibraryId(first) ? mediaAltLink(first, language) : editor;
  };
  return {
    images: { en: { total: present.length, missing: lacking("en").length }, zh: { total: present.length, missing: lacking("zh").length } },
    fix: { en: fix("en"), zh: fix("zh") },
  };
}

export const noSameTitles: Record<SpecLanguage, TitleOwner[]> = { en: [], zh: [] };

/** What an editor or the scan knows besides the texts: the images' alt texts, titles used elsewhere, where images are fixed. */
export type SubjectContext = { images: ImageAlts; imageFix: FixLinks["images"]; sameTitle: Record<SpecLanguage, TitleOwner[]>; within: boolean };

function subject(ref: SubjectRef, results: SeoSubject["results"], own: SeoSubject["own"], context: SubjectContext): SeoSubject {
  return { results, own, images: context.images, sameTitle: context.sameTitle, fix: { fields: fieldLinks(ref, context.within), images: context.imageFix } };
}

const perLanguage = <T>(make: (language: SpecLanguage) => T): Record<SpecLanguage, T> => ({ en: make("en"), zh: make("zh") });

/** One of the site's own pages (home, About, Brand Center, News, Contact) from the search texts the owner set. */
export function sitePageSubject(page: SeoPage, stored: PageSeoTexts, context: SubjectContext): SeoSubject {
  return subject({ kind: "page", id: page }, perLanguage((language) => sitePageSearchTexts(stored, page, language)), stored[page], context);
}

/** Only the first paragraph and keyword are needed: the description's first paragraph is what search results show. */
export type ProductTexts = { titleEn: string; titleZh: string; descriptionEn: string[]; descriptionZh: string[]; keywordsEn: string[]; keywordsZh: string[] };

/** A product's texts as its editor holds them (a paragraph a line, keywords comma-separated), trimmed as saving trims them. */
export function productTextsOfForm(form: { titleEn?: string; titleZh?: string; descriptionEn?: string; descriptionZh?: string; keywords?: string; keywordsZh?: string }): ProductTexts {
  return {
    titleEn: (form.titleEn ?? "").trim(),
    titleZh: (form.titleZh ?? "").trim(),
    descriptionEn: splitParagraphs(form.descriptionEn ?? ""),
    descriptionZh: splitParagraphs(form.descriptionZh ?? ""),
    keywordsEn: splitKeywords(form.keywords ?? ""),
    keywordsZh: splitKeywords(form.keywordsZh ?? ""),
  };
}

export function productResults(product: ProductTexts): Record<SpecLanguage, SearchTexts> {
  return perLanguage((language) =>
    productSearchTexts(
      {
        title: ownerText({ en: product.titleEn, zh: product.titleZh }, language),
        description: ownerText({ en: product.descriptionEn, zh: product.descriptionZh }, language),
        describedInLanguage: ownerTextIn({ en: product.descriptionEn, zh: product.descriptionZh }, language) !== undefined,
      },
      language,
    ),
  );
}

export function productSubject(id: string, product: ProductTexts, context: SubjectContext): SeoSubject {
  const own = (title: string, description: string[], keywords: string[]) => ({ title, description: description.join("\n"), keywords: keywords.join(",") });
  return subject({ kind: "product", id }, productResults(product), { en: own(product.titleEn, product.descriptionEn, product.keywordsEn), zh: own(product.titleZh, product.descriptionZh, product.keywordsZh) }, context);
}

export type CategoryTexts = { titleEn: string; titleZh: string; descriptionEn: string; descriptionZh: string };

export function categoryResults(category: CategoryTexts): Record<SpecLanguage, SearchTexts> {
  return perLanguage((language) =>
    categorySearchTexts(
      {
        title: ownerText({ en: category.titleEn, zh: category.titleZh }, language),
        description: ownerText({ en: category.descriptionEn, zh: category.descriptionZh }, language),
        describedInLanguage: ownerTextIn({ en: category.descriptionEn, zh: category.descriptionZh }, language) !== undefined,
      },
      language,
    ),
  );
}

export function categorySubject(id: string, category: CategoryTexts, context: SubjectContext): SeoSubject {
  return subject(
    { kind: "category", id },
    categoryResults(category),
    { en: { title: category.titleEn, description: category.descriptionEn }, zh: { title: category.titleZh, description: category.descriptionZh } },
    context,
  );
}

export type PostTexts = { titleEn: string; titleZh: string; summaryEn: string; summaryZh: string };

/** A post exists in a language when its title there is written; elsewhere it has no search result. */
export function postResults(post: PostTexts): Record<SpecLanguage, SearchTexts | null> {
  const texts = { en: { title: post.titleEn, summary: post.summaryEn }, zh: { title: post.titleZh, summary: post.summaryZh } };
  return perLanguage((language) => (texts[language].title.trim() ? newsPostSearchTexts(texts[language], language) : null));
}

export function postSubject(id: string, version: number, post: PostTexts, context: SubjectContext): SeoSubject {
  return subject(
    { kind: "post", id, version },
    postResults(post),
    { en: { title: post.titleEn, description: post.summaryEn }, zh: { title: post.titleZh, description: post.summaryZh } },
    context,
  );
}

/** The titles of a subject's results, which "the same title" compares. */
export function titlesOf(results: Record<SpecLanguage, SearchTexts | null>): Record<SpecLanguage, string | null> {
  return { en: results.en?.title ?? null, zh: results.zh?.title ?? null };
}
