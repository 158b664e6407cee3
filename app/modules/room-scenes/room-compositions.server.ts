import { and, asc, count, eq, max, min, ne } from "drizzle-orm";
import path from "node:path";
import sharp, { type ResizeOptions } from "sharp";
import { findProjectFolder } from "~/config/project-folder.server";
import type { Database } from "~/database/client.server";
import { roomCompositions, type PhotoVariant } from "~/database/schema";
import { claimLease, releaseLease, runPeriodically } from "~/modules/jobs/periodic-jobs.server";
import { runInThread } from "~/modules/jobs/thread.server";
import type { Logger } from "~/modules/observability/logger.server";
import { AVIF_QUALITY, JPEG_QUALITY, readStored, WEBP_QUALITY } from "~/modules/storage/images.server";
import type { Storage, StoredObject } from "~/modules/storage/storage.server";
import type { RoomDrawing } from "./composition";
import {
  compositionFiles,
  compositionFingerprint,
  compositionSourceOf,
  largestJpeg,
  productForRooms,
  ROOM_FILES_PREFIX,
  visibleScene,
  type CompositionSource,
} from "./room-scenes.server";
import type { RgbaImage } from "./warp";

const JOB = "room-compositions";
/** Longer than one composition takes (seconds); renewed after each, so a dead instance holds the job this long at most. */
const LEASE_MS = 5 * 60_000;
/** The slab photo is read at most this long: more detail than a room at 1600 px can show. */
const SLAB_PIXELS_LONG_SIDE = 2400;
/** Lower than the library's AVIF effort: every composition is encoded by the background job, one after another. */
const AVIF_EFFORT = 2;

const compositionThread = path.join(
  findProjectFolder("app", path.join("modules", "room-scenes", "composition-thread.ts")),
  "modules",
  "room-scenes",
  "composition-thread.ts",
);

type CompositionContext = { db: Database; storage: Storage; log: Logger };

/** A composed room's file name in its address: the fingerprint, the width and the format. */
const FILE_NAME = /^([0-9a-f]{16})-(\d{2,5})\.(webp|avif|jpg)$/;

export type RoomImage = { file: StoredObject; composed: boolean };

/**
 * A composed room's file, asked for by its address: the composition when it exists; else, when the address names
 * the composition the product and scene ask for now, the empty room in the same size and format (or its JPEG),
 * and the composition is wanted. Null for an address that names nothing.
 */
export async function roomImage(
  { db, storage }: Pick<CompositionContext, "db" | "storage">,
  address: { sceneId: string; productId: string; fileName: string },
  /** Null for a look that asks for nothing (a HEAD, as link checkers send): the empty room answers, nothing is composed. */
  composeSoon: (() => void) | null,
): Promise<RoomImage | null> {
  const match = FILE_NAME.exec(address.fileName);
  if (!match) return null;
  const [, fingerprint, width, extension] = match;
  const composed = await storage.get(`${ROOM_FILES_PREFIX}${address.sceneId}/${address.fileName}`);
  if (composed) return { file: composed, composed: true };
  const [found, product] = await Promise.all([visibleScene(db, address.sceneId), productForRooms(db, address.productId)]);
  const source = found && product?.visible ? compositionSourceOf(found.scene, found.photo, product) : null;
  if (!found || !source || compositionFingerprint(source) !== fingerprint) return null;
  const format = extension === "jpg" ? "jpeg" : extension;
  const asked = compositionFiles(fingerprint!, found.scene.id, found.photo).find(
    (file) => file.format === format && file.width === Number(width),
  );
  if (!asked) return null;
  if (composeSoon) {
    await db
      .insert(roomCompositions)
      .values({ sceneId: found.scene.id, productId: product!.id, fingerprint: fingerprint! })
      .onConflictDoNothing();
    composeSoon();
  }
  const placeholder =
    found.photo.variants.find((variant) => variant.format === asked.format && variant.width === asked.width && !variant.crop) ??
    found.photo.variants.find((variant) => variant.format === "webp" && variant.width === asked.width && !variant.crop) ??
    largestJpeg(found.photo.variants);
  const file = placeholder && (await storage.get(placeholder.key));
  return file ? { file, composed: false } : null;
}

