import type { CategoryTranslation } from "~/database/schema";
import { columnTexts, type OwnerTexts, type Translations } from "~/i18n/languages";

/**
 * The catalogue's texts in every language they are written in: the English and Chinese columns and the row's
 * translations. `ownerText` picks the page's language, or the English while a text is not written in it (docs/requirements/languages.md#owner-texts-in-every-language).
 */

type CategoryTextRow = {
  titleEn: string;
  titleZh: string;
  descriptionEn: string;
  descriptionZh: string;
  translations: Translations<CategoryTranslation>;
};

export const categoryTitle = (row: Pick<CategoryTextRow, "titleEn" | "titleZh" | "translations">): OwnerTexts<string> =>
  columnTexts(row.titleEn, row.titleZh, row.translations, "title");

export const categoryDescription = (row: Pick<CategoryTextRow, "descriptionEn" | "descriptionZh" | "translations">): OwnerTexts<string> =>
  columnTexts(row.descriptionEn, row.descriptionZh, row.translations, "description");

export const optionLabel = (row: { labelEn: string; labelZh: string; translations: Translations<{ label: string }> }): OwnerTexts<string> =>
  columnTexts(row.labelEn, row.labelZh, row.translations, "label");
