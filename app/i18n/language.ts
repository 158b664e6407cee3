import { useLocation, useMatches } from "react-router";
import { en, type Messages } from "./en";
import { zh } from "./zh";

export const languages = ["en", "zh"] as const;
export type Language = (typeof languages)[number];

const catalogs: Record<Language, Messages> = { en, zh };

export function messagesFor(language: Language): Messages {
  return catalogs[language];
}

/** Sections whose Chinese twin is the same path with "-zh" appended to the first segment. */
const twinSections = new Set(["home", "about-us", "brand-center", "product", "news-center", "contact-us"]);

function segmentsOf(pathname: string): string[] {
  // Handlers see a client navigation's request as sent ("/about-us-zh.data"), so the suffix goes. Letter case
  // says nothing: a form posted to "/Contact-Us-ZH" (not redirected) is still answered in Chinese.
  return pathname
    .toLowerCase()
    .replace(/\.data$/, "")
    .split("/")
    .filter((segment) => segment);
}

function isCollectionContact(segments: string[]): boolean {
  return segments[0] === "contact-us" && segments[1] === "collection" && segments.length === 4;
}

/** SPEC: a path ending in "zh" or "-zh" is Chinese; for "/product-zh/{id}" the marker is on the section. */
export function languageFromPath(pathname: string): Language {
  const segments = segmentsOf(pathname);
  const first = segments[0] ?? "";
  // SPEC: the administrator's dashboard is a Chinese-language UI.
  if (first === "zh" || first.endsWith("-zh") || first === "dashboard") return "zh";
  if (isCollectionContact(segments) && segments[3] === "zh") return "zh";
  return "en";
}

/** The same page in the other language: a product page goes to its twin, unknown pages to that language's home. */
export function alternatePath(pathname: string, target: Language): string {
  const segments = segmentsOf(pathname);
  if (isCollectionContact(segments)) return `/contact-us/collection/${segments[2]}/${target}`;
  const section = (segments[0] ?? "").replace(/-zh$/, "");
  if (!twinSections.has(section)) return pagePath.home(target);
  const first = target === "zh" ? `${section}-zh` : section;
  return "/" + [first, ...segments.slice(1)].join("/");
}

const suffix = (language: Language) => (language === "zh" ? "-zh" : "");

export const pagePath = {
  home: (language: Language) => (language === "zh" ? "/zh" : "/"),
  about: (language: Language) => `/about-us${suffix(language)}`,
  brandCenter: (language: Language, categoryId?: string) =>
    `/brand-center${suffix(language)}${categoryId ? `?category=${encodeURIComponent(categoryId)}` : ""}`,
  product: (language: Language, productId: string) => `/product${suffix(language)}/${encodeURIComponent(productId)}`,
  newsCenter: (language: Language) => `/news-center${suffix(language)}`,
  contact: (language: Language) => `/contact-us${suffix(language)}`,
  contactAboutProduct: (language: Language, productId: string) =>
    `/contact-us${suffix(language)}/product/${encodeURIComponent(productId)}`,
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
  const page = useMatches().at(-1)?.data as { languageSwitch?: LanguageSwitchTargets } | null | undefined;
  return (target) => page?.languageSwitch?.[target] ?? alternatePath(pathname, target);
}
