import { createHash } from "node:crypto";
import { constants } from "node:fs";
import { access } from "node:fs/promises";
import { StringDecoder } from "node:string_decoder";
import { sql } from "drizzle-orm";
import { getTableConfig, type PgTable } from "drizzle-orm/pg-core";
import type { Database, DatabaseExecutor } from "~/database/client.server";
import { sha256Hex } from "~/modules/crypto/sha256.server";
import type { Storage } from "~/modules/storage/storage.server";
import { BackupError, bufferOf, forEachEntry, mismatch, verifyArchive, type BackupSummary, type TableEntry } from "./backup-archive.server";
import { counted } from "./backup-report.server";
import { backupTables, columnNames, rowsOf, schemaLevel, tableName, useCanonicalTextFormats } from "./backup-tables.server";

const INSERT_ROWS = 500;
const INSERT_CHARACTERS = 4_000_000;

/** What the target already holds, as a phrase, or null when it is empty. */
async function describeContents(db: Database, storage: Storage): Promise<string | null> {
  const filled: string[] = [];
  for (const table of backupTables()) {
    const [row] = await rowsOf<{ rows: number }>(db, sql`select count(*)::int as rows from ${table}`);
    if (row!.rows > 0) filled.push(`${tableName(table)}: ${row!.rows}`);
  }
  const parts = filled.length > 0 ? [`rows in ${filled.join(", ")}`] : [];
  const files = (await storage.list()).length;
  if (files > 0) parts.push(counted(files, "stored file"));
  return parts.length > 0 ? parts.join("; ") : null;
}

type TargetColumn = { name: string; type: string; sequence: string | null };

function quotedName(table: PgTable): string {
  const { schema: pgSchema, name } = getTableConfig(table);
  return [pgSchema, name]
    .filter((part) => part !== undefined)
    .map((part) => `"${part.replaceAll('"', '""')}"`)
    .join(".");
}

/** The target's own column types (to cast the text back) and the sequences behind serial columns. */
async function targetColumns(tx: DatabaseExecutor, table: PgTable): Promise<Map<string, TargetColumn>> {
  const relation = quotedName(table);
  const columns = await rowsOf<TargetColumn>(
    tx,
    sql`select attname as name, format_type(atttypid, atttypmod) as type, pg_get_serial_sequence(${relation}, attname) as sequence
        from pg_attribute where attrelid = ${relation}::regclass and attnum > 0 and not attisdropped`,
  );
  return new Map(columns.map((column) => [column.name, column]));
}

async function insertRows(tx: DatabaseExecutor, table: PgTable, columns: TargetColumn[], lines: string[]): Promise<void> {
  const names = sql.join(
    columns.map((column) => sql.identifier(column.name)),
    sql`, `,
  );
  const values = sql.join(
    columns.map((column) => sql`(r ->> ${column.name}::text)::${sql.raw(column.type)}`),
    sql`, `,
  );
  await tx.execute(sql`insert into ${table} (${names}) select ${values} from json_array_elements(${`[${lines.join(",")}]`}::json) as r`);
}

