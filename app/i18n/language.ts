import { useLocation, useMatches } from "react-router";
import { messagesFor } from "./catalogs";
import type { Messages } from "./en";
import type { Language } from "./languages";
import { languageOfSegments, matchPage, pathOf, twinPath } from "./page-paths";

export {
  columnTexts,
  defaultLanguage,
  documentText,
  specLanguages,
  inEnglish,
  languages,
  languageEntry,
  ownerText,
  ownerTextIn,
  ownerTextLanguage,
  standInAttributes,
  translatedLanguages,
  type SpecLanguage,
  type Language,
  type OwnerTexts,
  type TranslatedLanguage,
  type Translations,
} from "./languages";

export { messagesFor };

function segmentsOf(pathname: string): string[] {
  // Handlers see a client navigation's request as sent ("/about-us-zh.data"), so the suffix goes. Letter case
  // says nothing: a form posted to "/Contact-Us-ZH" (not redirected) is still answered in Chinese.
  return pathname
    .toLowerCase()
    .replace(/\.data$/, "")
    .split("/")
    .filter((segment) => segment);
}

/** A path's language: its page's (page-paths.ts), else the language mark it carries, else the default; the dashboard is Chinese. */
export function languageFromPath(pathname: string): Language {
  const segments = segmentsOf(pathname);
  // The administrator's dashboard is in Chinese (docs/requirements/dashboard.md#dashboard-language).
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

export function useLanguage(): Language {
  return languageFromPath(useLocation().pathname);
}

export function useMessages(): Messages {
  return messagesFor(useLanguage());
}

/**
 * Where the language menu leads for each language. A page that exists in fewer languages than the
 * site (a news post written in one) names in its loader data, as `languageSwitch`, where the
 * visitors of a missing language go instead of its twin's address, which would be a 404.
 */
export type LanguageSwitchTargets = Partial<Record<Language, string>>;

export function useLanguageSwitchPath(): (target: Language) => string {
  const { pathname } = useLocation();
  const page = useMatches().at(-1)?.loaderData as { languageSwitch?: LanguageSwitchTargets } | null | undefined;
  return (target) => page?.languageSwitch?.[target] ?? alternatePath(pathname, target);
}
