import { languageEntry, type Language } from "~/i18n/languages";
import { pagePath } from "~/i18n/language-paths";
import { whatsAppUrl } from "~/modules/site-settings/chat-links";
import type { CompanyDetails } from "~/modules/site-settings/site-settings";

/**
 * schema.org nodes of a page's one JSON-LD graph (docs/decisions/027). Pure: every address comes in as
 * a path and leaves absolute, joined to the site's one origin, never the request's host.
 */
export type JsonLdNode = { "@type": string; "@id"?: string } & Record<string, unknown>;

/** Where the page being described lives: the site's origin, its language and its canonical absolute address. */
export type PageAddress = { origin: string; language: Language; pageUrl: string };

/** The languages buyers can write to us in, by name as Google's examples give them. */
const availableLanguages = ["English", "Chinese"];

const present = <T>(value: T | "" | undefined | null): T | undefined => (value === "" || value === null ? undefined : value);
const nonEmpty = <T>(list: T[]): T[] | undefined => (list.length > 0 ? list : undefined);

/** One organization and one website per language: their names differ by language, so their ids do too. */
export const organizationId = (origin: string, language: Language) => `${origin}${pagePath.home(language)}#organization`;
export const webSiteId = (origin: string, language: Language) => `${origin}${pagePath.home(language)}#website`;

/** The company as the owner gave its details (already cleared of placeholders), with the site's logo. */
export function organizationNode(
  details: CompanyDetails,
  { origin, language, logoPath }: { origin: string; language: Language; logoPath: string },
): JsonLdNode {
  const telephone = present(details.phones[0]);
  const email = present(details.emails[0]);
  // WeChat IDs have no public profile address: WhatsApp's click-to-chat address and the LinkedIn page stand in sameAs.
  const sameAs = nonEmpty([whatsAppUrl(details.whatsapp), present(details.linkedin)].filter((url): url is string => Boolean(url)));
  return {
    "@type": "Organization",
    "@id": organizationId(origin, language),
    name: details.name,
    url: present(details.website) ?? `${origin}${pagePath.home(language)}`,
    logo: { "@type": "ImageObject", url: `${origin}${logoPath}` },
    address: details.address ? { "@type": "PostalAddress", streetAddress: details.address } : undefined,
    telephone,
    email,
    contactPoint:
      telephone || email
        ? {
            "@type": "ContactPoint",
            contactType: "sales",
            name: present(details.person),
            telephone,
            email,
            availableLanguage: availableLanguages,
          }
        : undefined,
    sameAs,
  };
}

export function webSiteNode({ origin, language, name }: { origin: string; language: Language; name: string }): JsonLdNode {
  return {
    "@type": "WebSite",
    "@id": webSiteId(origin, language),
    name,
    url: `${origin}${pagePath.home(language)}`,
    inLanguage: languageEntry(language).tag,
    publisher: { "@id": organizationId(origin, language) },
  };
}

/** A crumb without `path` is text on the page, not a link; Google requires an address on every crumb but the last, so such a crumb is left out. */
export type Crumb = { name: string; path?: string };

export function breadcrumbNode(crumbs: Crumb[], { origin, pageUrl }: PageAddress): JsonLdNode {
  const listed = crumbs.filter((crumb, index) => crumb.path !== undefined || index === crumbs.length - 1);
  return {
    "@type": "BreadcrumbList",
    "@id": `${pageUrl}#breadcrumb`,
    itemListElement: listed.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: crumb.path === undefined ? pageUrl : `${origin}${crumb.path}`,
    })),
  };
}

export type ProductFacts = {
  id: string;
  name: string;
  description: string;
  imagePaths: string[];
  brand: string;
  category?: string;
  material: string;
  /** The slab size every product is made in, as the page states it. */
  size?: string;
  keywords: string[];
  additionalProperty?: { "@type": "PropertyValue"; name: string; value: string }[];
};

/** No offers, prices or ratings: the site publishes none, and structured data must match what the page shows. */
export function productNode(product: ProductFacts, { origin, language, pageUrl }: PageAddress): JsonLdNode {
  return {
    "@type": "Product",
    "@id": `${pageUrl}#product`,
    name: product.name,
    url: pageUrl,
    sku: product.id,
    image: [...new Set(product.imagePaths)].map((path) => `${origin}${path}`),
    description: present(product.description),
    brand: { "@type": "Brand", name: product.brand },
    manufacturer: { "@id": organizationId(origin, language) },
    category: product.category,
    material: product.material,
    size: product.size,
    keywords: present(product.keywords.join(", ")),
    additionalProperty: product.additionalProperty,
    mainEntityOfPage: pageUrl,
  };
}

export type ArticleFacts = {
  headline: string;
  description: string;
  /** The language the headline is written in: the page's, or English standing in for it. */
  language: Language;
  imagePath?: string;
  publishedAt: string;
  updatedAt: string;
  authorName: string;
};

/** The company writes the news, so it is both author and publisher. */
export function articleNode(article: ArticleFacts, { origin, language, pageUrl }: PageAddress): JsonLdNode {
  const company = {
    "@type": "Organization",
    "@id": organizationId(origin, language),
    name: article.authorName,
    url: `${origin}${pagePath.home(language)}`,
  };
  return {
    "@type": "NewsArticle",
    "@id": `${pageUrl}#article`,
    headline: article.headline,
    description: present(article.description),
    image: article.imagePath ? [`${origin}${article.imagePath}`] : undefined,
    datePublished: article.publishedAt,
    dateModified: article.updatedAt > article.publishedAt ? article.updatedAt : article.publishedAt,
    author: company,
    publisher: company,
    inLanguage: languageEntry(article.language).tag,
    mainEntityOfPage: { "@type": "WebPage", "@id": pageUrl },
    isPartOf: { "@id": webSiteId(origin, language) },
  };
}

/** The one graph of a page; `JSON.stringify` drops the properties left undefined. */
export function structuredDataGraph(nodes: JsonLdNode[]) {
  return { "@context": "https://schema.org", "@graph": nodes };
}

/** As the text of a `<script type="application/ld+json">`: `<` escaped, so no text in it can close the script. */
export function jsonLdText(graph: ReturnType<typeof structuredDataGraph>): string {
  return JSON.stringify(graph).replace(/</g, "\\u003c");
}
