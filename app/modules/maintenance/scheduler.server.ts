import { eq, sql } from "drizzle-orm";
import type { Database } from "~/database/client.server";
import { maintenanceLeases } from "~/database/schema";
import type { Logger } from "~/modules/observability/logger.server";
import { countPageViews } from "~/modules/analytics/page-view-rollup.server";
import { cleanupJobs, type CleanupContext, type CleanupJob } from "./cleanup-jobs.server";

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
/** Each job runs once per this interval, whichever instance gets to it. */
const JOB_INTERVAL_MS = 24 * HOUR_MS;
/** A lease outlives any run; an instance that dies mid-run only delays the job until it expires. */
const LEASE_MS = HOUR_MS;

/**
 * Claims `job` for this instance when it is due (last finished at least `intervalMs` ago) and nobody
 * else runs it. One statement, so of two instances asking at once (PostgreSQL serialises the
 * conflicting upserts) exactly one gets it.
 */
export async function claimLease(db: Database, job: string, now: Date, { intervalMs = JOB_INTERVAL_MS, leaseMs = LEASE_MS } = {}): Promise<boolean> {
  const dueBefore = new Date(now.getTime() - intervalMs);
  const claimed = await db
    .insert(maintenanceLeases)
    .values({ job, leasedUntil: new Date(now.getTime() + leaseMs) })
    .onConflictDoUpdate({
      target: maintenanceLeases.job,
      set: { leasedUntil: sql`excluded.leased_until` },
      setWhere: sql`(${maintenanceLeases.leasedUntil} is null or ${maintenanceLeases.leasedUntil} < ${now.toISOString()}::timestamptz)
        and (${maintenanceLeases.lastFinishedAt} is null or ${maintenanceLeases.lastFinishedAt} <= ${dueBefore.toISOString()}::timestamptz)`,
    })
    .returning({ job: maintenanceLeases.job });
  return claimed.length > 0;
}

/** Runs every job that is due and unclaimed, one after the other; answers the names of those this call ran. */
export async function runDueCleanup(context: CleanupContext & { log: Logger }, jobs: CleanupJob[] = cleanupJobs): Promise<string[]> {
  const ran: string[] = [];
  for (const job of jobs) {
    if (!(await claimLease(context.db, job.name, context.now))) continue;
    let lastFinishedAt: Date | undefined;
    try {
      const outcome = await job.run(context);
      lastFinishedAt = context.now;
      context.log({ event: "cleanup.done", job: job.name, ...outcome });
      ran.push(job.name);
    } catch (error) {
      context.log({ level: "error", event: "cleanup.failed", job: job.name, error: String(error) });
    }
    // A failed job gives its lease back without a finish time, so the next check tries it again.
    await context.db
      .update(maintenanceLeases)
      .set({ leasedUntil: null, ...(lastFinishedAt && { lastFinishedAt }) })
      .where(eq(maintenanceLeases.job, job.name))
      .catch((error: unknown) => context.log({ level: "error", event: "cleanup.release-failed", job: job.name, error: String(error) }));
  }
  return ran;
}

/**
 * Checks for due clean-up shortly after start and then every hour, off the request path; and every
 * minute counts today's page views, so the visit analysis never groups more than a minute of raw rows.
 */
export function createCleanupScheduler(
  options: Omit<CleanupContext, "now"> & { log: Logger; firstCheckMs?: number; checkEveryMs?: number; countViewsEveryMs?: number },
): { stop: () => Promise<void> } {
  const { firstCheckMs = 60_000, checkEveryMs = HOUR_MS, countViewsEveryMs = MINUTE_MS, ...context } = options;
  const cleanup = runPeriodically(() => runDueCleanup({ ...context, now: new Date() }), { firstCheckMs, checkEveryMs });
  const viewCounter = runPeriodically(
    () =>
      countPageViews(context.db, { now: new Date(), timeZone: context.config.SITE_TIME_ZONE }).catch((error: unknown) =>
        context.log({ level: "error", event: "page-views.count-failed", error: String(error) }),
      ),
    { firstCheckMs: countViewsEveryMs, checkEveryMs: countViewsEveryMs },
  );
  return {
    async stop() {
      await Promise.all([cleanup.stop(), viewCounter.stop()]);
    },
  };
}

/**
 * Calls `run` after `firstCheckMs` (so a start is not slowed) and then every `checkEveryMs`, one call
 * at a time; `stop` aborts the signal, which a long run checks between steps, and waits for it.
 */
export function runPeriodically(run: (signal: AbortSignal) => Promise<unknown>, { firstCheckMs, checkEveryMs }: { firstCheckMs: number; checkEveryMs: number }): { stop: () => Promise<void> } {
  const stopping = new AbortController();
  let running: Promise<unknown> | null = null;
  const check = () => {
    // A check falling due while the last run is still busy is skipped, not queued behind it.
    if (stopping.signal.aborted || running) return;
    running = run(stopping.signal)
      .catch(() => {})
      .finally(() => (running = null));
  };
  const first = setTimeout(check, firstCheckMs);
  const every = setInterval(check, checkEveryMs);
  first.unref();
  every.unref();
  return {
    async stop() {
      stopping.abort();
      clearTimeout(first);
      clearInterval(every);
      await running;
    },
  };
}
