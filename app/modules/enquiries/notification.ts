import type { EnquiryRequest, EnquirySource } from "~/database/schema";
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
  /** The public site's origin, so owners can open the product the buyer was looking at. */
  siteUrl: string;
};

const formSourceLabels: Record<EnquirySource, string> = {
  homepage: "Homepage",
  contact: "Contact page",
  product: "Contact page (product)",
  collection: "Contact page (collection)",
};

/** SPEC: "New message from {first} {last}" from the home modal; the contact page prefixes a tag. */
export function notificationSubject(input: NotificationInput): string {
  const base = `New message from ${input.firstName} ${input.lastName}`;
  switch (input.origin.source) {
    case "homepage":
      return base;
    case "contact":
      return `[Contact page] ${base}`;
    case "product":
      return `[${input.origin.productTitle}] ${base}`;
    case "collection":
      return `[Collection ${input.origin.collectionId}] ${base}`;
  }
}

const requestLabels: Record<EnquiryRequest, string> = { sample: "Sample request", question: "Question about this product" };

export function notificationText(input: NotificationInput): string {
  const lines = [
    `Name: ${input.firstName} ${input.lastName}`,
    `Email: ${input.email}`,
    `Phone: ${input.phone || "-"}`,
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
