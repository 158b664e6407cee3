import { useLocation } from "react-router";
import { alternatePath } from "~/i18n/language-paths";
import { defaultLanguage, languageEntry, languages, type Language } from "~/i18n/languages";
import { useLanguage, useMessages } from "~/i18n/use-language";
import { canonicalPagePath } from "~/modules/http/canonical-path";
import { SHARE_SIZE } from "~/modules/storage/share-size";
import {
  jsonLdText,
  organizationNode,
  structuredDataGraph,
  webSiteNode,
  type JsonLdNode,
  type PageAddress,
} from "~/modules/seo/structured-data";
import { sitePageSearchTexts, type SearchTexts } from "~/modules/seo/search-texts";
import { defaultPageSeo, type SeoPage } from "~/modules/site-settings/page-seo";
import { usePublicLayoutData } from "./layout-data";

/** A page's picture: `shareSrc` (its 1200 × 630 preview file) when the image has one yet, else `src`. */
export type SharedPicture = { src: string; shareSrc?: string };

/**
 * A page's title and description: its own, or those of a page whose texts the owner edits in the
 * dashboard (the same computation the dashboard's checklist shows).
 */
type PageTexts = (SearchTexts & { sitePage?: never }) | { sitePage: SeoPage; title?: never; description?: never };

type PageSeoProps = PageTexts & {
  /** The page's photo; without one, the site's picture. */
  image?: SharedPicture | null;
  /** The owner's keywords in the page's language; none are emitted when there are none. */
  keywords?: readonly string[];
  /** The page's own schema.org nodes (a product, a post, a breadcrumb), joined to the site's Organization and WebSite in one graph. */
  structuredData?: (page: PageAddress) => JsonLdNode[];
  type?: "website" | "product" | "article";
  /** Pages without a twin in the other language (the 404 page) say so. */
  bilingual?: boolean;
  /** The languages this page exists in, when not every one the site serves (a news post written in one): hreflang names only those. */
  alternates?: readonly Language[];
  noIndex?: boolean;
  /** The query of an address that is a page of its own (a category, `?page=2` of a list), kept in the canonical and its twins' addresses; other queries are dropped. */
  canonicalQuery?: string;
  /**
   * The page this one stands in for (a contact page about one product is the contact page), or null where
   * no page is (the not-found page); by default the one address of the page asked for.
   */
  canonicalPath?: string | null;
};

/** The site's logo, for the Organization in structured data. */
const LOGO_PATH = "/favicon.svg";

/**
 * Title, description, keywords, canonical, hreflang, Open Graph and X card tags, which React hoists
 * into <head>, and the page's one JSON-LD graph (docs/decisions/027).
 */
export function PageSeo({
  image,
  keywords = [],
  structuredData,
  type = "website",
  bilingual = true,
  alternates: pageLanguages,
  noIndex = false,
  canonicalQuery = "",
  canonicalPath,
  ...texts
}: PageSeoProps) {
  const layout = usePublicLayoutData();
  const served = layout?.languages ?? languages;
  const alternates = (pageLanguages ?? served).filter((language) => served.includes(language));
  const origin = layout?.origin ?? "";
  const language = useLanguage();
  const messages = useMessages();
  const { pathname } = useLocation();
  const { title, description } = texts.sitePage ? sitePageSearchTexts(layout?.pageSeo ?? defaultPageSeo, texts.sitePage, language) : texts;
  const absolute = (path: string) => `${origin}${path}`;
  const canonicalPathOfPage = canonicalPath === undefined ? canonicalPagePath(pathname) : canonicalPath;
  // The twins of the page this one stands in for: hreflang and canonical name the same set of pages.
  const twinsOf = canonicalPathOfPage ?? pathname;
  const canonical = canonicalPathOfPage === null ? null : absolute(`${canonicalPathOfPage}${canonicalQuery}`);
  const picture = image ?? layout?.sitePicture;
  const shareImage = picture ? absolute(picture.shareSrc || picture.src) : null;
  const graph = layout
    ? structuredDataGraph([
        organizationNode(layout.company[language], { origin, language, logoPath: LOGO_PATH }),
        webSiteNode({ origin, language, name: messages.siteName }),
        ...(structuredData?.({ origin, language, pageUrl: canonical ?? absolute(pathname) }) ?? []),
      ])
    : null;
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      {keywords.length > 0 && <meta name="keywords" content={keywords.join(",")} />}
      {noIndex && <meta name="robots" content="noindex" />}
      {/* Baidu's mobile search: one responsive page serves both, so it needs no separate phone site (decision 027). */}
      <meta name="applicable-device" content="pc,mobile" />
      {canonical !== null && <link rel="canonical" href={canonical} />}
      {bilingual &&
        alternates.map((target) => (
          <link
            key={target}
            rel="alternate"
            hrefLang={languageEntry(target).tag}
            href={absolute(alternatePath(twinsOf, target) + canonicalQuery)}
          />
        ))}
      {bilingual && (
        <link
          rel="alternate"
          hrefLang="x-default"
          href={absolute(alternatePath(twinsOf, alternates.includes(defaultLanguage) ? defaultLanguage : language) + canonicalQuery)}
        />
      )}
      <meta property="og:type" content={type} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      {canonical !== null && <meta property="og:url" content={canonical} />}
      <meta property="og:site_name" content={messages.siteName} />
      <meta property="og:locale" content={languageEntry(language).ogLocale} />
      {bilingual &&
        alternates
          .filter((other) => other !== language)
          .map((other) => <meta key={other} property="og:locale:alternate" content={languageEntry(other).ogLocale} />)}
      {shareImage && <meta property="og:image" content={shareImage} />}
      {picture?.shareSrc && <meta property="og:image:width" content={String(SHARE_SIZE.width)} />}
      {picture?.shareSrc && <meta property="og:image:height" content={String(SHARE_SIZE.height)} />}
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
      {shareImage && <meta name="twitter:image" content={shareImage} />}
      {graph && <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(graph) }} />}
    </>
  );
}
