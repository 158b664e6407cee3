import { and, eq, gt, min, sql } from "drizzle-orm";
import type { DatabaseHandle } from "~/database/client.server";
import type { Database } from "~/database/client.server";
import { posts, siteContentVersion } from "~/database/schema";
import type { Logger } from "~/modules/observability/logger.server";

/** The channel the `bump_site_content_version` trigger announces each committed change on. */
export const SITE_CONTENT_CHANNEL = "site_content_changed";

/** setTimeout cannot wait longer than about 24.8 days; a later publication is looked at again then. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

/** Reads the site content version; prepared once, because on PostgreSQL every cached page served waits for such a read. */
export function siteContentVersionReader(db: Database): () => Promise<number> {
  const query = db
    .select({ version: siteContentVersion.version })
    .from(siteContentVersion)
    .where(eq(siteContentVersion.id, 1))
    .prepare("read_site_content_version");
  return async () => (await query.execute())[0]?.version ?? 0;
}

/**
 * Tells every instance that what pages show changed with no write to a table they read (a brochure drawn, whose size the
 * Brand Center shows): each drops the pages it keeps, as after a lost notification connection.
 */
export async function announceSiteContentChange(db: Database): Promise<void> {
  await db.execute(sql`select pg_notify(${SITE_CONTENT_CHANNEL}, '')`);
}

/**
 * A read that began after the call, shared by every call made while it waits: with many instances
 * a notification can arrive a moment after the next request, so a page is served only once a read
 * that began after the request arrived confirms the version. Under load one read serves many requests.
 */
export function coalescedFreshReads<T>(read: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | undefined;
  let queued: Promise<T> | undefined;
  function start(): Promise<T> {
    const reading = read().finally(() => {
      if (running === reading) running = undefined;
    });
    running = reading;
    return reading;
  }
  return () => {
    if (!running) return start();
    // The read under way may have begun before this call; wait for the next one.
    queued ??= running
      .catch(() => {})
      .then(() => {
        queued = undefined;
        return start();
      });
    return queued;
  };
}

/**
 * Calls `onChange` whenever what buyers see may have changed: a write to a table they see, on this
 * instance or another (the trigger's notification), a lost notification connection coming back, and
 * the moment a scheduled news post becomes public, which no write announces.
 */
export async function watchSiteContent(options: {
  database: Pick<DatabaseHandle, "db" | "listen">;
  /** With the new version when a write announced it, or null when it is not known (a lost connection, a publication time). */
  onChange: (version: number | null) => void;
  log: Logger;
  now?: () => Date;
}): Promise<{ stop: () => Promise<void> }> {
  const { database, onChange, log, now = () => new Date() } = options;
  let publicationTimer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  async function nextScheduledPublication(): Promise<Date | null> {
    const [row] = await database.db
      .select({ at: min(posts.publishedAt) })
      .from(posts)
      .where(and(eq(posts.status, "published"), gt(posts.publishedAt, now())));
    return row?.at ?? null;
  }

  function changed(payload?: string | null) {
    const version = Number(payload);
    onChange(payload && Number.isSafeInteger(version) ? version : null);
    void scheduleNextPublication();
  }

  async function scheduleNextPublication() {
    try {
      const at = await nextScheduledPublication();
      clearTimeout(publicationTimer);
      publicationTimer = undefined;
      if (stopped || !at) return;
      // One millisecond late: timers run on the event loop's clock, which lags the wall clock by up to a millisecond, so a
      // timer due exactly at `at` could find the post not yet public, set itself again and announce the change twice.
      publicationTimer = setTimeout(() => changed(null), Math.min(Math.max(at.getTime() - now().getTime(), 0) + 1, LONGEST_TIMER_MS));
      publicationTimer.unref();
    } catch (error) {
      log({ level: "error", event: "page-cache.schedule-failed", error: String(error) });
    }
  }

  const unlisten = await database.listen(SITE_CONTENT_CHANNEL, changed);
  await scheduleNextPublication();
  return {
    async stop() {
      stopped = true;
      clearTimeout(publicationTimer);
      await unlisten();
    },
  };
}
