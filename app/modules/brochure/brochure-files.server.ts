import { and, asc, eq, sql } from "drizzle-orm";
import path from "node:path";
import type { Config } from "~/config/config.server";
import { findProjectFolder } from "~/config/project-folder.server";
import type { Database } from "~/database/client.server";
import { brochures, categories, products } from "~/database/schema";
import { ownerText, type Language } from "~/i18n/languages";
import { shownTextIn, textIn } from "~/i18n/owner-texts";
import { categoryTitle } from "~/modules/catalogue/localized";
import { toPhoto } from "~/modules/catalogue/photo";
import { loadStoneAttributes } from "~/modules/catalogue/stone-attributes.server";
import { emptyStoneAttributes } from "~/modules/catalogue/stone-attributes";
import { sha256Hex } from "~/modules/crypto/sha256.server";
import { formatDate } from "~/modules/dates";
import { catalogueImportApplying } from "~/modules/jobs/catalogue-import-activity.server";
import { claimLease, releaseLease, runPeriodically } from "~/modules/jobs/periodic-jobs.server";
import { runInThread } from "~/modules/jobs/thread.server";
import type { Logger } from "~/modules/observability/logger.server";
import { announceSiteContentChange, siteContentVersionReader } from "~/modules/page-cache/content-version.server";
import { pdfLanguage } from "~/modules/pdf/pdf-language.server";
import { loadPdfPhoto, storedPhotoKey } from "~/modules/pdf/pdf-photo.server";
import { askForRooms, firstRooms, type FirstRoom } from "~/modules/room-scenes/room-scenes.server";
import { aboutPageIn } from "~/modules/site-settings/about-page";
import { publicCompanyDetails } from "~/modules/site-settings/company-details.server";
import { readPublicDocument } from "~/modules/site-settings/page-drafts.server";
import { readServedLanguages } from "~/modules/site-settings/site-languages.server";
import { readSetting } from "~/modules/site-settings/site-settings.server";
import { companyDetailsIn, type ShownCompanyDetails } from "~/modules/site-settings/site-settings";
import type { Storage, StoredObject } from "~/modules/storage/storage.server";
import {
  brochureContent,
  brochureContentDisposition,
  printPixels,
  WHOLE_CATALOGUE,
  type BrochureCategory,
  type BrochureContent,
  type BrochureProduct,
} from "./brochure";
import { pictureBoxes, type BrochureDrawing, type ProductPictures } from "./brochure-pdf.server";

/** Raised whenever the layout changes, so every brochure is drawn again. */
const GENERATOR_VERSION = 1;
/** The built files, in the storage every instance shares; a replaced one is left to the orphan-file clean-up's grace period. */
const FILES_FOLDER = "brochures";
const JOB = "brochures";
/** Longer than drawing one brochure takes; renewed after each, so a dead instance holds the job this long at most. */
const LEASE_MS = 10 * 60_000;

const brochureThread = path.join(
  findProjectFolder("app", path.join("modules", "brochure", "brochure-thread.ts")),
  "modules",
  "brochure",
  "brochure-thread.ts",
);
/**
 * The drawing thread's heap: the fonts pdfkit parses, the pictures handed to it and the pages it keeps until the end
 * (200 products of incompressible pictures took 243 MB: docs/benchmarks/052-catalogue-brochure.md). A brochure that
 * needs more fails alone, and the server goes on.
 */
const THREAD_LIMITS = { maxOldGenerationSizeMb: 384 };

export type BrochureServices = {
  db: Database;
  storage: Storage;
  config: Pick<Config, "PUBLIC_URL" | "SITE_TIME_ZONE">;
  log: Logger;
  /** Asks the room worker to compose what a brochure wanted and found not composed yet. */
  composeRoomsSoon?: () => void;
};

type Slot = { language: Language; scope: string };
type BrochureRow = typeof brochures.$inferSelect;
const sameSlot = (a: Slot, b: Slot) => a.language === b.language && a.scope === b.scope;
const slotWhere = (slot: Slot) => and(eq(brochures.language, slot.language), eq(brochures.scope, slot.scope));

