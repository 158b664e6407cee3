import { isolateIn } from "~/i18n/bidi";
import { brochureEn, brochureText } from "~/i18n/brochure";
import type { Language } from "~/i18n/languages";
import { numberFormatter } from "~/i18n/numbers";
import { pathOf } from "~/i18n/page-paths";
import { plural } from "~/i18n/plural";
import { asciiFileName, pdfContentDisposition, unsafeInFileName } from "~/modules/pdf/content-disposition";
import { filled, type LabelledValue } from "~/modules/pdf/labelled-rows";
import type { CompanyDetails } from "~/modules/site-settings/site-settings";
import { contactRows, specSheetContent, type SpecSheetContent, type SpecSheetProduct } from "~/modules/spec-sheet/spec-sheet";

/** The scope of the brochure of the whole catalogue; a category's brochure is scoped by the category's id. */
export const WHOLE_CATALOGUE = "all";

/**
 * Pictures are stored at this many pixels per inch of the width they are printed at: sharp on paper and on a phone's
 * screen, and light enough that a catalogue goes by WhatsApp (docs/decisions/052-catalogue-brochure.md).
 */
export const PRINT_DPI = 150;
const POINTS_PER_INCH = 72;
/** The pixel width of a picture printed `points` wide at PRINT_DPI. */
export const printPixels = (points: number) => Math.ceil((points / POINTS_PER_INCH) * PRINT_DPI);

/** Where a product's pictures go on its page, in points: the room across the page, the slab photo beside its facts. */
export const pictureBoxes = { room: { width: 495, height: 250 }, photo: { width: 170, height: 170 } } as const;

export type BrochureCategory = { id: string; slug: string; title: string; productCount: number };

export type BrochureProduct = SpecSheetProduct & { categoryId: string | null };

/** A product's page: the spec sheet's texts of it, with its category above its title. */
export type BrochureProductPage = Pick<SpecSheetContent, "title" | "facts" | "specifications" | "description" | "pageUrl"> & {
  id: string;
  kicker: string;
};

/** The brochure's texts in reading order; the PDF renderer only lays them out. */
export type BrochureContent = {
  language: Language;
  documentTitle: string;
  companyName: string;
  heading: string;
  /** Under a category brochure's heading, "Product Catalogue"; empty for the whole catalogue. */
  subheading: string;
  intro: string[];
  collections: { heading: string; rows: LabelledValue[] };
  contact: { heading: string; rows: LabelledValue[] };
  /** The company's name and how to reach it, at the foot of every page. */
  footer: string;
  issuedOn: string;
  pageOf: (page: number, count: number) => string;
  products: BrochureProductPage[];
};

export type BrochureInput = {
  language: Language;
  company: CompanyDetails;
  intro: string[];
  /** The categories the cover lists: all visible ones for the whole catalogue, the one for a category's brochure. */
  categories: BrochureCategory[];
  /** The category a brochure is of; null for the whole catalogue. */
  category: BrochureCategory | null;
  products: BrochureProduct[];
  siteUrl: string;
  issuedOn: string;
};

/** The buyer's link to a brochure, in the page's language: the whole catalogue's, or a category's by its slug. */
export function brochurePath(language: Language, categorySlug: string | null): string {
  return categorySlug === null ? pathOf("brochure", language) : pathOf("categoryBrochure", language, { categorySlug });
}

/** An intro long enough to say who the company is, short enough to leave the cover room for its collections. */
const INTRO_PARAGRAPHS = 2;
/** A product's page shows the first paragraph of its description; its own page and spec sheet have the rest. */
const DESCRIPTION_PARAGRAPHS = 1;

export function brochureContent(input: BrochureInput): BrochureContent {
  const { language, company, category } = input;
  const text = brochureText(language);
  const count = (products: number) => plural(language, products, text.products, numberFormatter(language).format(products));
  const products = input.products.map((product): BrochureProductPage => {
    const sheet = specSheetContent(product, company, { language, siteUrl: input.siteUrl, generatedOn: "" });
    return {
      id: product.id,
      kicker: product.category?.title ?? "",
      title: sheet.title,
      // The category is the kicker above the title.
      facts: sheet.facts.slice(product.category ? 1 : 0),
      specifications: sheet.specifications,
      description: { ...sheet.description, paragraphs: sheet.description.paragraphs.slice(0, DESCRIPTION_PARAGRAPHS) },
      pageUrl: sheet.pageUrl,
    };
  });
  const heading = category?.title ?? text.catalogue;
  return {
    language,
    documentTitle: `${company.name} – ${heading}`,
    companyName: company.name,
    heading,
    subheading: category ? text.catalogue : "",
    intro: input.intro.filter((paragraph) => paragraph.trim()).slice(0, INTRO_PARAGRAPHS),
    collections: {
      heading: text.collections,
      rows: input.categories
        .filter((shown) => shown.productCount > 0)
        .map((shown) => ({ label: shown.title, value: count(shown.productCount) })),
    },
    contact: { heading: text.contact, rows: contactRows(company, language) },
    footer: filled([
      { label: "", value: company.name },
      { label: "", value: isolateIn(language, company.phones[0] ?? "") },
      { label: "", value: isolateIn(language, company.emails[0] ?? "") },
      { label: "", value: company.website },
    ])
      .map((part) => part.value)
      .join("  ·  "),
    issuedOn: text.issuedOn(input.issuedOn),
    pageOf: text.pageOf,
    products,
  };
}

/**
 * `inline`, so the browser opens it. The ASCII name, for old clients, is "catalogue.pdf" or "<slug>-catalogue.pdf";
 * `filename*` names it in the brochure's language where the name has letters of its own ("产品目录-卡拉卡塔系列.pdf").
 */
export function brochureContentDisposition(language: Language, category: { slug: string; title: string } | null): string {
  const asciiName = `${category ? `${asciiFileName(category.slug)}-` : ""}${brochureEn.fileName}.pdf`;
  const name = brochureText(language).fileName;
  const title = category?.title.replace(unsafeInFileName, "-").trim() ?? "";
  const readableName = `${name}${title ? `-${title}` : ""}.pdf`;
  return pdfContentDisposition(asciiName, readableName);
}

/** A file's size as a buyer reads it beside a link: "2.4 MB", "2,4 МБ". */
export function fileSizeIn(bytes: number, language: Language): string {
  const megabytes = bytes / 1_000_000;
  return numberFormatter(language, {
    style: "unit",
    unit: megabytes >= 1 ? "megabyte" : "kilobyte",
    maximumFractionDigits: megabytes >= 1 ? 1 : 0,
  }).format(megabytes >= 1 ? megabytes : Math.max(1, bytes / 1000));
}
