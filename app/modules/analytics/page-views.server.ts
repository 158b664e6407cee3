import type { Database } from "~/database/client.server";
import { pageViews } from "~/database/schema";
import { classifyUserAgent } from "./user-agent";
import { viewSourceFrom } from "./view-source";

/** `referrer` is the request's Referer header, null when it had none. */
export type PageViewInput = { url: URL; referrer: string | null; userAgent: string; ipAddress: string; userId: string | null };

export type PageViewRecorder = {
  record(view: PageViewInput): void;
  flush(): Promise<void>;
  stop(): Promise<void>;
};

const MAX_URL_LENGTH = 2000;
const MAX_USER_AGENT_LENGTH = 512;
/** Past this many unwritten views (a database outage under load), new ones are dropped rather than exhausting memory. */
const MAX_BUFFERED = 50_000;

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

/**
 * Page views are buffered in memory and written in batches, so recording never adds a database
 * round trip to a page and a burst of traffic becomes a few multi-row inserts.
 */
export function createPageViewRecorder(options: {
  db: Database;
  /** The visitor's country by address; looked up when a batch is written, so recording a view never waits for it. */
  countryOf?: (ipAddress: string) => Promise<string>;
  flushIntervalMs?: number;
  batchSize?: number;
  log?: (event: Record<string, unknown>) => void;
}): PageViewRecorder {
  const { db, countryOf = async () => "", flushIntervalMs = 1000, batchSize = 500, log = () => {} } = options;
  let buffer: PageViewRow[] = [];
  let inFlight: Promise<void> = Promise.resolve();

  async function writeBuffered() {
    while (buffer.length > 0) {
      const batch = buffer.slice(0, batchSize);
      try {
        const located = await Promise.all(batch.map(async (row) => ({ ...row, country: await countryOf(row.ipAddress ?? "") })));
        await db.insert(pageViews).values(located);
        buffer = buffer.slice(batch.length);
      } catch (error) {
        log({ level: "error", event: "page-views.flush-failed", error: String(error), pending: buffer.length });
        return;
      }
    }
  }

  function flush(): Promise<void> {
    inFlight = inFlight.then(writeBuffered);
    return inFlight;
  }

  const timer = setInterval(() => void flush(), flushIntervalMs);
  timer.unref();

  return {
    record(view) {
      if (buffer.length >= MAX_BUFFERED) return;
      buffer.push(toPageViewRow(view, new Date()));
      if (buffer.length >= batchSize) void flush();
    },
    flush,
    async stop() {
      clearInterval(timer);
      await flush();
    },
  };
}
