/**
 * What of the database a backup holds, in which order, and how its rows travel: as each column's
 * PostgreSQL text form, so an archive moves between the embedded database and PostgreSQL unchanged.
 */
import { is, sql, type SQL } from "drizzle-orm";
import { getTableConfig, PgTable } from "drizzle-orm/pg-core";
import type { DatabaseExecutor } from "~/database/client.server";
import * as schema from "~/database/schema";

/**
 * Tables that describe this installation rather than the site: the record of its own archives (files
 * on its disk), the content version its page caches follow (a counter every instance starts from) and the
 * catalogue imports under way (their files on its disk).
 */
export const installationTables: readonly PgTable[] = [schema.backups, schema.siteContentVersion, schema.catalogueImports];
export const notBackedUp: ReadonlySet<unknown> = new Set(installationTables);

export function tableName(table: PgTable): string {
  const { schema: pgSchema, name } = getTableConfig(table);
  return pgSchema ? `${pgSchema}.${name}` : name;
}

export function columnNames(table: PgTable): string[] {
  return Object.values(getTableConfig(table).columns).map((column) => column.name);
}

/**
 * Every table the schema module exports, parents before children, so rows can be inserted in this
 * order and deleted in the reverse one. Discovered rather than listed so a table added later is backed up too.
 */
export function backupTables(): PgTable[] {
  const exported: unknown[] = Object.values(schema);
  const tables = exported.filter((value): value is PgTable => is(value, PgTable) && !notBackedUp.has(value));
  const parents = new Map(
    tables.map((table) => [
      table,
      new Set(
        getTableConfig(table)
          .foreignKeys.map((key) => key.reference().foreignTable)
          .filter((parent) => parent !== table),
      ),
    ]),
  );
  const ordered: PgTable[] = [];
  while (ordered.length < tables.length) {
    const waiting = tables.filter((table) => !ordered.includes(table));
    const ready = waiting.find((table) => [...parents.get(table)!].every((parent) => ordered.includes(parent)));
    // A foreign-key cycle cannot be ordered; taking the next table anyway at least makes progress.
    ordered.push(ready ?? waiting[0]!);
  }
  return ordered;
}

export async function rowsOf<T>(executor: DatabaseExecutor, query: SQL): Promise<T[]> {
  // Both drivers (pg and PGlite) answer a raw statement with `{ rows }`.
  return ((await executor.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * Rows travel as each column's PostgreSQL text form, as pg_dump does: exact for microsecond timestamps,
 * bigints past 2^53 and JSON null inside jsonb, and the same on PGlite and PostgreSQL. These settings make
 * that text unambiguous to read back.
 */
export async function useCanonicalTextFormats(tx: DatabaseExecutor): Promise<void> {
  await tx.execute(
    sql`select set_config('datestyle', 'ISO, YMD', true), set_config('intervalstyle', 'postgres', true), set_config('extra_float_digits', '3', true)`,
  );
}
