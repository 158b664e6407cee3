/**
 * The backup archive: a .tar.gz of every table's rows as JSON lines (`tables/`), every stored file
 * (`files/`) and a manifest listing each entry with its size and SHA-256; and reading one back, which
 * checks every entry against the manifest before anything trusts it.
 */
import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import { pipeline } from "node:stream/promises";
import { createGunzip } from "node:zlib";
import { extract as tarExtract, type Header } from "tar-stream";
import { z } from "zod";
import { sha256Hex } from "~/modules/crypto/sha256.server";

export const FORMAT = "quartz-catalogue-backup";
export const FORMAT_VERSION = 1;
export const MANIFEST = "manifest.json";

/** A refusal worth one line to the operator: the archive or the target is not what a backup or restore needs. */
export class BackupError extends Error {}

export type BackupSummary = { tables: number; rows: number; files: number; fileBytes: number };

const checksummed = { entry: z.string().min(1), bytes: z.number().int().nonnegative(), sha256: z.string().regex(/^[0-9a-f]{64}$/) };
const manifestSchema = z.object({
  format: z.literal(FORMAT),
  formatVersion: z.number().int().positive(),
  createdAt: z.string(),
  schemaLevel: z.number().int().nonnegative(),
  tables: z.array(
    z.object({ ...checksummed, name: z.string().min(1), columns: z.array(z.string().min(1)).min(1), rows: z.number().int().nonnegative() }),
  ),
  files: z.array(z.object({ ...checksummed, key: z.string().min(1), contentType: z.string() })),
  totals: z.object({
    rows: z.number().int().nonnegative(),
    files: z.number().int().nonnegative(),
    fileBytes: z.number().int().nonnegative(),
  }),
});
export type Manifest = z.infer<typeof manifestSchema>;
export type TableEntry = Manifest["tables"][number];
export type FileEntry = Manifest["files"][number];

/**
 * Calls `visit` for each entry of the archive in order (whatever it leaves unread is skipped); a damaged
 * gzip or tar stream becomes a BackupError.
 */
export async function forEachEntry(
  archivePath: string,
  visit: (header: Header, body: AsyncIterable<Buffer>) => Promise<void>,
): Promise<void> {
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
      if (entry.header.type !== "file")
        throw new BackupError(`The archive holds an unexpected ${entry.header.type} entry "${entry.header.name}".`);
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

export async function bufferOf(body: AsyncIterable<Buffer>): Promise<Buffer> {
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

export function mismatch(entry: string): BackupError {
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
    throw new BackupError(
      `The archive uses backup format ${version}; this version of the application reads format ${FORMAT_VERSION}. Upgrade it first.`,
    );
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
