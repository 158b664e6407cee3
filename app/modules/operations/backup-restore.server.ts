import { createHash } from "node:crypto";
import { constants } from "node:fs";
import { access } from "node:fs/promises";
import { StringDecoder } from "node:string_decoder";
import { sql, type SQL } from "drizzle-orm";
import { getTableConfig } from "drizzle-orm/pg-core";
import type { Database, DatabaseExecutor } from "~/database/client.server";
import { migrateToLevel, recordedLevel } from "~/database/migration-levels.server";
import { siteContentVersion } from "~/database/schema";
import { sha256Hex } from "~/modules/crypto/sha256.server";
import { SITE_CONTENT_CHANNEL } from "~/modules/page-cache/content-version.server";
import type { Storage } from "~/modules/storage/storage.server";
import { BackupError, bufferOf, forEachEntry, mismatch, verifyArchive, type BackupSummary, type TableEntry } from "./backup-archive.server";
import { counted } from "./backup-report.server";
import { backupTables, columnNames, installationTables, rowsOf, tableName, useCanonicalTextFormats } from "./backup-tables.server";

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

/** A table the archive names ("name" or "schema.name") as SQL, and as the quoted text `regclass` reads. */
function relationOf(tableName: string): { relation: SQL; quoted: string } {
  const parts = tableName.split(".");
  return {
    relation: sql.join(
      parts.map((part) => sql.identifier(part)),
      sql`.`,
    ),
    quoted: parts.map((part) => `"${part.replaceAll('"', '""')}"`).join("."),
  };
}

/**
 * The target's own columns of an archived table (their types to cast the text back, the sequences behind serial
 * columns), read from the database as it stands, which may be at an older level than this application's schema.
 */
async function targetColumns(tx: DatabaseExecutor, item: TableEntry): Promise<TargetColumn[]> {
  const { quoted } = relationOf(item.name);
  const [known] = await rowsOf<{ known: boolean }>(tx, sql`select to_regclass(${quoted}) is not null as known`);
  if (!known!.known) throw new BackupError(`The archive has a table "${item.name}" that this instance does not know.`);
  const columns = await rowsOf<TargetColumn>(
    tx,
    sql`select attname as name, format_type(atttypid, atttypmod) as type, pg_get_serial_sequence(${quoted}, attname) as sequence
        from pg_attribute where attrelid = ${quoted}::regclass and attnum > 0 and not attisdropped`,
  );
  const byName = new Map(columns.map((column) => [column.name, column]));
  return item.columns.map((name) => {
    const column = byName.get(name);
    if (!column) throw new BackupError(`The archive has a column "${item.name}.${name}" that this instance does not know.`);
    return column;
  });
}

async function insertRows(tx: DatabaseExecutor, table: SQL, columns: TargetColumn[], lines: string[]): Promise<void> {
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
async function restoreTable(tx: DatabaseExecutor, item: TableEntry, body: AsyncIterable<Buffer>): Promise<void> {
  const columns = await targetColumns(tx, item);
  const table = relationOf(item.name).relation;
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

/** Where the target's tables wait while an older archive is restored beside them, until the transaction drops them. */
const REPLACED_SCHEMA = "replaced_by_restore";

/**
 * Starts restoring an archive from an older schema level: the target's tables move aside into a schema of their own
 * and the first `level` migrations build the archive's schema in their place, recorded as drizzle-orm records them, so
 * the rows load into the shape they were written from and the later migrations move them on exactly as they moved the
 * instances that were upgraded (docs/decisions/049-older-archives-restore-through-the-migrations.md).
 */
async function buildSchemaAtLevel(tx: DatabaseExecutor, level: number): Promise<void> {
  await tx.execute(sql`alter schema public rename to ${sql.identifier(REPLACED_SCHEMA)}`);
  await tx.execute(sql`create schema public`);
  await tx.execute(sql`delete from drizzle.__drizzle_migrations`);
  await migrateToLevel(tx, level);
}

/**
 * Ends restoring an older archive: the tables that describe this installation rather than the site (backup-tables:
 * notBackedUp) keep their rows from before, and the content version then rises past its old value, announced as
 * every change to the content is, so the page caches that follow it drop what they hold. The target's old tables go.
 */
async function keepInstallationRecords(tx: DatabaseExecutor): Promise<void> {
  const replaced = sql.identifier(REPLACED_SCHEMA);
  for (const table of installationTables) {
    const columns = sql.join(
      columnNames(table).map((column) => sql.identifier(column)),
      sql`, `,
    );
    await tx.delete(table);
    await tx.execute(
      sql`insert into ${table} (${columns}) select ${columns} from ${replaced}.${sql.identifier(getTableConfig(table).name)}`,
    );
  }
  await tx.execute(
    sql`with raised as (update ${siteContentVersion} set version = version + 1 returning version) select pg_notify(${SITE_CONTENT_CHANNEL}, version::text) from raised`,
  );
  await tx.execute(sql`drop schema ${replaced} cascade`);
}

/**
 * Brings an instance back to the archive's state. Refuses an archive from a newer schema, a damaged one
 * (checked in full before anything changes) and, unless `force`, a target that already holds data; with
 * `force`, every row and every stored file not in the archive is removed. An archive from an older schema level
 * is loaded at its level and then migrated up (`buildSchemaAtLevel`). The database side is one transaction.
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
  const level = await recordedLevel(db);
  if (manifest.schemaLevel > level) {
    throw new BackupError(
      `The archive comes from a newer schema (level ${manifest.schemaLevel}) than this instance has (level ${level}). Upgrade the application first.`,
    );
  }
  const older = manifest.schemaLevel < level;
  const tableEntries = new Map(manifest.tables.map((item) => [item.entry, item]));
  const fileEntries = new Map(manifest.files.map((item) => [item.entry, item]));

  await db.transaction(async (tx) => {
    await useCanonicalTextFormats(tx);
    if (older) await buildSchemaAtLevel(tx, manifest.schemaLevel);
    else if (options.force) {
      for (const table of [...backupTables()].reverse()) await tx.delete(table);
    }
    // The writer puts every table before the files: the rows are migrated up once they are all in, and before a file
    // is written, since stored files are not part of the transaction.
    let rowsMigrated = false;
    const migrateRows = async () => {
      if (rowsMigrated) return;
      await migrateToLevel(tx, level);
      rowsMigrated = true;
    };
    await forEachEntry(inputPath, async (header, body) => {
      const tableEntry = tableEntries.get(header.name);
      const fileEntry = fileEntries.get(header.name);
      if (tableEntry) {
        if (rowsMigrated)
          throw new BackupError(`The archive holds "${header.name}" after its stored files; a backup lists every table first.`);
        await restoreTable(tx, tableEntry, body);
      } else if (fileEntry) {
        await migrateRows();
        const bytes = await bufferOf(body);
        // Checked again: the archive may have changed since it was verified, and a file is written as soon as it is read.
        if (sha256Hex(bytes) !== fileEntry.sha256) throw mismatch(fileEntry.entry);
        await storage.put(fileEntry.key, bytes, fileEntry.contentType);
      }
    });
    await migrateRows();
    if (older) await keepInstallationRecords(tx);
  });

  if (options.force) {
    const keep = new Set(manifest.files.map((file) => file.key));
    for (const key of await storage.list()) {
      if (!keep.has(key)) await storage.delete(key);
    }
  }
  return { tables: manifest.tables.length, rows: manifest.totals.rows, files: manifest.totals.files, fileBytes: manifest.totals.fileBytes };
}
