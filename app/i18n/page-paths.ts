import { defaultLanguage, isLanguage, languageEntry, languages, type Language } from "./languages";

/**
 * The public pages' addresses: the one source for the route config (routes.ts), the canonical
 * redirects (canonical-path.ts), the language switch, hreflang and the sitemap. Each page is written
 * once, in its English spelling (docs/requirements/public-pages.md#routes); its address in another language follows from that language's
 * URL form (languages.ts).
 */
type PageRow = {
  /** Without the leading slash; `:name` is a parameter. */
  path: string;
  /** By default the page has an address per language; otherwise one, naming its language in `:lang`, or one in none. */
  language?: "in-param" | "none";
  /** The page's other addresses (docs/requirements/public-pages.md#routes), which lead to its one address (docs/decisions/026). */
  aliases?: readonly string[];
  /** A file (a spec sheet, a feed) is answered at its exact spelling only; other spellings are not redirected to it. */
  file?: boolean;
};

export const sitePages = {
  home: { path: "", aliases: ["home"] },
  about: { path: "about-us" },
  brandCenter: { path: "brand-center" },
  product: { path: "product/:productId" },
  specSheet: { path: "product/:productId/spec-sheet.pdf", file: true },
  brochure: { path: "brochure/catalogue.pdf", file: true },
  categoryBrochure: { path: "brochure/:categorySlug/catalogue.pdf", file: true },
  newsCenter: { path: "news-center" },
  newsPost: { path: "news-center/:slug" },
  newsFeed: { path: "news-center/rss.xml", file: true },
  contact: { path: "contact-us" },
  contactAboutProduct: { path: "contact-us/product/:productId" },
  contactAboutCollection: { path: "contact-us/collection/:collectionId/:lang", language: "in-param" },
  quoteList: { path: "quote-list" },
  quote: { path: "quote/:token" },
  quotePdf: { path: "quote/:token/quotation.pdf", file: true },
  notFound: { path: "404", language: "none" },
} as const satisfies Record<string, PageRow>;

export type SitePage = keyof typeof sitePages;

const rowOf = (page: SitePage): PageRow => sitePages[page];

/** One spelling of a page's address: the page's own or an alias, in one language (null: the address has no language of its own). */
export type PagePattern = {
  page: SitePage;
  englishPath: string;
  alias: boolean;
  language: Language | null;
  segments: readonly string[];
  routeId: string;
};

function segmentsIn(row: PageRow, englishPath: string, language: Language): string[] {
  const english = englishPath === "" ? [] : englishPath.split("/");
  return row.language ? english : languageEntry(language).urlForm.localize(english);
}

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

export const pagePatterns: readonly PagePattern[] = (Object.keys(sitePages) as SitePage[]).flatMap((page) => {
  const row = rowOf(page);
  return [row.path, ...(row.aliases ?? [])].flatMap((englishPath) => {
    const alias = englishPath !== row.path;
    const pattern = (language: Language | null): PagePattern => ({
      page,
      englishPath,
      alias,
      language,
      segments: segmentsIn(row, englishPath, language ?? defaultLanguage),
      routeId: [kebab(page), ...(alias ? ["alias"] : []), ...(language ? [language] : [])].join("-"),
    });
    return row.language ? [pattern(null)] : languages.map(pattern);
  });
});

/** The route config's entries of a page (its aliases included): the path without its leading slash, and a route id per spelling. */
export const pageRoutes = (page: SitePage) =>
  pagePatterns.filter((pattern) => pattern.page === page).map((pattern) => ({ path: pattern.segments.join("/"), id: pattern.routeId }));

export type PageMatch = { pattern: PagePattern; params: Record<string, string>; language: Language | null };

const literalCount = (pattern: PagePattern) => pattern.segments.filter((part) => !part.startsWith(":")).length;
/** As the router ranks them: "/news-center/rss.xml" is the feed, not a post with the slug "rss.xml". */
const mostLiteralFirst = [...pagePatterns].sort((a, b) => literalCount(b) - literalCount(a));

/**
 * The page an address's segments name, compared exactly (callers decide letter case and decoding),
 * with its parameters as written. Files are left out when `files` is false.
 */
export function matchPage(segments: readonly string[], { files = true } = {}): PageMatch | null {
  for (const pattern of mostLiteralFirst) {
    if (pattern.segments.length !== segments.length || (!files && rowOf(pattern.page).file)) continue;
    const params: Record<string, string> = {};
    const fits = pattern.segments.every((part, index) => {
      const segment = segments[index]!;
      if (!part.startsWith(":")) return part === segment;
      params[part.slice(1)] = segment;
      return segment !== "";
    });
    if (fits) return { pattern, params, language: pattern.language ?? (isLanguage(params.lang ?? "") ? (params.lang as Language) : null) };
  }
  return null;
}

/** The language of an address: the page's, else the language whose mark it carries (docs/requirements/languages.md#language-of-an-address), else the default. */
export function languageOfSegments(segments: readonly string[]): Language {
  return matchPage(segments)?.language ?? languages.find((language) => languageEntry(language).urlForm.marks(segments)) ?? defaultLanguage;
}

const fill = (segments: readonly string[], params: Record<string, string>) =>
  "/" + segments.map((part) => (part.startsWith(":") ? params[part.slice(1)] : part)).join("/");

/** The matched page's address in another language, parameters as written; an alias stays an alias. Null for a page in no language. */
export function twinPath(match: PageMatch, language: Language): string | null {
  const row = rowOf(match.pattern.page);
  if (row.language === "none") return null;
  return fill(segmentsIn(row, match.pattern.englishPath, language), { ...match.params, lang: language });
}

/** The matched page's own address in its language: an alias resolved, any other match as written. */
export function ownPath(match: PageMatch): string {
  const row = rowOf(match.pattern.page);
  return fill(segmentsIn(row, row.path, match.pattern.language ?? defaultLanguage), match.params);
}

type ParamsOf<Path extends string> = Path extends `${infer Head}/${infer Tail}`
  ? ParamsOf<Head> | ParamsOf<Tail>
  : Path extends `:${infer Name}`
    ? Name
    : never;
/** A page's parameters but its language, which `pathOf` is given on its own. */
type PageParams<Page extends SitePage> = Exclude<ParamsOf<(typeof sitePages)[Page]["path"]>, "lang">;

/** A page's address in a language, its parameters percent-encoded: `pathOf("product", "zh", { productId })` is "/product-zh/{productId}". */
export function pathOf<Page extends SitePage>(
  page: Page,
  language: Language,
  ...[params]: [PageParams<Page>] extends [never] ? [] : [Record<PageParams<Page>, string>]
): string {
  const row = rowOf(page);
  const encoded = Object.fromEntries(Object.entries(params ?? {}).map(([name, value]) => [name, encodeURIComponent(value as string)]));
  return fill(segmentsIn(row, row.path, language), { ...encoded, lang: language });
}
