import { describe, expect, it } from "vitest";
import { publicCompanyDetails } from "~/modules/site-settings/company-details.server";
import { companyDetailsIn, defaultCompanyInfo, type CompanyDetails } from "~/modules/site-settings/site-settings";
import {
  articleNode,
  breadcrumbNode,
  jsonLdText,
  organizationNode,
  productNode,
  structuredDataGraph,
  webSiteNode,
  type JsonLdNode,
  type PageAddress,
} from "./structured-data";

const origin = "https://quartz.test";
const english: PageAddress = { origin, language: "en", pageUrl: `${origin}/product/calacatta-gold` };
const chinese: PageAddress = { origin, language: "zh", pageUrl: `${origin}/product-zh/calacatta-gold` };

const company: CompanyDetails = {
  ...companyDetailsIn(defaultCompanyInfo, "en"),
  phones: ["+86 766 888 1234"],
  emails: ["sales@saide.cn"],
  website: "",
  whatsapp: "+86 138 0000 1234",
  linkedin: "https://www.linkedin.com/company/saide-quartz",
  wechat: "saide-stone",
};

/** What survives serialising: the page carries JSON, so undefined properties are not there. */
type ListItem = { "@type": "ListItem"; position: number; name: string; item: string };
const asPublished = (node: JsonLdNode) => JSON.parse(JSON.stringify(node)) as Record<string, unknown> & { itemListElement?: ListItem[] };

/** Every address-valued property anywhere in the node, with its path, for the absolute-URL check. */
function addressesIn(value: unknown, path = ""): [string, string][] {
  if (Array.isArray(value)) return value.flatMap((item, index) => addressesIn(item, `${path}[${index}]`));
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([key, inner]) =>
      ["url", "item", "@id", "image", "logo", "sameAs", "mainEntityOfPage"].includes(key) && typeof inner === "string"
        ? [[`${path}.${key}`, inner] as [string, string]]
        : addressesIn(inner, `${path}.${key}`),
    );
  return [];
}

function expectAbsoluteAddresses(node: JsonLdNode) {
  const addresses = addressesIn(asPublished(node));
  expect(addresses.length).toBeGreaterThan(0);
  for (const [path, address] of addresses) expect(address, path).toMatch(/^https:\/\/[^/]+(\/|#|$)/);
}

const product = {
  id: "calacatta-gold",
  name: "Calacatta Gold",
  description: "White quartz with gold veins.",
  imagePaths: ["/media/saide/calacatta-gold-1600.jpg", "/media/library/second-1600.jpg", "/media/saide/calacatta-gold-1600.jpg"],
  brand: "Saide Quartz",
  category: "Calacatta",
  material: "Quartz",
  keywords: ["calacatta", "white quartz"],
  additionalProperty: [{ "@type": "PropertyValue" as const, name: "Finishes", value: "Polished, Honed" }],
};

describe("the organization", () => {
  it("gives Google's recommended properties: name, url, logo, address, phone, email, a sales contact point and profiles", () => {
    const node = asPublished(organizationNode(company, { ...english, logoPath: "/favicon.svg" }));
    expect(node).toMatchObject({
      "@type": "Organization",
      "@id": `${origin}/#organization`,
      name: company.name,
      url: `${origin}/`,
      logo: { "@type": "ImageObject", url: `${origin}/favicon.svg` },
      address: { "@type": "PostalAddress", streetAddress: company.address },
      telephone: "+86 766 888 1234",
      email: "sales@saide.cn",
      contactPoint: {
        "@type": "ContactPoint",
        contactType: "sales",
        telephone: "+86 766 888 1234",
        email: "sales@saide.cn",
        availableLanguage: ["English", "Chinese"],
      },
      sameAs: ["https://wa.me/8613800001234", "https://www.linkedin.com/company/saide-quartz"],
    });
    expectAbsoluteAddresses(organizationNode(company, { ...english, logoPath: "/favicon.svg" }));
  });

  it("leaves out what the owner has not given, placeholders included, rather than publishing empty values", () => {
    const node = asPublished(
      organizationNode(publicCompanyDetails(companyDetailsIn(defaultCompanyInfo, "zh")), { ...chinese, logoPath: "/favicon.svg" }),
    );
    expect(node["@id"]).toBe(`${origin}/zh#organization`);
    expect(node.name).toBe(companyDetailsIn(defaultCompanyInfo, "zh").name);
    for (const absent of ["telephone", "email", "contactPoint", "sameAs"]) expect(node, absent).not.toHaveProperty(absent);
  });

  it("names the owner's own website when it is another address", () => {
    expect(organizationNode({ ...company, website: "https://www.saide.cn" }, { ...english, logoPath: "/favicon.svg" }).url).toBe(
      "https://www.saide.cn",
    );
  });
});

describe("the website", () => {
  it("has the name and address Google requires, its language, and points to the organization by id", () => {
    const node = asPublished(webSiteNode({ origin, language: "zh", name: "赛德石英石" }));
    expect(node).toEqual({
      "@type": "WebSite",
      "@id": `${origin}/zh#website`,
      name: "赛德石英石",
      url: `${origin}/zh`,
      inLanguage: "zh-CN",
      publisher: { "@id": `${origin}/zh#organization` },
    });
    expectAbsoluteAddresses(webSiteNode({ origin, language: "en", name: "Saide Quartz" }));
  });
});

describe("the breadcrumb", () => {
  it("lists each crumb with its position, name and address, the last one the page itself", () => {
    const node = asPublished(
      breadcrumbNode(
        [
          { name: "Home", path: "/" },
          { name: "Brand Center", path: "/brand-center" },
          { name: "Calacatta", path: "/brand-center?category=calacatta" },
          { name: "Calacatta Gold" },
        ],
        english,
      ),
    );
    expect(node.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: `${origin}/` },
      { "@type": "ListItem", position: 2, name: "Brand Center", item: `${origin}/brand-center` },
      { "@type": "ListItem", position: 3, name: "Calacatta", item: `${origin}/brand-center?category=calacatta` },
      { "@type": "ListItem", position: 4, name: "Calacatta Gold", item: english.pageUrl },
    ]);
  });

  it("leaves out a crumb the page names without a link, since Google requires an address on every crumb but the last", () => {
    const node = asPublished(
      breadcrumbNode(
        [{ name: "首页", path: "/zh" }, { name: "品牌中心", path: "/brand-center-zh" }, { name: "其他" }, { name: "卡拉卡塔金" }],
        chinese,
      ),
    );
    expect(node.itemListElement?.map((item) => [item.position, item.name])).toEqual([
      [1, "首页"],
      [2, "品牌中心"],
      [3, "卡拉卡塔金"],
    ]);
    expectAbsoluteAddresses(breadcrumbNode([{ name: "首页", path: "/zh" }, { name: "卡拉卡塔金" }], chinese));
  });
});

