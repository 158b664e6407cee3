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
      const recorder = createPageViewRecorder({ db: first.db, timeZone: "Asia/Shanghai", flushIntervalMs: 3_600_000, log: (event) => logged.push(event) });
      for (let i = 0; i < VIEWS; i += 1) {
        recorder.record({ url: new URL(`https://quartz.example/product/slab-${i % 40}`), referrer: null, userAgent: "Mozilla/5.0", ipAddress: "203.0.113.9", userId: null });
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
