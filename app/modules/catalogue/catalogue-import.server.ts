/**
 * Imports the catalogue spreadsheet (docs/decisions/051-catalogue-spreadsheet.md): every row checked first, nothing
 * written unless the whole file is valid; then the new and changed products written whole, each with its photos' rows
 * and a revision, a few seconds' worth per transaction, the photos' files stored before it. A product the file leaves as it is sees no
 * write at all, so importing a file twice changes nothing and the page cache keeps its pages.
 */
import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { and, eq, inArray, max, sql } from "drizzle-orm";
import yauzl from "yauzl";
import { findProjectFolder } from "~/config/project-folder.server";
import type { Database, DatabaseExecutor } from "~/database/client.server";
import { media, productOptions, productPhotos, products, revisions } from "~/database/schema";
import { replaceTexts } from "~/i18n/owner-texts";
import { IMPORT_VARIANT_RECIPE } from "~/modules/media/image-variants.server";
import { addStoredImage, MAX_IMAGE_BYTES } from "~/modules/media/media.server";
import { siteImageOf } from "~/modules/media/media";
import { deleteRevisions, recordSave } from "~/modules/revisions/revisions.server";
import type { RevisionAuthor } from "~/modules/revisions/revisions";
import { startThreadPool } from "~/modules/jobs/thread.server";
import { checkImageHeader, ImageTooLargeError, storeDraftFiles, type EncodedFile, type StoredImage } from "~/modules/storage/images.server";
import type { Storage } from "~/modules/storage/storage.server";
import { fromCsv } from "~/modules/spreadsheets/csv";
import { fromXlsx } from "~/modules/spreadsheets/xlsx.server";
import {
  addToLibrary,
  libraryPhotoNamed,
  readPhotoLibrary,
  readProductStates,
  readSheetLookups,
  type PhotoLibrary,
} from "./catalogue-export.server";
import {
  checkRow,
  readSheetTable,
  rowId,
  rowOfState,
  sameState,
  type ProductState,
  type SheetColumn,
  type SheetLookups,
  type SheetProblem,
} from "./catalogue-sheet";
import { photoStorageKey } from "./product-photo-upload.server";
import { candidateProductId, productIdFromTitle } from "./product-id";
import { timeSlabSizeNames } from "./slab-size-names";

export type ImportServices = { db: Database; storage: Storage };
/** The uploaded files on this instance's disk. */
export type ImportFiles = { sheet: string; sheetKind: "xlsx" | "csv"; zip: string | null };
/** Called as the work advances, with how much of it is done. */
export type ImportProgress = (done: number, total: number) => Promise<void> | void;

/** A photo of the zip that no library image holds yet: stored under a name made from its content's hash. */
type NewPhoto = { baseKey: string; entry: string; filename: string };

/** What one row does, once the file is known to be valid. */
type PlannedProduct = {
  row: number;
  id: string;
  kind: "created" | "changed" | "unchanged";
  /** Library image ids, or `new:<base key>` for a photo of the zip to store. */
  state: ProductState;
};

export type ImportSummary = { rows: number; created: number; changed: number; unchanged: number; photos: number };
export type ImportCheck =
  | { ok: true; summary: ImportSummary; products: PlannedProduct[]; newPhotos: Map<string, NewPhoto> }
  | { ok: false; problems: SheetProblem[] };

const NEW_PHOTO = "new:";
/** At most this many problems are named; a file with more gets its first ones fixed first. */
export const MAX_PROBLEMS_SHOWN = 200;
/** How many ids a new row may try ("calacatta", "calacatta-2"…) before it is taken as clashing. */
const MAX_ID_ATTEMPTS = 100;
/** Photos resized side by side: two cores, one photo each (its files are encoded one after the other). */
const PARALLEL_PHOTOS = 2;
/**
 * The threads photos are encoded on: each photo passes through megabytes of pixels, whose collection on the server's
 * own thread, beside its pages and caches, cost more than a third of that thread's time during an import
 * (docs/benchmarks/051-catalogue-import.md).
 */
