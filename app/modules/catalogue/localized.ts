import type { AttributeOptionTexts, CategoryTexts, ProductTranslation, SpecRow } from "~/database/schema";
import { columnTexts, type OwnerTexts, type Translations } from "~/i18n/languages";
import { fieldTexts, type LanguageTexts } from "~/i18n/owner-texts";

/**
 * The catalogue's texts in every language they are written in: the English and Chinese columns and the row's
 * translations. `ownerText` picks the page's language, or the English while a text is not written in it (docs/requirements/languages.md#owner-texts-in-every-language).
 */

export const categoryTitle = (row: { texts: LanguageTexts<CategoryTexts> }): OwnerTexts<string> => fieldTexts(row.texts, "title");

export const categoryDescription = (row: { texts: LanguageTexts<CategoryTexts> }): OwnerTexts<string> =>
  fieldTexts(row.texts, "description");

type ProductTextRow = {
  titleEn: string;
  titleZh: string;
  descriptionEn: string[];
  descriptionZh: string[];
  keywords: string[];
  keywordsZh: string[];
  applicationsEn: string[];
  applicationsZh: string[];
  specRowsEn: SpecRow[];
  specRowsZh: SpecRow[];
  translations: Translations<ProductTranslation>;
};

export const productTitle = (row: Pick<ProductTextRow, "titleEn" | "titleZh" | "translations">): OwnerTexts<string> =>
  columnTexts(row.titleEn, row.titleZh, row.translations, "title");

export const productDescription = (row: Pick<ProductTextRow, "descriptionEn" | "descriptionZh" | "translations">): OwnerTexts<string[]> =>
  columnTexts(row.descriptionEn, row.descriptionZh, row.translations, "description");

export const productKeywords = (row: Pick<ProductTextRow, "keywords" | "keywordsZh" | "translations">): OwnerTexts<string[]> =>
  columnTexts(row.keywords, row.keywordsZh, row.translations, "keywords");

export const productApplications = (
  row: Pick<ProductTextRow, "applicationsEn" | "applicationsZh" | "translations">,
): OwnerTexts<string[]> => columnTexts(row.applicationsEn, row.applicationsZh, row.translations, "applications");

export const productSpecRows = (row: Pick<ProductTextRow, "specRowsEn" | "specRowsZh" | "translations">): OwnerTexts<SpecRow[]> =>
  columnTexts(row.specRowsEn, row.specRowsZh, row.translations, "specRows");

export const optionLabel = (row: { texts: LanguageTexts<AttributeOptionTexts> }): OwnerTexts<string> => fieldTexts(row.texts, "label");
