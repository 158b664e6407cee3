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

type LanguageEntry = {
  /** BCP 47 tag: the page's `lang`, hreflang. */
  tag: string;
  /** Open Graph's locale (`og:locale`). */
  ogLocale: string;
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

const registry = {
  en: { tag: "en", ogLocale: "en_US", urlForm: unmarked },
  zh: { tag: "zh-CN", ogLocale: "zh_CN", urlForm: suffixed("zh") },
} satisfies Record<string, LanguageEntry>;

export type Language = keyof typeof registry;

export const languages = Object.keys(registry) as [Language, ...Language[]];

/** The language of unmarked addresses and of hreflang's `x-default`. */
export const defaultLanguage: Language = "en";

export const languageEntry = (language: Language): LanguageEntry => registry[language];

export const isLanguage = (value: string): value is Language => Object.hasOwn(registry, value);