const draftPhotoThread = path.join(
  findProjectFolder("app", path.join("modules", "storage", "draft-photo-thread.ts")),
  "modules",
  "storage",
  "draft-photo-thread.ts",
);
/** How many photos resizing may run ahead of the product being written, so the next product's are ready in its turn. */
const PHOTOS_AHEAD = 6;
/**
 * Products written in one transaction: each commit raises the site content version, which empties every instance's
 * page cache and memo, so committing product by product had buyers' pages drawn again after each one
 * (docs/benchmarks/051-catalogue-import.md). A batch closes after this long or this many products.
 */
const BATCH_MS = 2_000;
const BATCH_PRODUCTS = 50;

/** The zip's photos by file name (folders ignored), read one at a time without unpacking the archive. */
type PhotoArchive = { names: Set<string>; read: (name: string) => Promise<Buffer>; close: () => void };

async function openPhotoArchive(file: string): Promise<PhotoArchive> {
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.open(file, { lazyEntries: true, autoClose: false }, (error, opened) => (error ? reject(error) : resolve(opened))),
  );
  const entries = new Map<string, yauzl.Entry>();
  await new Promise<void>((resolve, reject) => {
    zip.on("entry", (entry: yauzl.Entry) => {
      const name = entry.fileName.split("/").pop()!;
      // Folders, and the resource forks macOS adds to a zip it makes.
      if (name !== "" && !name.startsWith("._") && !entry.fileName.startsWith("__MACOSX/") && !entries.has(name)) entries.set(name, entry);
      zip.readEntry();
    });
    zip.on("end", resolve);
    zip.on("error", reject);
    zip.readEntry();
  });
  return {
    names: new Set(entries.keys()),
    async read(name) {
      const entry = entries.get(name)!;
      if (entry.uncompressedSize > MAX_IMAGE_BYTES) throw new ImageTooLargeError("photo too large");
      const stream = await new Promise<NodeJS.ReadableStream>((resolve, reject) =>
        zip.openReadStream(entry, (error, opened) => (error ? reject(error) : resolve(opened))),
      );
      const chunks: Buffer[] = [];
      for await (const chunk of stream) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks);
    },
    close: () => zip.close(),
  };
}

async function readTable(files: ImportFiles): Promise<string[][] | null> {
  try {
    return files.sheetKind === "xlsx" ? await fromXlsx(files.sheet) : fromCsv(await readFile(files.sheet));
  } catch {
    return null;
  }
}

/** The id a new product's row gets when no earlier import made it: from its English title, as the editor makes it. */
const baseIdOf = (titleEn: string) =>
  productIdFromTitle(titleEn) ?? `product-${createHash("sha256").update(titleEn).digest("hex").slice(0, 16)}`;

/**
 * Checks the whole file against the catalogue as it is now: every row by the product form's schema, every photo
 * found in the library or the zip and readable as an image. Answers the problems by row and column, or what an
 * apply would do. Writes nothing.
 */
