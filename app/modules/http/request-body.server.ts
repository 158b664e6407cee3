import { createWriteStream } from "node:fs";
import { mkdir, rm } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { data } from "react-router";
import { languageFromPath } from "~/i18n/language-paths";
import { messagesFor } from "~/i18n/catalogs";

export type BodyResult<T> = { ok: true; value: T } | { ok: false; status: 400 | 413 };

/** A body refused while it streams: over the limit (413) or broken off (400). */
class RefusedBody extends Error {
  constructor(readonly status: 400 | 413) {
    super(`request body refused (${status})`);
  }
}

/**
 * The one way the app reads a request body: a declared Content-Length over `maxBytes` is refused
 * before a byte is read, and a chunked body is counted while it streams and left unread past the
 * limit, so no request holds more than `maxBytes` in memory. The server closes a connection whose
 * body was left unread (see server/unread-bodies.ts). Throws `RefusedBody`.
 */
async function* bodyChunks(request: Request, maxBytes: number): AsyncGenerator<Uint8Array> {
  const declared = request.headers.get("content-length");
  if (declared !== null && Number(declared) > maxBytes) throw new RefusedBody(413);
  if (!request.body) return;
  const reader = request.body.getReader();
  let size = 0;
  try {
    for (;;) {
      let chunk: ReadableStreamReadResult<Uint8Array>;
      try {
        chunk = await reader.read();
      } catch {
        // The client went away or sent a broken chunked encoding.
        throw new RefusedBody(400);
      }
      if (chunk.done) return;
      size += chunk.value.byteLength;
      if (size > maxBytes) throw new RefusedBody(413);
      yield chunk.value;
    }
  } finally {
    reader.releaseLock();
  }
}

async function readBody(request: Request, maxBytes: number): Promise<BodyResult<Buffer<ArrayBuffer>>> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for await (const chunk of bodyChunks(request, maxBytes)) {
      chunks.push(chunk);
      size += chunk.byteLength;
    }
  } catch (error) {
    if (error instanceof RefusedBody) return { ok: false, status: error.status };
    throw error;
  }
  return { ok: true, value: Buffer.concat(chunks, size) };
}

/** A file of a multipart form written to disk: where, under what name the client sent it, and its size. */
export type ReceivedFile = { path: string; name: string; bytes: number };

/**
 * A multipart form whose files may be far larger than memory allows (a catalogue's photos): each file field named in
 * `fileFields` streams to `folder/<field>` as it arrives, other files are skipped, and the text fields are kept. The
 * whole body counts against `maxBytes`; a refused body leaves no file behind.
 */
export async function receiveFormFiles(
  request: Request,
  maxBytes: number,
  folder: string,
  fileFields: readonly string[],
): Promise<BodyResult<{ fields: Record<string, string>; files: Record<string, ReceivedFile> }>> {
  const { default: busboy } = await import("busboy");
  let parser: ReturnType<typeof busboy>;
  try {
    parser = busboy({
      headers: { "content-type": request.headers.get("content-type") ?? "" },
      limits: { fields: 50, fieldSize: 64 * 1024, files: fileFields.length + 5 },
    });
  } catch {
    return { ok: false, status: 400 };
  }
  await mkdir(folder, { recursive: true });
  const fields: Record<string, string> = {};
  const files: Record<string, ReceivedFile> = {};
  const writes: Promise<void>[] = [];
  parser.on("field", (name, value) => {
    fields[name] = value;
  });
  parser.on("file", (field, stream, info) => {
    if (!fileFields.includes(field) || files[field]) {
      stream.resume();
      return;
    }
    const file: ReceivedFile = {
      path: path.join(folder, field),
      name: (info.filename ?? "").split(/[\\/]/).pop()!.slice(0, 200),
      bytes: 0,
    };
    files[field] = file;
    stream.on("data", (chunk: Buffer) => {
      file.bytes += chunk.length;
    });
    writes.push(pipeline(stream, createWriteStream(file.path)));
  });
  const parsed = new Promise<void>((resolve, reject) => {
    parser.on("close", resolve);
    parser.on("error", reject);
  });
  // Awaited below when the body arrived whole; a refused one is answered without it.
  parsed.catch(() => {});
  try {
    await pipeline(Readable.from(bodyChunks(request, maxBytes)), parser);
    await parsed;
    await Promise.all(writes);
  } catch (error) {
    await Promise.allSettled(writes);
    await Promise.all(Object.values(files).map((file) => rm(file.path, { force: true })));
    if (error instanceof RefusedBody) return { ok: false, status: error.status };
    // busboy's complaint about a malformed body.
    return { ok: false, status: 400 };
  }
  const holdsNul = Object.values(fields).some((value) => value.includes("\u0000"));
  return holdsNul ? { ok: false, status: 400 } : { ok: true, value: { fields, files } };
}

/** A urlencoded or multipart form of at most `maxBytes`. */
export async function readFormBody(request: Request, maxBytes: number): Promise<BodyResult<FormData>> {
  const body = await readBody(request, maxBytes);
  if (!body.ok) return body;
  try {
    const parsed = new Request(request.url, {
      method: "POST",
      headers: { "content-type": request.headers.get("content-type") ?? "" },
      body: body.value,
    });
    const form = await parsed.formData();
    // No field a person fills in holds NUL, and PostgreSQL refuses it in every text value.
    const holdsNul = [...form.values()].some((value) => typeof value === "string" && value.includes("\u0000"));
    return holdsNul ? { ok: false, status: 400 } : { ok: true, value: form };
  } catch {
    return { ok: false, status: 400 };
  }
}

/** A JSON document of at most `maxBytes`, not yet validated: parse it with a schema. */
export async function readJsonBody(request: Request, maxBytes: number): Promise<BodyResult<unknown>> {
  const body = await readBody(request, maxBytes);
  if (!body.ok) return body;
  try {
    return { ok: true, value: JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(body.value)) };
  } catch {
    return { ok: false, status: 400 };
  }
}

/**
 * A page's form of at most `maxBytes`; a refused body is thrown as a 413 or 400 with its message
 * in the page's language.
 */
export async function readFormData(request: Request, maxBytes: number): Promise<FormData> {
  const form = await readFormBody(request, maxBytes);
  if (form.ok) return form.value;
  const errors = messagesFor(languageFromPath(new URL(request.url).pathname)).errors;
  throw data({ error: form.status === 413 ? errors.tooLarge : errors.badRequest }, { status: form.status });
}