async function rgbaOf(bytes: Buffer, resize?: ResizeOptions): Promise<RgbaImage> {
  const pipeline = sharp(bytes).rotate().ensureAlpha();
  const { data, info } = await (resize ? pipeline.resize(resize) : pipeline).raw().toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, data: new Uint8Array(data.buffer, data.byteOffset, data.length) };
}

/**
 * Draws a room on a thread of its own: the drawing is seconds of arithmetic, which on the server's own thread would
 * hold every request waiting meanwhile. Stopping ends the thread at once; nothing of it is kept.
 */
const composeInThread = (drawing: RoomDrawing, signal?: AbortSignal) =>
  runInThread<RgbaImage>(compositionThread, drawing, { signal, what: "a room" });

/**
 * Draws the product's slab on the scene and stores every file of the composition; answers them. Stopping the server
 * ends the drawing at once and waits for a file being encoded only: each file is whole, and the composition stays
 * wanted for the next start.
 */
async function compose(storage: Storage, source: CompositionSource, files: PhotoVariant[], signal?: AbortSignal): Promise<PhotoVariant[]> {
  const [sceneBytes, slabBytes] = await Promise.all([
    readStored(storage, source.scenePhotoKey),
    readStored(storage, source.productPhotoKey),
  ]);
  if (!sceneBytes || !slabBytes)
    throw new Error(`A photo to compose from is missing: ${sceneBytes ? source.productPhotoKey : source.scenePhotoKey}`);
  const scene = await rgbaOf(sceneBytes);
  const slab = await rgbaOf(slabBytes, {
    width: SLAB_PIXELS_LONG_SIDE,
    height: SLAB_PIXELS_LONG_SIDE,
    fit: "inside",
    withoutEnlargement: true,
  });
  const composed = await composeInThread({ scene, slab, slabLengthMm: source.slabLengthMm, surfaces: source.surfaces }, signal);
  const picture = () =>
    sharp(Buffer.from(composed.data.buffer, composed.data.byteOffset, composed.data.length), {
      raw: { width: composed.width, height: composed.height, channels: 4 },
    });
  for (const file of files) {
    signal?.throwIfAborted();
    const sized = picture().resize({ width: file.width }).removeAlpha();
    const encoded =
      file.format === "webp"
        ? await sized.webp({ quality: WEBP_QUALITY }).toBuffer()
        : file.format === "avif"
          ? await sized.avif({ quality: AVIF_QUALITY, effort: AVIF_EFFORT }).toBuffer()
          : await sized.jpeg({ quality: JPEG_QUALITY, mozjpeg: true }).toBuffer();
    await storage.put(file.key, encoded, `image/${file.format}`);
  }
  return files;
}

/**
 * Makes the wanted compositions, oldest first, while this instance holds the job's lease; several instances never
 * compose the same room twice. A composition whose product or scene changed since it was asked for is dropped (the
 * page now names another), and once one is made the older ones of the same product and scene are removed, their
 * files left to the clean-up's grace period for pages still cached with them. Answers how many it made.
 */
