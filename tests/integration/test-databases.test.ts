import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { categories, siteContentVersion } from "~/database/schema";
import { categoryRow } from "../support/content-rows";
import { openTestDatabase } from "../support/database";

/** The embedded databases the tests share within a worker (tests/support/database.ts) must each start as a new one. */
describe("a test's embedded database", () => {
  it("starts as the first start left it, whatever the file before it wrote, and refuses queries once closed", async () => {
    const first = await openTestDatabase("pglite");
    const versionAtStart = await first.db.select().from(siteContentVersion);
    await first.db.insert(categories).values(categoryRow({ id: "left-over", slug: "left-over", titleEn: "Left over" }));
    expect(await first.db.select().from(siteContentVersion)).not.toEqual(versionAtStart);
    await first.close();
    const refused = await first.db
      .select()
      .from(categories)
      .catch((error: unknown) => error);
    expect(String((refused as { cause?: unknown }).cause)).toContain("The test database was closed.");

    const next = await openTestDatabase("pglite");
    try {
      expect(await next.db.select().from(categories)).toEqual([]);
      expect(await next.db.select().from(siteContentVersion)).toEqual(versionAtStart);
    } finally {
      await next.close();
    }
  });

  it("is not handed on once a test changed its schema", async () => {
    const altered = await openTestDatabase("pglite");
    await altered.db.execute(sql`alter table categories add column left_over text`);
    await altered.close();
    const next = await openTestDatabase("pglite");
    try {
      const { rows } = (await next.db.execute(
        sql`select count(*)::int as columns from information_schema.columns where table_name = 'categories' and column_name = 'left_over'`,
      )) as unknown as { rows: { columns: number }[] };
      expect(rows[0]?.columns).toBe(0);
    } finally {
      await next.close();
    }
  });
});
