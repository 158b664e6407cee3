import { createHash, randomBytes } from "node:crypto";
import { mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Readable } from "node:stream";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "~/config/config.server";
import { createS3Storage } from "~/modules/storage/s3-storage.server";
import { BACKUP_COPIES_PREFIX, createLocalStorage, InvalidStorageKeyError, type Storage } from "~/modules/storage/storage.server";
import { startS3Server } from "../support/s3";

type Fixture = {
  storage: Storage;
  /** The same kind of store pointed somewhere every read and write fails, to prove keys are refused before any I/O. */
  unreachable: Storage;
  /** Every file the store left on disk outside its own folder; empty when nothing escaped. */
  filesOutside: () => Promise<string[]>;
  /**
   * Whether parallel writes of one key leave exactly one of them. Our local store promises it (write
   * aside, rename); S3 itself does too, but s3rver, the stand-in, was seen to mix two writes under load.
   */
  atomicOverwrite: boolean;
  tearDown: () => Promise<void>;
};

const backends: { name: string; setUp: () => Promise<Fixture> }[] = [
  {
    name: "local files",
    async setUp() {
      const sandbox = await mkdtemp(path.join(tmpdir(), "quartz-storage-"));
      const root = path.join(sandbox, "store", "files");
      const blocker = path.join(sandbox, "not-a-folder");
      await writeFile(blocker, "");
      return {
        storage: createLocalStorage(root),
        unreachable: createLocalStorage(path.join(blocker, "files")),
        async filesOutside() {
          const entries = await readdir(sandbox, { recursive: true, withFileTypes: true });
          return entries
            .filter((entry) => entry.isFile())
            .map((entry) => path.join(entry.parentPath, entry.name))
            .filter((file) => file !== blocker && !file.startsWith(root + path.sep));
        },
        tearDown: () => rm(sandbox, { recursive: true, force: true }),
        atomicOverwrite: true,
      };
    },
  },
  {
    name: "S3 (s3rver)",
    async setUp() {
      const server = await startS3Server();
      const config = loadConfig(server.env).s3!;
      return {
        storage: createS3Storage(config),
        unreachable: createS3Storage({ ...config, endpoint: "http://127.0.0.1:1" }),
        // A bucket has no outside: a key is only a name, whatever its characters.
        filesOutside: async () => [],
        tearDown: server.stop,
        atomicOverwrite: false,
      };
    },
  },
];

const escapingKeys = [
  "../x",
  "/abs",
  "a/../../b",
  "a\\b",
  "C:\\windows",
  ".hidden",
  "a/.hidden",
  "./a",
  "a/./b",
  "a//b",
  "a/",
  "",
  "a\u0000b",
  "%2e%2e/x",
  "x".repeat(201),
  Array.from({ length: 6 }, () => "a".repeat(200)).join("/"),
  "a/b/c/d/e/f/g/h/i",
].map((key) => ({ key, label: key.length > 40 ? `${key.slice(0, 12)}… (${key.length} characters)` : JSON.stringify(key) }));

/** Every byte value, including NUL, CR/LF and invalid UTF-8, so any text decoding would show. */
const binary = Buffer.from(Array.from({ length: 1024 }, (_, index) => (index * 7) % 256));

async function readAll(body: Readable): Promise<{ data: Buffer; chunks: number }> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk as Buffer);
  return { data: Buffer.concat(chunks), chunks: chunks.length };
}

async function read(storage: Storage, key: string): Promise<Buffer | null> {
  const stored = await storage.get(key);
  return stored ? (await readAll(stored.body)).data : null;
}

