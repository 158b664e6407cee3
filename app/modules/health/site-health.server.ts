import { readdir, stat, statfs } from "node:fs/promises";
import path from "node:path";
import { and, count, eq, gte, max, min, sql, type SQL } from "drizzle-orm";
import type { Config } from "~/config/config.server";
import type { Database } from "~/database/client.server";
import { mailOutbox, pageViewDays, pageViews } from "~/database/schema";
import { addDays, calendarDateIn } from "~/modules/analytics/visit-stats";
import { isPlaceholderAddress, mailDeliveryProblems } from "~/modules/mail/delivery-problems.server";
import { placeholderCompanyFields } from "~/modules/site-settings/company-details.server";
import { backupDirectory, listBackups, readBackupAttention } from "~/modules/operations/scheduled-backups.server";
import { roomCompositionFacts } from "~/modules/room-scenes/room-compositions.server";
import { notificationRecipients, readSetting } from "~/modules/site-settings/site-settings.server";
import type { Storage } from "~/modules/storage/storage.server";
import migrationJournal from "../../../drizzle/meta/_journal.json";
import packageManifest from "../../../package.json";
import { judgeHealth, type HealthCheck, type HealthFacts, type MailOutboxFacts } from "./site-health";

/** Page views are most of what the database gains each day; a week smooths out a busy day. */
const GROWTH_SAMPLE_DAYS = 7;

export type HealthSources = {
  config: Config;
  /** Absent when the embedded database is held by the running server: the checks that read it are left out. */
  db: Database | null;
  storage: Storage;
  /** How the request being answered reached the site; absent on the command line. */
  arrivedAs?: { protocol: string; host: string };
  now?: Date;
};

/** Every check this process can make, judged. Never throws for a broken part: that part's check says so. */
export async function readSiteHealth(sources: HealthSources): Promise<HealthCheck[]> {
  const { config, db, storage, now = new Date() } = sources;
  const [disk, databaseSize, storageReachable] = await Promise.all([
    diskFacts(config.dataDir),
    databaseSizeBytes(config, db),
    storage.check().then(
      () => true,
      () => false,
    ),
  ]);
  const facts: Partial<HealthFacts> = {
    mail: {
      smtp: Boolean(config.SMTP_URL),
      folder: mailDeliveryProblems({ ...config, OWNER_EMAILS: [] })?.writtenToFolder ?? null,
      outbox: db && (await mailOutboxFacts(db)),
    },
    publicUrl: {
      publicUrl: config.PUBLIC_URL,
      https: config.PUBLIC_URL.startsWith("https:"),
      local: ["localhost", "127.0.0.1", "[::1]"].includes(new URL(config.PUBLIC_URL).hostname),
      arrivedAs: sources.arrivedAs ?? null,
    },
    disk: { dataDir: config.dataDir, ...disk },
    storage: { kind: config.s3 ? "s3" : "folder", reachable: storageReachable },
    // Bundled at build time, so they describe the release running, whatever is on disk now.
    version: {
      appVersion: packageManifest.version,
      appliedMigrations: db && (await countAppliedMigrations(db)),
      shippedMigrations: migrationJournal.entries.length,
    },
    timeZone: { timeZone: config.SITE_TIME_ZONE },
  };
  if (databaseSize !== null) {
    facts.database = {
      kind: config.DATABASE_URL ? "postgresql" : "embedded",
      sizeBytes: databaseSize,
      growthBytesPerDay: db && (await pageViewGrowthBytesPerDay(db, now, config.SITE_TIME_ZONE)),
      // A PostgreSQL server keeps its files on its own disk, which this process cannot see.
      freeDiskBytes: config.DATABASE_URL ? null : disk.freeBytes,
    };
  }
  if (db) {
    const [attention, [lastSuccess]] = await Promise.all([readBackupAttention(db, config, now), listBackups(db, 1, "succeeded")]);
    facts.backup = {
      attention,
      lastSuccessAt: lastSuccess?.startedAt ?? null,
      folder: backupDirectory(config.dataDir),
      bucket: config.s3 !== null,
    };
    const [company, owners, rooms] = await Promise.all([
      readSetting(db, "saideInfo"),
      notificationRecipients(db, config.OWNER_EMAILS),
      roomCompositionFacts(db),
    ]);
    facts.rooms = { ...rooms, composesHere: config.COMPOSE_ROOMS === "true" };
    facts.companyDetails = { placeholderFields: placeholderCompanyFields(company), placeholderOwners: owners.filter(isPlaceholderAddress) };
  }
  return judgeHealth(facts, now);
}

