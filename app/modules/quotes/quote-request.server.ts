import type { Database } from "~/database/client.server";
import type { Language } from "~/i18n/languages";
import { submitEnquiry } from "~/modules/enquiries/enquiries.server";
import type { EnquirySourceDetails } from "~/modules/enquiries/enquiry-source";
import type { QuoteRequestLine } from "~/modules/enquiries/notification";
import { publicCompanyDetails } from "~/modules/site-settings/company-details.server";
import { companyDetailsIn } from "~/modules/site-settings/site-settings";
import { notificationRecipients, readSetting } from "~/modules/site-settings/site-settings.server";
import type { StoredQuoteLine } from "./quote-list";
import type { QuoteRequestInput } from "./quote-request-form";
import { resolveQuoteList, type QuoteListLine } from "./quote-list.server";
import { quoteRequestConfirmation } from "./quote-request-confirmation";

/** A buyer's request for a priced quote: their checked details, their list, and where the request came from. */
export type QuoteRequest = {
  language: Language;
  fields: QuoteRequestInput;
  list: readonly StoredQuoteLine[];
  /** The limit the buyer's plan was drawn under, which the form carries from the page's address. */
  cargoLimitKg: number;
  clientIp: string;
  siteUrl: string;
  sourceDetails: EnquirySourceDetails;
  /** OWNER_EMAILS, which the owner addresses set in the basic-info tab replace. */
  ownerEmailsFromEnvironment: string[];
};

/** The request numbered and in the owners' inbox, or why not: nothing on the list is still offered, or too many requests came from the address. */
export type QuoteRequestOutcome =
  | { ok: true; id: string; requestNumber: number; lines: number }
  | { ok: false; problem: "nothingToQuote" | "tooMany" };

/** A line resolved in English, as the owners read it whatever the buyer's language. */
const storedLine = (line: QuoteListLine): QuoteRequestLine => ({
  productId: line.productId,
  productTitle: line.product.title,
  thicknessMm: line.thicknessMm,
  lengthMm: line.lengthMm,
  widthMm: line.widthMm,
  finish: line.finishLabel,
  quantity: line.quantity,
  unit: line.unit,
  slabs: line.slabs,
});

/**
 * The list page's request for a priced quote: the buyer's details, the lines the catalogue still offers and the cargo
 * limit their plan was drawn under land in the owners' inbox as one enquiry, numbered, with the owners' notification
 * and the buyer's confirmation in their language.
 */
export async function requestQuote(db: Database, request: QuoteRequest): Promise<QuoteRequestOutcome> {
  const { language, list, cargoLimitKg } = request;
  const { company, country, port, incoterm, ...contact } = request.fields;
  const [inEnglish, inBuyersLanguage, companyDetails, ownerEmails] = await Promise.all([
    resolveQuoteList(db, list, "en"),
    language === "en" ? undefined : resolveQuoteList(db, list, language),
    readSetting(db, "saideInfo"),
    notificationRecipients(db, request.ownerEmailsFromEnvironment),
  ]);
  const available = (lines: QuoteListLine[]) => lines.filter((line) => line.available).map(storedLine);
  const lines = available(inEnglish);
  if (lines.length === 0) return { ok: false, problem: "nothingToQuote" };
  const buyerConfirmation = (requestNumber: number) => ({
    ...quoteRequestConfirmation({
      language,
      requestNumber,
      buyerName: `${contact.firstName} ${contact.lastName}`,
      company: publicCompanyDetails(companyDetailsIn(companyDetails, language)).name,
      lines: inBuyersLanguage ? available(inBuyersLanguage) : lines,
      incoterm,
      port,
      country,
      cargoLimitKg,
    }),
    replyTo: ownerEmails[0],
  });
  const submitted = await submitEnquiry(
    db,
    contact,
    { source: "quote", company, country, destinationPort: port, incoterm, lines, cargoLimitKg },
    {
      language,
      ipAddress: request.clientIp,
      ownerEmails,
      siteUrl: request.siteUrl,
      sourceDetails: request.sourceDetails,
      buyerConfirmation,
    },
  );
  if (!submitted.ok) return { ok: false, problem: "tooMany" };
  return { ok: true, id: submitted.id, requestNumber: submitted.requestNumber ?? 0, lines: lines.length };
}