export async function checkImport(
  services: ImportServices,
  files: ImportFiles,
  progress: ImportProgress = () => {},
  context: { library?: PhotoLibrary } = {},
): Promise<ImportCheck> {
  const { db } = services;
  const table = await readTable(files);
  if (!table) return { ok: false, problems: [{ row: 1, column: "", code: "unreadableSheet" }] };
  const sheet = readSheetTable(table);
  const problems = [...sheet.problems];
  let archive: PhotoArchive | null = null;
  if (files.zip) {
    try {
      archive = await openPhotoArchive(files.zip);
    } catch {
      problems.push({ row: 1, column: "photos", code: "unreadableZip" });
    }
  }
  try {
    if (problems.length > 0) return { ok: false, problems };
    const library = context.library ?? (await readPhotoLibrary(db));
    const lookups = await readSheetLookups(db, library, "");
    const named = new Map<number, string>();
    const seen = new Map<string, number>();
    for (const { number, cells } of sheet.rows) {
      const id = rowId(cells.id);
      if (!id.ok) problems.push({ row: number, column: "id", code: "idInvalid" });
      else if (id.id !== null && seen.has(id.id)) problems.push({ row: number, column: "id", code: "duplicateId" });
      else if (id.id !== null) {
        seen.set(id.id, number);
        named.set(number, id.id);
      }
    }
    const stored = await readProductStates(db, [...named.values()]);
    const total = sheet.rows.length + (archive?.names.size ?? 0);
    let done = 0;
    const checked = [];
    const wanted = new Set<string>();
    for (const { number, cells } of sheet.rows) {
      const id = named.get(number) ?? null;
      const current = id ? stored.get(id) : undefined;
      const result = checkRow(number, cells, current ? { state: current, row: rowOfState(id!, current, lookups) } : null, lookups);
      if (!result.ok) {
        problems.push(...result.problems);
        continue;
      }
      for (const name of result.photoNames) {
        if (libraryPhotoNamed(library, name)) continue;
        if (archive?.names.has(name)) wanted.add(name);
        else problems.push({ row: number, column: "photos", code: "photoMissing" });
      }
      checked.push({ number, cells, id, current, result });
      if (++done % 50 === 0) await progress(done, total);
    }
    if (problems.length > 0) return { ok: false, problems };
    // Each photo of the zip that a row names: its content decides its stored name, so one stored before is found.
    const photoIds = new Map<string, string>();
    const newPhotos = new Map<string, NewPhoto>();
    const photoProblems = new Map<string, SheetProblem["code"]>();
    for (const name of wanted) {
      try {
        const bytes = await archive!.read(name);
        await checkImageHeader(bytes);
        const baseKey = photoStorageKey(name, createHash("sha256").update(bytes).digest("hex").slice(0, 16));
        const existing = library.idOfKey.get(baseKey.split("/").pop()!);
        if (existing) photoIds.set(name, existing);
        else {
          photoIds.set(name, `${NEW_PHOTO}${baseKey}`);
          newPhotos.set(baseKey, { baseKey, entry: name, filename: name.slice(0, 200) });
        }
      } catch (error) {
        photoProblems.set(name, error instanceof ImageTooLargeError ? "tooManyPixels" : "notAnImage");
      }
      await progress(++done, total);
    }
    const planned: PlannedProduct[] = [];
    const taken = new Set(named.values());
    let nextOrder = await productCount(db);
    for (const { number, id, current, result } of checked) {
      const broken = result.photoNames.find((name) => photoProblems.has(name));
      if (broken) {
        problems.push({ row: number, column: "photos", code: photoProblems.get(broken)! });
        continue;
      }
      const photoOf = (name: string) => libraryPhotoNamed(library, name) ?? photoIds.get(name)!;
      const photos = { photoIds: result.photoNames.map(photoOf), cardPhotoId: photoOf(result.cardName) };
      if (current) {
        const state = { ...result.state, sortOrder: result.state.sortOrder ?? current.sortOrder, ...photos };
        planned.push({ row: number, id: id!, kind: sameState(state, current) ? "unchanged" : "changed", state });
        continue;
      }
      if (id) {
        planned.push({
          row: number,
          id,
          kind: "created",
          state: { ...result.state, sortOrder: result.state.sortOrder ?? nextOrder++, ...photos },
        });
        continue;
      }
      // A row without id is new, unless an earlier import of it made a product that it would leave as it is.
      const baseId = baseIdOf(result.state.texts.en.title);
      for (let attempt = 1; ; attempt++) {
        const candidate = candidateProductId(baseId, attempt);
        if (taken.has(candidate)) continue;
        const [existing] = (await readProductStates(db, [candidate])).values();
        const state = { ...result.state, sortOrder: result.state.sortOrder ?? existing?.sortOrder ?? nextOrder, ...photos };
        if (!existing || sameState(state, existing)) {
          if (!existing) nextOrder++;
          taken.add(candidate);
          planned.push({ row: number, id: candidate, kind: existing ? "unchanged" : "created", state });
          break;
        }
        if (attempt >= MAX_ID_ATTEMPTS) {
          problems.push({ row: number, column: "id", code: "duplicateId" });
          break;
        }
      }
    }
    if (problems.length > 0) return { ok: false, problems };
    const writes = planned.filter((product) => product.kind !== "unchanged");
    const photosAdded = new Set(writes.flatMap((product) => product.state.photoIds.filter((photo) => photo.startsWith(NEW_PHOTO))));
    return {
      ok: true,
      products: planned,
      newPhotos,
      summary: {
        rows: planned.length,
        created: planned.filter((product) => product.kind === "created").length,
        changed: planned.filter((product) => product.kind === "changed").length,
        unchanged: planned.filter((product) => product.kind === "unchanged").length,
        photos: photosAdded.size,
      },
    };
  } finally {
    archive?.close();
  }
}

