import type { Language } from "./languages";
import { languageOfSegments, matchPage, pathOf, twinPath } from "./page-paths";

function segmentsOf(pathname: string): string[] {
  // Handlers see a client navigation's request as sent ("/about-us-zh.data"), so the suffix goes. Letter case
  // says nothing: a form posted to "/Contact-Us-ZH" (not redirected) is still answered in Chinese.
  return pathname
    .toLowerCase()
    .replace(/\.data$/, "")
    .split("/")
    .filter((segment) => segment);
}

/** A path's language: its page's (page-paths.ts), else the language mark it carries, else the default; the dashboard's is Chinese. */
export function languageFromPath(pathname: string): Language {
  const segments = segmentsOf(pathname);
  // Chinese is the dashboard's default; its layout speaks the signed-in person's choice (docs/requirements/dashboard.md#dashboard-language).
  if (segments[0] === "dashboard") return "zh";
  return languageOfSegments(segments);
}

/** The same page in another language, or null when the path names no page that has one. */
export function twinOfPath(pathname: string, target: Language): string | null {
  const match = matchPage(segmentsOf(pathname));
  return match && twinPath(match, target);
}

/** The same page in another language: a product page goes to its twin, unknown pages to that language's home. */
export function alternatePath(pathname: string, target: Language): string {
  return twinOfPath(pathname, target) ?? pagePath.home(target);
}

export const pagePath = {
  home: (language: Language) => pathOf("home", language),
  about: (language: Language) => pathOf("about", language),
  brandCenter: (language: Language, categoryId?: string) =>
    `${pathOf("brandCenter", language)}${categoryId ? `?category=${encodeURIComponent(categoryId)}` : ""}`,
  product: (language: Language, productId: string) => pathOf("product", language, { productId }),
  newsCenter: (language: Language) => pathOf("newsCenter", language),
  contact: (language: Language) => pathOf("contact", language),
  contactAboutProduct: (language: Language, productId: string) => pathOf("contactAboutProduct", language, { productId }),
  quoteList: (language: Language) => pathOf("quoteList", language),
};
