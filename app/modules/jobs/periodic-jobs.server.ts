/**
 * Background work that runs every so often on whichever instance gets to it: a lease in the database
 * lets exactly one instance run a job at a time, and a timer calls it without slowing a start.
 */
import { eq, sql } from "drizzle-orm";
import type { Database } from "~/database/client.server";
import { maintenanceLeases } from "~/database/schema";

const HOUR_MS = 60 * 60_000;
/** Each job runs once per this interval, whichever instance gets to it. */
const JOB_INTERVAL_MS = 24 * HOUR_MS;
/** A lease outlives any run; an instance that dies mid-run only delays the job until it expires. */
const LEASE_MS = HOUR_MS;

/**
 * Claims `job` for this instance when it is due (last finished at least `intervalMs` ago) and nobody
 * else runs it. One statement, so of two instances asking at once (PostgreSQL serialises the
 * conflicting upserts) exactly one gets it.
 */
export async function claimLease(
  db: Database,
  job: string,
  now: Date,
  { intervalMs = JOB_INTERVAL_MS, leaseMs = LEASE_MS } = {},
): Promise<boolean> {
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

/** Lets the next instance take a job at once rather than after its lease. */
export async function releaseLease(db: Database, job: string): Promise<void> {
  await db.update(maintenanceLeases).set({ leasedUntil: null }).where(eq(maintenanceLeases.job, job));
}

/**
 * Calls `run` after `firstCheckMs` (so a start is not slowed) and then every `checkEveryMs`, one call
 * at a time; `stop` aborts the signal, which a long run checks between steps, and waits for it.
 * `runSoon` asks for a call now, or right after the one under way, for work that has just arrived.
 */
export function runPeriodically(
  run: (signal: AbortSignal) => Promise<unknown>,
  { firstCheckMs, checkEveryMs }: { firstCheckMs: number; checkEveryMs: number },
): { stop: () => Promise<void>; runSoon: () => void } {
  const stopping = new AbortController();
  let running: Promise<unknown> | null = null;
  let askedMeanwhile = false;
  const check = () => {
    // A timer falling due while the last run is still busy is skipped, not queued behind it.
    if (stopping.signal.aborted || running) return;
    running = run(stopping.signal)
      .catch(() => {})
      .finally(() => {
        running = null;
        if (askedMeanwhile) {
          askedMeanwhile = false;
          check();
        }
      });
  };
  const first = setTimeout(check, firstCheckMs);
  const every = setInterval(check, checkEveryMs);
  first.unref();
  every.unref();
  return {
    runSoon() {
      if (running) askedMeanwhile = true;
      else check();
    },
    async stop() {
      stopping.abort();
      clearTimeout(first);
      clearInterval(every);
      await running;
    },
  };
}
