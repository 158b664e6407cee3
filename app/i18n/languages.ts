/**
 * The languages the site is written in. A language is one entry here plus its message catalog: its
 * addresses (page-paths.ts), hreflang and the language switch follow from the entry.
 */

/** How a language marks its addresses, given a page's English path segments. */
type UrlForm = {
  localize: (englishSegments: readonly string[]) => string[];
  /** Whether an address that names no page carries this language's mark (its not-found page is then in this language). */
  marks: (segments: readonly string[]) => boolean;
};

export type LanguageEntry = {
  /** BCP 47 tag: the page's `lang`, hreflang. */
  tag: string;
  /** How `Intl` writes this language's dates and numbers. */
  intlLocale: string;
  /** Open Graph's locale (`og:locale`). */
  ogLocale: string;
  /** The language's name in its own script, as its readers look for it in the language menu. */
  nativeName: string;
  /** The page's `dir`: the layout mirrors for a right-to-left language. */
  direction: "ltr" | "rtl";
  urlForm: UrlForm;
};

/** SPEC's English addresses carry no mark. */
const unmarked: UrlForm = { localize: (segments) => [...segments], marks: () => false };

/**
 * SPEC: "a path ending in zh or -zh" is Chinese. The mark joins the first segment ("/about-us-zh",
 * "/product-zh/{productId}"); the home page is the mark alone ("/zh").
 */
function suffixed(mark: string): UrlForm {
  return {
    localize: ([first, ...rest]) => (first === undefined ? [mark] : [`${first}-${mark}`, ...rest]),
    marks: ([first = ""]) => first === mark || first.endsWith(`-${mark}`),
  };
}

/**
 * The languages added after SPEC lead with their code ("/es/brand-center", "/ar/product/{productId}", the home page
 * "/es"), so a buyer and a search engine read the language off the address (docs/decisions/040).
 */
export function prefixed(mark: string): UrlForm {
  return { localize: (segments) => [mark, ...segments], marks: ([first]) => first === mark };
}

const registry = {
  en: { tag: "en", intlLocale: "en-US", ogLocale: "en_US", nativeName: "English", direction: "ltr", urlForm: unmarked },
  zh: { tag: "zh-CN", intlLocale: "zh-CN", ogLocale: "zh_CN", nativeName: "简体中文", direction: "ltr", urlForm: suffixed("zh") },
  es: { tag: "es", intlLocale: "es", ogLocale: "es_ES", nativeName: "Español", direction: "ltr", urlForm: prefixed("es") },
  ru: { tag: "ru", intlLocale: "ru", ogLocale: "ru_RU", nativeName: "Русский", direction: "ltr", urlForm: prefixed("ru") },
  ar: { tag: "ar", intlLocale: "ar", ogLocale: "ar_AR", nativeName: "العربية", direction: "rtl", urlForm: prefixed("ar") },
} satisfies Record<string, LanguageEntry>;

export type Language = keyof typeof registry;

export const languages = Object.keys(registry) as [Language, ...Language[]];

/** The language of unmarked addresses and of hreflang's `x-default`. */
export const defaultLanguage = "en" satisfies Language;

export const languageEntry = (language: Language): LanguageEntry => registry[language];

export const isLanguage = (value: string): value is Language => Object.hasOwn(registry, value);

const displayNames = new Map<Language, Intl.DisplayNames>();

/** A language's name as a reader of `reader` writes it ("Spanish", "西班牙语"): from `Intl`, not a table per language. */
export function languageNameIn(language: Language, reader: Language): string {
  let names = displayNames.get(reader);
  if (!names) displayNames.set(reader, (names = new Intl.DisplayNames([registry[reader].intlLocale], { type: "language" })));
  return names.of(language) ?? language;
}

/** Every language's name as a reader of `reader` writes it, for a catalog. */
export const languageNamesIn = (reader: Language): Record<Language, string> =>
  Object.fromEntries(languages.map((language) => [language, languageNameIn(language, reader)])) as Record<Language, string>;

/** SPEC's two languages: their pages are requirements, always served, and the owners read enquiries in them. */
export const specLanguages = ["en", "zh"] as const satisfies readonly Language[];

/**
 * The languages every text the owner edits has a field in: SPEC's two. A page in another language shows the owner's
 * texts in English, marked as English, until the dashboard has fields in that language.
 */
export const editedLanguages = ["en", "zh"] as const satisfies readonly Language[];
export type EditedLanguage = (typeof editedLanguages)[number];

const isEditedLanguage = (language: Language): language is EditedLanguage => (editedLanguages as readonly Language[]).includes(language);

/** The language of the owner's texts that a page in `language` shows. */
export const editedLanguageFor = (language: Language): EditedLanguage => (isEditedLanguage(language) ? language : defaultLanguage);

/** The owner's text of `record` in `language` itself, or undefined while the dashboard has no field in that language. */
export const ownerTextIn = <T>(record: Record<EditedLanguage, T>, language: Language): T | undefined => (isEditedLanguage(language) ? record[language] : undefined);

/** The attributes of an element whose English text stands in for the page's language: read as English, left to right. */
export const inEnglish = { lang: "en", dir: "ltr" } as const;

/** The owner's text of `record` that a page in `language` shows. */
export const ownerText = <T>(record: Record<EditedLanguage, T>, language: Language): T => record[editedLanguageFor(language)];
