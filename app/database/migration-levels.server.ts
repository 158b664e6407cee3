/**
 * The schema's levels: level N is the state the first N migrations of `drizzle/` leave, as drizzle-orm's migrator
 * records them in `drizzle.__drizzle_migrations` (one row per migration, `created_at` its journal time). Bringing a
 * database to a level here records it the same way, so the migrator the application runs at every open agrees.
 */
import path from "node:path";
import { sql, type SQL } from "drizzle-orm";
import { readMigrationFiles, type MigrationMeta } from "drizzle-orm/migrator";
import { findProjectFolder } from "~/config/project-folder.server";

export const migrationsFolder = findProjectFolder("drizzle", path.join("meta", "_journal.json"));

/** Whatever runs SQL: a database, an open transaction, or a bare drizzle connection without the app's schema. */
export type SqlRunner = { execute: (query: SQL) => PromiseLike<unknown> };

/** Every migration in journal order, with the hash and time drizzle-orm's migrator records for it. */
export function migrations(): MigrationMeta[] {
  return readMigrationFiles({ migrationsFolder });
}

/** The level this application's schema is at: how many migrations it has. */
export function latestLevel(): number {
  return migrations().length;
}

/** The level a database records (drizzle-orm counts it the same way: one row per applied migration). */
export async function recordedLevel(runner: SqlRunner): Promise<number> {
  // Both drivers (pg and PGlite) answer a raw statement with `{ rows }`.
  const result = (await runner.execute(sql`select count(*)::int as level from drizzle.__drizzle_migrations`)) as {
    rows: { level: number }[];
  };
  return result.rows[0]!.level;
}

/**
 * Runs the migrations a database lacks up to `level` and records each as drizzle-orm's migrator does (its
 * `PgDialect.migrate`: the file's hash, `created_at` its journal time, the same table created the same way), so the
 * application's next open finds them applied. It opens no transaction: run it inside one, so a failing migration
 * leaves nothing half done.
 */
export async function migrateToLevel(runner: SqlRunner, level: number): Promise<void> {
  const all = migrations();
  if (level > all.length) throw new Error(`There is no schema level ${level}: this application has ${all.length} migrations.`);
  await runner.execute(sql`create schema if not exists drizzle`);
  await runner.execute(
    sql`create table if not exists drizzle.__drizzle_migrations (id serial primary key, hash text not null, created_at bigint)`,
  );
  for (const migration of all.slice(await recordedLevel(runner), level)) {
    for (const statement of migration.sql) await runner.execute(sql.raw(statement));
    await runner.execute(
      sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${migration.hash}, ${migration.folderMillis})`,
    );
  }
}
