import { randomInt } from "node:crypto";
import { data, type ActionFunctionArgs } from "react-router";
import { quoteListText, messagesFor } from "~/i18n/catalogs";
import type { Language } from "~/i18n/languages";
import { submitEnquiry } from "~/modules/enquiries/enquiries.server";
import { HONEYPOT_FIELD } from "~/modules/enquiries/enquiry-form";
import { enquirySourceFrom } from "~/modules/enquiries/enquiry-source";
import type { QuoteRequestLine } from "~/modules/enquiries/notification";
import { siteUrl } from "~/modules/http/site-url.server";
import { publicCompanyDetails } from "~/modules/site-settings/company-details.server";
import { companyDetailsIn } from "~/modules/site-settings/site-settings";
import { notificationRecipients, readSetting } from "~/modules/site-settings/site-settings.server";
import { cargoLimitFromQuery } from "./quote-list";
import { parseQuoteRequest, type QuoteRequestFields } from "./quote-request-form";
import { quoteListCookieHeader, readQuoteList, resolveQuoteList, type QuoteListLine } from "./quote-list.server";
import { quoteRequestConfirmation } from "./quote-request-confirmation";
import { cargoLimitKgOf } from "./quote-settings";
import { readQuoteSettings } from "./quote-settings.server";

export type QuoteRequestResult =
  | { status: "sent"; requestNumber: number }
  | {
      status: "invalid";
      errors: Partial<Record<QuoteRequestFields, string>>;
      values: Partial<Record<QuoteRequestFields, string>>;
      formError?: string;
    };

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
 * and the buyer's confirmation in their language, and the list is emptied for a new one.
 */
export async function sendQuoteRequest({ request, context }: ActionFunctionArgs, language: Language, formData: FormData) {
  const { services } = context;
  const { db } = services;
  const errors = messagesFor(language).contact.errors;
  const quoteErrors = quoteListText(language).errors;
  const parsed = parseQuoteRequest(formData, errors, quoteErrors);
  if (!parsed.success)
    return data<QuoteRequestResult>(
      { status: "invalid", errors: parsed.errors, values: parsed.values, formError: errors.fixBelow },
      { status: 400 },
    );
  const { company, country, port, incoterm, ...contact } = parsed.data;
  if (contact[HONEYPOT_FIELD]) {
    services.log({ level: "warn", event: "quote-request.honeypot", ip: context.clientIp });
    return data<QuoteRequestResult>({ status: "sent", requestNumber: randomInt(1001, 100_000) });
  }
  const list = readQuoteList(request);
  const [inEnglish, inBuyersLanguage, { settings }, companyDetails, ownerEmails] = await Promise.all([
    resolveQuoteList(db, list, "en"),
    language === "en" ? undefined : resolveQuoteList(db, list, language),
    readQuoteSettings(db),
    readSetting(db, "saideInfo"),
    notificationRecipients(db, services.config.OWNER_EMAILS),
  ]);
  const available = (lines: QuoteListLine[]) => lines.filter((line) => line.available).map(storedLine);
  const lines = available(inEnglish);
  const values = parsed.data;
  if (lines.length === 0)
    return data<QuoteRequestResult>({ status: "invalid", errors: {}, values, formError: quoteErrors.nothingToQuote }, { status: 400 });
  // The limit the buyer's plan was drawn under, which the form carries from the page's address.
  const cargoLimitKg = cargoLimitKgOf(settings, cargoLimitFromQuery(formData, settings.defaultRoute));
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
      ipAddress: context.clientIp,
      ownerEmails,
      siteUrl: siteUrl(context),
      sourceDetails: enquirySourceFrom(request.url, request.headers.get("referer")),
      buyerConfirmation,
    },
  );
  if (!submitted.ok) return data<QuoteRequestResult>({ status: "invalid", errors: {}, values, formError: errors.tooMany }, { status: 429 });
  services.deliverMailSoon();
  services.log({ event: "quote-request.received", id: submitted.id, number: submitted.requestNumber, lines: lines.length, cargoLimitKg });
  return data<QuoteRequestResult>(
    { status: "sent", requestNumber: submitted.requestNumber ?? 0 },
    { headers: { "Set-Cookie": quoteListCookieHeader([], request) } },
  );
}
