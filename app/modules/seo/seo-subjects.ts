import { pagePath } from "~/i18n/language-paths";
import {
  isSpecLanguage,
  isWritten,
  translatedLanguages,
  type TranslatedLanguage,
  languages,
  ownerText,
  ownerTextIn,
  type Language,
  type OwnerTexts,
} from "~/i18n/languages";
import { fieldTexts, type LanguageTexts } from "~/i18n/owner-texts";
import { splitKeywords } from "~/modules/catalogue/comma-list";
import { splitParagraphs } from "~/modules/catalogue/descriptions";
import { dashboardPaths } from "~/modules/http/dashboard-paths";
import { newsPath, postPageLanguages, shownPostText } from "~/modules/news/news";
import { ownPageTexts, type PageSeoTexts, type SeoPage } from "~/modules/site-settings/page-seo";
import { isLibraryId } from "~/modules/site-settings/site-images";
import { categorySearchTexts, newsPostSearchTexts, productSearchTexts, sitePageSearchTexts, type SearchTexts } from "./search-texts";
import { ownFieldKinds, type FixLinks, type OwnFieldKind, type SeoSubject, type TitleOwner } from "./seo-checklist";

/**
 * What the checklist is about (a page, product, category or post), built from the same fields
 * whether the owner is typing them in an editor or the SEO health screen reads them from the database.
 */

export type SubjectRef =
  | { kind: "page"; id: SeoPage }
  | { kind: "product"; id: string }
  | { kind: "category"; id: string }
  | { kind: "post"; id: string; version: number };
export type SubjectKind = SubjectRef["kind"];

/** The editors' form ids: a field's id is `<form id>-<field name>`, which the fix links name as their fragment. */
export const editorFormIds = {
  page: "page-seo-form",
  product: "product-editor-form",
  category: "category-form",
  post: (id: string, version: number) => `post-form-${id}-${version}`,
} as const;

const suffix = { en: "En", zh: "Zh" } as const;

const ownFieldOf = {
  page: { title: "title", description: "description" },
  product: { title: "title", description: "description", keywords: "keywords" },
  category: { title: "title", description: "description" },
  post: { title: "title", description: "summary" },
} as const satisfies Record<SubjectKind, Partial<Record<OwnFieldKind, string>>>;