/** A brochure ready to draw: its texts, the stored pictures of each product, and what it shows, hashed. */
type BrochureSource = {
  content: BrochureContent;
  pictures: Map<string, { photoKey: string | null; roomKey: string | null }>;
  roomsMissing: FirstRoom[];
  fingerprint: string;
};

/** What one language's brochures show, read once for all of them. */
type Catalogue = {
  language: Language;
  company: ShownCompanyDetails;
  intro: string[];
  categories: BrochureCategory[];
  products: (BrochureProduct & { photoKey: string | null; room: FirstRoom | null })[];
  issuedOn: string;
};

async function readCatalogue(db: Database, language: Language, { timeZone, now }: { timeZone: string; now: Date }): Promise<Catalogue> {
  const [company, about, categoryRows, rows] = await Promise.all([
    readSetting(db, "saideInfo"),
    readPublicDocument(db, "aboutPage", false),
    db.select().from(categories).where(eq(categories.visible, true)).orderBy(asc(categories.sortOrder), asc(categories.id)),
    db
      .select({ product: products, category: categories })
      .from(products)
      .leftJoin(categories, eq(categories.id, products.categoryId))
      .where(eq(products.visible, true))
      .orderBy(asc(products.sortOrder), asc(products.id)),
  ]);
  // The whole catalogue reads as its Brand Center does, collection by collection, and then what belongs to none shown.
  const rank = new Map(categoryRows.map((row, index) => [row.id, index]));
  const ranked = rows
    .map((row, order) => ({ row, order, rank: rank.get(row.product.categoryId ?? "") ?? categoryRows.length }))
    .sort((a, b) => a.rank - b.rank || a.order - b.order)
    .map(({ row }) => row);
  const ids = ranked.map((row) => row.product.id);
  const [attributes, rooms] = await Promise.all([
    loadStoneAttributes(db, ids, language),
    firstRooms(
      db,
      ranked.map(({ product }) => product),
    ),
  ]);
  return {
    language,
    company: publicCompanyDetails(companyDetailsIn(company, language)),
    intro: aboutPageIn(about, language).intro.text,
    categories: categoryRows.map((row) => ({
      id: row.id,
      slug: row.slug,
      title: ownerText(categoryTitle(row), language),
      productCount: rows.filter((product) => product.product.categoryId === row.id).length,
    })),
    products: ranked.map(({ product, category }) => ({
      id: product.id,
      title: shownTextIn(product.texts, "title", language).text,
      description: textIn(product.texts, "description", language),
      category: category ? { title: ownerText(categoryTitle(category), language) } : null,
      categoryId: product.categoryId,
      attributes: attributes.get(product.id) ?? emptyStoneAttributes,
      photoKey: storedPhotoKey(toPhoto(product).src),
      room: rooms.get(product.id) ?? null,
    })),
    issuedOn: formatDate(now, language, timeZone),
  };
}

function brochureSource(catalogue: Catalogue, scope: string, siteUrl: string): BrochureSource | null {
  const category = scope === WHOLE_CATALOGUE ? null : catalogue.categories.find((shown) => shown.id === scope);
  if (category === undefined) return null;
  const shown = category ? catalogue.products.filter((product) => product.categoryId === category.id) : catalogue.products;
  const content = brochureContent({
    language: catalogue.language,
    company: catalogue.company,
    intro: catalogue.intro,
    categories: category ? [category] : catalogue.categories,
    category,
    products: shown,
    siteUrl,
    issuedOn: catalogue.issuedOn,
  });
  const pictures = new Map(
    shown.map((product) => [product.id, { photoKey: product.photoKey, roomKey: product.room?.composed ? product.room.jpegKey : null }]),
  );
  // The day it was drawn is not what it shows: a brochure unchanged since yesterday is not drawn again for a new date.
  const { issuedOn: _issuedOn, ...shownContent } = content;
  const fingerprint = sha256Hex(JSON.stringify({ generator: GENERATOR_VERSION, siteUrl, content: shownContent, pictures: [...pictures] }));
  const roomsMissing = shown.flatMap((product) => (product.room && !product.room.composed ? [product.room] : []));
  return { content, pictures, roomsMissing, fingerprint };
}

