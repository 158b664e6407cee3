import { z } from "zod";
import { isSpecLanguage, type Language, type SpecLanguage } from "~/i18n/languages";
import { ownTextsIn } from "~/i18n/owner-texts";
import { documentTextsFields, type DocumentTexts } from "./document-texts";

/**
 * Search and sharing texts of the public pages the owner edits (`pageSeo`). An empty text means the
 * built-in one from the message catalog.
 */

export const seoPages = ["home", "about", "brand", "news", "contact"] as const;
export type SeoPage = (typeof seoPages)[number];

/**
 * What a search result shows before cutting the text off: about 60 Latin characters of a title and
 * 160 of a description; Chinese characters are twice as wide, so half as many fit.
 */
export const seoLimits = {
  en: { title: 60, description: 160 },
  zh: { title: 30, description: 80 },
} as const satisfies Record<SpecLanguage, { title: number; description: number }>;

/** The added languages are written in letters as narrow as English ones (Latin, Cyrillic, Arabic), so they fit as many (docs/requirements/languages.md#added-languages). */
export const seoLimitsIn = (language: Language) => (isSpecLanguage(language) ? seoLimits[language] : seoLimits.en);

const textFields = (limits: { title: number; description: number }) => ({
  title: z.string().trim().max(limits.title),
  description: z.string().trim().max(limits.description),
});

/** A page's title and description as the owner wrote them in one language. */
export type OwnPageTexts = { title: string; description: string };

const pageTexts = z.object(documentTextsFields(textFields(seoLimits.en), (language) => textFields(seoLimitsIn(language))));
const emptyPage: DocumentTexts<OwnPageTexts> = { texts: { en: { title: "", description: "" } }, textTimes: {} };

export const pageSeoSchema = z.object({
  home: pageTexts.default(emptyPage),
  about: pageTexts.default(emptyPage),
  brand: pageTexts.default(emptyPage),
  news: pageTexts.default(emptyPage),
  contact: pageTexts.default(emptyPage),
});

export type PageSeoTexts = z.output<typeof pageSeoSchema>;

export const defaultPageSeo: PageSeoTexts = { home: emptyPage, about: emptyPage, brand: emptyPage, news: emptyPage, contact: emptyPage };

/** What the owner wrote for a page in one language, each text empty where not written (the built-in one then stands in, never another language's). */
export function ownPageTexts(stored: PageSeoTexts, page: SeoPage, language: Language): OwnPageTexts {
  const own = ownTextsIn(stored[page].texts, language);
  return { title: own.title ?? "", description: own.description ?? "" };
}
