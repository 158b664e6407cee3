import { mkdir, rm } from "node:fs/promises";
import path from "node:path";
import { and, desc, eq, inArray, max, min, sql } from "drizzle-orm";
import type { Config } from "~/config/config.server";
import type { Database } from "~/database/client.server";
import { backups } from "~/database/schema";
import { isUuid } from "~/database/uuid";
import { runPeriodically } from "~/modules/jobs/periodic-jobs.server";
import { messagesFor } from "~/i18n/catalogs";
import { enqueueMail } from "~/modules/mail/outbox.server";
import type { Logger } from "~/modules/observability/logger.server";
import { notificationRecipients } from "~/modules/site-settings/site-settings.server";
import { BACKUP_COPIES_PREFIX, type Storage } from "~/modules/storage/storage.server";
import { backupAttention, backupsToPrune, dueBackupDate, type BackupAttention } from "./backup-schedule";
import { verifyArchive } from "./backup-archive.server";
import { failureLine } from "./backup-report.server";
import { writeBackup } from "./backup-writer.server";

export type BackupServices = {
  db: Database;
  storage: Storage;
  config: Pick<Config, "dataDir" | "SITE_TIME_ZONE" | "BACKUP_TIME" | "BACKUP_RETENTION" | "PUBLIC_URL" | "OWNER_EMAILS" | "s3">;
  log: Logger;
};
export type BackupRecord = typeof backups.$inferSelect;

export function backupDirectory(dataDir: string): string {
  return path.join(dataDir, "backups");
}

/** A name that sorts by time and says what it is when found on a disk or in a bucket. */
function archiveName(at: Date): string {
  return `quartz-backup-${at.toISOString().replace(/[:.]/g, "-")}.tar.gz`;
}

/**
 * Writes, verifies and records one backup, then applies the retention rule. A scheduled backup
 * claims its day first: when another instance already has, this answers null without doing anything.
 */
export async function makeBackup(
  services: BackupServices,
  request: { trigger: "scheduled"; day: string } | { trigger: "manual" },
  now = new Date(),
): Promise<BackupRecord | null> {
  const { db, storage, config, log } = services;
  const fileName = archiveName(now);
  const [claimed] = await db
    .insert(backups)
    .values({ trigger: request.trigger, scheduledFor: request.trigger === "scheduled" ? request.day : null, fileName, startedAt: now })
    .onConflictDoNothing({ target: backups.scheduledFor })
    .returning();
  if (!claimed) return null;
  const directory = backupDirectory(config.dataDir);
  const file = path.join(directory, fileName);
  const started = performance.now();
  let outcome: Partial<BackupRecord>;
  try {
    await mkdir(directory, { recursive: true });
    const written = await writeBackup(db, storage, file);
    // The same check a restore makes first: an archive that would not restore is a failed backup.
    await verifyArchive(file);
    outcome = {
      status: "succeeded",
      bytes: written.archiveBytes,
      rows: written.rows,
      files: written.files,
      ...(await copyToBucket(services, file, fileName)),
    };
    log({
      event: "backup.done",
      trigger: request.trigger,
      file: fileName,
      bytes: written.archiveBytes,
      bucketKey: outcome.bucketKey,
      ms: Math.round(performance.now() - started),
    });
  } catch (error) {
    // A half-written archive goes; when even that fails (the folder is the problem) the failure is still recorded.
    await rm(file, { force: true }).catch(() => {});
    outcome = { status: "failed", error: failureLine(error) };
    log({ level: "error", event: "backup.failed", trigger: request.trigger, error: String(error) });
    await tellOwnersOfFailure(services, outcome.error!).catch((mailError: unknown) =>
      log({ level: "error", event: "backup.failure-mail-failed", error: String(mailError) }),
    );
  }
  const [record] = await db
    .update(backups)
    .set({ ...outcome, finishedAt: new Date() })
    .where(eq(backups.id, claimed.id))
    .returning();
  await pruneBackups(services).catch((error: unknown) => log({ level: "error", event: "backup.prune-failed", error: String(error) }));
  return record ?? null;
}

/**
 * With S3 storage, a copy of the archive goes to the bucket, off this machine. A copy that fails
 * leaves a good local archive: the backup stands, with the reason the owner is told about.
 */
async function copyToBucket(
  { storage, config, log }: BackupServices,
  file: string,
  fileName: string,
): Promise<Pick<BackupRecord, "bucketKey" | "error">> {
  if (!config.s3) return { bucketKey: null, error: null };
  const bucketKey = BACKUP_COPIES_PREFIX + fileName;
  try {
    await storage.putFile(bucketKey, file, "application/gzip");
    return { bucketKey, error: null };
  } catch (error) {
    log({ level: "error", event: "backup.copy-failed", error: String(error) });
    return { bucketKey: null, error: `The archive was written on the server but not copied to the bucket: ${failureLine(error)}` };
  }
}

