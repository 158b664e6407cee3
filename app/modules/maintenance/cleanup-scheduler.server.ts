import { eq } from "drizzle-orm";
import { maintenanceLeases } from "~/database/schema";
import type { Logger } from "~/modules/observability/logger.server";
import { countPageViews } from "~/modules/analytics/page-view-rollup.server";
import { claimLease, runPeriodically } from "~/modules/jobs/periodic-jobs.server";
import { cleanupJobs, type CleanupContext, type CleanupJob } from "./cleanup-jobs.server";

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

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
