import { createHash } from "node:crypto";
import { once } from "node:events";
import { createReadStream, createWriteStream } from "node:fs";
import { mkdtemp, open, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { createGzip } from "node:zlib";
import { sql } from "drizzle-orm";
import { pack as tarPack, type Pack } from "tar-stream";
import type { Database } from "~/database/client.server";
import type { Storage } from "~/modules/storage/storage.server";
import {
  BackupError,
  FORMAT,
  FORMAT_VERSION,
  MANIFEST,
  type BackupSummary,
  type FileEntry,
  type Manifest,
  type TableEntry,
} from "./backup-archive.server";
import { recordedLevel } from "~/database/migration-levels.server";
import { backupTables, columnNames, rowsOf, tableName, useCanonicalTextFormats } from "./backup-tables.server";

const FETCH_ROWS = 1000;

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
      const level = await recordedLevel(tx);
      const tables: (TableEntry & { file: string })[] = [];
      for (const [index, table] of backupTables().entries()) {
        const name = tableName(table);
        const columns = columnNames(table);
        const file = path.join(workDir, `${index}.jsonl`);
        const output = await open(file, "w");
        const hash = createHash("sha256");
        let rows = 0;
        let bytes = 0;
        try {
          const asText = sql.join(
            columns.map((column) => sql`${sql.identifier(column)}::text as ${sql.identifier(column)}`),
            sql`, `,
          );
          await tx.execute(
            sql`declare backup_rows no scroll cursor for select row_to_json(r)::text as line from (select ${asText} from ${table}) r`,
          );
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