/**
 * Gathers the brochure's pictures at the size they are printed at, then draws it on a thread of its own, so the
 * server goes on answering meanwhile. Stopping ends the thread at once.
 */
async function drawBrochure(storage: Storage, source: BrochureSource, signal?: AbortSignal): Promise<Buffer> {
  const pictures: ProductPictures[] = [];
  for (const product of source.content.products) {
    signal?.throwIfAborted();
    const { photoKey, roomKey } = source.pictures.get(product.id) ?? { photoKey: null, roomKey: null };
    const [photo, room] = await Promise.all([
      loadPdfPhoto(storage, photoKey, printPixels(pictureBoxes.photo.width)),
      loadPdfPhoto(storage, roomKey, printPixels(pictureBoxes.room.width)),
    ]);
    pictures.push({ photo, room });
  }
  const drawing: BrochureDrawing = { language: pdfLanguage(source.content.language), content: source.content, pictures };
  const pdf = await runInThread<Uint8Array>(brochureThread, drawing, { signal, resourceLimits: THREAD_LIMITS, what: "a brochure" });
  return Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength);
}

/** The brochures buyers may ask for now: every served language, the whole catalogue and each visible category. */
async function offeredSlots(db: Database): Promise<Slot[]> {
  const [served, shown] = await Promise.all([
    readServedLanguages(db),
    db
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.visible, true))
      .orderBy(asc(categories.sortOrder), asc(categories.id)),
  ]);
  return served.flatMap((language) => [WHOLE_CATALOGUE, ...shown.map((category) => category.id)].map((scope) => ({ language, scope })));
}

/**
 * Draws the brochures that are due, one after another, while this instance holds the job's lease: those the dashboard
 * asked for, and with `automatic` those missing, older than the site's content version, or drawn before their rooms
 * were composed. A brochure whose content is unchanged (a write elsewhere raised the version) is only marked current.
 * The previous file stays served until its successor is stored. Answers how many files it drew.
 */
export async function buildDueBrochures(
  services: BrochureServices,
  { automatic, signal, now = () => new Date() }: { automatic: boolean; signal?: AbortSignal; now?: () => Date },
): Promise<number> {
  const { db, storage, config, log } = services;
  if (!(await claimLease(db, JOB, now(), { intervalMs: 0, leaseMs: LEASE_MS }))) return 0;
  let drawn = 0;
  try {
    const version = await siteContentVersionReader(db)();
    const slots = await offeredSlots(db);
    const rows = await db.select().from(brochures);
    const gone = rows.filter((row) => !slots.some((slot) => sameSlot(slot, row)));
    // Their files become orphans, removed after the clean-up's grace period.
    for (const row of gone) await db.delete(brochures).where(slotWhere(row));
    const rowOf = (slot: Slot) => rows.find((row) => sameSlot(slot, row));
    // A failed drawing (its thread ended, or ran out of memory) is tried again at the job's next run.
    // While a catalogue import is applied, a brochure would be out of date before it is drawn and take a core from the
    // import: only those the dashboard asked for are drawn, the rest after it (the import's last change asks again).
    const redrawOutdated = automatic && !(await catalogueImportApplying(db, now()));
    const isDue = (row: BrochureRow | undefined) =>
      row?.wantedAt != null ||
      (redrawOutdated && (!row?.fileKey || (row.contentVersion ?? -1) < version || row.roomsMissing > 0 || row.error !== null));
    const due = slots.filter((slot) => isDue(rowOf(slot)));
    const catalogues = new Map<Language, Catalogue>();
    const roomsToAsk: FirstRoom[] = [];
    for (const slot of due) {
      if (signal?.aborted) break;
      const started = now();
      let catalogue = catalogues.get(slot.language);
      if (!catalogue) {
        catalogue = await readCatalogue(db, slot.language, { timeZone: config.SITE_TIME_ZONE, now: started });
        catalogues.set(slot.language, catalogue);
      }
      const source = brochureSource(catalogue, slot.scope, config.PUBLIC_URL);
      if (!source) continue;
      roomsToAsk.push(...source.roomsMissing);
      const row = rowOf(slot);
      // The error of a drawing that failed goes too: the file served shows what is current.
      const current = { contentVersion: version, roomsMissing: source.roomsMissing.length, error: null };
      if (row?.wantedAt == null && row?.fileKey && row.fingerprint === source.fingerprint) {
        await db.update(brochures).set(current).where(slotWhere(slot));
        continue;
      }
      // A rebuild asked for while this one was drawn stays asked for.
      const answered = sql`case when ${brochures.wantedAt} > ${started.toISOString()}::timestamptz then ${brochures.wantedAt} else null end`;
      try {
        const clock = performance.now();
        const pdf = await drawBrochure(storage, source, signal);
        const fileKey = `${FILES_FOLDER}/${slot.language}-${source.fingerprint.slice(0, 32)}.pdf`;
        await storage.put(fileKey, pdf, "application/pdf");
        const built = {
          ...current,
          fingerprint: source.fingerprint,
          fileKey,
          bytes: pdf.length,
          products: source.content.products.length,
          buildMs: Math.round(performance.now() - clock),
          builtAt: now(),
          error: null,
        };
        await db
          .insert(brochures)
          .values({ ...slot, ...built })
          .onConflictDoUpdate({ target: [brochures.language, brochures.scope], set: { ...built, wantedAt: answered } });
        drawn += 1;
        log({ event: "brochure.built", ...slot, bytes: pdf.length, products: built.products, ms: built.buildMs });
      } catch (error) {
        if (signal?.aborted) break;
        // Kept as it was (its previous file still served) until the job's next run draws it again.
        const failed = { contentVersion: version, error: String(error) };
        await db
          .insert(brochures)
          .values({ ...slot, ...failed })
          .onConflictDoUpdate({ target: [brochures.language, brochures.scope], set: { ...failed, wantedAt: answered } });
        log({ level: "error", event: "brochure.failed", ...slot, error: String(error) });
      }
      await claimLease(db, JOB, now(), { intervalMs: 0, leaseMs: LEASE_MS });
    }
    if (roomsToAsk.length > 0) {
      await askForRooms(db, roomsToAsk);
      services.composeRoomsSoon?.();
    }
  } finally {
    await releaseLease(db, JOB);
  }
  // The Brand Center names each file's size: every instance drops the pages it kept with the old one.
  if (drawn > 0) await announceSiteContentChange(db);
  return drawn;
}

