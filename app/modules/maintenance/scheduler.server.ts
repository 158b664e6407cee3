import { eq, sql } from "drizzle-orm";
import type { Database } from "~/database/client.server";
import { maintenanceLeases } from "~/database/schema";
import type { Logger } from "~/modules/observability/logger.server";
import { cleanupJobs, type CleanupContext, type CleanupJob } from "./cleanup-jobs.server";

const HOUR_MS = 3_600_000;
/** Each job runs once per this interval, whichever instance gets to it. */
const JOB_INTERVAL_MS = 24 * HOUR_MS;
/** A lease outlives any run; an instance that dies mid-run only delays the job until it expires. */
const LEASE_MS = HOUR_MS;

/**
 * Claims `job` for this instance when it is due and nobody else runs it. One statement, so of two
 * instances asking at once (PostgreSQL serialises the conflicting upserts) exactly one gets it.
 */
async function claim(db: Database, job: string, now: Date): Promise<boolean> {
  const dueBefore = new Date(now.getTime() - JOB_INTERVAL_MS);
  const claimed = await db
    .insert(maintenanceLeases)
    .values({ job, leasedUntil: new Date(now.getTime() + LEASE_MS) })
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
    if (!(await claim(context.db, job.name, context.now))) continue;
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

/** Checks for due clean-up shortly after start and then every hour, off the request path. */
export function createCleanupScheduler(
  options: Omit<CleanupContext, "now"> & { log: Logger; firstCheckMs?: number; checkEveryMs?: number },
): { stop: () => Promise<void> } {
  const { firstCheckMs = 60_000, checkEveryMs = HOUR_MS, ...context } = options;
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;
  const check = () => {
    if (stopped) return;
    running = running.then(() => runDueCleanup({ ...context, now: new Date() })).catch(() => {});
  };
  const first = setTimeout(check, firstCheckMs);
  const every = setInterval(check, checkEveryMs);
  first.unref();
  every.unref();
  return {
    async stop() {
      stopped = true;
      clearTimeout(first);
      clearInterval(every);
      await running;
    },
  };
}
