import { setImmediate as nextTurn } from "node:timers/promises";
import { sql } from "drizzle-orm";
import type { Database } from "~/database/client.server";
import { pageViews } from "~/database/schema";
import { insertCountedViews } from "./page-view-rollup.server";
import { classifyUserAgent, isBrowserVisit } from "./user-agent";
import { viewSourceFrom } from "./view-source";
import { addDays, calendarDateIn, startOfDay } from "./visit-stats";

/** `referrer` is the request's Referer header, null when it had none. */
export type PageViewInput = { url: URL; referrer: string | null; userAgent: string; ipAddress: string; userId: string | null };

export type PageViewRecorder = {
  record(view: PageViewInput): void;
  flush(): Promise<void>;
  stop(): Promise<void>;
};

/**
 * The rule for a page a visitor was shown (docs/requirements/dashboard.md#page-views), whether it was rendered or came from the page cache:
 * a GET answered below 500 to a person's browser, never a crawler's, a load tool's or a script's (nor a HEAD).
 * The user is looked up only when it counts.
 */
export async function recordDocumentView(
  recorder: PageViewRecorder,
  view: Omit<PageViewInput, "userId"> & { method: string; status: number; userId: () => Promise<string | null> },
): Promise<void> {
  if (view.method !== "GET" || view.status >= 500 || !isBrowserVisit(view.userAgent)) return;
  recorder.record({
    url: view.url,
    referrer: view.referrer,
    userAgent: view.userAgent,
    ipAddress: view.ipAddress,
    userId: await view.userId(),
  });
}

const MAX_URL_LENGTH = 2000;
const MAX_USER_AGENT_LENGTH = 512;
/**
 * Past this many unwritten views (only a database outage gets there: a batch takes milliseconds), new
 * ones are dropped and counted in the log rather than exhausting memory; a minute of heavy traffic fits.
 */
const MAX_BUFFERED = 200_000;

type PageViewRow = typeof pageViews.$inferInsert;

export function toPageViewRow(view: PageViewInput, at: Date): PageViewRow {
  const userAgent = view.userAgent.slice(0, MAX_USER_AGENT_LENGTH);
  return {
    url: view.url.href.slice(0, MAX_URL_LENGTH),
    urlOrigin: view.url.origin,
    urlPathname: view.url.pathname.slice(0, MAX_URL_LENGTH),
    ...classifyUserAgent(userAgent),
    userAgent,
    userId: view.userId,
    ipAddress: view.ipAddress.slice(0, 64),
    ...viewSourceFrom(view.url, view.referrer),
    createdAt: at,
  };
}

/** Each stored column of a recorded view with its SQL type. */
const storedColumns = {
  url: "text",
  urlOrigin: "text",
  urlPathname: "text",
  deviceType: "text",
  sourceType: "text",
  sourceFrom: "text",
  userAgent: "text",
  userId: "uuid",
  ipAddress: "text",
  country: "text",
  productId: "text",
  referrerHost: "text",
  utmSource: "text",
  utmMedium: "text",
  utmCampaign: "text",
  createdAt: "timestamptz",
} satisfies Partial<Record<keyof PageViewRow, string>>;
const storedKeys = Object.keys(storedColumns) as (keyof typeof storedColumns)[];

/**
 * Stores views of one day, counted in the same statement (see `insertCountedViews`). The rows go in as
 * one JSON parameter: drizzle's parameterised multi-row insert spent more processor time building the
 * statement than the database spent storing it, and capped ingestion well below the rate asked
 * (docs/benchmarks/019-visit-analysis-at-scale.md, "How page views are written").
 */
async function insertBatch(db: Database, day: string, rows: PageViewRow[]) {
  const targets = storedKeys.map((key) => sql.identifier(pageViews[key].name));
  const fields = storedKeys.map((key) => sql.identifier(key));
  const fieldTypes = storedKeys.map((key) => sql`${sql.identifier(key)} ${sql.raw(storedColumns[key])}`);
  await insertCountedViews(
    db,
    day,
    sql`
      insert into ${pageViews} (${sql.join(targets, sql`, `)}, ${sql.identifier(pageViews.rolledUp.name)})
      select ${sql.join(fields, sql`, `)}, true from json_to_recordset(${JSON.stringify(rows)}::json) as batch(${sql.join(fieldTypes, sql`, `)})
    `,
  );
}

/**
 * The day of the first buffered view, in the site's time zone, and how many views from the first, at
 * most `size`, were recorded on it: a batch holds one day's views, so it splits only at midnight.
 */