/** Asks for brochures to be drawn again at the job's next run: the slots given, or every one offered. */
export async function askForBrochures(db: Database, slots: Slot[] | "all", now = new Date()): Promise<void> {
  const asked = slots === "all" ? await offeredSlots(db) : slots;
  if (asked.length === 0) return;
  await db
    .insert(brochures)
    .values(asked.map((slot) => ({ ...slot, wantedAt: now })))
    .onConflictDoUpdate({ target: [brochures.language, brochures.scope], set: { wantedAt: now } });
}

export type FoundBrochure =
  | { state: "ready"; etag: string; bytes: number; contentDisposition: string; file: StoredObject }
  /** Not drawn yet (or its file lost): the buyer is asked to come back in a moment. */
  | { state: "preparing"; title: string | null };

/**
 * A brochure as a buyer asks for it: the whole catalogue's (`categorySlug` null) or a visible category's, in a
 * language; the newest file drawn, even while a newer one is being drawn. Null for a category buyers cannot see.
 */
export async function findBrochure(
  db: Database,
  storage: Storage,
  language: Language,
  categorySlug: string | null,
): Promise<FoundBrochure | null> {
  let category: { id: string; slug: string; title: string } | null = null;
  if (categorySlug !== null) {
    const [row] = await db
      .select()
      .from(categories)
      .where(and(eq(categories.slug, categorySlug), eq(categories.visible, true)))
      .limit(1);
    if (!row) return null;
    category = { id: row.id, slug: row.slug, title: ownerText(categoryTitle(row), language) };
  }
  const slot = { language, scope: category?.id ?? WHOLE_CATALOGUE };
  const [row] = await db.select().from(brochures).where(slotWhere(slot)).limit(1);
  const file = row?.fileKey ? await storage.get(row.fileKey) : null;
  if (!row?.fileKey || !row.fingerprint || !file) {
    // A file the storage lost is drawn again, whether or not this instance draws brochures by itself.
    if (row?.fileKey && !row.wantedAt) await askForBrochures(db, [slot]);
    return { state: "preparing", title: category?.title ?? null };
  }
  return {
    state: "ready",
    etag: `"${row.fingerprint.slice(0, 40)}"`,
    bytes: file.size,
    contentDisposition: brochureContentDisposition(language, category),
    file,
  };
}

