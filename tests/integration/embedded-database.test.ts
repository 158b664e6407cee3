import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "~/database/client.server";

describe("the embedded database on a small server", () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "quartz-embedded-database-"));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it("is created on the first open and reopened with a small buffer pool (decision 025)", async () => {
    for (const open of ["first", "again"]) {
      const database = await openDatabase({ dataDir });
      try {
        expect(existsSync(path.join(dataDir, "database", "PG_VERSION")), open).toBe(true);
        const { rows } = (await database.db.execute(sql`show shared_buffers`)) as unknown as { rows: { shared_buffers: string }[] };
        expect(rows[0]!.shared_buffers, open).toBe("32MB");
      } finally {
        await database.close();
      }
    }
  }, 60_000);
});
