import { z } from "zod";
import { languages, type Language } from "~/i18n/languages";

/**
 * Where a public page's enquiry dialog sends its form with `fetch` (app/enhancements/contact-modal.ts),
 * and reads a product choice's pre-filled text. Without JavaScript the same forms post to their pages.
 */
export const ENQUIRY_ENDPOINT = "/resources/enquiry";

export type EnquiryEndpointTarget = { language: Language; fromHomepage?: boolean; productId?: string };

export const enquiryEndpointQuery = z.object({
  lang: z.enum(languages),
  from: z.literal("homepage").optional(),
  product: z.string().min(1).max(100).optional(),
});

export function enquiryEndpoint({ language, fromHomepage, productId }: EnquiryEndpointTarget): string {
  const query = new URLSearchParams({ lang: language });
  if (fromHomepage) query.set("from", "homepage");
  if (productId) query.set("product", productId);
  return `${ENQUIRY_ENDPOINT}?${query}`;
}