describe("the product", () => {
  it("has Google's product properties: name, absolute images, description, sku, brand, url, category, material and the stone attributes", () => {
    const node = asPublished(productNode(product, english));
    expect(node).toMatchObject({
      "@type": "Product",
      name: "Calacatta Gold",
      url: english.pageUrl,
      sku: "calacatta-gold",
      image: [`${origin}/media/saide/calacatta-gold-1600.jpg`, `${origin}/media/library/second-1600.jpg`],
      description: "White quartz with gold veins.",
      brand: { "@type": "Brand", name: "Saide Quartz" },
      category: "Calacatta",
      material: "Quartz",
      keywords: "calacatta, white quartz",
      additionalProperty: [{ "@type": "PropertyValue", name: "Finishes", value: "Polished, Honed" }],
      manufacturer: { "@id": `${origin}/#organization` },
    });
    expectAbsoluteAddresses(productNode(product, english));
  });

  it("invents no offer, price or rating the site does not publish, and no keywords where the owner wrote none", () => {
    const node = asPublished(productNode({ ...product, keywords: [] }, chinese));
    for (const absent of ["offers", "aggregateRating", "review", "keywords"]) expect(node, absent).not.toHaveProperty(absent);
  });
});

describe("the news article", () => {
  const article = {
    headline: "New showroom opens",
    description: "Our new showroom in Yunfu.",
    imagePath: "/media/library/cover-1600.jpg",
    publishedAt: "2026-03-01T08:00:00.000Z",
    updatedAt: "2026-03-02T09:30:00.000Z",
    authorName: "Guangdong Saide New Material Co., Ltd.",
    language: "en" as const,
  };

  it("has Google's recommended article properties: headline, image, dates, author with name and url, publisher and the page", () => {
    const node = asPublished(articleNode(article, english));
    expect(node).toMatchObject({
      "@type": "NewsArticle",
      headline: "New showroom opens",
      image: [`${origin}/media/library/cover-1600.jpg`],
      datePublished: "2026-03-01T08:00:00.000Z",
      dateModified: "2026-03-02T09:30:00.000Z",
      author: { "@type": "Organization", name: article.authorName, url: `${origin}/` },
      publisher: { "@type": "Organization", name: article.authorName },
      mainEntityOfPage: { "@type": "WebPage", "@id": english.pageUrl },
      inLanguage: "en",
    });
    expectAbsoluteAddresses(articleNode(article, english));
  });

  it("declares the language the article is written in, English where it stands in on another language's page", () => {
    const spanishPage = { ...english, language: "es" as const, pageUrl: `${origin}/es/news-center/new-showroom` };
    expect(articleNode(article, spanishPage).inLanguage).toBe("en");
    expect(articleNode({ ...article, headline: "Abre nuestra nueva sala de exposición", language: "es" }, spanishPage).inLanguage).toBe(
      "es",
    );
  });

  it("never dates a change before the publication", () => {
    expect(articleNode({ ...article, updatedAt: "2026-02-01T00:00:00.000Z" }, english).dateModified).toBe(article.publishedAt);
  });
});

describe("the page's graph", () => {
  it("is one JSON-LD document with every node, and no text in it can close its script element", () => {
    const graph = structuredDataGraph([webSiteNode({ origin, language: "en", name: "</script><script>alert(1)</script>" })]);
    const text = jsonLdText(graph);
    expect(text).not.toContain("<");
    expect(JSON.parse(text)).toEqual(JSON.parse(JSON.stringify(graph)));
    expect(JSON.parse(text)).toHaveProperty("@context", "https://schema.org");
  });
});
