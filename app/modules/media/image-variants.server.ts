import { and, desc, eq, lt } from "drizzle-orm";
import type { Database } from "~/database/client.server";
import { media } from "~/database/schema";
import { updateProductPhotoVariants } from "./product-photo-copies.server";
import { catalogueImportApplying } from "~/modules/jobs/catalogue-import-activity.server";
import { claimLease, releaseLease, runPeriodically } from "~/modules/jobs/periodic-jobs.server";
import type { Logger } from "~/modules/observability/logger.server";
import { deriveVariants } from "~/modules/storage/images.server";
import type { Storage } from "~/modules/storage/storage.server";
import { addMissingDemoPhotoFiles } from "./demo-photos.server";

/**
 * What a catalogue import stores at once (decision 51): landscape WebP and a draft JPEG, from which the background job
 * makes the upload's JPEG, crops and share picture.
 */
export const IMPORT_VARIANT_RECIPE = 0;
/** What an upload stores at once: landscape WebP and JPEG, portrait WebP crops and the share picture. */
export const UPLOAD_VARIANT_RECIPE = 1;
/**
 * Recipe 2 adds an AVIF beside each WebP where smaller, and portrait crops for images stored before
 * uploads made them; recipe 3 the 1200 × 630 share picture for images stored before uploads made it.
 */
export const CURRENT_VARIANT_RECIPE = 3;

const JOB = "image-variants";
/** Longer than the slowest image takes (tens of seconds); renewed after each, so a dead instance holds the job this long at most. */
const LEASE_MS = 10 * 60_000;

type VariantJobContext = { db: Database; storage: Storage; log: Logger };

/**
 * Brings every image below the current recipe up to it, newest first (the image just uploaded for
 * the home page before years-old ones), while this instance holds the job's lease; several
 * instances never encode the same image twice. An image replaced meanwhile is left for the next
 * round under its new files. Answers how many images it brought up.
 */
export async function fillMissingVariants(
  { db, storage, log }: VariantJobContext,
  { now = () => new Date(), signal }: { now?: () => Date; signal?: AbortSignal } = {},
): Promise<number> {
  if (!(await claimLease(db, JOB, now(), { intervalMs: 0, leaseMs: LEASE_MS }))) return 0;
  let done = 0;
  try {
    // Stopping waits for the image under way only; a catalogue import being applied has the processor first
    // (docs/decisions/051-catalogue-spreadsheet.md), its thousands of new images waiting for the next round.
    while (!signal?.aborted && !(await catalogueImportApplying(db, now()))) {
      const [row] = await db
        .select({ id: media.id, baseKey: media.baseKey, variants: media.variants, recipe: media.variantRecipe })
        .from(media)
        .where(lt(media.variantRecipe, CURRENT_VARIANT_RECIPE))
        .orderBy(desc(media.createdAt), desc(media.id))
        .limit(1);
      if (!row) break;
      const started = performance.now();
      let variants = row.variants;
      try {
        // A committed picture (a demo photograph, one of the site's own) already has every file in demo-photos/.
        variants =
          (await addMissingDemoPhotoFiles(storage, row.baseKey, row.variants)) ??
          (await deriveVariants(storage, row.baseKey, row.variants, { draft: row.recipe === IMPORT_VARIANT_RECIPE }));
      } catch (error) {
        // A file sharp cannot read again would otherwise be retried forever; its image keeps the files it has.
        log({ level: "error", event: "media.variants-failed", id: row.id, error: String(error) });
      }
      await db.transaction(async (tx) => {
        const [updated] = await tx
          .update(media)
          .set({ variants, variantRecipe: CURRENT_VARIANT_RECIPE })
          .where(and(eq(media.id, row.id), eq(media.baseKey, row.baseKey)))
          .returning({ id: media.id });
        if (updated) await updateProductPhotoVariants(tx, row.baseKey, variants);
      });
      done += 1;
      log({
        event: "media.variants-derived",
        id: row.id,
        files: variants.length - row.variants.length,
        ms: Math.round(performance.now() - started),
      });
      await claimLease(db, JOB, now(), { intervalMs: 0, leaseMs: LEASE_MS });
    }
  } finally {
    await releaseLease(db, JOB);
  }
  return done;
}

/** Runs the job shortly after start (not delaying it) and then every minute, off the request path. */
export function createImageVariantWorker(context: VariantJobContext & { firstCheckMs?: number; checkEveryMs?: number }): {
  stop: () => Promise<void>;
} {
  const { firstCheckMs = 60_000, checkEveryMs = 60_000, ...jobContext } = context;
  return runPeriodically(
    (signal) =>
      fillMissingVariants(jobContext, { signal }).catch((error: unknown) =>
        jobContext.log({ level: "error", event: "media.variants-job-failed", error: String(error) }),
      ),
    { firstCheckMs, checkEveryMs },
  );
}
