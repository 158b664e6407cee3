import { data } from "react-router";
import { languageFromPath } from "~/i18n/language-paths";
import { messagesFor } from "~/i18n/catalogs";

export type BodyResult<T> = { ok: true; value: T } | { ok: false; status: 400 | 413 };

/**
 * The one way the app reads a request body: a declared Content-Length over `maxBytes` is refused
 * before a byte is read, and a chunked body is counted while it streams and left unread past the
 * limit, so no request holds more than `maxBytes` in memory. The server closes a connection whose
 * body was left unread (see server/unread-bodies.ts).
 */
async function readBody(request: Request, maxBytes: number): Promise<BodyResult<Buffer<ArrayBuffer>>> {
  const declared = request.headers.get("content-length");
  if (declared !== null && Number(declared) > maxBytes) return { ok: false, status: 413 };
  if (!request.body) return { ok: true, value: Buffer.alloc(0) };
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) return { ok: false, status: 413 };
      chunks.push(value);
    }
  } catch {
    // The client went away or sent a broken chunked encoding.
    return { ok: false, status: 400 };
  } finally {
    reader.releaseLock();
  }
  return { ok: true, value: Buffer.concat(chunks, size) };
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
