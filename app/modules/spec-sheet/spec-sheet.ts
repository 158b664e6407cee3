import { asciiFileName, pdfContentDisposition, unsafeInFileName } from "~/modules/pdf/content-disposition";
import type { SpecRow } from "~/database/schema";
import { pagePath } from "~/i18n/language-paths";
import type { Language } from "~/i18n/languages";
import { pathOf } from "~/i18n/page-paths";
import { isolateIn } from "~/i18n/bidi";
import { quoteListText, specSheetText } from "~/i18n/catalogs";
import { specSheetEn, specSheetZh } from "~/i18n/spec-sheet";
import { formatSlabDimensions, type StoneAttributes } from "~/modules/catalogue/stone-attributes";
import { filled, type LabelledValue } from "~/modules/pdf/labelled-rows";
import type { CompanyDetails } from "~/modules/site-settings/site-settings";

/** What a spec sheet shows of a product, already in the sheet's language (the product page's fallbacks applied). */
export type SpecSheetProduct = {
  id: string;
  title: string;
  description: string[];
  category: { title: string } | null;
  attributes: StoneAttributes;
};

/** The sheet's texts in reading order; the PDF renderer only lays them out. */
export type SpecSheetContent = {
  language: Language;
  documentTitle: string;
  companyName: string;
  heading: string;
  title: string;
  facts: LabelledValue[];
  specifications: { heading: string; rows: SpecRow[] };
  description: { heading: string; paragraphs: string[] };
  contact: { heading: string; rows: LabelledValue[] };
  pageUrl: { text: string; url: string };
  generatedOn: string;
};

/** Where the product page links to its sheet: beside the page, in the page's language. */
export function specSheetPath(language: Language, productId: string): string {
  return pathOf("specSheet", language, { productId });
}

export function specSheetContent(
  product: SpecSheetProduct,
  company: CompanyDetails,
  { language, siteUrl, generatedOn }: { language: Language; siteUrl: string; generatedOn: string },
): SpecSheetContent {
  const text = specSheetText(language);
  const list = (items: string[]) => items.join(text.listSeparator);
  const { thicknessValue } = quoteListText(language);
  const { attributes } = product;
  const pageUrl = new URL(pagePath.product(language, product.id), siteUrl).toString();
  return {
    language,
    documentTitle: text.documentTitle(product.title),
    companyName: company.name,
    heading: text.heading,
    title: product.title,
    facts: filled([
      { label: text.category, value: product.category?.title ?? "" },
      { label: text.colours, value: list(attributes.colours.map((option) => option.label)) },
      { label: text.patterns, value: list(attributes.patterns.map((option) => option.label)) },
      { label: text.finishes, value: list(attributes.finishes.map((option) => option.label)) },
      { label: text.thicknesses, value: list(attributes.thicknessesMm.map(thicknessValue)) },
      {
        label: text.slabSizes,
        value: attributes.slabSizes
          .map((size) => [isolateIn(language, size.label, "auto"), formatSlabDimensions(size, language)].filter(Boolean).join(" "))
          .join("\n"),
      },
      { label: text.applications, value: list(attributes.applications) },
      { label: text.certifications, value: list(attributes.certifications) },
    ]),
    specifications: { heading: text.specifications, rows: attributes.specRows.filter((row) => row.label.trim() || row.value.trim()) },
    description: { heading: text.description, paragraphs: product.description.filter((paragraph) => paragraph.trim()) },
    contact: { heading: text.contact, rows: contactRows(company, language) },
    pageUrl: { text: text.pageUrl(isolateIn(language, pageUrl)), url: pageUrl },
    generatedOn: text.generatedOn(generatedOn),
  };
}

/** How to reach the company, as a printed document lists it in its language, without empty fields. */
export function contactRows(company: CompanyDetails, language: Language): LabelledValue[] {
  const text = specSheetText(language);
  // Phone numbers and addresses read left to right inside an Arabic list.
  const codes = (items: string[]) => items.map((item) => isolateIn(language, item)).join(text.listSeparator);
  return filled([
    { label: text.address, value: company.address },
    { label: text.phone, value: codes(company.phones) },
    { label: text.email, value: codes(company.emails) },
    { label: text.website, value: company.website },
    { label: text.whatsapp, value: company.whatsapp },
    { label: text.wechat, value: company.wechat },
  ]);
}

/**
 * `inline` so the browser opens it. `filename` is ASCII, from the product's id (itself a slug of the
 * English title), for old clients; `filename*` (RFC 5987) names a Chinese sheet by its Chinese title.
 */
export function specSheetContentDisposition(productId: string, title: string, language: Language): string {
  const asciiName = `${asciiFileName(productId)}-${specSheetEn.fileSuffix}.pdf`;
  const chineseTitle = title.replace(unsafeInFileName, "-").trim();
  const readableName = language === "zh" && chineseTitle ? `${chineseTitle}-${specSheetZh.fileSuffix}.pdf` : asciiName;
  return pdfContentDisposition(asciiName, readableName);
}
