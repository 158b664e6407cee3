import { createReadableStreamFromReadable } from "@react-router/node";
import { assertSafeKey, InvalidStorageKeyError, isPublicMediaKey } from "~/modules/storage/storage.server";
import type { Route } from "./+types/media";

/** Stored keys never change content (a new upload gets a new key), so browsers and CDNs may keep them for a year. */
export async function loader({ params, context }: Route.LoaderArgs) {
  let key: string;
  try {
    key = assertSafeKey(params["*"] ?? "");
  } catch (error) {
    if (error instanceof InvalidStorageKeyError) return new Response("Not found", { status: 404 });
    throw error;
  }
  if (!isPublicMediaKey(key)) return new Response("Not found", { status: 404 });
  const stored = await context.services.storage.get(key);
  if (!stored) return new Response("Not found", { status: 404 });
  return new Response(createReadableStreamFromReadable(stored.body), {
    headers: {
      "Content-Type": stored.contentType,
      "Content-Length": String(stored.size),
      "Cache-Control": "public, max-age=31536000, immutable",
    },
  });
}
