import type { ProductTexts } from "~/database/schema";
import type { LanguageTexts } from "~/i18n/owner-texts";

/**
 * A product's texts for a row a test inserts (docs/decisions/048-owner-texts-one-shape.md): the English fields it
 * names, the others empty, and the other languages as written.
 */
export const productTexts = (
  english: Partial<ProductTexts> & Pick<ProductTexts, "title">,
  others: Omit<LanguageTexts<ProductTexts>, "en"> = {},
): LanguageTexts<ProductTexts> => ({
  en: { description: [], keywords: [], applications: [], specRows: [], ...english },
  ...others,
});
