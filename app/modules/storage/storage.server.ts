import { randomUUID } from "node:crypto";
import { constants, createReadStream } from "node:fs";
import { access, copyFile, mkdir, readdir, rm, stat, writeFile, rename } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";

export type StoredObject = { body: Readable; size: number; contentType: string };
export type ListedObject = { key: string; modifiedAt: Date };

/** Where uploaded files live. Keys are slash-separated relative names such as "saide/calacatta-960.webp". */
export interface Storage {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** Stores a file from disk without reading it into memory (backup archives can be large). */
  putFile(key: string, file: string, contentType: string): Promise<void>;
  get(key: string): Promise<StoredObject | null>;
  delete(key: string): Promise<void>;
  list(prefix?: string): Promise<string[]>;
  /** The keys with when each object was last written, for clean-up that spares recent uploads. */
  listWithDates(prefix?: string): Promise<ListedObject[]>;
  /** Resolves when the store answers; rejects otherwise. Used by the health check. */
  check(): Promise<void>;
}

export class InvalidStorageKeyError extends Error {}

/**
 * Copies of backup archives live in the bucket under this prefix, beside the media but apart from
 * it: listings leave them out unless asked for them by this prefix, so no backup contains the
 * previous ones and the orphan clean-up never takes them for unused media.
 */
export const BACKUP_COPIES_PREFIX = "backups/";

/** Priced quotes' PDFs: kept and backed up with the media, but only ever handed out through the quote's own pages. */
export const QUOTE_DOCUMENTS_PREFIX = "quotes/";

/** Whether `/media/<key>` may serve a key: a backup or a buyer's quote is never public, whatever its name. */
export const isPublicMediaKey = (key: string) => !key.startsWith(BACKUP_COPIES_PREFIX) && !key.startsWith(QUOTE_DOCUMENTS_PREFIX);

/** Whether a listing under `prefix` shows `key`. */
export function listedUnder(prefix: string, key: string): boolean {
  return key.startsWith(prefix) && (prefix.startsWith(BACKUP_COPIES_PREFIX) || !key.startsWith(BACKUP_COPIES_PREFIX));
}

const keySegment = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;
/** S3's limit on key length (in bytes; keys are ASCII), so every key fits both stores. */
const MAX_KEY_LENGTH = 1024;

/** Rejects any key that could leave its folder ("..", absolute paths, backslashes, hidden files). */
export function assertSafeKey(key: string): string {
  const segments = key.split("/");
  if (
    key.length > MAX_KEY_LENGTH ||
    segments.length > 8 ||
    !segments.every((segment) => keySegment.test(segment) && !segment.includes(".."))
  ) {
    throw new InvalidStorageKeyError(`Invalid storage key: ${JSON.stringify(key.slice(0, 100))}`);
  }
  return key;
}

const contentTypes: Record<string, string> = {
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".png": "image/png",
  ".svg": "image/svg+xml",
  ".gz": "application/gzip",
};

export function contentTypeOf(key: string): string {
  return contentTypes[path.extname(key).toLowerCase()] ?? "application/octet-stream";
}

export function createLocalStorage(root: string): Storage {
  const fileOf = (key: string) => path.join(root, ...assertSafeKey(key).split("/"));
  async function list(prefix = "") {
    const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
    return entries
      .filter((entry) => entry.isFile() && !entry.name.startsWith("."))
      .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"))
      .filter((key) => listedUnder(prefix, key))
      .sort();
  }
  /** Write then rename, so a reader never sees half a file. The partial's name starts with a dot,
   * so it can never be a key, and is unique, so concurrent writes of one key cannot collide. */
  async function writeWhole(key: string, write: (partial: string) => Promise<void>) {
    const file = fileOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    const partial = path.join(path.dirname(file), `.${randomUUID()}.partial`);
    try {
      await write(partial);
      await rename(partial, file);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
  }
  return {
    put: (key, body) => writeWhole(key, (partial) => writeFile(partial, body)),
    putFile: (key, source) => writeWhole(key, (partial) => copyFile(source, partial)),
    async get(key) {
      const file = fileOf(key);
      const info = await stat(file).catch(() => null);
      if (!info?.isFile()) return null;
      return { body: createReadStream(file), size: info.size, contentType: contentTypeOf(key) };
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
    list,
    async listWithDates(prefix) {
      const keys = await list(prefix);
      const dated = await Promise.all(keys.map(async (key) => ({ key, modifiedAt: (await stat(fileOf(key)).catch(() => null))?.mtime })));
      // A file deleted between listing and stat is simply gone.
      return dated.filter((object): object is ListedObject => object.modifiedAt !== undefined);
    },
    async check() {
      await mkdir(root, { recursive: true });
      await access(root, constants.R_OK | constants.W_OK);
    },
  };
}
