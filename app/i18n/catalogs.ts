import { ar, productEnquiryAr, quoteListAr, specSheetAr } from "./ar";
import { en, type Messages, type PublicMessages } from "./en";
import { es, productEnquiryEs, quoteListEs, specSheetEs } from "./es";
import type { Language } from "./languages";
import { productEnquiryEn, productEnquiryZh, type ProductEnquiryText } from "./product-enquiry";
import { ru, productEnquiryRu, quoteListRu, specSheetRu } from "./ru";
import { quoteListEn, quoteListZh, type QuoteListText } from "./quote-list";
import { specSheetEn, specSheetZh, type SpecSheetText } from "./spec-sheet";
import { zh } from "./zh";

/** Everything written in one language: the site's texts, the product page's enquiry texts and the spec sheet's. */
type Catalog = { messages: Messages; productEnquiry: ProductEnquiryText; specSheet: SpecSheetText; quoteList: QuoteListText };

/**
 * A buyer language's texts, completed with the English sign-in and dashboard texts its pages never show (those pages
 * are in English and Chinese only); its language menu names every language in the language's own script.
 */
const buyerCatalog = (messages: PublicMessages, productEnquiry: ProductEnquiryText, specSheet: SpecSheetText, quoteList: QuoteListText): Catalog => ({
  messages: { ...messages, auth: en.auth, admin: en.admin, languages: {} },
  productEnquiry,
  specSheet,
  quoteList,
});

/** Each language of the registry (languages.ts) with its catalog: a language missing here is a type error. */
const catalogs: Record<Language, Catalog> = {
  en: { messages: en, productEnquiry: productEnquiryEn, specSheet: specSheetEn, quoteList: quoteListEn },
  zh: { messages: zh, productEnquiry: productEnquiryZh, specSheet: specSheetZh, quoteList: quoteListZh },
  es: buyerCatalog(es, productEnquiryEs, specSheetEs, quoteListEs),
  ru: buyerCatalog(ru, productEnquiryRu, specSheetRu, quoteListRu),
  ar: buyerCatalog(ar, productEnquiryAr, specSheetAr, quoteListAr),
};

export const messagesFor = (language: Language): Messages => catalogs[language].messages;

export const productEnquiryText = (language: Language): ProductEnquiryText => catalogs[language].productEnquiry;

export const specSheetText = (language: Language): SpecSheetText => catalogs[language].specSheet;

export const quoteListText = (language: Language): QuoteListText => catalogs[language].quoteList;
