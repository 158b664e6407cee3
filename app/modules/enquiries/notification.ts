import type { EnquiryRequest, EnquirySource, Incoterm, quoteRequestLines } from "~/database/schema";
import { isSpecLanguage, languageEntry, languageNameIn, type Language } from "~/i18n/languages";
import { pathOf } from "~/i18n/page-paths";
import { countryName } from "~/modules/geo/country-names";
import type { StoredProductRequest } from "./product-request";

/** A quote request's line as stored and as the owners read it. */
export type QuoteRequestLine = Omit<typeof quoteRequestLines.$inferSelect, "enquiryId" | "position">;

/**
 * What a quote request asks for beyond a message: who buys, where the slabs go, on which terms, the list, and the cargo
 * limit per container the buyer planned it under, in kilograms.
 */
export type QuoteRequestDetails = {
  company: string;
  country: string;
  destinationPort: string;
  incoterm: Incoterm;
  lines: QuoteRequestLine[];
  cargoLimitKg: number;
};

export type EnquiryOrigin =
  | { source: "homepage" }
  | { source: "contact" }
  | { source: "product"; productId: string; productTitle: string; request?: StoredProductRequest | null }
  | { source: "collection"; collectionId: string }
  | ({ source: "quote" } & QuoteRequestDetails);

export type NotificationInput = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  message: string;
  origin: EnquiryOrigin;
  /** The language the buyer wrote from, which the owners answer in. */
  language: Language;
  /** The public site's origin, so owners can open the product the buyer was looking at, or price the request. */
  siteUrl: string;
  /** A quote request as stored: the number the buyer was given, and the enquiry the owners price it under. */
  quoteRequest?: { enquiryId: string; number: number };
};

const formSourceLabels: Record<EnquirySource, string> = {
  homepage: "Homepage",
  contact: "Contact page",
  product: "Contact page (product)",
  collection: "Contact page (collection)",
  quote: "Quote list",
};

function languageLine(language: Language): string {
  // The owners read the notification in English, so the language is named in English.
  const name = languageNameIn(language, "en");
  const { nativeName } = languageEntry(language);
  return `Language: ${name}${nativeName === name ? "" : ` (${nativeName})`} — please reply in ${name}.`;
}

function taggedWithOrigin(subject: string, { origin, quoteRequest }: NotificationInput): string {
  switch (origin.source) {
    case "homepage":
      return subject;
    case "contact":
      return `[Contact page] ${subject}`;
    case "product":
      return `[${origin.productTitle}] ${subject}`;
    case "collection":
      return `[Collection ${origin.collectionId}] ${subject}`;
    case "quote":
      return quoteRequest ? `[Quote request no. ${quoteRequest.number}] ${subject}` : `[Quote request] ${subject}`;
  }
}

/**
 * "New message from {first} {last}" from the home modal; elsewhere a tag goes first (docs/requirements/rules-and-limits.md#owner-notification). The language goes
 * last, so the subject still starts as required and the owner sees it in the inbox list.
 */
export function notificationSubject(input: NotificationInput): string {
  const subject = taggedWithOrigin(`New message from ${input.firstName} ${input.lastName}`, input);
  // The subjects were written for the first two languages, which the owners read; any later one is pointed out (docs/requirements/rules-and-limits.md#owner-notification).
  return isSpecLanguage(input.language) ? subject : `${subject} (in ${languageNameIn(input.language, "en")})`;
}

const requestLabels: Record<EnquiryRequest, string> = { sample: "Sample request", question: "Question about this product" };

export function notificationText(input: NotificationInput): string {
  const lines = [
    `Name: ${input.firstName} ${input.lastName}`,
    `Email: ${input.email}`,
    `Phone: ${input.phone || "-"}`,
    languageLine(input.language),
    "",
    "Message:",
    input.message || "-",
    "",
    `Form source: ${formSourceLabels[input.origin.source]}`,
  ];
  if (input.origin.source === "product") {
    lines.push(`Product: ${input.origin.productTitle} (${input.siteUrl}${pathOf("product", "en", { productId: input.origin.productId })})`);
    const { request } = input.origin;
    if (request) {
      lines.push(`Request: ${requestLabels[request.request]}`);
      if (request.thicknessMm !== null) lines.push(`Thickness: ${request.thicknessMm} mm`);
      if (request.finish !== null) lines.push(`Finish: ${request.finish}`);
    }
  }
  if (input.origin.source === "collection") lines.push(`Collection: ${input.origin.collectionId}`);
  if (input.origin.source === "quote") lines.push(...quoteRequestText(input.origin, input));
  return lines.join("\n");
}

const MM2_PER_M2 = 1_000_000;

/** "20 mm, 3200 × 1600 mm, Polished": a line's kind of slab as the owners read it, in the mails and on the dashboard. */
export const slabKindText = (line: Pick<QuoteRequestLine, "thicknessMm" | "lengthMm" | "widthMm" | "finish">): string =>
  [`${line.thicknessMm} mm`, `${line.lengthMm} × ${line.widthMm} mm`, line.finish].filter((part) => part !== null).join(", ");

/** "Calacatta Gold, 20 mm, 3200 × 1600 mm, Polished: 12 slabs (61.44 m²)", with the quantity as typed when it was m². */
export function quoteLineText(line: QuoteRequestLine): string {
  const kind = `${line.productTitle}, ${slabKindText(line)}`;
  const area = ((line.slabs * line.lengthMm * line.widthMm) / MM2_PER_M2).toFixed(2);
  const asked = line.unit === "m2" ? `, asked as ${line.quantity} m²` : "";
  return `${kind}: ${line.slabs} slabs (${area} m²${asked})`;
}

/** "27,000 kg": a weight as the owners read it in the mails. */
const kilogramsText = (kg: number) => `${new Intl.NumberFormat("en-US").format(kg)} kg`;

function quoteRequestText(details: QuoteRequestDetails, { quoteRequest, siteUrl }: NotificationInput): string[] {
  return [
    ...(quoteRequest
      ? [`Quote request no. ${quoteRequest.number}`, `Price it: ${siteUrl}/dashboard/quotes/${quoteRequest.enquiryId}`]
      : []),
    `Company: ${details.company}`,
    `Country: ${countryName(details.country, "en") ?? details.country}`,
    `Destination: ${details.incoterm} ${details.destinationPort}`,
    `Cargo limit per container (buyer's plan): ${kilogramsText(details.cargoLimitKg)}`,
    "",
    "Slabs:",
    ...details.lines.map((line, index) => `${index + 1}. ${quoteLineText(line)}`),
  ];
}
