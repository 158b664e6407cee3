import type { AdminMessages } from "~/i18n/en";
import { MAX_PRODUCT_PHOTOS, MAX_SHEET_ROWS, type SheetErrorCode } from "~/modules/catalogue/catalogue-sheet";
import type { ProductFieldErrorCode } from "~/modules/catalogue/product-form";
import { productErrorText } from "./product-error-text";

const textsIn = ({ catalogueSheet: { problems } }: AdminMessages) =>
  ({
    unknownColumn: problems.unknownColumn,
    duplicateColumn: problems.duplicateColumn,
    missingColumn: problems.missingColumn,
    tooManyRows: problems.tooManyRows(MAX_SHEET_ROWS),
    emptySheet: problems.emptySheet,
    unreadableSheet: problems.unreadableSheet,
    unreadableZip: problems.unreadableZip,
    idInvalid: problems.idInvalid,
    duplicateId: problems.duplicateId,
    booleanInvalid: problems.booleanInvalid,
    orderInvalid: problems.orderInvalid,
    photoMissing: problems.photoMissing,
    photoDuplicate: problems.photoDuplicate,
    tooManyPhotos: problems.tooManyPhotos(MAX_PRODUCT_PHOTOS),
  }) satisfies Record<Exclude<SheetErrorCode, ProductFieldErrorCode>, string>;

/** The dashboard's sentence for a problem an import found in a row: the sheet's own, or the product form's. */
export function sheetProblemText(code: string, messages: AdminMessages): string {
  const texts = textsIn(messages);
  return code in texts ? texts[code as keyof typeof texts] : productErrorText(code, messages);
}