export async function composeWantedRooms(
  { db, storage, log }: CompositionContext,
  { now = () => new Date(), signal }: { now?: () => Date; signal?: AbortSignal } = {},
): Promise<number> {
  if (!(await claimLease(db, JOB, now(), { intervalMs: 0, leaseMs: LEASE_MS }))) return 0;
  let made = 0;
  try {
    while (!signal?.aborted) {
      const [wanted] = await db
        .select()
        .from(roomCompositions)
        .where(eq(roomCompositions.status, "wanted"))
        .orderBy(asc(roomCompositions.requestedAt))
        .limit(1);
      if (!wanted) break;
      const of = and(eq(roomCompositions.sceneId, wanted.sceneId), eq(roomCompositions.productId, wanted.productId));
      const [found, product] = await Promise.all([visibleScene(db, wanted.sceneId), productForRooms(db, wanted.productId)]);
      const source = found && product ? compositionSourceOf(found.scene, found.photo, product) : null;
      if (!found || !source || compositionFingerprint(source) !== wanted.fingerprint) {
        await db.delete(roomCompositions).where(and(of, eq(roomCompositions.fingerprint, wanted.fingerprint)));
        continue;
      }
      const started = performance.now();
      try {
        const files = await compose(storage, source, compositionFiles(wanted.fingerprint, wanted.sceneId, found.photo), signal);
        await db.transaction(async (tx) => {
          await tx
            .update(roomCompositions)
            .set({ status: "ready", files, composedAt: now(), error: null })
            .where(and(of, eq(roomCompositions.fingerprint, wanted.fingerprint)));
          await tx.delete(roomCompositions).where(and(of, ne(roomCompositions.fingerprint, wanted.fingerprint)));
        });
        made += 1;
        log({ event: "rooms.composed", scene: wanted.sceneId, product: wanted.productId, ms: Math.round(performance.now() - started) });
      } catch (error) {
        if (signal?.aborted) break;
        // A photo sharp cannot read would otherwise be retried forever; the page keeps showing the empty room.
        await db
          .update(roomCompositions)
          .set({ status: "failed", error: String(error) })
          .where(and(of, eq(roomCompositions.fingerprint, wanted.fingerprint)));
        log({ level: "error", event: "rooms.compose-failed", scene: wanted.sceneId, product: wanted.productId, error: String(error) });
      }
      await claimLease(db, JOB, now(), { intervalMs: 0, leaseMs: LEASE_MS });
    }
  } finally {
    await releaseLease(db, JOB);
  }
  return made;
}

/** The most products the site health names whose rooms could not be drawn; the rest are alike. */
const FAILED_PRODUCTS_NAMED = 5;

export type RoomCompositionFacts = {
  waiting: number;
  oldestWaitingSince: Date | null;
  lastComposedAt: Date | null;
  /** Products whose pictures in a room could not be drawn (a photo that cannot be read), by their address. */
  failedProducts: string[];
};

/** How the drawing of rooms goes, for the site health: what waits and since when, the last one drawn, what failed. */
export async function roomCompositionFacts(db: Database): Promise<RoomCompositionFacts> {
  const [[waiting], [drawn], failed] = await Promise.all([
    db
      .select({ count: count(), since: min(roomCompositions.requestedAt) })
      .from(roomCompositions)
      .where(eq(roomCompositions.status, "wanted")),
    db.select({ at: max(roomCompositions.composedAt) }).from(roomCompositions),
    db
      .selectDistinct({ productId: roomCompositions.productId })
      .from(roomCompositions)
      .where(eq(roomCompositions.status, "failed"))
      .orderBy(asc(roomCompositions.productId))
      .limit(FAILED_PRODUCTS_NAMED),
  ]);
  return {
    waiting: waiting?.count ?? 0,
    oldestWaitingSince: waiting?.since ?? null,
    lastComposedAt: drawn?.at ?? null,
    failedProducts: failed.map((row) => row.productId),
  };
}

/** Composes as soon as a page's room is first asked for, and every minute for those asked on other instances. */
export function createRoomCompositionWorker(context: CompositionContext & { firstCheckMs?: number; checkEveryMs?: number }): {
  stop: () => Promise<void>;
  composeSoon: () => void;
} {
  const { firstCheckMs = 60_000, checkEveryMs = 60_000, ...jobContext } = context;
  const worker = runPeriodically(
    (signal) =>
      composeWantedRooms(jobContext, { signal }).catch((error: unknown) =>
        jobContext.log({ level: "error", event: "rooms.job-failed", error: String(error) }),
      ),
    { firstCheckMs, checkEveryMs },
  );
  return { stop: worker.stop, composeSoon: worker.runSoon };
}
