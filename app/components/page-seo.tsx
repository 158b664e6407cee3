import { useLocation, useRouteLoaderData } from "react-router";
import { alternatePath, languages, useLanguage, type Language } from "~/i18n/language";
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
};

const localeOf = { en: "en_US", zh: "zh_CN" } as const;
const hrefLangOf = { en: "en", zh: "zh-CN" } as const;

/** Title, description, canonical, hreflang and Open Graph tags; React hoists them into <head>. */
export function PageSeo({ title, description, image, type = "website", bilingual = true, alternates = languages, noIndex = false }: PageSeoProps) {
  const layout = useRouteLoaderData<typeof publicLayoutLoader>("routes/_public/layout");
  const origin = layout?.origin ?? "";
  const language = useLanguage();
  const { pathname } = useLocation();
  const absolute = (path: string) => `${origin}${path}`;
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      {noIndex && <meta name="robots" content="noindex" />}
      <link rel="canonical" href={absolute(pathname)} />
      {bilingual &&
        alternates.map((target) => (
          <link key={target} rel="alternate" hrefLang={hrefLangOf[target]} href={absolute(alternatePath(pathname, target))} />
        ))}
      {bilingual && <link rel="alternate" hrefLang="x-default" href={absolute(alternatePath(pathname, alternates.includes("en") ? "en" : language))} />}
      <meta property="og:type" content={type} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={absolute(pathname)} />
      <meta property="og:locale" content={localeOf[language]} />
      {image && <meta property="og:image" content={absolute(image)} />}
    </>
  );
}
