import { cpSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "~/database/client.server";
import { createPostgresDatabase } from "../support/database";

/** The names installed databases were migrated under until the migrations were named after what they change (decision 034). */
const namesBefore: Record<string, string> = {
  "0001_rate-limits-visit-days-mail-token-links": "0001_issue-8",
  "0003_media-revisions-news-drafts": "0003_issue-9-content",
  "0008_content-version-visit-sources-backups": "0008_issue-11-caching-analytics-backups",
  "0009_fractional-product-order-visit-ranges": "0009_issue-15-13-ordering-visit-ranges",
  "0010_visit-totals-range-paths": "0010_issue-11-range-pages-view-totals",
  "0011_product-photos-by-media": "0011_issue-15-media-uses",
  "0012_ranked-visit-range-sums": "0012_issue-15-ranked-range-sums",
  "0013_product-title-indexes": "0013_issue-15-product-titles",
  "0014_use-counts-kept-by-triggers": "0014_issue-15-use-counts",
  "0015_pending-visit-sources": "0015_issue-11-pending-view-sources",
};

type Journal = { entries: { tag: string; when: number }[] };
type AppliedMigration = { hash: string; created_at: string };

/** The shipped migrations as they were named before: files and journal tags renamed back, contents untouched. */
function migrationsUnderOldNames(): string {
  const folder = mkdtempSync(path.join(tmpdir(), "quartz-old-migration-names-"));
  cpSync("drizzle", folder, { recursive: true });
  const journalPath = path.join(folder, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalPath, "utf8")) as Journal;
  for (const entry of journal.entries) {
    const old = namesBefore[entry.tag];
    if (!old) continue;
    renameSync(path.join(folder, `${entry.tag}.sql`), path.join(folder, `${old}.sql`));
    entry.tag = old;
  }
  writeFileSync(journalPath, JSON.stringify(journal, null, 2));
  return folder;
}

describe("migrations renamed after what they change", () => {
  const cleanUp: (() => unknown)[] = [];
  afterAll(async () => {
    for (const step of cleanUp.reverse()) await step();
  });

  it("names every renamed migration, and none after an issue any more", () => {
    const tags = (JSON.parse(readFileSync("drizzle/meta/_journal.json", "utf8")) as Journal).entries.map((entry) => entry.tag);
    expect(tags.filter((tag) => /issue/i.test(tag))).toEqual([]);
    expect(Object.keys(namesBefore).filter((tag) => !tags.includes(tag))).toEqual([]);
  });

  it("leave a database migrated under the old names as it was: nothing is applied twice", async () => {
    const oldFolder = migrationsUnderOldNames();
    cleanUp.push(() => rmSync(oldFolder, { recursive: true, force: true }));
    const created = await createPostgresDatabase({ unmigrated: true });
    cleanUp.push(created.drop);

    const client = new pg.Client({ connectionString: created.url });
    await client.connect();
    cleanUp.push(() => client.end());
    await migrate(drizzle(client), { migrationsFolder: oldFolder });
    const applied = async () =>
      (await client.query<AppliedMigration>("select hash, created_at from drizzle.__drizzle_migrations order by id")).rows;
    const underOldNames = await applied();
    expect(underOldNames).toHaveLength((JSON.parse(readFileSync("drizzle/meta/_journal.json", "utf8")) as Journal).entries.length);

    const reopened = await openDatabase({ url: created.url, dataDir: "" });
    await reopened.close();
    expect(await applied()).toEqual(underOldNames);
  });
});
