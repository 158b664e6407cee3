import type { EnquiryRequest, EnquirySource } from "~/database/schema";
import { isSpecLanguage, languageEntry, languageNameIn, type Language } from "~/i18n/languages";
import { pathOf } from "~/i18n/page-paths";
import type { StoredProductRequest } from "./product-request";

export type EnquiryOrigin =
  | { source: "homepage" }
  | { source: "contact" }
  | { source: "product"; productId: string; productTitle: string; request?: StoredProductRequest | null }
  | { source: "collection"; collectionId: string };

export type NotificationInput = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  message: string;
  origin: EnquiryOrigin;
  /** The language the buyer wrote from, which the owners answer in. */
  language: Language;
  /** The public site's origin, so owners can open the product the buyer was looking at. */
  siteUrl: string;
};

const formSourceLabels: Record<EnquirySource, string> = {
  homepage: "Homepage",
  contact: "Contact page",
  product: "Contact page (product)",
  collection: "Contact page (collection)",
};

function languageLine(language: Language): string {
  // The owners read the notification in English, so the language is named in English.
  const name = languageNameIn(language, "en");
  const { nativeName } = languageEntry(language);
  return `Language: ${name}${nativeName === name ? "" : ` (${nativeName})`} — please reply in ${name}.`;
}

function taggedWithOrigin(subject: string, origin: EnquiryOrigin): string {
  switch (origin.source) {
    case "homepage":
      return subject;
    case "contact":
      return `[Contact page] ${subject}`;
    case "product":
      return `[${origin.productTitle}] ${subject}`;
    case "collection":
      return `[Collection ${origin.collectionId}] ${subject}`;
  }
}

/**
 * SPEC: "New message from {first} {last}" from the home modal; the contact page prefixes a tag. The language goes
 * last, so the subject still starts as SPEC says and the owner sees it in the inbox list.
 */
export function notificationSubject(input: NotificationInput): string {
  const subject = taggedWithOrigin(`New message from ${input.firstName} ${input.lastName}`, input.origin);
  // SPEC's subjects were written for its two languages, which the owners read; any later one is pointed out.
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
  return lines.join("\n");
}
