/**
 * The whole catalogue as the spreadsheet's rows (docs/decisions/051-catalogue-spreadsheet.md), and the stored states and
 * names an import compares its rows with.
 */
import { asc, inArray } from "drizzle-orm";
import type { DatabaseExecutor } from "~/database/client.server";
import { attributeOptions, categories, media, productOptions, productPhotos, products, type PhotoVariant } from "~/database/schema";
import { mediaUrl } from "~/modules/storage/media-url";
import { englishLabel } from "./attribute-options.server";
import { rowOfState, sheetTable, type ProductState, type SheetColumn, type SheetLookups } from "./catalogue-sheet";
import { untimedSlabSizes } from "./slab-size-names";

/** A library image's largest JPEG: its file name is the image's name in the sheet, its address the one `photo_urls` gives. */
function largestJpegKey(image: { baseKey: string; variants: PhotoVariant[] }): string {
  const jpeg = image.variants.filter((variant) => variant.format === "jpeg" && !variant.crop).sort((a, b) => b.width - a.width)[0];
  return jpeg?.key ?? `${image.baseKey}.jpg`;
}

/** The library image a sheet names: "calacatta-1a2b-1600.jpg" and "calacatta-1a2b.jpg" both name the one stored as ".../calacatta-1a2b". */
export function libraryPhotoNamed(library: PhotoLibrary, name: string): string | undefined {
  const stem = name.replace(/\.[^.]*$/, "");
  return library.idOfKey.get(stem) ?? library.idOfKey.get(stem.replace(/-\d+$/, ""));
}

/** The library as the sheet names it: every image by name, and back. */
export type PhotoLibrary = {
  nameOf: Map<string, string>;
  urlOf: Map<string, string>;
  /** By the last part of its base key. */
  idOfKey: Map<string, string>;
};

/** The whole library, or the images of the given ids. */
export async function readPhotoLibrary(db: DatabaseExecutor, ids?: readonly string[]): Promise<PhotoLibrary> {
  const rows =
    ids?.length === 0
      ? []
      : await db
          .select({ id: media.id, baseKey: media.baseKey, variants: media.variants })
          .from(media)
          .where(ids ? inArray(media.id, [...ids]) : undefined);
  const library: PhotoLibrary = { nameOf: new Map(), urlOf: new Map(), idOfKey: new Map() };
  for (const row of rows) addToLibrary(library, row);
  return library;
}

export function addToLibrary(library: PhotoLibrary, image: { id: string; baseKey: string; variants: PhotoVariant[] }): void {
  const key = largestJpegKey(image);
  library.nameOf.set(image.id, key.split("/").pop()!);
  library.urlOf.set(image.id, mediaUrl(key));
  library.idOfKey.set(image.baseKey.split("/").pop()!, image.id);
}

export async function readSheetLookups(db: DatabaseExecutor, library: PhotoLibrary, origin: string): Promise<SheetLookups> {
  const [categoryRows, optionRows] = await Promise.all([
    db.select({ id: categories.id }).from(categories),
    db
      .select({ id: attributeOptions.id, kind: attributeOptions.kind, slug: attributeOptions.slug, labelEn: englishLabel })
      .from(attributeOptions)
      .orderBy(asc(attributeOptions.sortOrder), asc(englishLabel)),
  ]);
  return {
    categoryIds: new Set(categoryRows.map((row) => row.id)),
    options: optionRows,
    photoName: (id) => library.nameOf.get(id) ?? id,
    photoUrl: (id) => `${origin}${library.urlOf.get(id) ?? ""}`,
  };
}

/** The stored states of the given products, or of all of them in the catalogue's order. */
export async function readProductStates(db: DatabaseExecutor, ids: readonly string[] | "all"): Promise<Map<string, ProductState>> {
  if (ids !== "all" && ids.length === 0) return new Map();
  const listed = ids === "all" ? null : [...ids];
  const [rows, options, photos] = await Promise.all([
    db
      .select({
        id: products.id,
        texts: products.texts,
        categoryId: products.categoryId,
        visible: products.visible,
        homepage: products.homepage,
        sortOrder: products.sortOrder,
        thicknessesMm: products.thicknessesMm,
        slabSizes: products.slabSizes,
        certifications: products.certifications,
      })
      .from(products)
      .where(listed ? inArray(products.id, listed) : undefined)
      .orderBy(asc(products.sortOrder), asc(products.id)),
    db
      .select()
      .from(productOptions)
      .where(listed ? inArray(productOptions.productId, listed) : undefined),
    db
      .select({ productId: productPhotos.productId, mediaId: productPhotos.mediaId, isCard: productPhotos.isCard })
      .from(productPhotos)
      .where(listed ? inArray(productPhotos.productId, listed) : undefined)
      .orderBy(asc(productPhotos.position), asc(productPhotos.createdAt)),
  ]);
  const states = new Map<string, ProductState>(
    rows.map(({ id, slabSizes, ...row }) => [
      id,
      { ...row, slabSizes: untimedSlabSizes(slabSizes), optionIds: [], photoIds: [], cardPhotoId: null },
    ]),
  );
  for (const option of options) states.get(option.productId)?.optionIds.push(option.optionId);
  for (const state of states.values()) state.optionIds.sort();
  for (const photo of photos) {
    const state = states.get(photo.productId);
    if (!state) continue;
    state.photoIds.push(photo.mediaId);
    if (photo.isCard) state.cardPhotoId = photo.mediaId;
  }
  return states;
}

/** Every product as a row of the sheet, header first, in the catalogue's order. */
export async function exportCatalogue(db: DatabaseExecutor, origin: string): Promise<string[][]> {
  const library = await readPhotoLibrary(db);
  const [lookups, states] = await Promise.all([readSheetLookups(db, library, origin), readProductStates(db, "all")]);
  const rows: Record<SheetColumn, string>[] = [];
  for (const [id, state] of states) rows.push(rowOfState(id, state, lookups));
  return sheetTable(rows);
}