async function diskFacts(dataDir: string): Promise<{ freeBytes: number; totalBytes: number }> {
  const filesystem = await statfs(dataDir);
  // bavail, not bfree: the blocks reserved for root are no use to the site's unprivileged user.
  return { freeBytes: filesystem.bavail * filesystem.bsize, totalBytes: filesystem.blocks * filesystem.bsize };
}

async function databaseSizeBytes(config: Config, db: Database | null): Promise<number | null> {
  if (!config.DATABASE_URL) return folderSizeBytes(path.join(config.dataDir, "database"));
  if (!db) return null;
  const row = await firstRow<{ size: string }>(db, sql`select pg_database_size(current_database())::text as size`);
  return Number(row?.size ?? 0);
}

async function folderSizeBytes(folder: string): Promise<number> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch(() => []);
  const sizes = await Promise.all(
    entries
      .filter((entry) => entry.isFile())
      .map((entry) =>
        stat(path.join(entry.parentPath, entry.name)).then(
          (info) => info.size,
          () => 0,
        ),
      ),
  );
  return sizes.reduce((total, size) => total + size, 0);
}

/**
 * Bytes a day: the page views of the last complete week (their daily counts) at the table's average
 * size per row, indexes included. The rows are the planner's estimate, which VACUUM ANALYZE keeps
 * (autovacuum on PostgreSQL, every roll-up on the embedded database); counting ten million rows on
 * every dashboard load took seconds. A table never analysed yet is young and small, and counted.
 */
async function pageViewGrowthBytesPerDay(db: Database, now: Date, timeZone: string): Promise<number> {
  const today = calendarDateIn(now, timeZone);
  const row = await firstRow<{ recent: string; total: string; bytes: string }>(
    db,
    sql`select (select coalesce(sum(${pageViewDays.visits}), 0) from ${pageViewDays}
                where ${pageViewDays.day} >= ${addDays(today, -GROWTH_SAMPLE_DAYS)} and ${pageViewDays.day} < ${today})::text as recent,
               (select case when reltuples < 0 then (select count(*) from ${pageViews}) else reltuples::bigint end
                from pg_class where oid = 'page_views'::regclass)::text as total,
               pg_total_relation_size('page_views')::text as bytes`,
  );
  const total = Number(row?.total ?? 0);
  if (total === 0) return 0;
  return Math.round(((Number(row!.recent) / GROWTH_SAMPLE_DAYS) * Number(row!.bytes)) / total);
}

async function mailOutboxFacts(db: Database): Promise<MailOutboxFacts> {
  const [waiting, sent, lastFailure] = await Promise.all([
    db
      .select({ waiting: count(), oldest: min(mailOutbox.createdAt) })
      .from(mailOutbox)
      .where(eq(mailOutbox.status, "pending")),
    db
      .select({ lastSentAt: max(mailOutbox.sentAt) })
      .from(mailOutbox)
      .where(eq(mailOutbox.status, "sent")),
    db
      .select({ lastError: mailOutbox.lastError })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.status, "pending"), gte(mailOutbox.attempts, 1)))
      .orderBy(sql`${mailOutbox.nextAttemptAt} desc`)
      .limit(1),
  ]);
  return {
    waiting: waiting[0]?.waiting ?? 0,
    oldestWaitingSince: waiting[0]?.oldest ?? null,
    lastSentAt: sent[0]?.lastSentAt ?? null,
    lastError: lastFailure[0]?.lastError ?? null,
  };
}

/** Drizzle's migrator records each applied migration as a row of its own table. */
async function countAppliedMigrations(db: Database): Promise<number> {
  const row = await firstRow<{ applied: string }>(db, sql`select count(*)::text as applied from drizzle.__drizzle_migrations`);
  return Number(row?.applied ?? 0);
}

async function firstRow<Row>(db: Database, query: SQL): Promise<Row | undefined> {
  // Both drivers (node-postgres and PGlite) answer with `rows`; drizzle types a raw result as unknown.
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows[0];
}