/** The size of each brochure drawn in a language, by scope: what the Brand Center shows beside its links. */
export async function brochureSizes(db: Database, language: Language): Promise<Record<string, number>> {
  const rows = await db
    .select({ scope: brochures.scope, bytes: brochures.bytes })
    .from(brochures)
    .where(and(eq(brochures.language, language), sql`${brochures.fileKey} is not null`));
  return Object.fromEntries(rows.flatMap((row) => (row.bytes === null ? [] : [[row.scope, row.bytes]])));
}

export type BrochureStatus = "current" | "stale" | "wanted" | "missing" | "failed";

export type BrochureState = Slot & {
  status: BrochureStatus;
  bytes: number | null;
  products: number | null;
  roomsMissing: number;
  buildMs: number | null;
  builtAt: Date | null;
  error: string | null;
};

/** Every brochure offered now and how it stands, for the dashboard, in the order buyers find them. */
export async function brochureStates(db: Database): Promise<BrochureState[]> {
  const [slots, rows, version] = await Promise.all([offeredSlots(db), db.select().from(brochures), siteContentVersionReader(db)()]);
  return slots.map((slot) => {
    const row = rows.find((candidate) => sameSlot(candidate, slot));
    const status: BrochureStatus = row?.wantedAt
      ? "wanted"
      : row?.error
        ? "failed"
        : !row?.fileKey
          ? "missing"
          : (row.contentVersion ?? -1) < version
            ? "stale"
            : "current";
    return {
      ...slot,
      status,
      bytes: row?.bytes ?? null,
      products: row?.products ?? null,
      roomsMissing: row?.roomsMissing ?? 0,
      buildMs: row?.buildMs ?? null,
      builtAt: row?.builtAt ?? null,
      error: row?.error ?? null,
    };
  });
}

/** Drawing waits this long after a change, so an owner saving product after product starts it once. */
const DEBOUNCE_MS = 30_000;
/** …but no longer than this after the first change of a busy session. */
const MOST_DELAY_MS = 5 * 60_000;

/**
 * Draws brochures in the background, one at a time: after a catalogue change (debounced), when the dashboard asks, and
 * every few minutes for what another instance was told. With `automatic` false, only what the dashboard asks for.
 */
export function createBrochureWorker(
  services: BrochureServices & { automatic: boolean; firstCheckMs?: number; checkEveryMs?: number; debounceMs?: number },
): { contentChanged: () => void; buildSoon: () => void; stop: () => Promise<void> } {
  const { automatic, firstCheckMs = 60_000, checkEveryMs = 5 * 60_000, debounceMs = DEBOUNCE_MS, ...context } = services;
  const worker = runPeriodically(
    (signal) =>
      buildDueBrochures(context, { automatic, signal }).catch((error: unknown) =>
        context.log({ level: "error", event: "brochure.job-failed", error: String(error) }),
      ),
    { firstCheckMs, checkEveryMs },
  );
  let timer: ReturnType<typeof setTimeout> | undefined;
  let firstChangeAt: number | null = null;
  return {
    contentChanged() {
      if (!automatic) return;
      firstChangeAt ??= Date.now();
      clearTimeout(timer);
      const wait = Math.max(0, Math.min(debounceMs, firstChangeAt + MOST_DELAY_MS - Date.now()));
      timer = setTimeout(() => {
        firstChangeAt = null;
        worker.runSoon();
      }, wait);
      timer.unref();
    },
    buildSoon: worker.runSoon,
    async stop() {
      clearTimeout(timer);
      await worker.stop();
    },
  };
}

/** The slot a dashboard form names, or null when it is not offered now. */
export async function offeredSlot(db: Database, language: Language, scope: string): Promise<Slot | null> {
  const slots = await offeredSlots(db);
  return slots.find((slot) => sameSlot(slot, { language, scope })) ?? null;
}
