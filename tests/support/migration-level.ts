import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePostgres } from "drizzle-orm/node-postgres";
import pg from "pg";
import { openDatabase, type DatabaseHandle } from "~/database/client.server";
import { migrateToLevel, migrationsFolder } from "~/database/migration-levels.server";
import { createPostgresDatabase, type DatabaseKind } from "./database";

type Journal = { entries: { idx: number; tag: string }[] };

/** The level of the migration named `tag` (`0024_quote-letterhead-line-size-names` is level 25: it is the 25th). */
export function levelAfter(tag: string): number {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, "meta", "_journal.json"), "utf8")) as Journal;
  const index = journal.entries.findIndex((entry) => entry.tag === tag);
  if (index < 0) throw new Error(`No migration ${tag}`);
  return index + 1;
}

export type DatabaseAtLevel = {
  /** Runs SQL as the older release would have, returning its rows. */
  query: <Row = Record<string, unknown>>(statement: string, params?: unknown[]) => Promise<Row[]>;
  /** Closes the older connection and opens the database the way the application does, which runs the later migrations. */
  upgrade: () => Promise<DatabaseHandle>;
};

/**
 * A database of `kind` as a release whose schema had `level` migrations left it, to write rows the way it did and then
 * see what the later migrations make of them. The handle `upgrade` returns drops the database when closed.
 */
export async function databaseAtLevel(kind: DatabaseKind, level: number): Promise<DatabaseAtLevel> {
  if (kind === "pglite") {
    const dataDir = mkdtempSync(path.join(tmpdir(), "quartz-older-"));
    const client = await PGlite.create(path.join(dataDir, "database"));
    await drizzlePglite({ client }).transaction((tx) => migrateToLevel(tx, level));
    return {
      query: async <Row>(statement: string, params?: unknown[]) => (await client.query<Row>(statement, params)).rows,
      upgrade: async () => {
        await client.close();
        const handle = await openDatabase({ dataDir });
        return { ...handle, close: async () => (await handle.close(), rmSync(dataDir, { recursive: true, force: true })) };
      },
    };
  }
  const created = await createPostgresDatabase({ unmigrated: true });
  const pool = new pg.Pool({ connectionString: created.url, max: 1 });
  await drizzlePostgres(pool).transaction((tx) => migrateToLevel(tx, level));
  return {
    query: async <Row>(statement: string, params?: unknown[]) => (await pool.query(statement, params)).rows as Row[],
    upgrade: async () => {
      await pool.end();
      const handle = await openDatabase({ url: created.url, dataDir: "" });
      return { ...handle, close: async () => (await handle.close(), await created.drop()) };
    },
  };
}
