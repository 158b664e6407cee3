import { eq } from "drizzle-orm";
import { z } from "zod";
import { dashboardTitle } from "~/database/product-titles";
import { products } from "~/database/schema";
import { dashboardPaths } from "~/modules/http/dashboard-paths";
import { revisionTexts } from "~/modules/revisions/revisions";
import type { RevisionKind } from "~/modules/revisions/revisions.server";
import { libraryPhotoNamed, readPhotoLibrary, readProductStates, readSheetLookups } from "./catalogue-export.server";
import { lastProductRevision, saveProductState } from "./catalogue-import.server";
import { checkRow, rowOfState, sheetColumns, type SheetColumn } from "./catalogue-sheet";

/** A product's revision is its spreadsheet row (docs/decisions/051-catalogue-spreadsheet.md): the owner reads it by the sheet's column names. */
const revisionSchema = z.partialRecord(z.enum(sheetColumns as [SheetColumn, ...SheetColumn[]]), z.string());

export const productRevisions: RevisionKind = {
  async current(db, entityId, language) {
    const text = revisionTexts(language);
    const [product] = await db.select({ texts: products.texts }).from(products).where(eq(products.id, entityId));
    if (!product) return null;
    return {
      title: text.revisions.records.product(dashboardTitle(product.texts)),
      version: (await lastProductRevision(db, entityId)) ?? 1,
    };
  },
  editPath: dashboardPaths.product,
  fields(data) {
    const parsed = revisionSchema.safeParse(data);
    return parsed.success
      ? Object.fromEntries(sheetColumns.flatMap((column) => (column in parsed.data ? [[column, parsed.data[column]!]] : [])))
      : null;
  },
  async restore(db, entityId, data, loadedVersion, author) {
    const parsed = revisionSchema.safeParse(data);
    if (!parsed.success) return "not-found";
    return db.transaction(async (tx) => {
      if (((await lastProductRevision(tx, entityId)) ?? 1) !== loadedVersion) return "changed-meanwhile";
      const current = (await readProductStates(tx, [entityId])).get(entityId);
      if (!current) return "not-found";
      const library = await readPhotoLibrary(tx);
      const lookups = await readSheetLookups(tx, library, "");
      // Read as an import reads the row: a category, option or photo deleted since cannot come back as it was.
      const checked = checkRow(2, parsed.data, { state: current, row: rowOfState(entityId, current, lookups) }, lookups);
      if (!checked.ok) return "conflicts-now";
      const photoIds = checked.photoNames.map((name) => libraryPhotoNamed(library, name));
      const cardPhotoId = libraryPhotoNamed(library, checked.cardName);
      if (photoIds.some((id) => id === undefined) || !cardPhotoId) return "conflicts-now";
      const state = {
        ...checked.state,
        sortOrder: checked.state.sortOrder ?? current.sortOrder,
        photoIds: photoIds as string[],
        cardPhotoId,
      };
      await saveProductState(tx, entityId, state, author, lookups);
      return "saved";
    });
  },
};
