import { z } from "zod";
import type { SpecLanguage } from "~/i18n/language";

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

const texts = (language: SpecLanguage) =>
  z.object({
    title: z.string().trim().max(seoLimits[language].title).default(""),
    description: z.string().trim().max(seoLimits[language].description).default(""),
  });

const pageTexts = z.object({ en: texts("en"), zh: texts("zh") });
const emptyPage = { en: { title: "", description: "" }, zh: { title: "", description: "" } };

export const pageSeoSchema = z.object({
  home: pageTexts.default(emptyPage),
  about: pageTexts.default(emptyPage),
  brand: pageTexts.default(emptyPage),
  news: pageTexts.default(emptyPage),
  contact: pageTexts.default(emptyPage),
});

export type PageSeoTexts = z.output<typeof pageSeoSchema>;

export const defaultPageSeo: PageSeoTexts = { home: emptyPage, about: emptyPage, brand: emptyPage, news: emptyPage, contact: emptyPage };