/** In Chinese, the dashboard's default, since it goes to the owner addresses rather than to one person; it says what the banner says, with the page to open. */
async function tellOwnersOfFailure({ db, config }: BackupServices, reason: string) {
  const text = messagesFor("zh").admin.backups.failureMail;
  await enqueueMail(db, {
    to: await notificationRecipients(db, config.OWNER_EMAILS),
    subject: text.subject,
    text: text.text(reason, `${config.PUBLIC_URL}/dashboard/backups`),
  });
}

/** Deletes the archives the retention rule no longer keeps, with their records; failed attempts stay listed. */
export async function pruneBackups({ db, storage, config, log }: BackupServices): Promise<number> {
  const succeeded = await db
    .select({ id: backups.id, at: backups.startedAt, fileName: backups.fileName, bucketKey: backups.bucketKey })
    .from(backups)
    .where(eq(backups.status, "succeeded"));
  const pruned = new Set(backupsToPrune(succeeded, config.BACKUP_RETENTION, config.SITE_TIME_ZONE));
  if (pruned.size === 0) return 0;
  for (const backup of succeeded.filter((candidate) => pruned.has(candidate.id))) {
    await rm(path.join(backupDirectory(config.dataDir), backup.fileName), { force: true });
    if (backup.bucketKey) await storage.delete(backup.bucketKey);
  }
  await db.delete(backups).where(and(eq(backups.status, "succeeded"), inArray(backups.id, [...pruned])));
  log({ event: "backup.pruned", backups: pruned.size });
  return pruned.size;
}

/** Newest first; only those with a status when one is given. */
export function listBackups(db: Database, limit = 100, status?: BackupRecord["status"]): Promise<BackupRecord[]> {
  return db
    .select()
    .from(backups)
    .where(status ? eq(backups.status, status) : undefined)
    .orderBy(desc(backups.startedAt))
    .limit(limit);
}

/** What the dashboard's banner says about backups now, if anything. */
export async function readBackupAttention(db: Database, config: Pick<Config, "BACKUP_TIME">, now = new Date()): Promise<BackupAttention> {
  // Every dashboard page asks this, so it is one pass over a table the retention rule keeps small.
  const [history] = await db
    .select({
      newestStatus: sql<string | null>`(array_agg(${backups.status} order by ${backups.startedAt} desc))[1]`,
      newestError: sql<string | null>`(array_agg(${backups.error} order by ${backups.startedAt} desc))[1]`,
      newestAt: max(backups.startedAt),
      newestSuccessAt: sql<Date | null>`max(${backups.startedAt}) filter (where ${backups.status} = 'succeeded')`.mapWith(
        backups.startedAt,
      ),
      oldestAt: min(backups.startedAt),
    })
    .from(backups);
  return backupAttention(
    {
      newestAttempt:
        history?.newestAt && history.newestStatus
          ? { status: history.newestStatus, startedAt: history.newestAt, error: history.newestError }
          : undefined,
      newestSuccess: history?.newestSuccessAt ? { startedAt: history.newestSuccessAt } : undefined,
      oldestAttempt: history?.oldestAt ? { startedAt: history.oldestAt } : undefined,
    },
    config.BACKUP_TIME,
    now,
  );
}

/** Where a succeeded backup's archive lies on this machine; null for one that failed or still runs. */
export function archiveOf(dataDir: string, record: Pick<BackupRecord, "status" | "fileName">): string | null {
  return record.status === "succeeded" ? path.join(backupDirectory(dataDir), record.fileName) : null;
}

/** A record of this installation's backups, when it is one (ids are UUIDs; anything else is no record). */
export async function findBackup(db: Database, id: string): Promise<BackupRecord | null> {
  if (!isUuid(id)) return null;
  const [record] = await db.select().from(backups).where(eq(backups.id, id));
  return record ?? null;
}

const CHECK_EVERY_MS = 5 * 60_000;

/**
 * Checks every few minutes whether today's backup is due (BACKUP_TIME in the site's time zone) and,
 * if no instance has made it yet, makes it, off the request path.
 */
export function createBackupScheduler(
  services: BackupServices,
  options: { firstCheckMs?: number; checkEveryMs?: number } = {},
): { stop: () => Promise<void> } {
  const { firstCheckMs = 60_000, checkEveryMs = CHECK_EVERY_MS } = options;
  return runPeriodically(
    async () => {
      try {
        const day = dueBackupDate(new Date(), services.config.BACKUP_TIME, services.config.SITE_TIME_ZONE);
        if (!day) return;
        const [existing] = await services.db.select({ id: backups.id }).from(backups).where(eq(backups.scheduledFor, day));
        if (!existing) await makeBackup(services, { trigger: "scheduled", day });
      } catch (error) {
        services.log({ level: "error", event: "backup.schedule-failed", error: String(error) });
      }
    },
    { firstCheckMs, checkEveryMs },
  );
}