/** The form field holding each of the owner's texts, per language: English and Chinese by their suffix, the others in the form's translation groups (docs/requirements/languages.md#owner-texts-in-every-language). */
function fieldName(ref: SubjectRef, kind: OwnFieldKind, language: Language): string | null {
  const field: string | undefined = (ownFieldOf[ref.kind] as Partial<Record<OwnFieldKind, string>>)[kind];
  if (!field) return null;
  if (!isSpecLanguage(language)) return `${ref.kind === "page" ? `${ref.id}Translations` : "translations"}.${language}.${field}`;
  switch (ref.kind) {
    case "page":
      return `${ref.id}${kind === "title" ? "Title" : "Description"}${suffix[language]}`;
    case "product":
      return kind === "keywords" ? (language === "en" ? "keywords" : "keywordsZh") : `${kind}${suffix[language]}`;
    case "category":
    case "post":
      return `${field}${suffix[language]}`;
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
      return {
        home: pagePath.home,
        about: pagePath.about,
        brand: pagePath.brandCenter,
        news: pagePath.newsCenter,
        contact: pagePath.contact,
      }[ref.id](language);
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
  return perLanguage((language) => {
    const found: Partial<Record<OwnFieldKind, string>> = {};
    for (const kind of ownFieldKinds) {
      const name = fieldName(ref, kind, language);
      if (name) found[kind] = prefix + name;
    }
    return found;
  });
}

/** An alt text's field in an editor: English and Chinese by their suffix (`altZh`), the others in the translation groups (docs/requirements/languages.md#owner-texts-in-every-language). */
const altField = (language: Language) => (isSpecLanguage(language) ? `alt${suffix[language]}` : `translations.${language}.alt`);

/** Where the alt text of a library image is written. */
export const mediaAltLink = (mediaId: string, language: Language) =>
  `${dashboardPaths.media(mediaId)}#media-alt-form-${altField(language)}`;

/** Where a product's own alt text for one of its photos is written. */
export const productPhotoAltLink = (productId: string, photoId: string, language: Language) =>
  `${dashboardPaths.productPhotos(productId)}#alt-${photoId}-${altField(language)}`;

/** One value per language the site has. */
export const perLanguage = <T>(make: (language: Language) => T): Record<Language, T> =>
  Object.fromEntries(languages.map((language) => [language, make(language)])) as Record<Language, T>;

export type ImageAlts = Record<Language, { total: number; missing: number }>;
export const noImages: ImageAlts = perLanguage(() => ({ total: 0, missing: 0 }));
/** A subject's pictures: how many lack alt text in each language, and where the first of them is fixed. */
export type SubjectImages = { images: ImageAlts; fix: FixLinks["images"] };
export const withoutImages: SubjectImages = { images: noImages, fix: perLanguage(() => null) };
/** An image's alt text per language, where written. */
export type ImageAltTexts = Partial<Record<Language, string | null>>;
/** A subject's one picture (a category's picture, a post's cover) by its library id and alt texts. */
export function singlePicture(imageId: string | null, alt: ImageAltTexts): SubjectImages {
  if (!imageId) return withoutImages;
  return {
    images: perLanguage((language) => ({ total: 1, missing: alt[language]?.trim() ? 0 : 1 })),
    fix: perLanguage((language) => (alt[language]?.trim() ? null : mediaAltLink(imageId, language))),
  };
}

/** Where home's and About's pictures are chosen. */
export const pagePictureEditors = { home: "/dashboard/web-pages", about: "/dashboard/web-pages/about" } as const;

/**
 * The pictures a site page shows: library images with their alt texts, and addresses kept from the
 * first document shape (docs/requirements/records.md#first-document-shapes), which have none (their fix is choosing a library image in the page's editor). An image
 * deleted from the library is left out of the page, so it is left out here too.
 */
export function pagePictures(
  references: readonly string[],
  library: ReadonlyMap<string, { alt: ImageAltTexts }>,
  editor: string,
): SubjectImages {
  const present = references.filter((reference) => !isLibraryId(reference) || library.has(reference));
  const lacking = (language: Language) =>
    present.filter((reference) => !isLibraryId(reference) || !(library.get(reference)?.alt[language] ?? "").trim());
  return {
    images: perLanguage((language) => ({ total: present.length, missing: lacking(language).length })),
    fix: perLanguage((language) => {
      const first = lacking(language)[0];
      return first === undefined ? null : isLibraryId(first) ? mediaAltLink(first, language) : editor;
    }),
  };
}

export type SameTitles = Record<Language, TitleOwner[]>;
export const noSameTitles: SameTitles = perLanguage(() => []);

/** What an editor or the scan knows besides the texts: the images' alt texts, titles used elsewhere, where images are fixed. */
export type SubjectContext = { images: ImageAlts; imageFix: FixLinks["images"]; sameTitle: SameTitles; within: boolean };

function subject(ref: SubjectRef, results: SeoSubject["results"], own: SeoSubject["own"], context: SubjectContext): SeoSubject {
  return {
    results,
    own,
    images: context.images,
    sameTitle: context.sameTitle,
    fix: { fields: fieldLinks(ref, context.within), images: context.imageFix },
  };
}

/** One of the site's own pages (home, About, Brand Center, News, Contact) from the search texts the owner set. */
export function sitePageSubject(page: SeoPage, stored: PageSeoTexts, context: SubjectContext): SeoSubject {
  return subject(
    { kind: "page", id: page },
    perLanguage((language) => sitePageSearchTexts(stored, page, language)),
    perLanguage((language) => ownPageTexts(stored, page, language)),
    context,
  );
}

/** A text of the owner's in each language, written or not: what a checklist compares with the English. */
const ownIn = <T>(texts: OwnerTexts<T>, language: Language, empty: T): T => ownerTextIn(texts, language) ?? empty;

/** Only the first paragraph and keyword are needed: the description's first paragraph is what search results show. */
export type ProductTexts = { title: OwnerTexts<string>; description: OwnerTexts<string[]>; keywords: OwnerTexts<string[]> };

/** What a product's form holds in an added language: a paragraph a line, keywords comma-separated (docs/requirements/languages.md#owner-texts-in-every-language). */
type TranslatedProductForm = Partial<Record<TranslatedLanguage, { title?: string; description?: string; keywords?: string } | undefined>>;

/** A product's texts as its editor holds them (a paragraph a line, keywords comma-separated), trimmed as saving trims them. */
export function productTextsOfForm(form: {
  titleEn?: string;
  titleZh?: string;
  descriptionEn?: string;
  descriptionZh?: string;
  keywords?: string;
  keywordsZh?: string;
  translations?: TranslatedProductForm;
}): ProductTexts {
  const texts: ProductTexts = {
    title: { en: (form.titleEn ?? "").trim(), zh: (form.titleZh ?? "").trim() },
    description: { en: splitParagraphs(form.descriptionEn ?? ""), zh: splitParagraphs(form.descriptionZh ?? "") },
    keywords: { en: splitKeywords(form.keywords ?? ""), zh: splitKeywords(form.keywordsZh ?? "") },
  };
  for (const language of translatedLanguages) {
    const translated = form.translations?.[language];
    texts.title[language] = (translated?.title ?? "").trim();
    texts.description[language] = splitParagraphs(translated?.description ?? "");
    texts.keywords[language] = splitKeywords(translated?.keywords ?? "");
  }
  return texts;
}

export function productResults(product: ProductTexts): Record<Language, SearchTexts> {
  return perLanguage((language) =>
    productSearchTexts(
      {
        title: ownerText(product.title, language),
        description: ownerText(product.description, language),
        describedInLanguage: ownerTextIn(product.description, language) !== undefined,
      },
      language,
    ),
  );
}

export function productSubject(id: string, product: ProductTexts, context: SubjectContext): SeoSubject {
  return subject(
    { kind: "product", id },
    productResults(product),
    perLanguage((language) => ({
      title: ownIn(product.title, language, ""),
      description: ownIn(product.description, language, []).join("\n"),
      keywords: ownIn(product.keywords, language, []).join(","),
    })),
    context,
  );
}

export type CategoryTexts = { title: OwnerTexts<string>; description: OwnerTexts<string> };

/** A category's texts as its record or its editor holds them (docs/decisions/048-owner-texts-one-shape.md). */
export const categoryTextsOf = (texts: LanguageTexts<{ title: string; description: string }>): CategoryTexts => ({
  title: fieldTexts(texts, "title"),
  description: fieldTexts(texts, "description"),
});

export function categoryResults(category: CategoryTexts): Record<Language, SearchTexts> {
  return perLanguage((language) =>
    categorySearchTexts(
      {
        title: ownerText(category.title, language),
        description: ownerText(category.description, language),
        describedInLanguage: ownerTextIn(category.description, language) !== undefined,
      },
      language,
    ),
  );
}

export function categorySubject(id: string, category: CategoryTexts, context: SubjectContext): SeoSubject {
  return subject(
    { kind: "category", id },
    categoryResults(category),
    perLanguage((language) => ({ title: ownIn(category.title, language, ""), description: ownIn(category.description, language, "") })),
    context,
  );
}

export type PostTexts = { title: OwnerTexts<string>; summary: OwnerTexts<string> };

/** A post's texts as its record or its editor holds them (docs/decisions/048-owner-texts-one-shape.md). */
export const postTextsOf = (texts: LanguageTexts<{ title: string; summary: string }>): PostTexts => ({
  title: fieldTexts(texts, "title"),
  summary: fieldTexts(texts, "summary"),
});

/**
 * A post has a result in the languages whose pages show it (`postPageLanguages`), titled as they show it. Its search
 * description is the summary written in the page's language, else the built-in one, never the English standing in (decision 027).
 */
export function postResults(post: PostTexts): Record<Language, SearchTexts | null> {
  const shown = postPageLanguages(languages.filter((language) => isWritten(post.title[language])));
  return perLanguage((language) =>
    shown.includes(language)
      ? newsPostSearchTexts(
          { title: shownPostText(post.title[language] ?? null, post.title.en, language).text, summary: ownIn(post.summary, language, "") },
          language,
        )
      : null,
  );
}

export function postSubject(id: string, version: number, post: PostTexts, context: SubjectContext): SeoSubject {
  return subject(
    { kind: "post", id, version },
    postResults(post),
    perLanguage((language) => ({ title: ownIn(post.title, language, ""), description: ownIn(post.summary, language, "") })),
    context,
  );
}

/** The titles of a subject's results, which "the same title" compares. */
export function titlesOf(results: Record<Language, SearchTexts | null>): Record<Language, string | null> {
  return perLanguage((language) => results[language]?.title ?? null);
}