async function productCount(db: DatabaseExecutor): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(products);
  return row?.count ?? 0;
}

export type ApplyResult = { ok: true; summary: ImportSummary } | { ok: false; problems: SheetProblem[] };

/**
 * Checks the file again (the catalogue may have changed since the dry run) and writes every new or changed product:
 * its new photos' files first, then the product, its options, its gallery and its revision in one transaction. A
 * product whose transaction fails leaves nothing behind, its new files deleted again; a process killed in between
 * leaves files no row names, which the orphan clean-up removes, and running the file again finishes the job.
 */
export async function applyImport(
  services: ImportServices,
  files: ImportFiles,
  author: RevisionAuthor,
  progress: ImportProgress = () => {},
  signal?: AbortSignal,
): Promise<ApplyResult> {
  const library = await readPhotoLibrary(services.db);
  const checked = await checkImport(services, files, undefined, { library });
  if (!checked.ok) return checked;
  const writes = checked.products.filter((product) => product.kind !== "unchanged");
  const archive = writes.some((product) => product.state.photoIds.some((photo) => photo.startsWith(NEW_PHOTO)))
    ? await openPhotoArchive(files.zip!)
    : null;
  const encoder = archive
    ? startThreadPool<Uint8Array, EncodedFile[]>(draftPhotoThread, { size: PARALLEL_PHOTOS, what: "encoding a photo" })
    : null;
  try {
    const lookups = await readSheetLookups(services.db, library, "");
    const storedFiles = new Map<string, StoredImage>();
    const freshOf = (product: PlannedProduct) =>
      product.state.photoIds.filter((photo) => photo.startsWith(NEW_PHOTO)).map((photo) => photo.slice(NEW_PHOTO.length));
    // The new photos in the order the products need them; resizing runs ahead of the writes, so both cores work
    // while a product's transaction waits on the database.
    const queue = [...new Set(writes.flatMap(freshOf))];
    const storing = new Map<string, Promise<StoredImage>>();
    const startStoring = (upTo: number) => {
      for (let index = storing.size; index < Math.min(upTo, queue.length); index += 1) {
        const baseKey = queue[index]!;
        const photo = checked.newPhotos.get(baseKey)!;
        // Each photo waits for the one PARALLEL_PHOTOS places before it: more at once would only share the cores,
        // and take the threads that read files for buyers' pages.
        const turn = index >= PARALLEL_PHOTOS ? storing.get(queue[index - PARALLEL_PHOTOS]!)!.catch(() => undefined) : undefined;
        // A draft's landscape sizes now; the background job makes the rest once the import is done (decision 51).
        const stored = Promise.resolve(turn)
          .then(() => archive!.read(photo.entry))
          .then((bytes) => encoder!.run(bytes))
          .then((files) => storeDraftFiles(services.storage, baseKey, files))
          .then((image) => (storedFiles.set(baseKey, image), image));
        stored.catch(() => {});
        storing.set(baseKey, stored);
      }
    };
    const context: WriteContext = { library, lookups, storedFiles, newPhotos: checked.newPhotos, author };
    const queuePosition = new Map(queue.map((baseKey, index) => [baseKey, index]));
    let done = 0;
    let batch: PlannedProduct[] = [];
    let batchStartedAt = performance.now();
    const writeBatch = async () => {
      await writeProducts(services.db, batch, context);
      done += batch.length;
      batch = [];
      batchStartedAt = performance.now();
      await progress(done, writes.length);
    };
    await progress(done, writes.length);
    try {
      for (const product of writes) {
        signal?.throwIfAborted();
        const fresh = freshOf(product);
        startStoring(Math.max(...fresh.map((baseKey) => queuePosition.get(baseKey)! + 1), storing.size) + PHOTOS_AHEAD);
        for (const baseKey of fresh) await storing.get(baseKey);
        batch.push(product);
        if (batch.length >= BATCH_PRODUCTS || performance.now() - batchStartedAt >= BATCH_MS) await writeBatch();
      }
      signal?.throwIfAborted();
      if (batch.length > 0) await writeBatch();
    } catch (error) {
      // The files of photos no committed product took (the failed one's, those resized ahead) are deleted again.
      await Promise.allSettled(storing.values());
      await forgetUnusedFiles(services, [...storedFiles.keys()], storedFiles);
      throw error;
    }
    return { ok: true, summary: checked.summary };
  } finally {
    archive?.close();
    await encoder?.close();
  }
}

