import { readFile, writeFile } from "node:fs/promises";
import { gunzipSync, gzipSync } from "node:zlib";
import { extract as tarExtract, pack as tarPack } from "tar-stream";

/** Every entry of a backup archive with its bytes, in the archive's order. */
export async function readEntries(archive: string): Promise<{ name: string; body: Buffer }[]> {
  const extract = tarExtract();
  extract.end(gunzipSync(await readFile(archive)));
  const entries: { name: string; body: Buffer }[] = [];
  for await (const entry of extract) {
    const chunks: Buffer[] = [];
    for await (const chunk of entry) chunks.push(chunk as Buffer);
    entries.push({ name: entry.header.name, body: Buffer.concat(chunks) });
  }
  return entries;
}

/** Re-packs an archive with valid gzip and tar framing, so only the backup's own checks can notice `edit`. */
export async function rewriteArchive(source: string, target: string, edit: (name: string, body: Buffer) => Buffer) {
  const pack = tarPack();
  for (const entry of await readEntries(source)) pack.entry({ name: entry.name }, edit(entry.name, Buffer.from(entry.body)));
  pack.finalize();
  const chunks: Buffer[] = [];
  for await (const chunk of pack) chunks.push(chunk as Buffer);
  await writeFile(target, gzipSync(Buffer.concat(chunks)));
}
