import { z } from "zod";
import { enquiryRequests, type EnquiryRequest } from "~/database/schema";
import type { ChoiceWords, ProductEnquiryText } from "~/i18n/product-enquiry";
import type { AttributeOption, StoneAttributes } from "~/modules/catalogue/stone-attributes";

/** The choices a product offers a buyer asking about it: its thicknesses and finishes. */
export type ProductOffer = Pick<StoneAttributes, "thicknessesMm" | "finishes">;

/** "Request a sample" or "Ask about this product", with the thickness and finish the buyer chose. */
export type ProductChoice = { request: EnquiryRequest; thicknessMm: number | null; finish: AttributeOption | null };

/** As stored with the enquiry: the finish by the label the buyer saw, so it reads the same after the option is renamed. */
export type StoredProductRequest = { request: EnquiryRequest; thicknessMm: number | null; finish: string | null };

/** The names of the fields, in the product page's GET form and the enquiry form alike. */
export const PRODUCT_CHOICE_FIELDS = { request: "request", thickness: "thickness", finish: "finish" } as const;

/**
 * The choice's shape, as both the address and the enquiry form carry it. Anything malformed is
 * dropped here; whether the product offers it is checked against the product.
 */
export const productChoiceShape = z.object({
  request: z.enum(enquiryRequests).optional().catch(undefined),
  thickness: z.coerce.number().int().min(1).max(1000).optional().catch(undefined),
  finish: z
    .string()
    .trim()
    .regex(/^[a-z0-9-]{1,60}$/)
    .optional()
    .catch(undefined),
});

export type ProductChoiceInput = z.infer<typeof productChoiceShape>;

/** The product's own thickness and finish for what was asked; `null` when it offers neither asked for. */
export function offeredChoice(
  offer: ProductOffer,
  input: ProductChoiceInput,
): { thicknessMm: number | null; finish: AttributeOption | null } | null {
  const thicknessMm = input.thickness === undefined ? null : (offer.thicknessesMm.find((mm) => mm === input.thickness) ?? undefined);
  const finish = input.finish === undefined ? null : (offer.finishes.find((option) => option.slug === input.finish) ?? undefined);
  if (thicknessMm === undefined || finish === undefined) return null;
  return { thicknessMm, finish };
}

/**
 * The product page's choice as its address carries it (the form without JavaScript is a GET), for
 * pre-filling the enquiry. A value the product does not offer is left out rather than refused: the
 * buyer still gets the form, and says what they need in the message.
 */
export function productChoiceFromQuery(params: URLSearchParams, offer: ProductOffer): ProductChoice | null {
  const input = productChoiceShape.parse({
    request: params.get(PRODUCT_CHOICE_FIELDS.request) ?? undefined,
    thickness: params.get(PRODUCT_CHOICE_FIELDS.thickness) || undefined,
    finish: params.get(PRODUCT_CHOICE_FIELDS.finish) || undefined,
  });
  if (!input.request) return null;
  return {
    request: input.request,
    thicknessMm: offeredChoice(offer, { thickness: input.thickness })?.thicknessMm ?? null,
    finish: offeredChoice(offer, { finish: input.finish })?.finish ?? null,
  };
}

export function choiceWords(productTitle: string, choice: Pick<ProductChoice, "thicknessMm" | "finish">): ChoiceWords {
  return { product: productTitle, thicknessMm: choice.thicknessMm, finish: choice.finish?.label ?? null };
}

/** The enquiry form's hidden fields that carry the choice to the server. */
function choiceFormFields(choice: ProductChoice): Record<string, string> {
  return {
    [PRODUCT_CHOICE_FIELDS.request]: choice.request,
    ...(choice.thicknessMm !== null && { [PRODUCT_CHOICE_FIELDS.thickness]: String(choice.thicknessMm) }),
    ...(choice.finish && { [PRODUCT_CHOICE_FIELDS.finish]: choice.finish.slug }),
  };
}

/** The enquiry form as "Request a sample" / "Ask about this product" opens it: what it is about, the fields carrying it, a message to start from. */
export type EnquiryPrefill = { summary: string; fields: Record<string, string>; message: string };

export function enquiryPrefill(text: ProductEnquiryText, productTitle: string, choice: ProductChoice): EnquiryPrefill {
  const words = choiceWords(productTitle, choice);
  return { summary: text.summary[choice.request](words), fields: choiceFormFields(choice), message: text.message[choice.request](words) };
}