/** After a failed import: the files of new photos that no library image holds are deleted again. */
async function forgetUnusedFiles(services: ImportServices, baseKeys: string[], storedFiles: Map<string, StoredImage>) {
  if (baseKeys.length === 0) return;
  const kept = await services.db.select({ baseKey: media.baseKey }).from(media).where(inArray(media.baseKey, baseKeys));
  for (const baseKey of baseKeys) {
    if (kept.some((row) => row.baseKey === baseKey)) continue;
    const stored = storedFiles.get(baseKey);
    await Promise.all((stored?.variants ?? []).map((variant) => services.storage.delete(variant.key)));
    storedFiles.delete(baseKey);
  }
}

type WriteContext = {
  library: PhotoLibrary;
  lookups: SheetLookups;
  storedFiles: Map<string, StoredImage>;
  newPhotos: Map<string, NewPhoto>;
  author: RevisionAuthor;
};

/**
 * Writes products as their rows state them, in one transaction, each with a revision of its state before and after:
 * a product is written whole or not at all, and buyers' pages and every instance's caches change once per batch
 * rather than once per product.
 */
async function writeProducts(db: Database, batch: PlannedProduct[], context: WriteContext): Promise<void> {
  const added: string[] = [];
  try {
    await db.transaction(async (tx) => {
      for (const product of batch) await writeProduct(tx, product, context, added);
    });
  } catch (error) {
    // Rolled back: the images it added are not in the library after all.
    for (const id of added) context.library.nameOf.delete(id);
    throw error;
  }
}

/** Writes one product inside the batch's transaction, noting the library images it adds in `added`. */
async function writeProduct(tx: DatabaseExecutor, product: PlannedProduct, context: WriteContext, added: string[]): Promise<void> {
  const photoIds: string[] = [];
  for (const photo of product.state.photoIds) {
    if (!photo.startsWith(NEW_PHOTO)) {
      photoIds.push(photo);
      continue;
    }
    const baseKey = photo.slice(NEW_PHOTO.length);
    const [existing] = await tx.select({ id: media.id }).from(media).where(eq(media.baseKey, baseKey));
    if (existing) photoIds.push(existing.id);
    else {
      const stored = context.storedFiles.get(baseKey)!;
      const filename = context.newPhotos.get(baseKey)!.filename;
      const row = await addStoredImage(tx, { baseKey, stored, filename, recipe: IMPORT_VARIANT_RECIPE }, context.author?.id ?? null);
      addToLibrary(context.library, row);
      added.push(row.id);
      photoIds.push(row.id);
    }
  }
  const cardIndex = product.state.photoIds.indexOf(product.state.cardPhotoId ?? "");
  const state: ProductState = { ...product.state, photoIds, cardPhotoId: photoIds[Math.max(cardIndex, 0)] ?? null };
  await saveProductState(tx, product.id, state, context.author, context.lookups);
}

/**
 * Makes the stored product what `state` says, inside the caller's transaction, and records the revision; writes
 * only what differs, so the page cache hears of a change only when there is one. Also restores a product's revision.
 */
