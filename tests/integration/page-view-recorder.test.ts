import { rmSync } from "node:fs";
import { count } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openDatabase } from "~/database/client.server";
import { pageViews } from "~/database/schema";
import { createPageViewRecorder } from "~/modules/analytics/page-views.server";
import { createPostgresDatabase, databaseKinds, dataDirAfterFirstStart, type DatabaseKind } from "../support/database";

const VIEWS = 7_500;

/** A database that outlives its handle, so the test can close it as a stopping server does and open it again. */
async function durableDatabase(kind: DatabaseKind): Promise<{ options: Parameters<typeof openDatabase>[0]; drop: () => Promise<void> }> {
  if (kind === "pglite") {
    const dataDir = await dataDirAfterFirstStart("quartz-recorder-");
    return { options: { dataDir }, drop: async () => rmSync(dataDir, { recursive: true, force: true }) };
  }
  const created = await createPostgresDatabase();
  return { options: { url: created.url, dataDir: "" }, drop: created.drop };
}

describe.each(databaseKinds)("page-view recorder on %s", (kind) => {
  it("keeps every view recorded before a stop, across a restart", async () => {
    const database = await durableDatabase(kind);
    try {
      const first = await openDatabase(database.options);
      const logged: unknown[] = [];
      // A flush interval longer than the test: only full batches and stop() write.
      const recorder = createPageViewRecorder({
        db: first.db,
        timeZone: "Asia/Shanghai",
        flushIntervalMs: 3_600_000,
        log: (event) => logged.push(event),
      });
      for (let i = 0; i < VIEWS; i += 1) {
        recorder.record({
          url: new URL(`https://quartz.example/product/slab-${i % 40}`),
          referrer: null,
          userAgent: "Mozilla/5.0",
          ipAddress: "203.0.113.9",
          userId: null,
        });
      }
      await recorder.stop();
      await first.close();

      const reopened = await openDatabase(database.options);
      const [stored] = await reopened.db.select({ views: count() }).from(pageViews);
      await reopened.close();
      expect(stored?.views).toBe(VIEWS);
      expect(logged).toEqual([]);
    } finally {
      await database.drop();
    }
  });
});

describe("page-view recorder under a steady trickle of views", () => {
  it("writes each tick's views together, not the ones that arrive while it writes one or two at a time", async () => {
    const dataDir = await dataDirAfterFirstStart("quartz-recorder-");
    const opened = await openDatabase({ dataDir });
    try {
      let writes = 0;
      // Every write of views is a transaction of its own (it holds the counting lock).
      const db = new Proxy(opened.db, {
        get(target, property, receiver) {
          if (property !== "transaction") return Reflect.get(target, property, receiver);
          return (...args: Parameters<typeof target.transaction>) => {
            writes += 1;
            return target.transaction(...args);
          };
        },
      });
      const recorder = createPageViewRecorder({ db, timeZone: "Asia/Shanghai", flushIntervalMs: 200 });
      const view = {
        url: new URL("https://quartz.example/quote-list"),
        referrer: null,
        userAgent: "Mozilla/5.0",
        ipAddress: "203.0.113.9",
        userId: null,
      };
      // 300 views over about 1.5 s, one every 5 ms: a page asked for 200 times a second, each view arriving alone.
      for (let i = 0; i < 300; i += 1) {
        recorder.record(view);
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      await recorder.stop();
      const [stored] = await opened.db.select({ views: count() }).from(pageViews);
      expect(stored?.views).toBe(300);
      // About one write per tick (1.5 s / 200 ms) and the stop's; writing as views arrived took one write per view or two.
      expect(writes).toBeLessThanOrEqual(15);
    } finally {
      await opened.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
