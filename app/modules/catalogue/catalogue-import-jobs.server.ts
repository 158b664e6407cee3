/**
 * A catalogue import as a background job (docs/decisions/051-catalogue-spreadsheet.md): the upload's files sit in the
 * data directory of the instance that received them, the job runs there, and its phase and progress live in the
 * database, where the dashboard of any instance polls them. A job whose heartbeat stopped (its process was killed) is
 * shown as interrupted and may be run again, which finishes it: the import is idempotent.
 */
import { rm } from "node:fs/promises";
import path from "node:path";
import { and, desc, eq, inArray, lt, or } from "drizzle-orm";
import { catalogueImports, type CatalogueImportStatus } from "~/database/schema";
import type { Database } from "~/database/client.server";
import { IMPORT_HEARTBEAT_STALE_MS } from "~/modules/jobs/catalogue-import-activity.server";
import type { Logger } from "~/modules/observability/logger.server";
import type { RevisionAuthor } from "~/modules/revisions/revisions";
import type { Storage } from "~/modules/storage/storage.server";
import { applyImport, checkImport, MAX_PROBLEMS_SHOWN, type ImportFiles, type ImportProgress } from "./catalogue-import.server";

/** A catalogue's sheet and photo zip in one upload: hundreds of megabytes of photos, streamed to disk. */
export const MAX_IMPORT_BYTES = 1024 * 1024 * 1024;
/** A running job writes its progress at least this often. */
const HEARTBEAT_MS = 1000;

export type ImportJobServices = { db: Database; storage: Storage; log: Logger; dataDir: string };
export type ImportJob = typeof catalogueImports.$inferSelect & { interrupted: boolean };

const running = new Set<string>();

/** Where an import's files are kept: under the data directory, named by the import. */
export const importFolder = (dataDir: string, id: string) => path.join(dataDir, "imports", id);

export function filesOf(dataDir: string, job: Pick<ImportJob, "folder" | "sheetName" | "zipName">): ImportFiles {
  const folder = path.join(dataDir, job.folder);
  return {
    sheet: path.join(folder, "sheet"),
    sheetKind: job.sheetName.toLowerCase().endsWith(".csv") ? "csv" : "xlsx",
    zip: job.zipName === null ? null : path.join(folder, "photos"),
  };
}

const isRunning = (status: CatalogueImportStatus) => status === "checking" || status === "applying";

function withInterrupted(row: typeof catalogueImports.$inferSelect, now = Date.now()): ImportJob {
  return {
    ...row,
    interrupted: isRunning(row.status) && !running.has(row.id) && now - row.heartbeatAt.getTime() > IMPORT_HEARTBEAT_STALE_MS,
  };
}

export async function readImport(db: Database, id: string): Promise<ImportJob | null> {
  const [row] = await db.select().from(catalogueImports).where(eq(catalogueImports.id, id));
  return row ? withInterrupted(row) : null;
}

export async function latestImport(db: Database): Promise<ImportJob | null> {
  const [row] = await db.select().from(catalogueImports).orderBy(desc(catalogueImports.createdAt)).limit(1);
  return row ? withInterrupted(row) : null;
}

/**
 * Records an upload whose files are in `importFolder(dataDir, id)` and starts its dry run. The files of earlier
 * imports that are not running are removed: only the newest import can be applied.
 */
export async function startImport(
  services: ImportJobServices,
  upload: { id: string; sheetName: string; zipName: string | null; createdBy: string },
): Promise<void> {
  const { db, dataDir } = services;
  const earlier = await db
    .select({ id: catalogueImports.id, folder: catalogueImports.folder })
    .from(catalogueImports)
    .where(inArray(catalogueImports.status, ["checked", "invalid", "applied", "failed"]));
  await Promise.all(earlier.map((job) => rm(path.join(dataDir, job.folder), { recursive: true, force: true })));
  await db.insert(catalogueImports).values({
    id: upload.id,
    sheetName: upload.sheetName,
    zipName: upload.zipName,
    folder: path.relative(dataDir, importFolder(dataDir, upload.id)),
    createdBy: upload.createdBy,
  });
  run(services, upload.id, "checking", null);
}

/** Applies a checked import, or runs an interrupted one again; false when it is not in a state to. */
export async function resumeImport(services: ImportJobServices, id: string, author: RevisionAuthor): Promise<boolean> {
  const stale = new Date(Date.now() - IMPORT_HEARTBEAT_STALE_MS);
  const [claimed] = await services.db
    .update(catalogueImports)
    .set({ status: "applying", heartbeatAt: new Date(), error: null, done: 0 })
    .where(
      and(
        eq(catalogueImports.id, id),
        or(
          eq(catalogueImports.status, "checked"),
          eq(catalogueImports.status, "failed"),
          and(inArray(catalogueImports.status, ["checking", "applying"]), lt(catalogueImports.heartbeatAt, stale)),
        ),
      ),
    )
    .returning({ id: catalogueImports.id });
  if (!claimed || running.has(id)) return false;
  run(services, id, "applying", author);
  return true;
}

/** Runs the job in the background; the request that started it answers at once. */
function run(services: ImportJobServices, id: string, phase: "checking" | "applying", author: RevisionAuthor): void {
  running.add(id);
  void runJob(services, id, phase, author).finally(() => running.delete(id));
}

async function runJob(services: ImportJobServices, id: string, phase: "checking" | "applying", author: RevisionAuthor) {
  const { db, log, dataDir } = services;
  const job = await readImport(db, id);
  if (!job) return;
  const files = filesOf(dataDir, job);
  let written = 0;
  const progress: ImportProgress = async (done, total) => {
    if (Date.now() - written < HEARTBEAT_MS && done < total) return;
    written = Date.now();
    await db.update(catalogueImports).set({ done, total, heartbeatAt: new Date() }).where(eq(catalogueImports.id, id));
  };
  const finish = (values: Partial<typeof catalogueImports.$inferInsert>) =>
    db
      .update(catalogueImports)
      .set({ ...values, heartbeatAt: new Date(), finishedAt: new Date() })
      .where(eq(catalogueImports.id, id));
  try {
    const result =
      phase === "checking" ? await checkImport(services, files, progress) : await applyImport(services, files, author, progress);
    if (!result.ok) {
      await finish({ status: "invalid", problems: result.problems.slice(0, MAX_PROBLEMS_SHOWN), total: result.problems.length });
      await rm(path.join(dataDir, job.folder), { recursive: true, force: true });
      return;
    }
    if (phase === "checking") {
      await finish({ status: "checked", summary: result.summary, finishedAt: null });
      return;
    }
    await finish({ status: "applied", summary: result.summary });
    await rm(path.join(dataDir, job.folder), { recursive: true, force: true });
    log({ event: "catalogue.imported", ...result.summary });
  } catch (error) {
    log({ event: "catalogue.import-failed", level: "error", error: error instanceof Error ? error.message : String(error) });
    await finish({ status: "failed", error: error instanceof Error ? error.message.slice(0, 500) : "failed" }).catch(() => {});
  }
}
