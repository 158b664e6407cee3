import { messagesFor } from "~/i18n/catalogs";
import type { Language } from "~/i18n/languages";
import { ownPageTexts, type PageSeoTexts, type SeoPage } from "~/modules/site-settings/page-seo";

/**
 * The title and description a page puts in its head, computed once for the public page and for the
 * dashboard's checklist, so what the owner is told about is exactly what search engines get.
 */
export type SearchTexts = { title: string; description: string };

/** Search results show about this much of a description; longer texts are cut here rather than by the engine. */
const DESCRIPTION_CUT = 160;

const builtInKeys = {
  home: ["homeTitle", "homeDescription"],
  about: ["aboutTitle", "aboutDescription"],
  brand: ["brandTitle", "brandDescription"],
  news: ["newsTitle", "newsDescription"],
  contact: ["contactTitle", "contactDescription"],
} as const satisfies Record<SeoPage, readonly [string, string]>;

/** A page's texts from the message catalog, used while the owner has not written their own. */
export function builtInSearchTexts(page: SeoPage, language: Language): SearchTexts {
  const meta = messagesFor(language).meta;
  const [title, description] = builtInKeys[page];
  return { title: meta[title], description: meta[description] };
}

/** A page whose texts the owner sets in the web-pages tab: theirs where written, else the built-in ones. */
export function sitePageSearchTexts(stored: PageSeoTexts, page: SeoPage, language: Language): SearchTexts {
  const own = ownPageTexts(stored, page, language);
  const builtIn = builtInSearchTexts(page, language);
  return { title: own.title || builtIn.title, description: own.description || builtIn.description };
}

/**
 * What the owner wrote for a page, in its language. A description the owner has not written in this
 * language (Chinese falling back to English) is replaced by the built-in one: never another language's text
 * in a search result (decision 027).
 */
type OwnTexts<Description> = { title: string; description: Description; describedInLanguage: boolean };

/** A product page, from the product's title and description paragraphs in the page's language. */
export function productSearchTexts(product: OwnTexts<string[]>, language: Language): SearchTexts {
  const messages = messagesFor(language);
  const described = product.describedInLanguage && product.description[0];
  return {
    title: `${product.title} | ${messages.siteName}`,
    description: described ? described.slice(0, DESCRIPTION_CUT) : messages.meta.productDescriptionFallback,
  };
}

/** A Brand Center category, from its title and description in the page's language. */
export function categorySearchTexts(category: OwnTexts<string>, language: Language): SearchTexts {
  const meta = messagesFor(language).meta;
  const described = category.describedInLanguage && category.description;
  return {
    title: `${category.title} | ${meta.brandTitle}`,
    description: described ? described.slice(0, DESCRIPTION_CUT) : meta.brandDescription,
  };
}

/** A news post, from its title and summary in the page's language. */
export function newsPostSearchTexts(post: { title: string; summary: string }, language: Language): SearchTexts {
  const messages = messagesFor(language);
  return {
    title: `${post.title} | ${messages.siteName}`,
    description: post.summary.slice(0, DESCRIPTION_CUT) || messages.meta.newsDescription,
  };
}
