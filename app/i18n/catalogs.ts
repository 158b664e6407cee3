import { ar, productEnquiryAr, quoteDocumentAr, quoteListAr, specSheetAr } from "./ar";
import { en, type Messages, type PublicMessages } from "./en";
import { es, productEnquiryEs, quoteDocumentEs, quoteListEs, specSheetEs } from "./es";
import type { Language } from "./languages";
import { productEnquiryEn, productEnquiryZh, type ProductEnquiryText } from "./product-enquiry";
import { quoteDocumentEn, quoteDocumentZh, type QuoteDocumentText } from "./quote-document";
import { quoteListEn, quoteListZh, type QuoteListText } from "./quote-list";
import { ru, productEnquiryRu, quoteDocumentRu, quoteListRu, specSheetRu } from "./ru";
import { specSheetEn, specSheetZh, type SpecSheetText } from "./spec-sheet";
import { zh } from "./zh";

/** Everything written in one language: the site's texts, the product page's enquiry texts, the spec sheet's, the quote list's and the priced quote's. */
type Catalog = {
  messages: Messages;
  productEnquiry: ProductEnquiryText;
  specSheet: SpecSheetText;
  quoteList: QuoteListText;
  quoteDocument: QuoteDocumentText;
};

/**
 * A buyer language's texts, completed with the English sign-in and dashboard texts its pages never show (those pages
 * are in English and Chinese only); its language menu names every language in the language's own script.
 */
const buyerCatalog = (messages: PublicMessages, texts: Omit<Catalog, "messages">): Catalog => ({
  messages: { ...messages, auth: en.auth, admin: en.admin, languages: {} },
  ...texts,
});

/** Each language of the registry (languages.ts) with its catalog: a language missing here is a type error. */
const catalogs: Record<Language, Catalog> = {
  en: { messages: en, productEnquiry: productEnquiryEn, specSheet: specSheetEn, quoteList: quoteListEn, quoteDocument: quoteDocumentEn },
  zh: { messages: zh, productEnquiry: productEnquiryZh, specSheet: specSheetZh, quoteList: quoteListZh, quoteDocument: quoteDocumentZh },
  es: buyerCatalog(es, {
    productEnquiry: productEnquiryEs,
    specSheet: specSheetEs,
    quoteList: quoteListEs,
    quoteDocument: quoteDocumentEs,
  }),
  ru: buyerCatalog(ru, {
    productEnquiry: productEnquiryRu,
    specSheet: specSheetRu,
    quoteList: quoteListRu,
    quoteDocument: quoteDocumentRu,
  }),
  ar: buyerCatalog(ar, {
    productEnquiry: productEnquiryAr,
    specSheet: specSheetAr,
    quoteList: quoteListAr,
    quoteDocument: quoteDocumentAr,
  }),
};

export const messagesFor = (language: Language): Messages => catalogs[language].messages;

export const productEnquiryText = (language: Language): ProductEnquiryText => catalogs[language].productEnquiry;

export const specSheetText = (language: Language): SpecSheetText => catalogs[language].specSheet;

export const quoteListText = (language: Language): QuoteListText => catalogs[language].quoteList;

export const quoteDocumentText = (language: Language): QuoteDocumentText => catalogs[language].quoteDocument;
