import { createHash } from "node:crypto";
import { once } from "node:events";
import { constants, createReadStream, createWriteStream } from "node:fs";
import { access, mkdtemp, open, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { StringDecoder } from "node:string_decoder";
import { createGunzip, createGzip } from "node:zlib";
import { DrizzleQueryError, is, sql, type SQL } from "drizzle-orm";
import { getTableConfig, PgTable } from "drizzle-orm/pg-core";
import { extract as tarExtract, pack as tarPack, type Header, type Pack } from "tar-stream";
import { z } from "zod";
import type { Config } from "~/config/config.server";
import { type Database, type DatabaseExecutor, type DatabaseHandle } from "~/database/client.server";
import * as schema from "~/database/schema";
import { openInstanceDatabase } from "~/modules/operations/data-dir-lock.server";
import { createStorage } from "~/modules/storage/create-storage.server";
import type { Storage } from "~/modules/storage/storage.server";
import { sha256Hex } from "~/modules/crypto/sha256.server";

const FORMAT = "quartz-catalogue-backup";
const FORMAT_VERSION = 1;
const MANIFEST = "manifest.json";
const FETCH_ROWS = 1000;
const INSERT_ROWS = 500;
const INSERT_CHARACTERS = 4_000_000;

/** A refusal worth one line to the operator: the archive or the target is not what a backup or restore needs. */
export class BackupError extends Error {}

export type BackupSummary = { tables: number; rows: number; files: number; fileBytes: number };

const checksummed = { entry: z.string().min(1), bytes: z.number().int().nonnegative(), sha256: z.string().regex(/^[0-9a-f]{64}$/) };
const manifestSchema = z.object({
  format: z.literal(FORMAT),
  formatVersion: z.number().int().positive(),
  createdAt: z.string(),
  schemaLevel: z.number().int().nonnegative(),
  tables: z.array(z.object({ ...checksummed, name: z.string().min(1), columns: z.array(z.string().min(1)).min(1), rows: z.number().int().nonnegative() })),
  files: z.array(z.object({ ...checksummed, key: z.string().min(1), contentType: z.string() })),
  totals: z.object({ rows: z.number().int().nonnegative(), files: z.number().int().nonnegative(), fileBytes: z.number().int().nonnegative() }),
});
type Manifest = z.infer<typeof manifestSchema>;
type TableEntry = Manifest["tables"][number];
type FileEntry = Manifest["files"][number];

function tableName(table: PgTable): string {
  const { schema: pgSchema, name } = getTableConfig(table);
  return pgSchema ? `${pgSchema}.${name}` : name;
}

/**
 * Every table the schema module exports, parents before children, so rows can be inserted in this
 * order and deleted in the reverse one. Discovered rather than listed so a table added later is backed up too.
 */
/**
 * Tables that describe this installation rather than the site: the record of its own archives (files
 * on its disk) and the content version its page caches follow (a counter every instance starts from).
 */
export const notBackedUp: ReadonlySet<unknown> = new Set([schema.backups, schema.siteContentVersion]);

export function backupTables(): PgTable[] {
  const exported: unknown[] = Object.values(schema);
  const tables = exported.filter((value): value is PgTable => is(value, PgTable) && !notBackedUp.has(value));
  const parents = new Map(
    tables.map((table) => [
      table,
      new Set(getTableConfig(table).foreignKeys.map((key) => key.reference().foreignTable).filter((parent) => parent !== table)),
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

async function rowsOf<T>(executor: DatabaseExecutor, query: SQL): Promise<T[]> {
  // Both drivers (pg and PGlite) answer a raw statement with `{ rows }`.
  return ((await executor.execute(query)) as unknown as { rows: T[] }).rows;
}

/** How many Drizzle migrations the database has applied; archives from a later schema cannot be restored. */
async function schemaLevel(executor: DatabaseExecutor): Promise<number> {
  const [row] = await rowsOf<{ level: number }>(executor, sql`select count(*)::int as level from drizzle.__drizzle_migrations`);
  return row!.level;
}

/**
 * Rows travel as each column's PostgreSQL text form, as pg_dump does: exact for microsecond timestamps,
 * bigints past 2^53 and JSON null inside jsonb, and the same on PGlite and PostgreSQL. These settings make
 * that text unambiguous to read back.
 */
async function useCanonicalTextFormats(tx: DatabaseExecutor): Promise<void> {
  await tx.execute(
    sql`select set_config('datestyle', 'ISO, YMD', true), set_config('intervalstyle', 'postgres', true), set_config('extra_float_digits', '3', true)`,
  );
}

/** Streams `body` into a new archive entry of exactly `size` bytes, returning its SHA-256. */
async function appendEntry(
  pack: Pack,
  header: { name: string; size: number; mtime: Date },
  body: AsyncIterable<Uint8Array> | Iterable<Uint8Array>,
): Promise<string> {
  const hash = createHash("sha256");
  await new Promise<void>((resolve, reject) => {
    const sink = pack.entry(header, (error) => (error ? reject(error) : resolve()));
    (async () => {
      for await (const chunk of body) {
        hash.update(chunk);
        if (!sink.write(chunk)) await once(sink, "drain");
      }
      sink.end(null); // streamx's typings insist on an argument; null adds no data
    })().catch((error: unknown) => sink.destroy(error instanceof Error ? error : new Error(String(error))));
  });
  return hash.digest("hex");
}

/** Dumps every table to a JSON-lines file in `workDir` from one consistent snapshot, so a running PostgreSQL instance can be backed up. */
async function dumpTables(db: Database, workDir: string): Promise<{ level: number; tables: (TableEntry & { file: string })[] }> {
  return db.transaction(
    async (tx) => {
      await useCanonicalTextFormats(tx);
      const level = await schemaLevel(tx);
      const tables: (TableEntry & { file: string })[] = [];
      for (const [index, table] of backupTables().entries()) {
        const name = tableName(table);
        const columns = Object.values(getTableConfig(table).columns).map((column) => column.name);
        const file = path.join(workDir, `${index}.jsonl`);
        const output = await open(file, "w");
        const hash = createHash("sha256");
        let rows = 0;
        let bytes = 0;
        try {
          const asText = sql.join(columns.map((column) => sql`${sql.identifier(column)}::text as ${sql.identifier(column)}`), sql`, `);
          await tx.execute(sql`declare backup_rows no scroll cursor for select row_to_json(r)::text as line from (select ${asText} from ${table}) r`);
          for (;;) {
            const batch = await rowsOf<{ line: string }>(tx, sql`fetch forward ${sql.raw(String(FETCH_ROWS))} from backup_rows`);
            if (batch.length === 0) break;
            const text = Buffer.from(batch.map((row) => `${row.line}\n`).join(""));
            hash.update(text);
            await output.write(text);
            rows += batch.length;
            bytes += text.length;
          }
          await tx.execute(sql`close backup_rows`);
        } finally {
          await output.close();
        }
        tables.push({ name, entry: `tables/${name}.jsonl`, columns, rows, bytes, sha256: hash.digest("hex"), file });
      }
      return { level, tables };
    },
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
}

/** Writes one .tar.gz holding every table's rows, every stored file and a manifest with their checksums. */
export async function writeBackup(db: Database, storage: Storage, outputPath: string): Promise<BackupSummary & { archiveBytes: number }> {
  const createdAt = new Date();
  // Table dumps are staged beside the output: tar needs each entry's size up front, and that disk has room for the archive anyway.
  const folder = path.dirname(path.resolve(outputPath));
  const workDir = await mkdtemp(path.join(folder, ".backup-")).catch((error: unknown) => {
    throw new BackupError(`Cannot write in ${folder} (${error instanceof Error && "code" in error ? String(error.code) : String(error)}).`);
  });
  const partialPath = path.join(workDir, "archive.tar.gz");
  try {
    const dump = await dumpTables(db, workDir);
    const pack = tarPack();
    const archive = pipeline(pack, createGzip(), createWriteStream(partialPath));
    const fill = async (): Promise<Manifest> => {
      const tables: TableEntry[] = [];
      for (const { file, ...table } of dump.tables) {
        await appendEntry(pack, { name: table.entry, size: table.bytes, mtime: createdAt }, createReadStream(file));
        tables.push(table);
      }
      const files: FileEntry[] = [];
      for (const key of await storage.list()) {
        const object = await storage.get(key);
        // Deleted between listing and reading (the app may be running): there is nothing left to keep.
        if (!object) continue;
        const entry = `files/${key}`;
        const sha256 = await appendEntry(pack, { name: entry, size: object.size, mtime: createdAt }, object.body);
        files.push({ key, entry, contentType: object.contentType, bytes: object.size, sha256 });
      }
      const manifest: Manifest = {
        format: FORMAT,
        formatVersion: FORMAT_VERSION,
        createdAt: createdAt.toISOString(),
        schemaLevel: dump.level,
        tables,
        files,
        totals: {
          rows: tables.reduce((sum, table) => sum + table.rows, 0),
          files: files.length,
          fileBytes: files.reduce((sum, file) => sum + file.bytes, 0),
        },
      };
      const body = Buffer.from(JSON.stringify(manifest, null, 2));
      await appendEntry(pack, { name: MANIFEST, size: body.length, mtime: createdAt }, [body]);
      pack.finalize();
      return manifest;
    };
    let manifest: Manifest;
    try {
      [manifest] = await Promise.all([fill(), archive]);
    } catch (error) {
      pack.destroy();
      await archive.catch(() => {});
      throw error;
    }
    await rename(partialPath, outputPath);
    return {
      tables: manifest.tables.length,
      rows: manifest.totals.rows,
      files: manifest.totals.files,
      fileBytes: manifest.totals.fileBytes,
      archiveBytes: (await stat(outputPath)).size,
    };
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}

/**
 * Calls `visit` for each entry of the archive in order (whatever it leaves unread is skipped); a damaged
 * gzip or tar stream becomes a BackupError.
 */
async function forEachEntry(archivePath: string, visit: (header: Header, body: AsyncIterable<Buffer>) => Promise<void>): Promise<void> {
  const source = createReadStream(archivePath);
  const gunzip = createGunzip();
  const extract = tarExtract();
  // Listening before the pipeline does marks a damaged archive before the error reaches `visit`, so a
  // failure of `visit` itself (a database error, say) is never mistaken for one.
  let damage: unknown = null;
  const noteDamage = (error: unknown) => {
    damage ??= error;
  };
  source.on("error", noteDamage);
  gunzip.on("error", noteDamage);
  extract.on("error", noteDamage);
  const feeding = pipeline(source, gunzip, extract);
  try {
    for await (const entry of extract) {
      if (entry.header.type !== "file") throw new BackupError(`The archive holds an unexpected ${entry.header.type} entry "${entry.header.name}".`);
      await visit(entry.header, entry as AsyncIterable<Buffer>);
      entry.resume();
    }
    await feeding;
  } catch (error) {
    const streamError = damage;
    extract.destroy();
    await feeding.catch(() => {});
    if (streamError === null || error instanceof BackupError) throw error;
    const reason = streamError instanceof Error ? streamError.message : String(streamError);
    throw new BackupError(`${archivePath} is damaged or is not a backup archive (${reason}).`);
  }
}

async function bufferOf(body: AsyncIterable<Buffer>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk);
  return Buffer.concat(chunks);
}

async function checksumOf(body: AsyncIterable<Buffer>): Promise<{ sha256: string; bytes: number }> {
  const hash = createHash("sha256");
  let bytes = 0;
  for await (const chunk of body) {
    hash.update(chunk);
    bytes += chunk.length;
  }
  return { sha256: hash.digest("hex"), bytes };
}

function mismatch(entry: string): BackupError {
  return new BackupError(`The archive is corrupt: "${entry}" does not match its checksum in the manifest. Nothing was restored.`);
}

/** Reads the whole archive once and checks every entry against the manifest before anything is changed. */
export async function verifyArchive(archivePath: string): Promise<Manifest> {
  const seen = new Map<string, { sha256: string; bytes: number }>();
  let manifestText: string | undefined;
  await forEachEntry(archivePath, async (header, body) => {
    if (seen.has(header.name)) throw new BackupError(`The archive holds "${header.name}" twice.`);
    if (header.name === MANIFEST) {
      const bytes = await bufferOf(body);
      manifestText = bytes.toString("utf8");
      seen.set(header.name, { sha256: sha256Hex(bytes), bytes: bytes.length });
    } else {
      seen.set(header.name, await checksumOf(body));
    }
  });
  if (manifestText === undefined) throw new BackupError(`${archivePath} has no ${MANIFEST}: it is not a backup archive.`);
  let parsed: unknown;
  try {
    parsed = JSON.parse(manifestText);
  } catch {
    throw new BackupError(`The archive's ${MANIFEST} is not valid JSON.`);
  }
  const version = (parsed as { formatVersion?: unknown } | null)?.formatVersion;
  if (typeof version === "number" && version > FORMAT_VERSION) {
    throw new BackupError(`The archive uses backup format ${version}; this version of the application reads format ${FORMAT_VERSION}. Upgrade it first.`);
  }
  const result = manifestSchema.safeParse(parsed);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    throw new BackupError(`The archive's ${MANIFEST} is invalid: ${issue.path.join(".")} ${issue.message}.`);
  }
  const manifest = result.data;
  const listed = [...manifest.tables, ...manifest.files];
  for (const item of listed) {
    const actual = seen.get(item.entry);
    if (!actual) throw new BackupError(`The archive is incomplete: "${item.entry}" is missing. Nothing was restored.`);
    if (actual.sha256 !== item.sha256 || actual.bytes !== item.bytes) throw mismatch(item.entry);
  }
  const unlisted = [...seen.keys()].find((name) => name !== MANIFEST && !listed.some((item) => item.entry === name));
  if (unlisted) throw new BackupError(`The archive holds "${unlisted}", which its manifest does not list. Nothing was restored.`);
  return manifest;
}

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
  return [pgSchema, name].filter((part) => part !== undefined).map((part) => `"${part.replaceAll('"', '""')}"`).join(".");
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
  const names = sql.join(columns.map((column) => sql.identifier(column.name)), sql`, `);
  const values = sql.join(columns.map((column) => sql`(r ->> ${column.name}::text)::${sql.raw(column.type)}`), sql`, `);
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
  if (rows !== item.rows) throw new BackupError(`The archive is corrupt: "${item.entry}" holds ${rows} rows, its manifest says ${item.rows}.`);
  for (const column of columns.filter((candidate) => candidate.sequence !== null)) {
    // Rows came with their ids; without this the next insert would draw an id that is already taken.
    const id = sql.identifier(column.name);
    await tx.execute(sql`select setval(${column.sequence}::regclass, coalesce(max(${id}), 0) + 1, false) from ${table}`);
  }
}

/**
 * Brings an instance back to the archive's state. Refuses an archive from a newer schema, a damaged one
 * (checked in full before anything changes) and, unless `force`, a target that already holds data; with
 * `force`, every row and every stored file not in the archive is removed. The database side is one transaction.
 */
export async function restoreBackup(db: Database, storage: Storage, inputPath: string, options: { force?: boolean } = {}): Promise<BackupSummary> {
  await access(inputPath, constants.R_OK).catch(() => {
    throw new BackupError(`${inputPath} does not exist or cannot be read.`);
  });
  if (!options.force) {
    const contents = await describeContents(db, storage);
    if (contents) throw new BackupError(`The target instance is not empty (${contents}). Restore into a fresh instance, or pass --force to replace everything.`);
  }
  const manifest = await verifyArchive(inputPath);
  const level = await schemaLevel(db);
  if (manifest.schemaLevel > level) {
    throw new BackupError(`The archive comes from a newer schema (level ${manifest.schemaLevel}) than this instance has (level ${level}). Upgrade the application first.`);
  }
  const tables = backupTables();
  const tablesByName = new Map(tables.map((table) => [tableName(table), table]));
  for (const item of manifest.tables) {
    const table = tablesByName.get(item.name);
    if (!table) throw new BackupError(`The archive has a table "${item.name}" that this instance does not know.`);
    const columns = new Set(Object.values(getTableConfig(table).columns).map((column) => column.name));
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

/** The configured database and storage for a command-line backup or restore; the embedded database only while no one else has it open. */
export async function openInstance(config: Config, holder: string): Promise<{ database: DatabaseHandle; storage: Storage }> {
  return { database: await openInstanceDatabase(config, holder), storage: createStorage(config) };
}

export function megabytes(bytes: number): string {
  return `${(bytes / 1_000_000).toFixed(1)} MB`;
}

function counted(value: number, noun: string): string {
  return `${value.toLocaleString("en")} ${noun}${value === 1 ? "" : "s"}`;
}

/** What the command-line tools report, e.g. "11 tables, 1,204 rows, 96 files (14.2 MB)". */
export function summaryLine(summary: BackupSummary): string {
  return `${counted(summary.tables, "table")}, ${counted(summary.rows, "row")}, ${counted(summary.files, "file")} (${megabytes(summary.fileBytes)})`;
}

/** Any failure as one line: a failed query's own reason rather than Drizzle's multi-line statement dump. */
export function failureLine(error: unknown): string {
  const reason = error instanceof DrizzleQueryError && error.cause instanceof Error ? error.cause : error;
  return (reason instanceof Error ? reason.message : String(reason)).split("\n")[0]!;
}