/** Streams one table's JSON lines into it in batches, checking the bytes against the manifest as they pass. */
async function restoreTable(tx: DatabaseExecutor, table: PgTable, item: TableEntry, body: AsyncIterable<Buffer>): Promise<void> {
  const target = await targetColumns(tx, table);
  const columns = item.columns.map((name) => target.get(name)!);
  const hash = createHash("sha256");
  const decoder = new StringDecoder("utf8");
  let pending = "";
  let batch: string[] = [];
  let characters = 0;
  let rows = 0;
  const flush = async () => {
    if (batch.length === 0) return;
    await insertRows(tx, table, columns, batch);
    rows += batch.length;
    batch = [];
    characters = 0;
  };
  for await (const chunk of body) {
    hash.update(chunk);
    const lines = (pending + decoder.write(chunk)).split("\n");
    pending = lines.pop()!;
    for (const line of lines) {
      batch.push(line);
      characters += line.length;
      if (batch.length >= INSERT_ROWS || characters >= INSERT_CHARACTERS) await flush();
    }
  }
  await flush();
  if (hash.digest("hex") !== item.sha256) throw mismatch(item.entry);
  if (rows !== item.rows)
    throw new BackupError(`The archive is corrupt: "${item.entry}" holds ${rows} rows, its manifest says ${item.rows}.`);
  for (const column of columns.filter((candidate) => candidate.sequence !== null)) {
    // Rows came with their ids; without this the next insert would draw an id that is already taken. A sequence that
    // starts higher (quote request numbers from 1001) starts there again over an empty table.
    const id = sql.identifier(column.name);
    await tx.execute(
      sql`select setval(${column.sequence}::regclass, greatest(coalesce(max(${id}), 0) + 1, (select seqstart from pg_sequence where seqrelid = ${column.sequence}::regclass)), false) from ${table}`,
    );
  }
}

/**
 * Brings an instance back to the archive's state. Refuses an archive from a newer schema, a damaged one
 * (checked in full before anything changes) and, unless `force`, a target that already holds data; with
 * `force`, every row and every stored file not in the archive is removed. The database side is one transaction.
 */
export async function restoreBackup(
  db: Database,
  storage: Storage,
  inputPath: string,
  options: { force?: boolean } = {},
): Promise<BackupSummary> {
  await access(inputPath, constants.R_OK).catch(() => {
    throw new BackupError(`${inputPath} does not exist or cannot be read.`);
  });
  if (!options.force) {
    const contents = await describeContents(db, storage);
    if (contents)
      throw new BackupError(
        `The target instance is not empty (${contents}). Restore into a fresh instance, or pass --force to replace everything.`,
      );
  }
  const manifest = await verifyArchive(inputPath);
  const level = await schemaLevel(db);
  if (manifest.schemaLevel > level) {
    throw new BackupError(
      `The archive comes from a newer schema (level ${manifest.schemaLevel}) than this instance has (level ${level}). Upgrade the application first.`,
    );
  }
  const tables = backupTables();
  const tablesByName = new Map(tables.map((table) => [tableName(table), table]));
  for (const item of manifest.tables) {
    const table = tablesByName.get(item.name);
    if (!table) throw new BackupError(`The archive has a table "${item.name}" that this instance does not know.`);
    const columns = new Set(columnNames(table));
    const unknown = item.columns.find((column) => !columns.has(column));
    if (unknown) throw new BackupError(`The archive has a column "${item.name}.${unknown}" that this instance does not know.`);
  }
  const tableEntries = new Map(manifest.tables.map((item) => [item.entry, item]));
  const fileEntries = new Map(manifest.files.map((item) => [item.entry, item]));

  await db.transaction(async (tx) => {
    await useCanonicalTextFormats(tx);
    if (options.force) {
      for (const table of [...tables].reverse()) await tx.delete(table);
    }
    await forEachEntry(inputPath, async (header, body) => {
      const tableEntry = tableEntries.get(header.name);
      const fileEntry = fileEntries.get(header.name);
      if (tableEntry) {
        await restoreTable(tx, tablesByName.get(tableEntry.name)!, tableEntry, body);
      } else if (fileEntry) {
        const bytes = await bufferOf(body);
        // Checked again: the archive may have changed since it was verified, and a file is written as soon as it is read.
        if (sha256Hex(bytes) !== fileEntry.sha256) throw mismatch(fileEntry.entry);
        await storage.put(fileEntry.key, bytes, fileEntry.contentType);
      }
    });
  });

  if (options.force) {
    const keep = new Set(manifest.files.map((file) => file.key));
    for (const key of await storage.list()) {
      if (!keep.has(key)) await storage.delete(key);
    }
  }
  return { tables: manifest.tables.length, rows: manifest.totals.rows, files: manifest.totals.files, fileBytes: manifest.totals.fileBytes };
}