function firstDaysViews(buffer: { at: Date }[], size: number, timeZone: string): { day: string; views: number } {
  const day = calendarDateIn(buffer[0]!.at, timeZone);
  const start = startOfDay(day, timeZone).getTime();
  const end = startOfDay(addDays(day, 1), timeZone).getTime();
  let views = 1;
  while (views < Math.min(size, buffer.length) && buffer[views]!.at.getTime() >= start && buffer[views]!.at.getTime() < end) views += 1;
  return { day, views };
}

/**
 * Rows per insert. A batch's rows are made (user agent, source, country) and serialised on the server's
 * own thread, in one go, and then hold the database while they are stored. With PGlite in its own thread
 * (decision 030), `node scripts/bench/ingestion.mjs` measured views/s and the event loop's longest stall for
 * several sizes (docs/benchmarks/019-visit-analysis-at-scale.md, "How page views are written"): a batch of
 * 250 is well above the 5,000 views/s asked, and keeps each pause of the pages short.
 */
const ROWS_PER_WRITE = 250;

/**
 * Page views are buffered in memory and written in batches, so recording never adds a database
 * round trip to a page and a burst of traffic becomes a few multi-row inserts. `stop()` (on SIGTERM)
 * writes what is buffered; a crash loses at most the views of the last flush interval (see
 * docs/decisions/019-visit-analysis-at-scale.md).
 */
export function createPageViewRecorder(options: {
  db: Database;
  /** The site's time zone, whose calendar days the views are counted by. */
  timeZone: string;
  /** The visitor's country by address; looked up when a batch is written, so recording a view never waits for it. */
  countryOf?: (ipAddress: string) => Promise<string>;
  flushIntervalMs?: number;
  batchSize?: number;
  log?: (event: Record<string, unknown>) => void;
}): PageViewRecorder {
  const { db, timeZone, countryOf = async () => "", flushIntervalMs = 1000, batchSize = ROWS_PER_WRITE, log = () => {} } = options;
  let buffer: { view: PageViewInput; at: Date }[] = [];
  let dropped = 0;
  let inFlight: Promise<void> = Promise.resolve();
  let flushQueued = false;

  /**
   * Writes buffered views in batches: only whole batches (a batch filled), the views buffered when the write began
   * (the timer's tick), or all of them (a stop, or a caller's flush). Each write has a cost of its own (a transaction
   * and a statement that counts), so views arriving while a batch is written wait for the next whole one or the next
   * tick: a tick that wrote them too wrote one or two views at a time for as long as a page was asked for steadily,
   * and at 250 pages a second those writes took a quarter of the core (docs/benchmarks/041-quote-list-page.md).
   */
  async function writeBuffered(amount: "batches" | "buffered" | "all") {
    flushQueued = false;
    if (dropped > 0) {
      log({ level: "error", event: "page-views.dropped", views: dropped, pending: buffer.length });
      dropped = 0;
    }
    let owed = amount === "buffered" ? buffer.length : 0;
    while (buffer.length > 0 && (amount === "all" || owed > 0 || buffer.length >= batchSize)) {
      const { day, views } = firstDaysViews(buffer, batchSize, timeZone);
      const batch = buffer.slice(0, views);
      try {
        const located = await Promise.all(
          batch.map(async ({ view, at }) => {
            const row = toPageViewRow(view, at);
            return { ...row, country: await countryOf(row.ipAddress ?? "") };
          }),
        );
        await insertBatch(db, day, located);
        buffer = buffer.slice(batch.length);
        owed -= batch.length;
        // Requests waiting meanwhile send their queries before the next batch: on PGlite a write holds the database.
        await nextTurn();
      } catch (error) {
        log({ level: "error", event: "page-views.flush-failed", error: String(error), pending: buffer.length });
        return;
      }
    }
  }

  function flush(amount: "batches" | "buffered" | "all" = "all"): Promise<void> {
    inFlight = inFlight.then(() => writeBuffered(amount));
    return inFlight;
  }

  const timer = setInterval(() => void flush("buffered"), flushIntervalMs);
  timer.unref();

  return {
    record(view) {
      if (buffer.length >= MAX_BUFFERED) {
        dropped += 1;
        return;
      }
      // Read into a row when the batch is written, so a page pays only for this push.
      buffer.push({ view, at: new Date() });
      // One write queued at a time: while a batch is being written, the views arriving meanwhile wait for the next one.
      if (buffer.length >= batchSize && !flushQueued) {
        flushQueued = true;
        void flush("batches");
      }
    },
    flush: () => flush("all"),
    async stop() {
      clearInterval(timer);
      await flush();
    },
  };
}
