import type { Database } from "~/database/client.server";
import type { Language } from "~/i18n/languages";
import { loadStoneAttributes } from "~/modules/catalogue/stone-attributes.server";
import type { EnquiryOrigin } from "./notification";
import { offeredChoice, type ProductChoiceInput, type StoredProductRequest } from "./product-request";

export type ProductRequestResult = { ok: true; request: StoredProductRequest | null } | { ok: false; reason: "not-offered" };

/**
 * The sample request or question sent with an enquiry about a product, checked against what the
 * product offers now. A thickness or finish it does not offer (the owner changed the product since
 * the page was opened, or the form was tampered with) is refused, so the owner never quotes a slab
 * that does not exist. The finish is kept by its label in the page's language, as the buyer saw it.
 */
export async function productRequestFor(
  db: Database,
  origin: EnquiryOrigin,
  input: ProductChoiceInput,
  language: Language,
): Promise<ProductRequestResult> {
  if (origin.source !== "product" || !input.request) return { ok: true, request: null };
  const offer = (await loadStoneAttributes(db, [origin.productId], language)).get(origin.productId);
  const chosen = offer ? offeredChoice(offer, input) : null;
  if (!chosen) return { ok: false, reason: "not-offered" };
  return { ok: true, request: { request: input.request, thicknessMm: chosen.thicknessMm, finish: chosen.finish?.label ?? null } };
}
