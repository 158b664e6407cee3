import { sql } from "drizzle-orm";
import { rowsOf } from "~/modules/operations/backup-tables.server";
import { describe, expect, it } from "vitest";
import { databaseAtLevel, levelAfter } from "../support/migration-level";
import { databaseKinds } from "../support/database";

describe.each(databaseKinds)("a database an older release left (%s)", (kind) => {
  it("runs only the migrations it lacks when the application opens it", async () => {
    const older = await databaseAtLevel(kind, levelAfter("0023_quote-terms-in-english"));
    expect(
      await older.query("select column_name from information_schema.columns where table_name = 'quotes' and column_name = 'letterhead'"),
    ).toEqual([]);
    const upgraded = await older.upgrade();
    try {
      const columns = await rowsOf(
        upgraded.db,
        sql`select column_name from information_schema.columns where table_name = 'quotes' and column_name = 'letterhead'`,
      );
      expect(columns).toHaveLength(1);
    } finally {
      await upgraded.close();
    }
  });
});
