import { data } from "react-router";
import { languageFromPath, messagesFor } from "~/i18n/language";

/**
 * Reads a urlencoded or small multipart form, refusing bodies over `maxBytes` with a 413 in the
 * page's language before they are buffered.
 */
export async function readFormData(request: Request, maxBytes: number): Promise<FormData> {
  const tooLarge = () =>
    data({ error: messagesFor(languageFromPath(new URL(request.url).pathname)).errors.tooLarge }, { status: 413 });
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > maxBytes) throw tooLarge();
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (request.body) {
    for await (const chunk of request.body) {
      size += chunk.byteLength;
      if (size > maxBytes) throw tooLarge();
      chunks.push(chunk);
    }
  }
  const limited = new Request(request.url, {
    method: request.method,
    headers: request.headers,
    body: Buffer.concat(chunks),
  });
  try {
    return await limited.formData();
  } catch {
    throw data({ error: messagesFor(languageFromPath(new URL(request.url).pathname)).errors.badRequest }, { status: 400 });
  }
}
