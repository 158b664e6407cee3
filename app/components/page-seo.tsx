import { useLocation, useRouteLoaderData } from "react-router";
import { alternatePath, languages, useLanguage, type Language } from "~/i18n/language";
import { seoPageOf, seoTextsFor } from "~/modules/site-settings/page-seo";
import type { loader as publicLayoutLoader } from "~/routes/_public/layout";

type PageSeoProps = {
  title: string;
  description: string;
  image?: string;
  type?: "website" | "product" | "article";
  /** Pages without a twin in the other language (the 404 page) say so. */
  bilingual?: boolean;
  /** The languages this page exists in, when not both (a news post written in one language): hreflang names only those. */
  alternates?: readonly Language[];
  noIndex?: boolean;
  /** False where the page shows a part with texts of its own (a Brand Center category), which the page-wide texts would hide. */
  ownerTexts?: boolean;
  /** The query of an address that is a page of its own (`?page=2` of a list), kept in the canonical; other queries are dropped. */
  canonicalQuery?: string;
};

const localeOf = { en: "en_US", zh: "zh_CN" } as const;
const hrefLangOf = { en: "en", zh: "zh-CN" } as const;

/**
 * Title, description, canonical, hreflang and Open Graph tags; React hoists them into <head>. On the
 * pages whose texts the owner edits in the dashboard, the owner's texts replace the built-in ones given here.
 */
export function PageSeo({ image, type = "website", bilingual = true, alternates = languages, noIndex = false, ownerTexts = true, canonicalQuery = "", ...builtIn }: PageSeoProps) {
  const layout = useRouteLoaderData<typeof publicLayoutLoader>("routes/_public/layout");
  const origin = layout?.origin ?? "";
  const language = useLanguage();
  const { pathname } = useLocation();
  const { title, description } = layout && ownerTexts ? seoTextsFor(layout.pageSeo, seoPageOf(pathname), language, builtIn) : builtIn;
  const absolute = (path: string) => `${origin}${path}`;
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      {noIndex && <meta name="robots" content="noindex" />}
      <link rel="canonical" href={absolute(`${pathname}${canonicalQuery}`)} />
      {bilingual &&
        alternates.map((target) => (
          <link key={target} rel="alternate" hrefLang={hrefLangOf[target]} href={absolute(alternatePath(pathname, target))} />
        ))}
      {bilingual && <link rel="alternate" hrefLang="x-default" href={absolute(alternatePath(pathname, alternates.includes("en") ? "en" : language))} />}
      <meta property="og:type" content={type} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={absolute(`${pathname}${canonicalQuery}`)} />
      <meta property="og:locale" content={localeOf[language]} />
      {image && <meta property="og:image" content={absolute(image)} />}
    </>
  );
}
