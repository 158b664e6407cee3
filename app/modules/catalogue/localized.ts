import type { AttributeOptionTexts, CategoryTexts } from "~/database/schema";
import type { OwnerTexts } from "~/i18n/languages";
import { fieldTexts, type LanguageTexts } from "~/i18n/owner-texts";

/**
 * The catalogue's texts in every language they are written in, read from the row's texts (docs/decisions/048).
 * `ownerText` picks the page's language, or the English while a text is not written in it (docs/requirements/languages.md#owner-texts-in-every-language).
 */

export const categoryTitle = (row: { texts: LanguageTexts<CategoryTexts> }): OwnerTexts<string> => fieldTexts(row.texts, "title");

export const categoryDescription = (row: { texts: LanguageTexts<CategoryTexts> }): OwnerTexts<string> =>
  fieldTexts(row.texts, "description");

export const optionLabel = (row: { texts: LanguageTexts<AttributeOptionTexts> }): OwnerTexts<string> => fieldTexts(row.texts, "label");
