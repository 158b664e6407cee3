import { asc, eq, max } from "drizzle-orm";
import type { Database, DatabaseExecutor } from "~/database/client.server";
import { products, revisions, type ProductTexts, type SlabSize } from "~/database/schema";
import type { Language } from "~/i18n/languages";
import type { LanguageTexts, TextTimes } from "~/i18n/owner-texts";
import type { RevisionAuthor } from "~/modules/revisions/revisions";
import { readPhotoLibrary, readProductStates, readSheetLookups } from "./catalogue-export.server";
import { lastProductRevision, saveProductState } from "./catalogue-import.server";

/**
 * A product's texts in one language written apart from the rest of it, as a translation file returns them
 * (docs/decisions/050-translation-files.md): saved as the editor and the catalogue sheet save a product, one revision
 * that restoring undoes, the stored sizes and photos kept as they are.
 */

export type ProductTextsRow = {
  id: string;
  /** The number of its last revision (1 before its first), which a save checks. */
  version: number;
  texts: LanguageTexts<ProductTexts>;
  textTimes: TextTimes<ProductTexts>;
  slabSizes: SlabSize[];
};

/** Every product's texts and slab sizes, in the catalogue's order. */
export async function listProductTexts(db: DatabaseExecutor): Promise<ProductTextsRow[]> {
  const [rows, versions] = await Promise.all([
    db
      .select({ id: products.id, texts: products.texts, textTimes: products.textTimes, slabSizes: products.slabSizes })
      .from(products)
      .orderBy(asc(products.sortOrder), asc(products.id)),
    db
      .select({ id: revisions.entityId, version: max(revisions.version) })
      .from(revisions)
      .where(eq(revisions.entityType, "product"))
      .groupBy(revisions.entityId),
  ]);
  const versionOf = new Map(versions.map((row) => [row.id, row.version ?? 1]));
  return rows.map((row) => ({ ...row, version: versionOf.get(row.id) ?? 1 }));
}

/** One language's texts of a product: fields given replace the stored ones, `slabSizeNames` the sizes' names in order (blank: none). */
export type ProductLanguageTexts = { texts: Partial<ProductTexts>; slabSizeNames?: readonly string[] };

/** Saves a product's texts in `language` unless its last revision is no longer `loadedVersion` or its sizes changed. */
export async function saveProductLanguage(
  db: Database,
  id: string,
  language: Exclude<Language, "en">,
  { texts, slabSizeNames }: ProductLanguageTexts,
  loadedVersion: number,
  author: RevisionAuthor,
): Promise<"saved" | "changed-meanwhile"> {
  return db.transaction(async (tx) => {
    // Serialises saves of the product, so the version read is the one the revision follows.
    await tx.select({ id: products.id }).from(products).where(eq(products.id, id)).for("update");
    if (((await lastProductRevision(tx, id)) ?? 1) !== loadedVersion) return "changed-meanwhile";
    const current = (await readProductStates(tx, [id])).get(id);
    if (!current) return "changed-meanwhile";
    if (slabSizeNames && slabSizeNames.length !== current.slabSizes.length) return "changed-meanwhile";
    const slabSizes = current.slabSizes.map((size, index) => {
      const name = slabSizeNames?.[index];
      if (name === undefined) return size;
      const { [language]: _old, ...others } = size.texts;
      return { ...size, texts: name.trim() === "" ? others : { ...others, [language]: { label: name.trim() } } } as SlabSize;
    });
    const state = { ...current, slabSizes, texts: { ...current.texts, [language]: { ...current.texts[language], ...texts } } };
    const library = await readPhotoLibrary(tx, current.photoIds);
    await saveProductState(tx, id, state, author, await readSheetLookups(tx, library, ""));
    return "saved";
  });
}