export async function saveProductState(
  tx: DatabaseExecutor,
  id: string,
  state: ProductState,
  author: RevisionAuthor,
  lookups: SheetLookups,
): Promise<"saved" | "unchanged"> {
  const [row] = await tx
    .select({ texts: products.texts, textTimes: products.textTimes, slabSizes: products.slabSizes })
    .from(products)
    .where(eq(products.id, id))
    .for("update");
  const before = (await readProductStates(tx, [id])).get(id) ?? null;
  if (before && sameState(before, state)) return "unchanged";
  const now = new Date();
  const written = replaceTexts(
    row ? { texts: row.texts, times: row.textTimes } : { texts: { en: state.texts.en }, times: {} },
    state.texts,
    now,
  );
  const card = state.cardPhotoId ? (await tx.select().from(media).where(eq(media.id, state.cardPhotoId)))[0] : undefined;
  const photo = card
    ? { photoUrl: siteImageOf(card).src, photoVariants: card.variants, filename: siteImageOf(card).src.split("/").pop()! }
    : {};
  const columns = {
    texts: written.texts,
    textTimes: written.times,
    categoryId: state.categoryId,
    visible: state.visible,
    homepage: state.homepage,
    sortOrder: state.sortOrder,
    thicknessesMm: state.thicknessesMm,
    slabSizes: timeSlabSizeNames(row?.slabSizes ?? [], state.slabSizes, now),
    certifications: state.certifications,
    updatedAt: now,
    ...photo,
  };
  if (row) await tx.update(products).set(columns).where(eq(products.id, id));
  else await tx.insert(products).values({ id, photoUrl: "", addedBy: author?.id ?? null, ...columns });
  if (!before || before.optionIds.join() !== state.optionIds.join()) {
    await tx.delete(productOptions).where(eq(productOptions.productId, id));
    if (state.optionIds.length > 0)
      await tx.insert(productOptions).values(state.optionIds.map((optionId) => ({ productId: id, optionId })));
  }
  if (!before || before.photoIds.join() !== state.photoIds.join() || before.cardPhotoId !== state.cardPhotoId)
    await replaceGallery(tx, id, state);
  await recordProductRevision(tx, id, before && rowOfState(id, before, lookups), rowOfState(id, state, lookups), author);
  return "saved";
}

/** The gallery as listed: photos that stay keep their own alt texts, the others go, the new ones join, in the listed order. */
async function replaceGallery(tx: DatabaseExecutor, productId: string, state: ProductState): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`product-photos:${productId}`}))`);
  const rows = await tx.select().from(productPhotos).where(eq(productPhotos.productId, productId));
  const gone = rows.filter((row) => !state.photoIds.includes(row.mediaId)).map((row) => row.id);
  if (gone.length > 0) await tx.delete(productPhotos).where(inArray(productPhotos.id, gone));
  await deleteRevisions(tx, "gallery-photo", gone);
  // The partial unique index allows one card per product, so the old one is cleared first.
  await tx
    .update(productPhotos)
    .set({ isCard: false })
    .where(and(eq(productPhotos.productId, productId), eq(productPhotos.isCard, true)));
  for (const [position, mediaId] of state.photoIds.entries()) {
    const isCard = mediaId === state.cardPhotoId;
    const kept = rows.find((row) => row.mediaId === mediaId);
    if (kept) await tx.update(productPhotos).set({ position, isCard }).where(eq(productPhotos.id, kept.id));
    else await tx.insert(productPhotos).values({ productId, mediaId, position, isCard });
  }
}

/** The number of a product's last revision, or null before its first. */
export async function lastProductRevision(db: DatabaseExecutor, id: string): Promise<number | null> {
  const [row] = await db
    .select({ version: max(revisions.version) })
    .from(revisions)
    .where(and(eq(revisions.entityType, "product"), eq(revisions.entityId, id)));
  return row?.version ?? null;
}

type SheetCells = Record<SheetColumn, string>;

/**
 * Records the product editor's save as a revision too, in its transaction, so the history holds every state an import
 * or a restore could replace. `before` is the state read before the save; a save that changed nothing records nothing.
 */
export async function recordProductEdit(
  tx: DatabaseExecutor,
  id: string,
  before: ProductState | null,
  author: RevisionAuthor,
): Promise<void> {
  const after = (await readProductStates(tx, [id])).get(id);
  if (!after || (before && sameState(before, after))) return;
  const library = await readPhotoLibrary(tx, [...new Set([...(before?.photoIds ?? []), ...after.photoIds])]);
  const lookups = await readSheetLookups(tx, library, "");
  await recordProductRevision(tx, id, before && rowOfState(id, before, lookups), rowOfState(id, after, lookups), author);
}

async function recordProductRevision(
  tx: DatabaseExecutor,
  id: string,
  before: SheetCells | null,
  after: SheetCells,
  author: RevisionAuthor,
): Promise<void> {
  // The state before the first revision is number 1, as a record's first version is; a new product starts at 1 itself.
  const version = (await lastProductRevision(tx, id)) ?? (before ? 1 : 0);
  const { photo_urls: _beforeUrls, ...previous } = before ?? ({} as SheetCells);
  const { photo_urls: _afterUrls, ...saved } = after;
  await recordSave(tx, {
    entity: "product",
    entityId: id,
    previous: before ? { version, data: previous } : null,
    saved: { version: version + 1, data: saved },
    author,
  });
}