describe.each(backends)("$name storage", (backend) => {
  let fixture: Fixture;
  let storage: Storage;

  beforeAll(async () => {
    fixture = await backend.setUp();
    storage = fixture.storage;
  });
  afterAll(async () => {
    await fixture?.tearDown();
  });
  afterEach(async () => {
    for (const key of await storage.list()) await storage.delete(key);
  });

  it("round-trips binary content with its size and the content type of its extension", async () => {
    await storage.put("saide/slab-960.webp", binary, "image/webp");
    const stored = await storage.get("saide/slab-960.webp");
    expect(stored).toMatchObject({ size: binary.length, contentType: "image/webp" });
    expect((await readAll(stored!.body)).data.equals(binary)).toBe(true);
    expect(await storage.get("saide/slab-1600.jpg")).toBeNull();
    await storage.put("saide/slab-1600.jpg", binary, "image/jpeg");
    expect((await storage.get("saide/slab-1600.jpg"))?.contentType).toBe("image/jpeg");
  });

  it("serves the type of the key's extension, never the one given at upload", async () => {
    await storage.put("notes/readme.bin", Buffer.from("<script>alert(1)</script>"), "text/html");
    const stored = await storage.get("notes/readme.bin");
    stored?.body.destroy();
    expect(stored?.contentType).toBe("application/octet-stream");
  });

  it("answers null for a missing key and for a folder", async () => {
    expect(await storage.get("missing/photo.webp")).toBeNull();
    await storage.put("folder/inside/photo.webp", binary, "image/webp");
    expect(await storage.get("folder/inside")).toBeNull();
    expect(await storage.get("folder")).toBeNull();
  });

  it("deletes a key, leaves its neighbours, and ignores keys that are not there", async () => {
    await storage.put("products/a-480.webp", binary, "image/webp");
    await storage.put("products/a-960.webp", binary, "image/webp");
    await storage.delete("products/a-480.webp");
    expect(await storage.get("products/a-480.webp")).toBeNull();
    expect(await storage.list()).toEqual(["products/a-960.webp"]);
    await expect(storage.delete("products/a-480.webp")).resolves.toBeUndefined();
    await expect(storage.delete("never/stored.webp")).resolves.toBeUndefined();
  });

  it("lists keys under a prefix, sorted, through nested folders", async () => {
    for (const key of ["b.webp", "a/x/2.webp", "ab.webp", "a/y.webp", "a/x/1.webp", "c/deep/er/still/z.jpg"]) {
      await storage.put(key, binary, "image/webp");
    }
    expect(await storage.list()).toEqual(["a/x/1.webp", "a/x/2.webp", "a/y.webp", "ab.webp", "b.webp", "c/deep/er/still/z.jpg"]);
    expect(await storage.list("a/")).toEqual(["a/x/1.webp", "a/x/2.webp", "a/y.webp"]);
    expect(await storage.list("a/x/")).toEqual(["a/x/1.webp", "a/x/2.webp"]);
    expect(await storage.list("a")).toEqual(["a/x/1.webp", "a/x/2.webp", "a/y.webp", "ab.webp"]);
    expect(await storage.list("c/deep/")).toEqual(["c/deep/er/still/z.jpg"]);
    expect(await storage.list("nothing/")).toEqual([]);
  });

  it("stores a file from disk, and keeps backup copies out of every listing but their own", async () => {
    const file = path.join(await mkdtemp(path.join(tmpdir(), "quartz-put-file-")), "archive.tar.gz");
    await writeFile(file, binary);
    await storage.putFile(`${BACKUP_COPIES_PREFIX}quartz-backup-1.tar.gz`, file, "application/gzip");
    await storage.put("products/a-480.webp", binary, "image/webp");
    expect(await storage.list()).toEqual(["products/a-480.webp"]);
    expect((await storage.listWithDates()).map((object) => object.key)).toEqual(["products/a-480.webp"]);
    expect(await storage.list(BACKUP_COPIES_PREFIX)).toEqual(["backups/quartz-backup-1.tar.gz"]);
    const copy = await storage.get("backups/quartz-backup-1.tar.gz");
    expect(copy).toMatchObject({ size: binary.length, contentType: "application/gzip" });
    expect((await readAll(copy!.body)).data.equals(binary)).toBe(true);
    await storage.delete("backups/quartz-backup-1.tar.gz");
    expect(await storage.list(BACKUP_COPIES_PREFIX)).toEqual([]);
  });

  it("lists keys with when each was last written, for the orphan clean-up's grace period", async () => {
    const before = Date.now() - 2000;
    for (const key of ["dated/b.webp", "dated/a.webp", "other.webp"]) await storage.put(key, binary, "image/webp");
    const after = Date.now() + 2000;
    const listed = await storage.listWithDates("dated/");
    expect(listed.map((object) => object.key)).toEqual(["dated/a.webp", "dated/b.webp"]);
    for (const { modifiedAt } of listed) {
      expect(modifiedAt.getTime()).toBeGreaterThanOrEqual(before);
      expect(modifiedAt.getTime()).toBeLessThanOrEqual(after);
    }
  });

  it("overwrites a key with shorter content completely", async () => {
    await storage.put("site/hero-1-960.webp", Buffer.alloc(5000, 1), "image/webp");
    await storage.put("site/hero-1-960.webp", Buffer.from("short"), "image/webp");
    const stored = await storage.get("site/hero-1-960.webp");
    expect(stored?.size).toBe(5);
    expect((await readAll(stored!.body)).data.toString()).toBe("short");
    expect(await storage.list("site/")).toEqual(["site/hero-1-960.webp"]);
  });

  it("stores the longest key allowed and refuses one character more", async () => {
    const longest = [...Array.from({ length: 5 }, () => "k".repeat(200)), "k".repeat(14) + ".webp"].join("/");
    expect(longest).toHaveLength(1024);
    await storage.put(longest, binary, "image/webp");
    expect((await read(storage, longest))?.equals(binary)).toBe(true);
    expect(await storage.list()).toEqual([longest]);
    await expect(storage.put(`k${longest}`, binary, "image/webp")).rejects.toBeInstanceOf(InvalidStorageKeyError);
  });

  it.each(escapingKeys)("refuses the key $label before any I/O", async ({ key }) => {
    for (const target of [storage, fixture.unreachable]) {
      await expect(target.put(key, binary, "image/webp")).rejects.toBeInstanceOf(InvalidStorageKeyError);
      await expect(target.get(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
      await expect(target.delete(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
    }
    expect(await storage.list()).toEqual([]);
    expect(await fixture.filesOutside()).toEqual([]);
  });

  it("fails on real I/O when unreachable, and says so in its health check", async () => {
    await expect(fixture.unreachable.put("ok/photo.webp", binary, "image/webp")).rejects.not.toBeInstanceOf(InvalidStorageKeyError);
    await expect(fixture.unreachable.check()).rejects.toThrow();
    await expect(storage.check()).resolves.toBeUndefined();
  });

  it("streams a large object back in many chunks", async () => {
    const large = randomBytes(8 * 1024 * 1024);
    await storage.put("large/original.bin", large, "application/octet-stream");
    const stored = await storage.get("large/original.bin");
    expect(stored?.size).toBe(large.length);
    const { data, chunks } = await readAll(stored!.body);
    expect(createHash("sha256").update(data).digest("hex")).toBe(createHash("sha256").update(large).digest("hex"));
    expect(chunks).toBeGreaterThan(1);
  });

  it("takes concurrent puts of different keys and of one key without mixing them", async () => {
    const keys = Array.from({ length: 24 }, (_, index) => `batch/photo-${String(index).padStart(2, "0")}.webp`);
    await Promise.all(keys.map((key, index) => storage.put(key, Buffer.alloc(10_000 + index, index), "image/webp")));
    expect(await storage.list("batch/")).toEqual(keys);
    for (const [index, key] of keys.entries()) {
      expect((await read(storage, key))?.equals(Buffer.alloc(10_000 + index, index))).toBe(true);
    }

    if (!fixture.atomicOverwrite) return;
    const versions = Array.from({ length: 10 }, (_, index) => Buffer.alloc(200_000, index + 1));
    await Promise.all(versions.map((version) => storage.put("contested/photo.webp", version, "image/webp")));
    const winner = await read(storage, "contested/photo.webp");
    expect(versions.some((version) => version.equals(winner!))).toBe(true);
    expect(await storage.list("contested/")).toEqual(["contested/photo.webp"]);
  });
});
