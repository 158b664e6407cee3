import { createReadableStreamFromReadable } from "@react-router/node";
import type { StoredObject } from "~/modules/storage/storage.server";

/** Stored keys never change content (a new upload gets a new key), so browsers and CDNs may keep them for a year. */
export const STORED_FILE_CACHE = "public, max-age=31536000, immutable";

/** A stored file streamed as the response body. */
export function storedFileResponse(stored: StoredObject, cacheControl = STORED_FILE_CACHE): Response {
  return new Response(createReadableStreamFromReadable(stored.body), {
    headers: { "Content-Type": stored.contentType, "Content-Length": String(stored.size), "Cache-Control": cacheControl },
  });
}
