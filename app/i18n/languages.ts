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

/** English addresses carry no mark (docs/requirements/languages.md#language-of-an-address). */
const unmarked: UrlForm = { localize: (segments) => [...segments], marks: () => false };

/**
 * A path whose first segment is zh or ends in -zh is Chinese (docs/requirements/languages.md#language-of-an-address). The mark joins the first segment ("/about-us-zh",
 * "/product-zh/{productId}"); the home page is the mark alone ("/zh").
 */
function suffixed(mark: string): UrlForm {
  return {
    localize: ([first, ...rest]) => (first === undefined ? [mark] : [`${first}-${mark}`, ...rest]),
    marks: ([first = ""]) => first === mark || first.endsWith(`-${mark}`),
  };
}

/**
 * The added languages lead with their code ("/es/brand-center", "/ar/product/{productId}", the home page
 * "/es"), so a buyer and a search engine read the language off the address (docs/decisions/040;
 * docs/requirements/languages.md#addresses-of-added-languages).
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

/**
 * The first two languages (docs/requirements/languages.md#first-two-languages): their pages are requirements, always served, and the owners read
 * enquiries in them, so the dashboard's editors show their fields first. Their texts are stored like every other language's
 * (docs/decisions/048-owner-texts-one-shape.md).
 */
export const specLanguages = ["en", "zh"] as const satisfies readonly Language[];

export type SpecLanguage = (typeof specLanguages)[number];

export const isSpecLanguage = (language: Language): language is SpecLanguage => (specLanguages as readonly Language[]).includes(language);

/** The added languages: their fields sit in the editors' "Other languages" part (docs/requirements/languages.md#owner-texts-in-every-language). */
export const translatedLanguages = languages.filter((language): language is Exclude<Language, SpecLanguage> => !isSpecLanguage(language));
export type TranslatedLanguage = Exclude<Language, SpecLanguage>;

export const isTranslatedLanguage = (language: Language): language is TranslatedLanguage =>
  (translatedLanguages as readonly Language[]).includes(language);

/** The owner's texts of a row or document in the added languages, each field optional: a missing one shows the English (docs/requirements/languages.md#owner-texts-in-every-language). */
export type Translations<Fields> = Partial<Record<TranslatedLanguage, Partial<Fields>>>;

/** One text the owner edits, in every language it is written in: English always, the others when written. */
export type OwnerTexts<T> = { en: T } & Partial<Record<Exclude<Language, "en">, T>>;

/** Whether the owner wrote a text: a string with more than blanks, a list with an entry. */
export const isWritten = (text: unknown): boolean =>
  typeof text === "string" ? text.trim() !== "" : Array.isArray(text) ? text.length > 0 : text !== undefined && text !== null;

/** The owner's text in `language` itself, or undefined while it is not written in that language (the page then shows the English). */
export function ownerTextIn<T>(texts: OwnerTexts<T>, language: Language): T | undefined {
  if (language === defaultLanguage) return texts.en;
  const text = texts[language];
  return isWritten(text) ? text : undefined;
}

/** The owner's text that a page in `language` shows: its own, or the English standing in for it. */
export const ownerText = <T>(texts: OwnerTexts<T>, language: Language): T => ownerTextIn(texts, language) ?? texts.en;

/** The language `ownerText` shows the text in: the page's, or English when the text is not written in it. */
export const ownerTextLanguage = <T>(texts: OwnerTexts<T>, language: Language): Language =>
  ownerTextIn(texts, language) === undefined ? defaultLanguage : language;

/** An owner's text as a page shows it, and the language it is in: the page's, or English standing in for it. */
export type ShownText<T> = { text: T; language: Language };

/** The attributes of an element whose English text stands in for the page's language: read as English, left to right. */
export const inEnglish = { lang: "en", dir: "ltr" } as const;

/** `inEnglish` on an element whose text is in `shownIn` on a page in `page` where the two differ, nothing otherwise. */
export const standInAttributes = (shownIn: Language, page: Language) => (shownIn === page ? {} : inEnglish);
